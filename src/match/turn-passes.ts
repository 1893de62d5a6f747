import type { CompiledTurn } from '../compile/compile-turn.js'
import type { ExtraCallsPolicy } from '../expect/types.js'
import type { Turn } from '../read/types.js'
import type { CheckContext } from '../rules/types.js'
import { callsPass } from './calls-pass.js'
import { decisionFits, decisionOf, missingFits } from './match-turn.js'

/** Whether a read turn meets a compiled expectation: exactly `matchTurn(...).pass`, with no outcome built. */
export function turnPasses(
  expectation: CompiledTurn,
  turn: Turn,
  extraCalls: ExtraCallsPolicy,
  context: CheckContext,
): boolean {
  switch (expectation.kind) {
    case 'calls':
      return (
        decisionFits(expectation.decision, decisionOf(turn)) &&
        callsPass(
          expectation.calls,
          expectation.order,
          turn.calls,
          expectation.extraCalls ?? extraCalls,
          context,
        )
      )
    case 'abstain':
      return decisionOf(turn) === 'ABSTAIN'
    case 'clarify':
      return decisionOf(turn) === 'CLARIFY' && missingFits(expectation.missing, turn)
    case 'plans':
      return expectation.plans.some((plan) => turnPasses(plan, turn, extraCalls, context))
  }
}
