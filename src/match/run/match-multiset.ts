import { closestExpectation, closestRunCall } from './closest-run-call.js'
import type { CompiledList } from './compiled-run.js'
import type { Meets } from './match-list.js'
import type { Placed } from './resolve-from-result.js'
import type { RunMismatch } from './types.js'

/**
 * `unordered`, `subset`, `superset`: each expectation has `times.min` required slots and up to `times.max` in all;
 * a maximum bipartite matching of slots to received calls, required slots augmented first (so a matching that
 * covers every required slot and every call is found whenever one exists). `unordered` needs both covered,
 * `superset` the required slots, `subset` the calls (every expectation is optional there).
 */
export function matchMultiset(
  list: CompiledList,
  scope: readonly Placed[],
  meets: Meets,
  where: { step?: number },
): RunMismatch[] {
  const subset = list.mode === 'subset'
  const required: number[] = []
  const optional: number[] = []
  list.calls.forEach((call, e) => {
    const min = subset ? 0 : call.times.min
    const max = Math.min(call.times.max, scope.length + min)
    for (let i = 0; i < min; i++) required.push(e)
    for (let i = min; i < max; i++) optional.push(e)
  })
  const slots = [...required, ...optional]
  const owner = new Array<number>(scope.length).fill(-1)
  const augment = (slot: number, seen: boolean[]): boolean => {
    for (let r = 0; r < scope.length; r++) {
      if (seen[r] || !meets(slots[slot]!, r).pass) continue
      seen[r] = true
      if (owner[r] === -1 || augment(owner[r]!, seen)) {
        owner[r] = slot
        return true
      }
    }
    return false
  }
  const matched = slots.map((_, slot) => augment(slot, new Array<boolean>(scope.length).fill(false)))
  const mismatches: RunMismatch[] = []
  // A call reported as the closest of a missing expectation is not reported again as unexpected.
  const closestAt = new Set<string>()
  if (list.mode !== 'subset') {
    const reported = new Set<number>()
    required.forEach((e, slot) => {
      if (matched[slot] || reported.has(e)) return
      reported.add(e)
      // The closest call of its tool, one no other expectation took first.
      const closest = closestRunCall(e, scope, meets, (r) => owner[r] === -1)
      mismatches.push({
        kind: 'missing_call',
        expected: list.calls[e]!.source,
        mode: list.mode,
        ...where,
        ...(closest === undefined ? {} : { closest }),
      })
      if (closest !== undefined) closestAt.add(`${closest.at.step}:${closest.at.call}`)
    })
  }
  if (list.mode !== 'superset') {
    owner.forEach((slot, r) => {
      const at = scope[r]!.at
      if (slot !== -1 || closestAt.has(`${at.step}:${at.call}`)) return
      const closest = closestExpectation(r, list.calls, meets)
      mismatches.push({
        kind: 'extra_call',
        at,
        mode: list.mode,
        ...(closest === undefined ? {} : { closest }),
      })
    })
  }
  return mismatches
}
