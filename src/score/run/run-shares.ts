import type { RunCheck, RunChecks } from '../../match/run/check-run.js'
import type { RunMismatch } from '../../match/run/types.js'
import type { RunAxes } from './run-types.js'

/** Each check of a run expectation with its share of the item's total, in [0, 1]; `null` for a run not read. */
export type RunShares = Partial<Record<RunCheck, number>> | null

/** What a failed check earns when its graded credit would say 1 (all the right calls, in the wrong order or count). */
const RIGHT_CALLS_WRONG_WAY = 0.5

/**
 * The share each check earns: 1 when it holds. A check that fails earns its partial credit, always below 1:
 * `calls`, the calls' F1 (½ when F1 is 1: every call made, but not in the order, count, result or status asked);
 * `steps`, step accuracy (likewise ½ at 1); `maxCalls` and `maxSteps`, the limit over the count; `tools`, the share
 * of the run's calls that fit their tools' schemas; `claims`, the share of made claims a call backed (0 when none
 * was made: the run has no answer); `never`, `answer`, `loops` and `acknowledgeErrors`, 0.
 */
export function runShares(checks: RunChecks | undefined, axes: RunAxes, calls: number): RunShares {
  if (checks === undefined) return null
  const shares: Partial<Record<RunCheck, number>> = {}
  for (const [check, mismatches] of Object.entries(checks) as [RunCheck, RunMismatch[]][])
    shares[check] = mismatches.length === 0 ? 1 : failedShare(check, mismatches, axes, calls)
  return shares
}

function failedShare(
  check: RunCheck,
  mismatches: readonly RunMismatch[],
  axes: RunAxes,
  calls: number,
): number {
  const first = mismatches[0]!
  switch (check) {
    case 'calls':
      return belowOne(axes.f1)
    case 'steps':
      return belowOne(axes.stepAccuracy)
    case 'maxCalls':
    case 'maxSteps':
      return first.kind === 'max_calls' || first.kind === 'max_steps' ? first.max / first.count : 0
    case 'tools':
      return (calls - mismatches.length) / calls
    case 'claims':
      return axes.claimsBacked ?? 0
    default:
      return 0
  }
}

function belowOne(credit: number | null): number {
  return credit === null || credit >= 1 ? RIGHT_CALLS_WRONG_WAY : credit
}
