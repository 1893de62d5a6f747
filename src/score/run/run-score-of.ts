import { checkContext } from '../../match/match.js'
import type { NormalizedMatchOptions } from '../../match/options.js'
import { checkClaims } from '../../match/run/claims.js'
import { compareRunCall } from '../../match/run/compare-run-call.js'
import { compileRunCall } from '../../match/run/compile-run-call.js'
import type { CompiledRun, CompiledRunCall } from '../../match/run/compiled-run.js'
import { findLoops } from '../../match/run/find-loops.js'
import { placedCalls } from '../../match/run/match-run.js'
import type { Run } from '../../read/run/types.js'
import { normalizeString } from '../../unicode-policy.js'
import type { CallScore } from '../types.js'
import { matchRunCalls } from './call-matching.js'
import { dependencyCounts, withoutFromResult } from './dependency-counts.js'
import { listedCalls } from './listed-calls.js'
import { neverViolations } from './never-violations.js'
import { runAxesOf, unreadRunScore } from './run-axes.js'
import { runCallScores } from './run-call-scores.js'
import { type RunContext, runComparisons } from './run-comparisons.js'
import type { ClaimCounts, RunScore } from './run-types.js'
import { stepCounts } from './step-counts.js'
import { wastedCalls } from './wasted-calls.js'

/** A graded run: its run score, and the credit of each call it required, for the per-tool breakdown. */
export interface GradedRun {
  run: RunScore
  calls: CallScore[]
}

/**
 * Grades a run against a compiled run expectation: per-call matching (precision, recall, F1), steps, `never`
 * violations, extra and repeated calls, and `fromResult` rules, with the credit of each required call
 * (`runCallScores`); `run` is `undefined` when it could not be read (then no call is credited: what a run not read
 * says about its tools is nothing).
 */
export function runScoreOf(
  expectation: CompiledRun,
  run: Run | undefined,
  options: NormalizedMatchOptions,
): GradedRun {
  const listed = listedCalls(expectation)
  if (run === undefined) return { run: unreadRunScore(expectation, listed), calls: [] }
  const context: RunContext = { calls: placedCalls(run), check: checkContext(options), options }
  const received = context.calls.length
  const calls = listed ?? []
  const compare = runComparisons(calls, context)
  const matching = matchRunCalls(calls, received, (e, r) => compare(e, r).pass)
  const taken = new Set(matching.callOf)
  const relaxed = new Map<number, CompiledRunCall>()
  // Listed call `e` with its `fromResult` rules accepting anything: the call it is about, whatever the results.
  const relaxedCall = (e: number) => {
    let call = relaxed.get(e)
    // Stryker disable next-line ConditionalExpression: a cache; compiled again, the call is the same
    if (call === undefined) {
      // Stryker disable next-line ArrayDeclaration: the path labels compile errors, and the call compiled once already
      call = compileRunCall(withoutFromResult(calls[e]!.source), [], options)
      relaxed.set(e, call)
    }
    return call
  }
  const relaxedMeets = (e: number, r: number) =>
    compareRunCall(relaxedCall(e), context.calls[r]!, context.calls, context.check, options).pass
  // A dependent call's argument names are those of its relaxed form (compiled without `fromResult`, so it has one).
  const argumentKeysOf = (e: number) => {
    const compiled = (calls[e]!.call ?? relaxedCall(e).call)!
    return compiled.arguments === undefined ? undefined : compiled.argumentKeys
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
    claims: claimCounts(expectation, run, context),
    loops: expectation.loops === undefined ? null : findLoops(context.calls, expectation.loops).length,
  }
  return {
    run: { axes: runAxesOf(counts), counts },
    // Without listed calls, the matching requires none: no call is credited.
    calls: runCallScores(calls, matching, compare, argumentKeysOf),
  }
}

/** The claims the final answer made and those a call backed; `null` without `claims`. */
function claimCounts(expectation: CompiledRun, run: Run, context: RunContext): ClaimCounts | null {
  if (expectation.claims === undefined) return null
  // Stryker disable next-line ConditionalExpression: `normalizeString(undefined)` is `undefined` (ASCII text)
  const answer = run.answer === undefined ? undefined : normalizeString(run.answer, context.options.unicode)
  const { made, backed } = checkClaims(
    answer,
    context.calls,
    expectation.claims,
    expectation.negation,
    context.check,
    context.options,
  )
  return { made, backed }
}
