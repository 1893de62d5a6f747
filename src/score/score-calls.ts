import type { CompiledCall } from '../compile/compile-turn.js'
import type { CallCredit, Verdict } from '../match/verdict.js'
import type { Mismatch } from '../mismatch.js'
import type { CheckContext } from '../rules/types.js'
import type { UnicodePolicy } from '../unicode-policy.js'
import { arabicKeys, preservedShare } from './arabic-preservation.js'
import { orderedPairs } from './ordered-pairs.js'
import type { PairedCall, Profile } from './profiles/profile.js'
import type { PlanTurn } from './resolve-plan.js'
import type { CallScore } from './types.js'

/** The call-level axes of an item and the per-call credit behind them. */
export interface CallAxes {
  functionSelection: number | null
  argumentAccuracy: number | null
  arabicPreservation: number | null
  calls: CallScore[]
}

/** Credits of the calls where an axis applies, averaged over them plus one slot per extra call. */
function average(values: readonly (number | null)[], extra: number): number | null {
  const applicable = values.filter((value): value is number => value !== null)
  if (applicable.length === 0) return null
  return applicable.reduce((sum, value) => sum + value, 0) / (applicable.length + extra)
}

/** The verdict's credit and mismatches by expected call, indexed once (a turn may hold 100,000 calls). */
interface VerdictIndex {
  credit: Map<number, CallCredit>
  /** Mismatches by `expected:received` pair, in the verdict's order. */
  mismatches: Map<string, Mismatch[]>
}

function indexVerdict(verdict: Verdict): VerdictIndex {
  // In reverse, so that the first credit of an expected call is the one kept.
  const credit = new Map([...verdict.credit].reverse().map((item) => [item.expected, item]))
  const mismatches = new Map<string, Mismatch[]>()
  for (const item of verdict.mismatches) {
    if (item.call?.expected === undefined || item.call.received === undefined) continue
    const key = `${item.call.expected}:${item.call.received}`
    const list = mismatches.get(key)
    if (list === undefined) mismatches.set(key, [item])
    else list.push(item)
  }
  return { credit, mismatches }
}

/** The expected call with the received call at `index`, and what the verdict says about the pair. */
function pairedCall(
  call: CompiledCall,
  index: number,
  verdict: Verdict,
  indexed: VerdictIndex,
  context: { check: CheckContext; unicode: UnicodePolicy },
): PairedCall | undefined {
  const received = verdict.turn?.calls[index]
  const credit = indexed.credit.get(call.index)
  if (received === undefined || credit === undefined) return undefined
  const mismatches = indexed.mismatches.get(`${call.index}:${index}`) ?? []
  return { expected: call, received, credit, mismatches, check: context.check, unicode: context.unicode }
}

/**
 * Scores each expected call against the received call the engine paired with it (for `serial`, only pairs in
 * order), then averages each axis over the expected calls it applies to plus one slot per received call beyond the
 * expected count (max(expected, received)); extra calls allowed by the policy add no slot. A missing call
 * scores 0 on every axis that applies to it.
 */
export function scoreCalls(
  plan: PlanTurn,
  verdict: Verdict,
  profile: Profile,
  context: { check: CheckContext; unicode: UnicodePolicy; extraCalls: 'forbid' | 'allow' },
): CallAxes {
  if (plan.kind !== 'calls') {
    return { functionSelection: null, argumentAccuracy: null, arabicPreservation: null, calls: [] }
  }
  // Stryker disable next-line ArrayDeclaration: a bogus call when nothing was read changes no average
  const received = verdict.turn?.calls ?? []
  const pairs = orderedPairs(verdict.pairs, plan.order === 'serial')
  const extra = context.extraCalls === 'forbid' ? Math.max(0, received.length - plan.calls.length) : 0
  const calls: CallScore[] = []
  const arabic: (number | null)[] = []
  const indexed = indexVerdict(verdict)
  for (const call of plan.calls) {
    const index = pairs.get(call.index)
    const pair = index === undefined ? undefined : pairedCall(call, index, verdict, indexed, context)
    const keys = arabicKeys(call, context.unicode)
    arabic.push(
      keys.length === 0 ? null : pair === undefined ? 0 : preservedShare(keys, pair.received.arguments),
    )
    calls.push({
      tool: call.name,
      received: pair === undefined || index === undefined ? null : index,
      name: pair?.credit.name === true ? 1 : 0,
      arguments: profile.argumentCredit(call, pair),
    })
  }
  return {
    functionSelection: average(
      calls.map((call) => call.name),
      extra,
    ),
    argumentAccuracy: average(
      calls.map((call) => call.arguments),
      extra,
    ),
    arabicPreservation: average(arabic, extra),
    calls,
  }
}
