import type { AlignmentStep, CheckedCost } from './alignment-types.js'

/**
 * The fast path of `alignSequences`: when the shorter sequence embeds in the longer one in order, each item paired
 * at cost 0 (every expected call found, in order, among the received ones; or every received call among the
 * expected ones), returns that alignment; otherwise `undefined`. Asks at most rows + cols costs.
 *
 * Exact: with costs and gaps ≥ 0 and at least one gap > 0, no alignment costs less than the |rows − cols| gaps
 * that such an embedding pays, and the full dynamic programme (ties settled pair, then row gap, then column gap)
 * picks the earliest embedding, which is the one built here, greedily.
 */
export function alignInOrder(
  rows: number,
  cols: number,
  cost: CheckedCost,
  gapRow: number,
  gapCol: number,
): AlignmentStep[] | undefined {
  if (gapRow + gapCol <= 0) return undefined
  return rows <= cols ? embedRows(rows, cols, cost) : embedCols(rows, cols, cost)
}

/** Every row paired, in order, with the first free column it costs nothing with; other columns alone. */
function embedRows(rows: number, cols: number, cost: CheckedCost): AlignmentStep[] | undefined {
  const steps: AlignmentStep[] = []
  let j = 0
  for (let i = 0; i < rows; i++) {
    while (cost(i, j) !== 0) {
      steps.push({ col: j++ })
      // The rows left need as many columns.
      if (cols - j < rows - i) return undefined
    }
    steps.push({ row: i, col: j++ })
  }
  while (j < cols) steps.push({ col: j++ })
  return steps
}

/** Every column paired, in order, with the first free row it costs nothing with; other rows alone. */
function embedCols(rows: number, cols: number, cost: CheckedCost): AlignmentStep[] | undefined {
  const steps: AlignmentStep[] = []
  let i = 0
  for (let j = 0; j < cols; j++) {
    while (cost(i, j) !== 0) {
      steps.push({ row: i++ })
      if (rows - i < cols - j) return undefined
    }
    steps.push({ row: i++, col: j })
  }
  while (i < rows) steps.push({ row: i++ })
  return steps
}
