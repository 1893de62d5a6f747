import { COL_GAP, PAIR, ROW_GAP } from './align-full.js'
import type { AlignmentStep, CheckedCost } from './alignment-types.js'

/** The least-cost alignment inside a band of diagonals, and whether it is the least cost of all. */
export interface BandAlignment {
  steps: AlignmentStep[]
  cost: number
  /** No alignment that leaves the band can cost as little: the steps are those of the full dynamic programme. */
  exact: boolean
}

/** The cells a band of half-width `width` holds: (rows + 1) × its number of diagonals. */
export function bandCells(rows: number, cols: number, width: number): number {
  const offset = cols - rows
  return (rows + 1) * (Math.abs(offset) + 2 * width + 1)
}

/**
 * The dynamic programme of `alignSequences` restricted to the diagonals `j − i` from min(0, cols − rows) − width to
 * max(0, cols − rows) + width: O(rows · band) time and memory, `cost` asked at most once per cell of the band.
 *
 * Every alignment that leaves the band pays at least the gaps needed to go out and come back; when the best
 * alignment inside costs strictly less than that, every least-cost alignment lies inside, so the ties are settled as
 * the full programme settles them and the result is `exact` (for integer costs; fractional ones may round).
 */
export function alignInBand(
  rows: number,
  cols: number,
  cost: CheckedCost,
  gapRow: number,
  gapCol: number,
  width: number,
): BandAlignment {
  const offset = cols - rows
  const low = Math.min(0, offset) - width
  const high = Math.max(0, offset) + width
  const diagonals = high - low + 1
  const choices = new Uint8Array((rows + 1) * diagonals)
  let below = new Float64Array(diagonals).fill(Number.POSITIVE_INFINITY)
  let here = new Float64Array(diagonals)
  for (let i = rows; i >= 0; i--) {
    for (let t = diagonals - 1; t >= 0; t--) {
      const j = i + low + t
      if (j < 0 || j > cols) {
        here[t] = Number.POSITIVE_INFINITY
        continue
      }
      if (i === rows && j === cols) {
        here[t] = 0
        continue
      }
      const next = below[t]!
      const pair = i < rows && j < cols && next !== Number.POSITIVE_INFINITY ? cost(i, j) + next : next
      const rowGap = i < rows && t > 0 ? gapRow + below[t - 1]! : Number.POSITIVE_INFINITY
      const colGap = j < cols && t + 1 < diagonals ? gapCol + here[t + 1]! : Number.POSITIVE_INFINITY
      const best = Math.min(pair, rowGap, colGap)
      here[t] = best
      choices[i * diagonals + t] =
        (pair === best && i < rows && j < cols ? PAIR : 0) |
        (rowGap === best ? ROW_GAP : 0) |
        (colGap === best ? COL_GAP : 0)
    }
    const swap = below
    below = here
    here = swap
  }
  const least = below[-low]!
  const exact = least < leaveCost(rows, cols, gapRow, gapCol, width)
  return { steps: trace(rows, cols, choices, diagonals, low), cost: least, exact }
}

/**
 * The least any alignment pays that reaches a diagonal just outside the band of half-width `width` (infinite when
 * none can): the gaps to go out there and to come back to the end.
 */
export function leaveCost(rows: number, cols: number, gapRow: number, gapCol: number, width: number): number {
  const offset = cols - rows
  const low = Math.min(0, offset) - width
  const high = Math.max(0, offset) + width
  const gaps = (k: number) => (k > 0 ? k * gapCol : -k * gapRow)
  const above = high + 1 > cols ? Number.POSITIVE_INFINITY : gaps(high + 1) + gaps(offset - high - 1)
  const under = low - 1 < -rows ? Number.POSITIVE_INFINITY : gaps(low - 1) + gaps(offset - low + 1)
  return Math.min(above, under)
}

function trace(
  rows: number,
  cols: number,
  choices: Uint8Array,
  diagonals: number,
  low: number,
): AlignmentStep[] {
  const steps: AlignmentStep[] = []
  let i = 0
  let j = 0
  let t = -low
  while (i < rows || j < cols) {
    const choice = choices[i * diagonals + t]!
    if (choice & PAIR) steps.push({ row: i++, col: j++ })
    else if (choice & ROW_GAP) {
      steps.push({ row: i++ })
      t--
    } else {
      steps.push({ col: j++ })
      t++
    }
  }
  return steps
}
