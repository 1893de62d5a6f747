import { maximumMatching } from './maximum-matching.js'
import { minCostAssignment } from './min-cost-assignment.js'

/** An order-free pairing problem: expected items (rows) against received items (columns). */
export interface PairingProblem {
  /** Number of expected items. */
  rows: number
  /** Number of received items. */
  cols: number
  /** Mismatch cost of pairing row with col: 0 means "passes"; a finite number ≥ 0. Called lazily; may be expensive. */
  cost(row: number, col: number): number
  /**
   * Optional exact key of a row (a plain expected value, no rules). Pairing a row and a column with equal keys
   * costs 0 and is done first, which is safe when a keyed row passes exactly the columns carrying its key and
   * columns with equal keys are interchangeable (every row costs them the same).
   */
  rowKey?(row: number): string | undefined
  /** The exact key of a column, compared with row keys; used only when `rowKey` is given too. */
  colKey?(col: number): string
}

/** The outcome: pairs sorted by row, the rows and columns left over (ascending), and whether every row passed. */
export interface Pairing {
  pairs: Array<[row: number, col: number]>
  unpairedRows: number[]
  unpairedCols: number[]
  /** Every row is paired, at cost 0. Extra columns do not count against it. */
  perfect: boolean
  /** The residual after pairing by key had more than `maxCells` cells and was left unpaired (`perfect` is false). */
  gaveUp: boolean
}

/** Tuning of `pairMultiset`. */
export interface PairMultisetOptions {
  /** Largest residual rows·cols solved by optimal assignment (default 250,000); larger ones go the cheap way. */
  exactCells?: number
  /**
   * Largest residual rows·cols asked at all (default: no limit). A larger one is left unpaired and `gaveUp` is
   * true: for callers that only want a cheap answer (is there an order-free pairing?) and can do without.
   */
  maxCells?: number
}

const DEFAULT_EXACT_CELLS = 250_000

/**
 * Pairs expected with received items regardless of order. If every row can be paired with its own column at cost 0,
 * such a pairing is found (maximum matching, never first-fit) and `perfect` is true. Otherwise the
 * min(rows, cols) pairs of least total cost are returned, so messages point at the real differences.
 *
 * Steps: rows and columns with equal keys are paired first, in index order. A residual of at most `exactCells`
 * cells is solved by `minCostAssignment` (ties keep index order). A larger residual asks the cost of every cell
 * once (rows·cols calls) but keeps only the zero-cost ones, pairs them by `maximumMatching`, then pairs the
 * leftovers by `minCostAssignment` when they are small enough (asking their costs a second time), else in index
 * order. For such huge inputs, and when keys pre-pair items, a non-perfect pairing may not be the cheapest one,
 * but `perfect` stays exact. Throws a `RangeError` for a cost that is negative or not finite.
 */
export function pairMultiset(problem: PairingProblem, options: PairMultisetOptions = {}): Pairing {
  const { rows, cols } = problem
  if (!Number.isSafeInteger(rows) || rows < 0 || !Number.isSafeInteger(cols) || cols < 0) {
    throw new RangeError(`pairMultiset: rows and cols must be non-negative integers, got ${rows} × ${cols}`)
  }
  const exactCells = options.exactCells ?? DEFAULT_EXACT_CELLS
  const colOf = new Int32Array(rows).fill(-1)
  const rowOf = new Int32Array(cols).fill(-1)
  const link = (row: number, col: number): void => {
    colOf[row] = col
    rowOf[col] = row
  }
  pairByKey(problem, link)
  let allZero = true
  const restRows = unpaired(colOf)
  const restCols = unpaired(rowOf)
  const gaveUp = restRows.length * restCols.length > (options.maxCells ?? Number.POSITIVE_INFINITY)
  if (restRows.length > 0 && restCols.length > 0 && !gaveUp) {
    if (restRows.length * restCols.length <= exactCells)
      allZero = pairOptimally(problem, restRows, restCols, link)
    else allZero = pairLarge(problem, restRows, restCols, link, exactCells)
  }
  const pairs: Array<[row: number, col: number]> = []
  colOf.forEach((col, row) => {
    if (col !== -1) pairs.push([row, col])
  })
  const unpairedRows = unpaired(colOf)
  const perfect = allZero && unpairedRows.length === 0
  return { pairs, unpairedRows, unpairedCols: unpaired(rowOf), perfect, gaveUp }
}

