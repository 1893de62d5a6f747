import type { Mode } from '../read/types.js'
import type { ResolvedPlan } from './resolve-plan.js'

/**
 * The Action IR mode an expectation stands for: a call alone is `SINGLE`; a list with an explicit `order` is
 * `SERIAL` or `PARALLEL`; a list without one is `SINGLE` when it holds one call, else `SERIAL` (the engine's default
 * order). `undefined` for abstain and clarify, which have no mode.
 */
export function expectedMode(plan: ResolvedPlan): Mode | undefined {
  const turn = plan.turn
  if (turn.kind !== 'calls') return undefined
  if (turn.order === 'single') return 'SINGLE'
  const written = (plan.source as { order?: unknown }).order
  if (written === 'parallel') return 'PARALLEL'
  if (written === 'serial') return 'SERIAL'
  return turn.calls.length === 1 ? 'SINGLE' : 'SERIAL'
}
