import { MatcherUsageError } from '../usage-error.js'
import { checkCounts } from './check-counts.js'

/** One item's judged trials: n of them, c passed. */
export interface ItemCounts {
  n: number
  c: number
}

/**
 * The mergeable record of repeated trials over many items (the CLI's `trial` rows, shards of a run): each item's
 * counts (n, c), never an estimate, so that tallies of shards combine into exactly the tally of one run — even when
 * one item's trials are split across shards — and every estimate is computed from the combined counts.
 */
export interface TrialsTally {
  /** Item id → its counts; a null-prototype object, so any id (`__proto__` too) is an ordinary key. */
  readonly items: Record<string, ItemCounts>
}

/** A tally of no trials. */
export function emptyTrialsTally(): TrialsTally {
  return { items: Object.create(null) as Record<string, ItemCounts> }
}

/** The counts of item `id`, made (0 of 0) when the tally has none yet. */
function countsOf(tally: TrialsTally, id: string): ItemCounts {
  if (Object.hasOwn(tally.items, id)) return tally.items[id]!
  const counts = { n: 0, c: 0 }
  tally.items[id] = counts
  return counts
}

/** Counts one judged trial of item `id` into the tally (in place: a streaming pass adds millions). */
export function addTrialInPlace(tally: TrialsTally, id: string, passed: boolean): void {
  const counts = countsOf(tally, id)
  counts.n++
  if (passed) counts.c++
}

/**
 * Records item `id` with no judged trial (0 of 0, `unjudged`) unless it has counts already: an item that was asked
 * for and never judged (the CLI's manifest id without a prediction row) is listed, never dropped.
 */
export function addUnjudgedInPlace(tally: TrialsTally, id: string): void {
  countsOf(tally, id)
}

/**
 * The tally of several tallies (shards): each item's n and c added up. The order of the tallies does not matter.
 * A tally with counts that make no sense (c > n, non-integers) is a usage error naming the item.
 */
export function mergeTrialsTallies(...tallies: readonly TrialsTally[]): TrialsTally {
  const merged = emptyTrialsTally()
  for (const tally of tallies) {
    for (const id of Object.keys(tally.items)) {
      const { n, c } = tally.items[id]!
      try {
        checkCounts(n, c)
      } catch (error) {
        if (error instanceof MatcherUsageError)
          throw new MatcherUsageError(['items', id, ...error.path], error.problem)
        throw error
      }
      const into = countsOf(merged, id)
      into.n += n
      into.c += c
    }
  }
  return merged
}
