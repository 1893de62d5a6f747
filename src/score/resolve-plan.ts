import type { CompiledTurn } from '../compile/compile-turn.js'
import { matchReadTurn } from '../match/match.js'
import type { NormalizedMatchOptions } from '../match/options.js'
import type { Verdict } from '../match/verdict.js'

/** A compiled expectation that is not a list of plans. */
export type PlanTurn = Exclude<CompiledTurn, { kind: 'plans' }>

/** The expectation an item is scored against: the compiled turn and the expectation as written. */
export interface ResolvedPlan {
  turn: PlanTurn
  source: unknown
}

function plansOf(source: unknown): readonly unknown[] {
  const plans = (source as { plans?: unknown }).plans
  return Array.isArray(plans) ? plans : []
}

/**
 * The plan the verdict chose (the matching one, or the closest), descending into nested plans; without a read turn
 * (a read failure), the first plan. Every other expectation is its own plan.
 */
export function resolvePlan(
  compiled: CompiledTurn,
  source: unknown,
  verdict: Verdict,
  options: NormalizedMatchOptions,
): ResolvedPlan {
  let turn: CompiledTurn = compiled
  let written = source
  let chosen = verdict.plan
  while (turn.kind === 'plans') {
    const index = chosen ?? 0
    const next = turn.plans[index]!
    written = plansOf(written)[index]
    turn = next
    chosen =
      next.kind === 'plans' && verdict.turn !== undefined
        ? matchReadTurn(verdict.turn, next, options).plan
        : 0
  }
  return { turn, source: written }
}
