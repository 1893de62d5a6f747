import type { CompiledRunCall } from '../../match/run/compiled-run.js'
import type { Mismatch } from '../../mismatch.js'
import type { CallScore } from '../types.js'
import type { CallMatching } from './call-matching.js'
import type { Compare } from './run-comparisons.js'

/**
 * A listed call's expected top-level argument names (`['*']` when a rule stands for the whole arguments), or
 * `undefined` when its arguments are not checked.
 */
export type ArgumentKeysOf = (e: number) => readonly string[] | undefined

/**
 * Argument credit of a received call against a listed one, from their comparison (paths relative to the call): 1
 * without an argument difference; else the share of the expected arguments without one, a forbidden extra argument
 * adding 1 to the denominator (as `score`'s default profile counts); arguments expected as a whole earn 0.
 */
function argumentCredit(keys: readonly string[], mismatches: readonly Mismatch[]): number {
  const differences = mismatches.filter((mismatch) => mismatch.path[0] === 'arguments')
  if (differences.length === 0) return 1
  if (keys.length === 1 && keys[0] === '*') return 0
  const failed = new Set(differences.map((mismatch) => mismatch.path[1]))
  const unexpected = differences.filter(
    (mismatch) => mismatch.kind === 'unexpected' && mismatch.path.length === 2,
  )
  const right = keys.filter((key) => !failed.has(key)).length
  return right / Math.max(1, keys.length + unexpected.length)
}

/** True when the received call is of the listed call's tool (its name, `*`, or a name pattern it meets). */
const ofItsTool = (mismatches: readonly Mismatch[]) =>
  !mismatches.some((mismatch) => mismatch.path[0] === 'name')

/**
 * The credit of each call a run expectation requires (each listed call's `times.min` copies, required copies in the
 * matching's order), for the per-tool breakdown: a copy the matching gave a received call earns 1 for its name and 1
 * for its arguments. A copy left without one is paired with a call of its tool that no copy took — the one whose
 * arguments differ least, the earliest among equals, each call paired once, listed calls served in order — earning 1
 * for the name and its argument credit (`argumentCredit`); with none left, 0 and 0. Arguments not checked are
 * `null`. The tool is the listed name, `*` for any tool or a name pattern.
 */
export function runCallScores(
  listed: readonly CompiledRunCall[],
  matching: CallMatching,
  compare: Compare,
  argumentKeysOf: ArgumentKeysOf,
): CallScore[] {
  const taken = new Set(matching.callOf)
  const used = new Set<number>()
  // Per listed call, the calls nothing took that are of its tool, best arguments first (built when first needed),
  // and how far its copies have read the list (a call another copy took is passed once).
  const candidates = new Map<number, { list: { r: number; credit: number }[]; next: number }>()
  const closestOf = (e: number, keys: readonly string[] | undefined) => {
    let found = candidates.get(e)
    // Stryker disable next-line ConditionalExpression: a cache; built again, the list is the same (used calls skipped)
    if (found === undefined) {
      const list: { r: number; credit: number }[] = []
      for (let r = 0; r < matching.received; r++) {
        if (taken.has(r)) continue
        const { mismatches } = compare(e, r)
        if (ofItsTool(mismatches))
          // Stryker disable next-line ConditionalExpression: unchecked arguments differ in nothing: 1 either way
          list.push({ r, credit: keys === undefined ? 1 : argumentCredit(keys, mismatches) })
      }
      // The list is in call order and the sort is stable: among equals, the earliest comes first.
      list.sort((x, y) => y.credit - x.credit)
      found = { list, next: 0 }
      candidates.set(e, found)
    }
    while (found.next < found.list.length && used.has(found.list[found.next]!.r)) found.next++
    return found.list[found.next]
  }
  const scores: CallScore[] = []
  for (let slot = 0; slot < matching.required; slot++) {
    const e = matching.owners[slot]!
    const call = listed[e]!
    const tool = typeof call.name === 'string' ? call.name : '*'
    const keys = argumentKeysOf(e)
    const r = matching.callOf[slot]!
    if (r !== -1) {
      scores.push({ tool, received: r, name: 1, arguments: keys === undefined ? null : 1 })
      continue
    }
    const closest = closestOf(e, keys)
    if (closest === undefined) {
      scores.push({ tool, received: null, name: 0, arguments: keys === undefined ? null : 0 })
      continue
    }
    used.add(closest.r)
    scores.push({ tool, received: closest.r, name: 1, arguments: keys === undefined ? null : closest.credit })
  }
  return scores
}
