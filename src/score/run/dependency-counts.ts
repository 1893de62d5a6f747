import { mapFromResult } from '../../expect/map-from-result.js'
import type { CompiledRunCall } from '../../match/run/compiled-run.js'
import { resolveFromResult } from '../../match/run/resolve-from-result.js'
import type { ResultLookup, RunCallComparison } from '../../match/run/types.js'
import type { CallMatching } from './call-matching.js'
import { matchSlots } from './match-slots.js'
import type { Compare } from './run-comparisons.js'
import type { DependencyCounts } from './run-types.js'

/** Whether a listed call's arguments hold `fromResult` rules (then the engine compiles it per received call). */
export const isDependent = (call: CompiledRunCall): boolean => call.call === undefined

/** The `fromResult` rules of a listed call's arguments, as the engine finds them. */
export function fromResultRules(call: CompiledRunCall): number {
  return isDependent(call)
    ? resolveFromResult(call.dependentArguments, { step: 0, call: 0 }, []).lookups.length
    : 0
}

/** True when `path` is `prefix` or lies below it. */
function isUnder(path: readonly (string | number)[], prefix: readonly (string | number)[]): boolean {
  return prefix.every((key, index) => path[index] === key)
}

/** A rule is satisfied when it found a value and the argument has no difference at or below its place. */
function satisfied(lookup: ResultLookup, comparison: RunCallComparison): boolean {
  return (
    lookup.outcome.kind === 'found' && !comparison.mismatches.some((item) => isUnder(item.path, lookup.path))
  )
}

/**
 * Result-dependency counts: each `fromResult` rule of a listed call is checked on the received call its copy was
 * paired with — the call that met the whole expectation (then it holds), or else, among the calls nothing took, one
 * that meets the expectation apart from its `fromResult` rules (paired by maximum matching, required copies first):
 * a refund of the wrong order id is checked, and fails. A copy paired with nothing checks nothing (recall counts the
 * call as missing). `null` when no listed call holds such a rule.
 */
export function dependencyCounts(
  listed: readonly CompiledRunCall[],
  matching: CallMatching,
  compare: Compare,
  relaxedMeets: (e: number, r: number) => boolean,
): DependencyCounts | null {
  if (!listed.some(isDependent)) return null
  const counts: DependencyCounts = { checked: 0, satisfied: 0 }
  const check = (e: number, r: number) => {
    const comparison = compare(e, r)
    for (const lookup of comparison.lookups) {
      counts.checked++
      if (satisfied(lookup, comparison)) counts.satisfied++
    }
  }
  const taken = new Set<number>()
  const copies = listed.map(() => 0)
  matching.callOf.forEach((r, slot) => {
    if (r === -1) return
    const e = matching.owners[slot]!
    taken.add(r)
    copies[e]!++
    if (isDependent(listed[e]!)) check(e, r)
  })
  const free: number[] = []
  for (let r = 0; r < matching.received; r++) if (!taken.has(r)) free.push(r)
  const edges = listed.map((call, e) =>
    isDependent(call) ? free.flatMap((r, index) => (relaxedMeets(e, r) ? [index] : [])) : [],
  )
  const required: number[] = []
  const allowed: number[] = []
  listed.forEach((call, e) => {
    const left = Math.min(call.times.max - copies[e]!, edges[e]!.length)
    const owed = Math.min(left, Math.max(0, call.times.min - copies[e]!))
    for (let copy = 0; copy < left; copy++) (copy < owed ? required : allowed).push(e)
  })
  const owners = required.concat(allowed)
  matchSlots(owners, free.length, (e) => edges[e]!, required.length).forEach((index, slot) => {
    if (index !== -1) check(owners[slot]!, free[index]!)
  })
  return counts
}

/** A listed call with each `fromResult` rule in its arguments accepting anything (to find the call it is about). */
export function withoutFromResult(source: unknown): unknown {
  const record = source as { arguments?: unknown }
  return { ...record, arguments: mapFromResult(record.arguments, ['arguments'], () => ({ $rule: 'ignore' })) }
}
