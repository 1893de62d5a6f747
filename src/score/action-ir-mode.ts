import type { Mode } from '../read/types.js'
import type { ResolvedPlan } from './resolve-plan.js'

/** Order words that mean a multiset, and those that mean a sequence. */
const PARALLEL_WORDS = new Set(['parallel', 'unordered', 'superset'])
const SERIAL_WORDS = new Set(['serial', 'exact', 'in-order'])

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
  if (typeof written === 'string' && PARALLEL_WORDS.has(written)) return 'PARALLEL'
  if (typeof written === 'string' && SERIAL_WORDS.has(written)) return 'SERIAL'
  return turn.calls.length === 1 ? 'SINGLE' : 'SERIAL'
}
