import type { CheckContext } from '../../rules/types.js'
import { isNegated, type Negation } from './negation.js'
import type { Placed } from './resolve-from-result.js'
import { resultFailed } from './result-failed.js'
import type { RunMismatch } from './types.js'

/**
 * `acknowledgeErrors`: each failed call of a listed tool (`true`: any) that no later call of the same tool recovered
 * (a result that did not fail) needs a negation cue somewhere in the final answer; a run without an answer
 * acknowledges nothing. One mismatch per such call.
 */
export function checkAcknowledged(
  answer: string | undefined,
  calls: readonly Placed[],
  tools: true | readonly string[],
  negation: Negation,
  context: CheckContext,
): RunMismatch[] {
  const unrecovered = calls.filter(
    (placed, r) =>
      (tools === true || tools.includes(placed.call.name)) &&
      resultFailed(placed.call) &&
      !calls.slice(r + 1).some((later) => later.call.name === placed.call.name && !resultFailed(later.call)),
  )
  if (unrecovered.length === 0) return []
  if (answer !== undefined && isNegated(answer, negation, context)) return []
  return unrecovered.map((placed) => ({
    kind: 'unacknowledged_error',
    at: placed.at,
    name: placed.call.name,
    answered: answer !== undefined,
  }))
}
