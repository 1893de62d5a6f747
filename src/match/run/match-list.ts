import { appendAll } from '../../append-all.js'
import type { CheckContext } from '../../rules/types.js'
import type { NormalizedMatchOptions } from '../options.js'
import { alignExact } from './align-exact.js'
import { callOrder } from './call-order.js'
import { closestRunCall } from './closest-run-call.js'
import { compareRunCall } from './compare-run-call.js'
import type { CompiledList } from './compiled-run.js'
import { matchMultiset } from './match-multiset.js'
import type { Placed } from './resolve-from-result.js'
import type { RunCallComparison, RunMismatch } from './types.js'

/** Whether (and how) received call `r` meets expectation `e`: asked once per pair. */
export type Meets = (e: number, r: number) => RunCallComparison

/**
 * Matches received calls (a step's, or the whole run's in order) against a list of expectations in its mode. Each
 * expectation takes its own received call — `times` of them — by maximum matching (multiset modes) or in sequence.
 */
export function matchList(
  list: CompiledList,
  scope: readonly Placed[],
  calls: readonly Placed[],
  context: CheckContext,
  options: NormalizedMatchOptions,
  step?: number,
): RunMismatch[] {
  const cache = new Map<number, RunCallComparison>()
  const meets: Meets = (e, r) => {
    const key = e * (scope.length + 1) + r
    let found = cache.get(key)
    if (found === undefined) {
      found = compareRunCall(list.calls[e]!, scope[r]!, calls, context, options)
      cache.set(key, found)
    }
    return found
  }
  const where = step === undefined ? {} : { step }
  const mismatches: RunMismatch[] = []
  if (list.mode === 'exact') appendAll(mismatches, alignExact(list, scope, meets, where))
  else if (list.mode === 'in-order') appendAll(mismatches, inOrder(list, scope, meets, where))
  else appendAll(mismatches, matchMultiset(list, scope, meets, where))
  // The other modes take at most `times.max` calls per expectation; these two let further calls through.
  if (list.mode !== 'in-order' && list.mode !== 'superset') return mismatches
  list.calls.forEach((call, e) => {
    if (!call.counted || !Number.isFinite(call.times.max)) return
    const count = scope.filter((_, r) => meets(e, r).pass).length
    if (count > call.times.max)
      mismatches.push({ kind: 'times', expected: call.source, max: call.times.max, count, ...where })
  })
  return mismatches
}

/** `in-order`: each expectation (its `times.min` copies) meets a later call than the one before; others may come between. */
function inOrder(
  list: CompiledList,
  scope: readonly Placed[],
  meets: Meets,
  where: { step?: number },
): RunMismatch[] {
  let next = 0
  for (let e = 0; e < list.calls.length; e++) {
    const call = list.calls[e]!
    for (let copy = 0; copy < call.times.min; copy++) {
      let r = next
      while (r < scope.length && !meets(e, r).pass) r++
      if (r < scope.length) {
        next = r + 1
        continue
      }
      // Every call was made, but not in this order: the two orders. Else the closest call of its tool, if any.
      if (matchMultiset({ mode: 'superset', calls: list.calls }, scope, meets, where).length === 0)
        return [callOrder(list, scope, meets, where)]
      const closest = closestRunCall(e, scope, meets, (candidate) => candidate >= next)
      const after = next === 0 ? {} : { after: scope[next - 1]!.at }
      return [
        {
          kind: 'missing_call',
          expected: call.source,
          mode: 'in-order',
          ...where,
          ...after,
          ...(closest === undefined ? {} : { closest }),
        },
      ]
    }
  }
  return []
}
