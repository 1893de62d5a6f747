import type { RunExpectation } from '../expect/run-types.js'
import type { RunMatcherOutcome } from '../matchers/run-matcher.js'
import { createSample } from '../score/create-sample.js'
import { scoreRun } from '../score/run/score-run.js'
import { runMismatchPath } from './run-mismatch-path.js'
import { scoreOptions } from './score-options.js'
import type { ToolCallRecord } from './tool-call-record.js'

/**
 * The record of one run assertion: the sample `scoreRun` gives for the same run expectation and received value (its
 * run axes and counts, and the credit of each required call, for the per-tool table), without the run's mismatches
 * and timeline (the test's own message has them; a record stays small in a blob). `received` lists the run's calls
 * by name across steps; `first` is the first run mismatch's kind and where it sits. A profile's `extraCalls` is left
 * out: in a run the expectation's order decides.
 */
export function runRecord(outcome: RunMatcherOutcome, category: string | undefined): ToolCallRecord {
  const { extraCalls: _extraCalls, ...options } = scoreOptions(outcome.options, category)
  const graded = scoreRun(outcome.expectation as RunExpectation, outcome.received, options)
  const { id: _id, mismatches: _mismatches, run, ...sample } = createSample({ id: '', score: graded })
  const record: ToolCallRecord = {
    matcher: outcome.matcher,
    ...sample,
    run: { axes: run!.axes, counts: run!.counts, mismatches: [] },
  }
  const read = outcome.verdict.run
  if (read !== undefined) record.received = read.steps.flatMap((step) => step.calls.map((call) => call.name))
  const first = outcome.verdict.mismatches[0]
  if (first !== undefined) record.first = { kind: first.kind, path: runMismatchPath(first) }
  return record
}
