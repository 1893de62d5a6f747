import { alignSequences, pairMultiset } from '../../assignment/index.js'
import type { JsonObject } from '../../json/types.js'
import { compareRunCall } from '../../match/run/compare-run-call.js'
import { compileRunCall } from '../../match/run/compile-run-call.js'
import type { CompiledList, Mode } from '../../match/run/compiled-run.js'
import { matchList } from '../../match/run/match-list.js'
import type { Placed } from '../../match/run/resolve-from-result.js'
import type { Mismatch } from '../../mismatch.js'
import { sortCalls } from '../capture-calls.js'
import { runCallData } from './capture-run.js'
import { type RunResolveContext, resolveRunCall } from './resolve-run-call.js'

/**
 * What a pairing costs: a call that meets its expectation nothing, one of the same tool that differs `DIFFERS`,
 * leaving an expectation alone `ALONE` (more: a changed call is paired with its expectation, so the rules in it
 * that still hold are kept), and a call of another tool more than leaving both alone (never paired).
 */
const DIFFERS = 1
const ALONE = 2
const OTHER_TOOL = 5
/**
 * Of two calls of its tool an expectation differs from, the one where fewer of its hand-written rules fail costs
 * less: a tie is broken in the rules' favour, so a `casefold` rule that still holds on one of them is kept.
 */
const RULE_BROKEN = 0.01
const MAX_BROKEN = 50

/** The mismatches a rule the test wrote decided (not a plain value, not a rule a tool or schema derived). */
function brokenRules(mismatches: readonly Mismatch[]): number {
  return mismatches.filter((mismatch) => mismatch.rule !== undefined && mismatch.origin === undefined).length
}

/** Modes that let received calls the list does not name through: those are allowed, not recorded. */
const LETS_THROUGH: ReadonlySet<Mode> = new Set(['in-order', 'superset'])

/** One place of an order-preserving pairing: an expectation `e` with received call `r`, or either alone. */
type Place = { e?: number; r?: number }

/**
 * A list of run call expectations (a step's, or the whole run's in a sequence mode) re-written through the calls it
 * is compared with: kept as written when it still passes; otherwise each expectation is paired with the received
 * calls of its tool it fits best (in order for `exact` and `in-order`, by least cost otherwise), and kept as written
 * (its `times` too) when every call it took still meets it, else written once per call it took, through
 * `resolveRunCall`, without `times`. A received call no expectation takes is recorded as received, unless the mode
 * lets it through; an expectation that took no call is kept only where it may be missing (`subset`, a `times` of
 * minimum 0). The result always passes: if this pairing does not, every received call is recorded as received.
 */
