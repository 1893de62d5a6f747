/**
 * `expect-tool-calls/reporter`: a Vitest reporter that adds up the graded tool-call assertions of a run (recorded in
 * each test's metadata by the Vitest setup entry) into a summary table and, optionally, `aggregate.json`.
 *
 * ```ts
 * export default defineConfig({
 *   test: {
 *     setupFiles: ['expect-tool-calls/vitest'],
 *     reporters: ['default', ['expect-tool-calls/reporter', { aggregate: 'reports/aggregate.json' }]],
 *   },
 * })
 * ```
 */
import { ToolCallReporter } from './tool-call-reporter.js'

export { collectRun, type FlakyAssertion, type RunTally, sampleOf } from './collect-run.js'
export { formatSummary, type SummaryCounts } from './format-summary.js'
export type { ToolCallRecord, ToolCallTaskMeta, TrialsRecord } from './tool-call-record.js'
export { ToolCallReporter, type ToolCallReporterOptions } from './tool-call-reporter.js'

/** The reporter class, as Vitest loads it by name: `--reporter=expect-tool-calls/reporter`. */
export default ToolCallReporter
