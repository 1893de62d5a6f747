import { callOrder } from './call-order.js'
import { closestRunCall } from './closest-run-call.js'
import type { CompiledList, CompiledRunCall } from './compiled-run.js'
import type { Meets } from './match-list.js'
import { matchMultiset } from './match-multiset.js'
import type { Placed } from './resolve-from-result.js'
import type { RunMismatch } from './types.js'

/**
 * `exact`: the received calls are the expectations in order, each `times.min` to `times.max` times in a row,
 * nothing else. Decided by dynamic programming; when it fails, the first place a left-to-right reading breaks is
 * reported: the expectation against the call it should have been (with the difference), a missing call, or the
 * calls left over.
 */
export function alignExact(
  list: CompiledList,
  scope: readonly Placed[],
  meets: Meets,
  where: { step?: number },
): RunMismatch[] {
  const calls = list.calls
  if (fits(calls, scope.length, meets)) return []
  // The same calls in another order: the two orders, not a difference of values that differ by position.
  if (matchMultiset({ mode: 'unordered', calls }, scope, meets, where).length === 0)
    return [callOrder(list, scope, meets, where)]
  let r = 0
  for (let e = 0; e < calls.length; e++) {
    const { min, max } = calls[e]!.times
    let taken = 0
    while (taken < max && r < scope.length && meets(e, r).pass) {
      taken++
      r++
    }
    if (taken >= min) continue
    if (r === scope.length) {
      const closest = closestRunCall(e, scope, meets)
      return [
        {
          kind: 'missing_call',
          expected: calls[e]!.source,
          mode: 'exact',
          ...where,
          ...(r === 0 ? {} : { after: scope[r - 1]!.at }),
          ...(closest === undefined ? {} : { closest }),
        },
      ]
    }
    const comparison = meets(e, r)
    return [
      {
        kind: 'call',
        at: scope[r]!.at,
        expected: calls[e]!.source,
        mismatches: comparison.mismatches,
        lookups: comparison.lookups,
      },
    ]
  }
  return scope.slice(r).map((placed) => ({ kind: 'extra_call', at: placed.at, mode: 'exact' }))
}

/** Whether the whole sequence of `n` calls splits into runs meeting each expectation its number of times. */
function fits(calls: readonly CompiledRunCall[], n: number, meets: Meets): boolean {
  let reachable = new Set<number>([0])
  calls.forEach((call, e) => {
    const next = new Set<number>()
    for (const start of reachable) {
      if (call.times.min === 0) next.add(start)
      for (let r = start, taken = 1; r < n && taken <= call.times.max && meets(e, r).pass; r++, taken++)
        if (taken >= call.times.min) next.add(r + 1)
    }
    reachable = next
  })
  return reachable.has(n)
}
