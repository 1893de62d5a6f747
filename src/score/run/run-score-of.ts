import { checkContext } from '../../match/match.js'
import type { NormalizedMatchOptions } from '../../match/options.js'
import { compareRunCall } from '../../match/run/compare-run-call.js'
import { compileRunCall } from '../../match/run/compile-run.js'
import { placedCalls } from '../../match/run/match-run.js'
import type { CompiledRun, CompiledRunCall } from '../../match/run/types.js'
import type { Run } from '../../read/run/types.js'
import { matchRunCalls } from './call-matching.js'
import { dependencyCounts, withoutFromResult } from './dependency-counts.js'
import { listedCalls } from './listed-calls.js'
import { neverViolations } from './never-violations.js'
import { runAxesOf, unreadRunScore } from './run-axes.js'
import { type RunContext, runComparisons } from './run-comparisons.js'
import type { RunScore } from './run-types.js'
import { stepCounts } from './step-counts.js'
import { wastedCalls } from './wasted-calls.js'

/**
 * Grades a run against a compiled run expectation: per-call matching (precision, recall, F1), steps, `never`
 * violations, extra and repeated calls, and `fromResult` rules; `run` is `undefined` when it could not be read.
 */
export function runScoreOf(
  expectation: CompiledRun,
  run: Run | undefined,
  options: NormalizedMatchOptions,
): RunScore {
  const listed = listedCalls(expectation)
  if (run === undefined) return unreadRunScore(expectation, listed)
  const context: RunContext = { calls: placedCalls(run), check: checkContext(options), options }
  const received = context.calls.length
  const calls = listed ?? []
  const compare = runComparisons(calls, context)
  const matching = matchRunCalls(calls, received, (e, r) => compare(e, r).pass)
  const taken = new Set(matching.callOf)
  const relaxed = new Map<number, CompiledRunCall>()
  const relaxedMeets = (e: number, r: number) => {
    let call = relaxed.get(e)
    if (call === undefined) {
      call = compileRunCall(withoutFromResult(calls[e]!.source), [], options)
      relaxed.set(e, call)
    }
    return compareRunCall(call, context.calls[r]!, context.calls, context.check, options).pass
  }
  const { repeated, wasted } = wastedCalls(context.calls, (r) => listed !== undefined && !taken.has(r))
  const counts = {
    calls: received,
    steps: run.steps.length,
    repeated,
    wasted,
    matching: listed === undefined ? null : matching.counts,
    stepMatching: stepCounts(expectation, run.steps.length, context),
    violations: neverViolations(expectation, context),
    dependencies: dependencyCounts(calls, matching, compare, relaxedMeets),
  }
  return { axes: runAxesOf(counts), counts }
}
