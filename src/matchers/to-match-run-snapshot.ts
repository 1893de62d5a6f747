import type { ToolCallMatcherResult } from './context.js'
import { snapshotNeedsRunner } from './snapshot-needs-runner.js'

/**
 * The raw-matcher stand-in for the run snapshot matcher: the Vitest and Jest setup entries register the real one (on
 * the runner's snapshot store) in its place; anywhere else it throws a `MatcherUsageError` saying so.
 */
export function toMatchRunSnapshot(): ToolCallMatcherResult {
  throw snapshotNeedsRunner('toMatchRunSnapshot', 'toMatchRun')
}
