import { maximumMatching } from './maximum-matching.js'
import { type Link, pairByZeroEdges, pairOptimally, zeroEdges } from './pair-by-zero-edges.js'
import { pairGreedily } from './pair-greedily.js'

/** An order-free pairing problem: expected items (rows) against received items (columns). */
export interface PairingProblem {
  /** Number of expected items. */
  rows: number
  /** Number of received items. */
  cols: number
  /** Mismatch cost of pairing row with col: 0 means "passes"; a finite number ≥ 0. Called lazily; may be expensive. */
  cost(row: number, col: number): number
  /**
   * Optional: whether `cost(row, col)` is 0, answered without working out how far apart a failing pair is. Must agree
   * with `cost`. The search for a perfect pairing then asks this, and the cost only where a pairing must be scored.
   */
  passes?(row: number, col: number): boolean
  /**
   * Optional exact key of a row (a plain expected value, no rules). Pairing a row and a column with equal keys
   * costs 0 and is done first, which is safe when a keyed row passes exactly the columns carrying its key and
   * columns with equal keys are interchangeable (every row costs them the same).
   */
  rowKey?(row: number): string | undefined
  /** The exact key of a column, compared with row keys; used only when `rowKey` is given too. */
  colKey?(col: number): string
  /**
   * Optional narrowing, asked once per residual with its columns (ascending): for each row, the positions in `cols`
   * (ascending) of every column it could pair with at cost 0, or `undefined` for any. Large residuals then ask only
   * these cells in the search for a perfect pairing.
   */
  candidates?(cols: readonly number[]): (row: number) => readonly number[] | undefined
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
   * Most costs asked in the search for a perfect pairing of the residual (default: no limit): rows·cols, or the
   * candidate cells when the problem narrows rows. Above it the residual is left unpaired, unasked, and `gaveUp`
   * is true, for callers that would rather give a bounded answer than wait.
   */
  maxCells?: number
  /** Residuals of more rows·cols than this ask candidate cells first when the problem has `candidates` (default 4,096). */
  candidateCells?: number
}

const DEFAULT_EXACT_CELLS = 250_000
const DEFAULT_CANDIDATE_CELLS = 4096

/**
 * Pairs expected with received items regardless of order. If every row can be paired with its own column at cost 0,
 * such a pairing is found (maximum matching, never first-fit) and `perfect` is true. Otherwise the
 * min(rows, cols) pairs of least total cost are returned, so messages point at the real differences.
 *
 * Steps: rows and columns with equal keys are paired first, in index order. A residual of at most `exactCells`
 * cells is first paired greedily (each row takes the first free column that costs 0), kept only if every row found
 * one; otherwise it is solved by `minCostAssignment` (ties keep index order; a cell may then be asked twice). A larger residual asks the cost of every cell
 * once (rows·cols calls) but keeps only the zero-cost ones, pairs them by `maximumMatching`, then pairs the
 * leftovers by `minCostAssignment` when they are small enough (asking their costs a second time), else in index
 * order. When the problem lists `candidates`, a residual of more than `candidateCells` asks only the candidate
 * cells for zero costs; if they pair every row, that pairing is kept (any perfect pairing is as good as another),
 * otherwise it goes on as above. For huge inputs, and when keys pre-pair items, a non-perfect pairing may not be
 * the cheapest one, but `perfect` stays exact. Throws a `RangeError` for a cost that is negative or not finite.
 */
export function pairMultiset(problem: PairingProblem, options: PairMultisetOptions = {}): Pairing {
  const { rows, cols } = problem
  if (!Number.isSafeInteger(rows) || rows < 0 || !Number.isSafeInteger(cols) || cols < 0) {
    throw new RangeError(`pairMultiset: rows and cols must be non-negative integers, got ${rows} × ${cols}`)
  }
  const colOf = new Int32Array(rows).fill(-1)
  const rowOf = new Int32Array(cols).fill(-1)
  const link = (row: number, col: number): void => {
    colOf[row] = col
    rowOf[col] = row
  }
  pairByKey(problem, link)
  const restRows = unpaired(colOf)
  const restCols = unpaired(rowOf)
  const allZero = pairResidual(problem, restRows, restCols, link, options)
  const gaveUp = allZero === undefined
  const pairs: Array<[row: number, col: number]> = []
  colOf.forEach((col, row) => {
    if (col !== -1) pairs.push([row, col])
  })
  const unpairedRows = unpaired(colOf)
  const perfect = allZero === true && unpairedRows.length === 0
  return { pairs, unpairedRows, unpairedCols: unpaired(rowOf), perfect, gaveUp }
}

/**
 * Pairs the residual rows and columns; returns whether every pair costs 0, or `undefined` when it gave up (more than
 * `maxCells` costs to ask). Small residuals are solved optimally; larger ones look for zero-cost cells (among the
 * candidates when the problem narrows rows), pair them by maximum matching, then pair what is left.
 */
function pairResidual(
  problem: PairingProblem,
  rows: number[],
  cols: number[],
  link: Link,
  options: PairMultisetOptions,
): boolean | undefined {
  if (rows.length === 0 || cols.length === 0) return true
  const cells = rows.length * cols.length
  const maxCells = options.maxCells ?? Number.POSITIVE_INFINITY
  const exactCells = options.exactCells ?? DEFAULT_EXACT_CELLS
  const narrowed =
    problem.candidates !== undefined && cells > (options.candidateCells ?? DEFAULT_CANDIDATE_CELLS)
  if (!narrowed && cells > maxCells) return undefined
  if (!narrowed && cells <= exactCells) {
    const asked = new Float64Array(cells).fill(Number.NaN)
    return pairGreedily(problem, rows, cols, link, asked) || pairOptimally(problem, rows, cols, link, asked)
  }
  const edges = zeroEdges(problem, rows, cols, maxCells, narrowed)
  if (edges === undefined) return undefined
  // A pairing that is not perfect is solved optimally when small enough, for messages that name the closest calls.
  if (
    narrowed &&
    cells <= exactCells &&
    cells <= maxCells &&
    !coversEveryRow(rows.length, cols.length, edges)
  )
    return pairOptimally(problem, rows, cols, link)
  return pairByZeroEdges(problem, rows, cols, edges, link, exactCells)
}

function coversEveryRow(rows: number, cols: number, edges: readonly number[][]): boolean {
  return !maximumMatching(rows, cols, (a) => edges[a]!).includes(-1)
}

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
