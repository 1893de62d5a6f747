import type { CompiledTurn } from '../compile/compile-turn.js'
import type { ExtraCallsPolicy } from '../expect/types.js'
import type { Mismatch } from '../mismatch.js'
import type { Decision, Turn } from '../read/types.js'
import type { CheckContext } from '../rules/types.js'
import { type CallsOutcome, matchCalls } from './match-calls.js'

/** A verdict before the read result is attached. */
export interface TurnOutcome extends CallsOutcome {
  plan?: number
}

/** The decision a turn took: Action IR's own, or CALL when it made calls, ABSTAIN when it made none. */
export function decisionOf(turn: Turn): Decision {
  return turn.decision ?? (turn.calls.length > 0 ? 'CALL' : 'ABSTAIN')
}

/**
 * Whether a turn that took `decision` may pass an expectation of calls: a confirmation expects CONFIRM; plain calls
 * accept any decision but a confirmation or a clarification.
 */
export function decisionFits(expected: 'CALL' | 'CONFIRM', decision: Decision): boolean {
  return expected === 'CONFIRM' ? decision === 'CONFIRM' : decision !== 'CONFIRM' && decision !== 'CLARIFY'
}

/** Whether a turn asked for exactly the `missing` slots (any, when `missing` is undefined), as a set. */
export function missingFits(missing: readonly string[] | undefined, turn: Turn): boolean {
  if (missing === undefined) return true
  const received = sortedSlots(turn)
  return received.length === missing.length && received.every((slot, index) => slot === missing[index])
}

function sortedSlots(turn: Turn): string[] {
  return [...new Set(turn.missing ?? [])].sort()
}

/** Evaluates a compiled turn expectation against a read turn. */
export function matchTurn(
  expectation: CompiledTurn,
  turn: Turn,
  extraCalls: ExtraCallsPolicy,
  context: CheckContext,
): TurnOutcome {
  switch (expectation.kind) {
    case 'calls': {
      const allowed = expectation.extraCalls ?? extraCalls
      const result = matchCalls(expectation.calls, expectation.order, turn.calls, allowed, context)
      const decision = decisionOf(turn)
      if (decisionFits(expectation.decision, decision)) return result
      const mismatch: Mismatch = {
        kind: 'decision',
        path: ['decision'],
        expected: expectation.decision,
        received: decision,
      }
      // Overriding keys a spread copied is cheap; adding new ones after a spread is not (see `verdictOf`).
      return { ...result, pass: false, mismatches: [mismatch, ...result.mismatches] }
    }
    case 'abstain':
      return matchAbstain(turn, context)
    case 'clarify':
      return matchClarify(expectation.missing, turn)
    case 'plans':
      return matchPlans(expectation.plans, turn, extraCalls, context)
  }
}

function empty(pass: boolean, mismatches: Mismatch[], extraCalls: number[] = []): TurnOutcome {
  return { pass, mismatches, pairs: [], credit: [], extraCalls, closest: [] }
}

function matchAbstain(turn: Turn, context: CheckContext): TurnOutcome {
  const decision = decisionOf(turn)
  if (decision === 'ABSTAIN') return empty(true, [])
  const mismatches: Mismatch[] = [
    { kind: 'decision', path: ['decision'], expected: 'ABSTAIN', received: decision },
  ]
  // Stryker disable next-line StringLiteral: any order but 'serial' pairs as a multiset, and no calls are expected
  const extra = matchCalls([], 'parallel', turn.calls, 'forbid', context)
  return empty(false, [...mismatches, ...extra.mismatches], extra.extraCalls)
}

function matchClarify(missing: readonly string[] | undefined, turn: Turn): TurnOutcome {
  const decision = decisionOf(turn)
  if (decision !== 'CLARIFY') {
    return empty(false, [{ kind: 'decision', path: ['decision'], expected: 'CLARIFY', received: decision }])
  }
  if (missing === undefined || missingFits(missing, turn)) return empty(true, [])
  return empty(false, [
    { kind: 'value', path: ['missing'], expected: [...missing], received: sortedSlots(turn) },
  ])
}

function matchPlans(
  plans: readonly CompiledTurn[],
  turn: Turn,
  extraCalls: ExtraCallsPolicy,
  context: CheckContext,
): TurnOutcome {
  let closest: TurnOutcome | undefined
  for (let index = 0; index < plans.length; index++) {
    const result: TurnOutcome = Object.assign({}, matchTurn(plans[index]!, turn, extraCalls, context), {
      plan: index,
    })
    // Stryker disable next-line ConditionalExpression: a passing plan has no mismatches, so no later plan is closer
    if (result.pass) return result
    if (closest === undefined || result.mismatches.length < closest.mismatches.length) closest = result
  }
  return closest!
}
