import { alignFully } from './align-full.js'
import type { AlignmentStep, CheckedCost } from './alignment-types.js'

/**
 * The last resort of `alignSequences` for inputs too large for any other way: cuts both sequences into `blocks`
 * consecutive parts of proportional length, aligns part k of the rows with part k of the columns by the full
 * programme, and joins the results. A valid alignment in O(rows·cols / blocks) time and cells; the cuts may split a
 * least-cost alignment, so it can cost more than the least.
 */
export function alignInBlocks(
  rows: number,
  cols: number,
  cost: CheckedCost,
  gapRow: number,
  gapCol: number,
  blocks: number,
): AlignmentStep[] {
  const steps: AlignmentStep[] = []
  for (let block = 0; block < blocks; block++) {
    const rowStart = Math.floor((block * rows) / blocks)
    const colStart = Math.floor((block * cols) / blocks)
    const rowEnd = Math.floor(((block + 1) * rows) / blocks)
    const colEnd = Math.floor(((block + 1) * cols) / blocks)
    const part = alignFully(rowEnd - rowStart, colEnd - colStart, cost, gapRow, gapCol, rowStart, colStart)
    for (const step of part) steps.push(step)
  }
  return steps
}
