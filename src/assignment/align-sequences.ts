import { alignInBand, bandCells } from './align-band.js'
import { alignInBlocks } from './align-blocks.js'
import { alignFully } from './align-full.js'
import { alignInOrder } from './align-in-order.js'
import type { AlignmentStep, CheckedCost } from './alignment-types.js'

export type { AlignmentStep } from './alignment-types.js'

/** Tuning of `alignSequences`. */
export interface AlignOptions {
  /** Most cells of a dynamic-programming table (default 1,000,000): bounds memory (a byte a cell) and cost calls. */
  maxCells?: number
}

const DEFAULT_MAX_CELLS = 1_000_000
/** The first band's half-width; it doubles while the band fits. */
const FIRST_WIDTH = 2

/**
 * Order-preserving alignment of two sequences (for serial call lists): every row and every column appears once,
 * in order, either paired (`cost(row, col)`) or alone (`gapRow` for a row, `gapCol` for a column), and the total
 * cost is least. Costs and gaps are finite numbers ≥ 0. A cost is asked at most once per cell by ways 1 and 2;
 * way 3 asks again the cells of the fast path and, at each widening of its band, the band's: memoise an expensive
 * `cost` there.
 *
 * Ties are settled from the front: at each step pairing wins over a gap, and an unpaired row comes before an
 * unpaired column, so `[a, b, c]` against `[a, c]` pairs a–a, leaves b alone and pairs c–c (when pairing unequal
 * items costs more than a gap).
 *
 * The ways, in order, all giving the full programme's steps except the last two as said:
 * 1. when the shorter side embeds in the longer in order at cost 0: that embedding (≤ rows + cols costs asked);
 * 2. when (rows + 1)(cols + 1) ≤ `maxCells`: the full programme, O(rows·cols) time and cells;
 * 3. the programme in a band of diagonals around the main one, widened while it fits in `maxCells`, until no
 *    alignment leaving the band can cost as little. If none of the bands that fit is proven, the best alignment in
 *    the widest one is returned; if not even the narrowest fits (lengths far apart), the sequences are cut into
 *    proportional blocks aligned one by one. Both stay valid alignments that may cost more than the least; a
 *    cost-0 alignment, when there is one, is always found (by way 1, or by 2 when both gaps are 0).
 *
 * Throws a `RangeError` for a negative or non-finite cost or gap.
 */
export function alignSequences(
  rows: number,
  cols: number,
  cost: (row: number, col: number) => number,
  gapRow: number,
  gapCol: number,
  options: AlignOptions = {},
): AlignmentStep[] {
  if (!Number.isSafeInteger(rows) || rows < 0 || !Number.isSafeInteger(cols) || cols < 0) {
    throw new RangeError(`alignSequences: rows and cols must be non-negative integers, got ${rows} × ${cols}`)
  }
  if (!(gapRow >= 0 && gapCol >= 0 && Number.isFinite(gapRow) && Number.isFinite(gapCol))) {
    throw new RangeError(`alignSequences: gap costs must be finite and ≥ 0, got ${gapRow} and ${gapCol}`)
  }
  const maxCells = options.maxCells ?? DEFAULT_MAX_CELLS
  const checked = checkCosts(cost)
  const asked = new Map<number, number>()
  const key = (row: number, col: number) => row * (cols + 1) + col
  const recording: CheckedCost = (row, col) => {
    const value = checked(row, col)
    asked.set(key(row, col), value)
    return value
  }
  const fast = alignInOrder(rows, cols, recording, gapRow, gapCol)
  if (fast !== undefined) return fast
  if ((rows + 1) * (cols + 1) <= maxCells) {
    // The costs the fast path asked (at most rows + cols) are not asked again.
    const rest: CheckedCost = (row, col) => asked.get(key(row, col)) ?? checked(row, col)
    return alignFully(rows, cols, rest, gapRow, gapCol)
  }
  let widest: AlignmentStep[] | undefined
  for (let width = FIRST_WIDTH; bandCells(rows, cols, width) <= maxCells; width *= 2) {
    const band = alignInBand(rows, cols, checked, gapRow, gapCol, width)
    if (band.exact) return band.steps
    widest = band.steps
  }
  if (widest === undefined && bandCells(rows, cols, 0) <= maxCells) {
    widest = alignInBand(rows, cols, checked, gapRow, gapCol, 0).steps
  }
  if (widest !== undefined) return widest
  const blocks = Math.min(Math.max(rows, cols), Math.ceil(((rows + 1) * (cols + 1)) / maxCells))
  return alignInBlocks(rows, cols, checked, gapRow, gapCol, blocks)
}

function checkCosts(cost: (row: number, col: number) => number): CheckedCost {
  return (row, col) => {
    const value = cost(row, col)
    if (!(value >= 0) || value === Number.POSITIVE_INFINITY) {
      throw new RangeError(`alignSequences: cost(${row}, ${col}) is ${value}; costs must be finite and ≥ 0`)
    }
    return value
  }
}
