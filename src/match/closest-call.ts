import type { CallComparisons } from './call-comparisons.js'

/** How many costs the search for closest calls may ask in one turn (the first missing calls get one). */
export const CLOSEST_CELLS = 1_000_000

/**
 * The received call closest to an expected one (least cost; ties in canonical order), while `budget` (costs left
 * to ask in this turn) lasts: a huge turn with many missing calls names the closest call of the first ones only.
 */
export function closestCall(
  row: number,
  comparisons: CallComparisons,
  budget: { left: number },
): number | undefined {
  const order = comparisons.canonicalOrder()
  if (order.length > budget.left) return undefined
  budget.left -= order.length
  let best: number | undefined
  let bestCost = Number.POSITIVE_INFINITY
  for (const col of order) {
    const cost = comparisons.cost(row, col)
    if (cost < bestCost) {
      best = col
      bestCost = cost
    }
  }
  return best
}
