import type { CompiledRun, CompiledRunCall } from '../../match/run/compiled-run.js'
import { fromResultRules, isDependent } from './dependency-counts.js'
import type { CallMatchCounts, RunAxes, RunCounts, RunScore } from './run-types.js'

/** F1 on calls: 2·matched / (2·matched + extra + missed); nothing expected and nothing called is 1. */
function f1(matching: CallMatchCounts): number {
  const denominator = 2 * matching.matched + matching.extra + matching.missed
  return denominator === 0 ? 1 : (2 * matching.matched) / denominator
}

/**
 * The run axes of a read run, from its counts. `precision` = matched / calls (`null` without calls), `recall` =
 * matched / (matched + missed) (`null` when nothing was expected or allowed and nothing taken), `f1` as above,
 * `stepAccuracy` = met / counted (1 when nothing is counted), `neverRespected` 1 without a violation else 0,
 * `efficiency` = 1 − wasted / calls (1 without calls), `resultDependency` = satisfied / checked (`null` when
 * nothing was checked), `claimsBacked` = backed / made claims (`null` when none was made), `loopFree` 1 without a
 * loop else 0. An axis whose counts are `null` does not apply.
 */
export function runAxesOf(counts: RunCounts): RunAxes {
  const { matching, stepMatching: steps, dependencies } = counts
  return {
    precision: matching === null || counts.calls === 0 ? null : matching.matched / counts.calls,
    recall:
      matching === null || matching.matched + matching.missed === 0
        ? null
        : matching.matched / (matching.matched + matching.missed),
    f1: matching === null ? null : f1(matching),
    stepAccuracy: steps === null ? null : steps.counted === 0 ? 1 : steps.met / steps.counted,
    neverRespected: counts.violations === null ? null : counts.violations === 0 ? 1 : 0,
    efficiency: counts.calls === 0 ? 1 : 1 - counts.wasted / counts.calls,
    resultDependency:
      dependencies === null || dependencies.checked === 0
        ? null
        : dependencies.satisfied / dependencies.checked,
    claimsBacked:
      counts.claims === null || counts.claims.made === 0 ? null : counts.claims.backed / counts.claims.made,
    loopFree: counts.loops === null ? null : counts.loops === 0 ? 1 : 0,
  }
}

/** Each axis that applies set to 0 (a failed item), `null` left as it is. */
export function zeroRunAxes(axes: RunAxes): RunAxes {
  const out = { ...axes }
  for (const name of Object.keys(out) as (keyof RunAxes)[]) if (out[name] !== null) out[name] = 0
  return out
}

/**
 * The run score of a run that could not be read: nothing received, every expected call missed, every expected step
 * unmet, every `fromResult` rule of a required copy checked and unsatisfied; 0 on each axis the expectation makes
 * apply (calls listed: precision, recall, F1; `steps`; `never`; `fromResult` rules; `loops`; efficiency always).
 * `claimsBacked` stays `null`: a run not read made no claim.
 */
export function unreadRunScore(
  expectation: CompiledRun,
  listed: readonly CompiledRunCall[] | undefined,
): RunScore {
  const expected = listed?.reduce((sum, call) => sum + call.times.min, 0) ?? 0
  const steps = expectation.steps?.length ?? 0
  const rules = listed?.reduce((sum, call) => sum + fromResultRules(call) * call.times.min, 0) ?? 0
  const dependent = listed?.some(isDependent) === true
  const counts: RunCounts = {
    calls: 0,
    steps: 0,
    repeated: 0,
    wasted: 0,
    matching: listed === undefined ? null : { expected, matched: 0, missed: expected, extra: 0 },
    stepMatching: expectation.steps === undefined ? null : { expected: steps, met: 0, counted: steps },
    violations: expectation.never.length === 0 ? null : 0,
    dependencies: dependent ? { checked: rules, satisfied: 0 } : null,
    claims: expectation.claims === undefined ? null : { made: 0, backed: 0 },
    loops: null,
  }
  const zero = (applies: boolean) => (applies ? 0 : null)
  const axes: RunAxes = {
    precision: zero(listed !== undefined),
    recall: zero(listed !== undefined),
    f1: zero(listed !== undefined),
    stepAccuracy: zero(expectation.steps !== undefined),
    neverRespected: zero(expectation.never.length > 0),
    efficiency: 0,
    resultDependency: zero(dependent),
    claimsBacked: null,
    loopFree: zero(expectation.loops !== undefined),
  }
  return { axes, counts }
}
