import type { AlignmentStep, CheckedCost } from './alignment-types.js'

/** Bit flags of the first steps that reach a cell's least cost. */
export const PAIR = 1
export const ROW_GAP = 2
export const COL_GAP = 4

/**
 * The full dynamic programme of `alignSequences` over rows `rowStart..rowStart+rows` and columns
 * `colStart..colStart+cols`: O(rows·cols) time, `cost` asked once per cell, rows·cols bytes of memory. Ties are
 * settled from the front (pair, then row gap, then column gap). Steps carry absolute indexes.
 */
export function alignFully(
  rows: number,
  cols: number,
  cost: CheckedCost,
  gapRow: number,
  gapCol: number,
  rowStart = 0,
  colStart = 0,
): AlignmentStep[] {
  const choices = fillChoices(rows, cols, cost, gapRow, gapCol, rowStart, colStart)
  const width = cols + 1
  const steps: AlignmentStep[] = []
  let i = 0
  let j = 0
  while (i < rows || j < cols) {
    const choice = choices[i * width + j]!
    if (choice & PAIR) steps.push({ row: rowStart + i++, col: colStart + j++ })
    else if (choice & ROW_GAP) steps.push({ row: rowStart + i++ })
    else steps.push({ col: colStart + j++ })
  }
  return steps
}

/**
 * Least cost of aligning the suffixes rows i.. with columns j.., kept two lines at a time from the end; records,
 * for every cell, which first steps reach that least cost (bit flags).
 */
function fillChoices(
  rows: number,
  cols: number,
  cost: CheckedCost,
  gapRow: number,
  gapCol: number,
  rowStart: number,
  colStart: number,
): Uint8Array {
  const width = cols + 1
  const choices = new Uint8Array((rows + 1) * width)
  let below = new Float64Array(width)
  let here = new Float64Array(width)
  for (let j = cols - 1; j >= 0; j--) {
    below[j] = below[j + 1]! + gapCol
    choices[rows * width + j] = COL_GAP
  }
  for (let i = rows - 1; i >= 0; i--) {
    here[cols] = below[cols]! + gapRow
    choices[i * width + cols] = ROW_GAP
    for (let j = cols - 1; j >= 0; j--) {
      const pair = cost(rowStart + i, colStart + j) + below[j + 1]!
      const rowGap = gapRow + below[j]!
      const colGap = gapCol + here[j + 1]!
      const best = Math.min(pair, rowGap, colGap)
      here[j] = best
      choices[i * width + j] =
        (pair === best ? PAIR : 0) | (rowGap === best ? ROW_GAP : 0) | (colGap === best ? COL_GAP : 0)
    }
    const swap = below
    below = here
    here = swap
  }
  return choices
}
