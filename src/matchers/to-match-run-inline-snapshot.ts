import type { ToolCallMatcherResult } from './context.js'
import { snapshotNeedsRunner } from './snapshot-needs-runner.js'

/** As `toMatchRunSnapshot`: the setup entries register the real inline run snapshot matcher in its place. */
export function toMatchRunInlineSnapshot(): ToolCallMatcherResult {
  throw snapshotNeedsRunner('toMatchRunInlineSnapshot', 'toMatchRun')
}
