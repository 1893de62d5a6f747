import { argumentEntries } from '../argument-entries.js'
import { meanOfRunShares } from '../run/run-total.js'
import type { Axes, AxisName } from '../types.js'
import type { PairedCall, Profile } from './profile.js'

/** The independent axes a default total averages (the category axes restate `functionSelection`). */
const CORE_AXES: readonly AxisName[] = [
  'functionSelection',
  'argumentAccuracy',
  'arabicPreservation',
  'abstention',
  'decision',
]

/** The mean of the applicable independent axes, or `null` when none applies. */
export function meanOfCoreAxes(axes: Axes): number | null {
  let sum = 0
  let count = 0
  for (const name of CORE_AXES) {
    const value = axes[name]
    if (value === null) continue
    sum += value
    count++
  }
  return count === 0 ? null : sum / count
}

/** Top-level argument names the engine reported as received but not allowed (forbidden extra arguments). */
function unexpectedArguments(pair: PairedCall): number {
  const keys = new Set<string | number>()
  for (const mismatch of pair.mismatches) {
    if (mismatch.kind === 'unexpected' && mismatch.path.length === 4 && mismatch.path[2] === 'arguments')
      keys.add(mismatch.path[3]!)
  }
  return keys.size
}

/**
 * `default`: an expected argument earns 1 when it has no mismatch under the expectation's rules, else 0; a forbidden
 * extra argument adds 1 to the denominator (as an extra call does); a call with no expected and no extra argument
 * earns 1. Unchecked arguments are not scored. The total is the mean of the applicable independent axes.
 */
export const defaultProfile: Profile = {
  name: 'default',
  options: {},
  decisionAxis: 'relevant',
  argumentCredit(call, pair) {
    if (call.arguments === undefined) return null
    if (pair === undefined) return 0
    const { matched, expected } = pair.credit.arguments
    const whole = argumentEntries(call) === undefined
    const denominator = expected + (whole ? 0 : unexpectedArguments(pair))
    return denominator === 0 ? 1 : matched / denominator
  },
  total: (axes) => meanOfCoreAxes(axes),
  runTotal: meanOfRunShares,
}
