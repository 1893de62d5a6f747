import { askCost, type Link } from './pair-by-zero-edges.js'
import type { PairingProblem } from './pair-multiset.js'

/**
 * Each row, in order, takes the first free column that costs 0; links them and returns true only if every row found
 * one (a perfect pairing, as good as any other), else links nothing. Cheap when calls pass: most rows ask one cell.
 * The costs asked are written into `asked` (row-major, rows × cols), for the optimal pairing to reuse; with `passes`,
 * only the cells it accepts are written (cost 0).
 */
export function pairGreedily(
  problem: PairingProblem,
  rows: number[],
  cols: number[],
  link: Link,
  asked: Float64Array,
): boolean {
  if (rows.length > cols.length) return false
  const taken = new Uint8Array(cols.length)
  const chosen: number[] = []
  for (const row of rows) {
    let found = -1
    for (let b = 0; b < cols.length && found === -1; b++) {
      if (taken[b] === 0) {
        if (problem.passes === undefined) {
          const cost = askCost(problem, row, cols[b]!)
          asked[chosen.length * cols.length + b] = cost
          if (cost === 0) found = b
        } else if (problem.passes(row, cols[b]!)) {
          // A cell that fails stays unasked (NaN): its cost is asked only if the optimal pairing needs it.
          asked[chosen.length * cols.length + b] = 0
          found = b
        }
      }
    }
    if (found === -1) return false
    taken[found] = 1
    chosen.push(found)
  }
  rows.forEach((row, a) => {
    link(row, cols[chosen[a]!]!)
  })
  return true
}
