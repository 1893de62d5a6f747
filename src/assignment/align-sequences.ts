/** One step of an alignment: a row paired with a column, a row left unpaired, or a column left unpaired. */
export type AlignmentStep =
  | { row: number; col: number }
  | { row: number; col?: never }
  | { row?: never; col: number }

const PAIR = 1
const ROW_GAP = 2
const COL_GAP = 4

/**
 * Order-preserving alignment of two sequences (for serial call lists): every row and every column appears once,
 * in order, either paired (`cost(row, col)`) or alone (`gapRow` for a row, `gapCol` for a column), and the total
 * cost is least. Dynamic programming in O(rows·cols) time, `cost` called once per cell, rows·cols bytes of memory.
 *
 * Ties are settled from the front: at each step pairing wins over a gap, and an unpaired row comes before an
 * unpaired column, so `[a, b, c]` against `[a, c]` pairs a–a, leaves b alone and pairs c–c (when pairing unequal
 * items costs more than a gap). Throws a `RangeError` for a non-finite cost or gap.
 */
export function alignSequences(
  rows: number,
  cols: number,
  cost: (row: number, col: number) => number,
  gapRow: number,
  gapCol: number,
): AlignmentStep[] {
  if (!Number.isSafeInteger(rows) || rows < 0 || !Number.isSafeInteger(cols) || cols < 0) {
    throw new RangeError(`alignSequences: rows and cols must be non-negative integers, got ${rows} × ${cols}`)
  }
  if (!Number.isFinite(gapRow) || !Number.isFinite(gapCol)) {
    throw new RangeError(`alignSequences: gap costs must be finite, got ${gapRow} and ${gapCol}`)
  }
  const choices = fillChoices(rows, cols, cost, gapRow, gapCol)
  const width = cols + 1
  const steps: AlignmentStep[] = []
  let i = 0
  let j = 0
  while (i < rows || j < cols) {
    const choice = choices[i * width + j]!
    if (choice & PAIR) steps.push({ row: i++, col: j++ })
    else if (choice & ROW_GAP) steps.push({ row: i++ })
    else steps.push({ col: j++ })
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
  cost: (row: number, col: number) => number,
  gapRow: number,
  gapCol: number,
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
      const pairCost = cost(i, j)
      if (!Number.isFinite(pairCost)) {
        throw new RangeError(`alignSequences: cost(${i}, ${j}) is ${pairCost}; costs must be finite numbers`)
      }
      const pair = pairCost + below[j + 1]!
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