export function resolveRunList(
  templates: readonly JsonObject[],
  list: CompiledList,
  scope: readonly Placed[],
  context: RunResolveContext,
): JsonObject[] {
  if (passes(list, scope, context)) return [...templates]
  const costs = new Map<number, number>()
  const cost = (e: number, r: number) => {
    const key = e * (scope.length + 1) + r
    let found = costs.get(key)
    if (found === undefined) {
      const { pass, mismatches } = compareRunCall(
        list.calls[e]!,
        scope[r]!,
        context.calls,
        context.check,
        context.options,
      )
      found = pass
        ? 0
        : mismatches.some((mismatch) => mismatch.path[0] === 'name')
          ? OTHER_TOOL
          : DIFFERS + RULE_BROKEN * Math.min(brokenRules(mismatches), MAX_BROKEN)
      costs.set(key, found)
    }
    return found
  }
  const ordered = list.mode === 'exact' || list.mode === 'in-order'
  const places = ordered ? alignInOrder(list, scope.length, cost) : pairOrderFree(list, scope.length, cost)
  const taken = list.calls.map(() => [] as number[])
  for (const { e, r } of places) if (e !== undefined && r !== undefined) taken[e]!.push(r)
  const asWritten = list.calls.map(({ times }, e) => {
    const calls = taken[e]!
    return (
      calls.length >= Math.max(times.min, 1) &&
      calls.length <= times.max &&
      calls.every((r) => cost(e, r) === 0)
    )
  })
  const missing = (e: number) =>
    taken[e]!.length === 0 && (list.mode === 'subset' || list.calls[e]!.times.min === 0)
  const through = (e: number, r: number) => resolveRunCall(withoutTimes(templates[e]!), scope[r]!, context)
  const record = (r: number) => runCallData(scope[r]!.call, context.results)
  const entries: JsonObject[] = []
  const written = new Set<number>()
  const once = (e: number) => {
    if (!written.has(e)) entries.push(templates[e]!)
    written.add(e)
  }
  if (ordered) {
    for (const { e, r } of places) {
      if (e !== undefined && r !== undefined) {
        if (asWritten[e]) once(e)
        else entries.push(through(e, r))
      } else if (e !== undefined) {
        if (missing(e)) once(e)
      } else if (!LETS_THROUGH.has(list.mode)) entries.push(record(r!))
    }
  } else {
    list.calls.forEach((_, e) => {
      if (asWritten[e] || missing(e)) once(e)
      else for (const r of taken[e]!) entries.push(through(e, r))
    })
    const left = places.filter((place) => place.e === undefined).map((place) => record(place.r!))
    if (!LETS_THROUGH.has(list.mode)) for (const call of sortCalls(left)) entries.push(call)
  }
  const resolved: CompiledList = {
    mode: list.mode,
    calls: entries.map((entry, index) => compileRunCall(entry, [index], context.options)),
  }
  if (passes(resolved, scope, context)) return entries
  const all = scope.map((_, r) => record(r))
  return ordered ? all : sortCalls(all)
}

function passes(list: CompiledList, scope: readonly Placed[], context: RunResolveContext): boolean {
  return matchList(list, scope, context.calls, context.check, context.options).length === 0
}

/**
 * Each expectation as many times as it may take calls: once, or with `times` up to `times.max` of the calls there
 * are — every call, in the modes that let others through (there `times.max` counts every call that meets it).
 */
function slotsOf(list: CompiledList, calls: number): number[] {
  const slots: number[] = []
  list.calls.forEach((call, e) => {
    const count = !call.counted ? 1 : LETS_THROUGH.has(list.mode) ? calls : Math.min(call.times.max, calls)
    for (let i = 0; i < count; i++) slots.push(e)
  })
  return slots
}

/** Expectations and received calls aligned in order; calls of another tool are never paired. */
function alignInOrder(list: CompiledList, calls: number, cost: (e: number, r: number) => number): Place[] {
  const slots = slotsOf(list, calls)
  // `in-order` lets other calls come between: leaving a received call alone costs nothing there.
  const gapCall = list.mode === 'in-order' ? 0 : ALONE
  return alignSequences(slots.length, calls, (slot, r) => cost(slots[slot]!, r), ALONE, gapCall).flatMap(
    (step): Place[] => {
      if (step.row === undefined) return [{ r: step.col }]
      const e = slots[step.row]!
      if (step.col === undefined) return [{ e }]
      return cost(e, step.col) >= OTHER_TOOL ? [{ e }, { r: step.col }] : [{ e, r: step.col }]
    },
  )
}

/** Expectations paired with received calls regardless of order, at least cost; calls of another tool left alone. */
function pairOrderFree(list: CompiledList, calls: number, cost: (e: number, r: number) => number): Place[] {
  const slots = slotsOf(list, calls)
  const pairing = pairMultiset({
    rows: slots.length,
    cols: calls,
    cost: (slot, r) => cost(slots[slot]!, r),
    passes: (slot, r) => cost(slots[slot]!, r) === 0,
  })
  const places: Place[] = []
  const paired = new Set<number>()
  for (const [slot, r] of pairing.pairs) {
    if (cost(slots[slot]!, r) >= OTHER_TOOL) continue
    places.push({ e: slots[slot]!, r })
    paired.add(r)
  }
  for (let r = 0; r < calls; r++) if (!paired.has(r)) places.push({ r })
  return places.sort((a, b) => a.r! - b.r!)
}

function withoutTimes(template: JsonObject): JsonObject {
  const { times: _, ...rest } = template
  return rest
}