type Link = (row: number, col: number) => void

function unpaired(partner: Int32Array): number[] {
  const rest: number[] = []
  partner.forEach((other, index) => {
    if (other === -1) rest.push(index)
  })
  return rest
}

function pairByKey(problem: PairingProblem, link: Link): void {
  if (problem.rowKey === undefined || problem.colKey === undefined) return
  const buckets = new Map<string, { cols: number[]; next: number }>()
  for (let col = 0; col < problem.cols; col++) {
    const key = problem.colKey(col)
    const bucket = buckets.get(key)
    if (bucket === undefined) buckets.set(key, { cols: [col], next: 0 })
    else bucket.cols.push(col)
  }
  for (let row = 0; row < problem.rows; row++) {
    const key = problem.rowKey(row)
    const bucket = key === undefined ? undefined : buckets.get(key)
    if (bucket !== undefined && bucket.next < bucket.cols.length) link(row, bucket.cols[bucket.next++]!)
  }
}

function askCost(problem: PairingProblem, row: number, col: number): number {
  const value = problem.cost(row, col)
  if (!(value >= 0) || value === Number.POSITIVE_INFINITY) {
    throw new RangeError(`pairMultiset: cost(${row}, ${col}) is ${value}; costs must be finite and ≥ 0`)
  }
  return value
}

/**
 * Optimal assignment of the given rows and columns; returns whether every pair costs 0. With costs ≥ 0 and a
 * zero-cost pairing of all rows, the potentials stay exactly 0, so floating point cannot hide that pairing.
 */
function pairOptimally(problem: PairingProblem, rows: number[], cols: number[], link: Link): boolean {
  const width = cols.length
  const matrix = new Float64Array(rows.length * width)
  rows.forEach((row, a) => {
    cols.forEach((col, b) => {
      matrix[a * width + b] = askCost(problem, row, col)
    })
  })
  let allZero = true
  for (const [a, b] of minCostAssignment(matrix, rows.length, width)) {
    if (matrix[a * width + b] !== 0) allZero = false
    link(rows[a]!, cols[b]!)
  }
  return allZero
}

/** Zero-cost edges by maximum matching, then the leftovers; returns whether every pair costs 0. */
function pairLarge(
  problem: PairingProblem,
  rows: number[],
  cols: number[],
  link: Link,
  exactCells: number,
): boolean {
  const zeroEdges = rows.map((row) => {
    const edges: number[] = []
    cols.forEach((col, b) => {
      if (askCost(problem, row, col) === 0) edges.push(b)
    })
    return edges
  })
  const match = maximumMatching(rows.length, cols.length, (a) => zeroEdges[a]!)
  const taken = new Uint8Array(cols.length)
  const leftRows: number[] = []
  match.forEach((b, a) => {
    if (b === -1) leftRows.push(rows[a]!)
    else {
      taken[b] = 1
      link(rows[a]!, cols[b]!)
    }
  })
  const leftCols = cols.filter((_, b) => taken[b] === 0)
  const count = Math.min(leftRows.length, leftCols.length)
  if (count === 0) return true
  // No zero-cost cell joins a leftover row to a leftover column, or the matching would not be maximum.
  if (leftRows.length * leftCols.length <= exactCells) pairOptimally(problem, leftRows, leftCols, link)
  else for (let k = 0; k < count; k++) link(leftRows[k]!, leftCols[k]!)
  return false
}
