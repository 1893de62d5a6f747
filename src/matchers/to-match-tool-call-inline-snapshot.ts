import type { ToolCallMatcherResult } from './context.js'
import { snapshotNeedsRunner } from './snapshot-needs-runner.js'

/** As `toMatchToolCallSnapshot`: the setup entries register the real inline-snapshot matcher in its place. */
export function toMatchToolCallInlineSnapshot(): ToolCallMatcherResult {
  throw snapshotNeedsRunner('toMatchToolCallInlineSnapshot')
}
