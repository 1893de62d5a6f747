import { maximumMatching } from './maximum-matching.js'
import { minCostAssignment } from './min-cost-assignment.js'
import type { PairingProblem } from './pair-multiset.js'

/** Links a row to a column of the pairing being built. */
export type Link = (row: number, col: number) => void

/** The cost of a cell, checked: a negative or non-finite cost is a `RangeError` naming the cell. */
export function askCost(problem: PairingProblem, row: number, col: number): number {
  const value = problem.cost(row, col)
  if (!(value >= 0) || value === Number.POSITIVE_INFINITY) {
    throw new RangeError(`pairMultiset: cost(${row}, ${col}) is ${value}; costs must be finite and ≥ 0`)
  }
  return value
}

/** Whether a cell costs 0: by the problem's `passes` when it has one, else by its checked cost. */
export function askPasses(problem: PairingProblem, row: number, col: number): boolean {
  return problem.passes === undefined ? askCost(problem, row, col) === 0 : problem.passes(row, col)
}

/**
 * Optimal assignment of the given rows and columns; returns whether every pair costs 0. `asked` may hold costs
 * already known (row-major, `NaN` for not asked). With costs ≥ 0 and a
 * zero-cost pairing of all rows, the potentials stay exactly 0, so floating point cannot hide that pairing.
 */
export function pairOptimally(
  problem: PairingProblem,
  rows: number[],
  cols: number[],
  link: Link,
  asked?: Float64Array,
): boolean {
  const width = cols.length
  const matrix = asked ?? new Float64Array(rows.length * width).fill(Number.NaN)
  rows.forEach((row, a) => {
    cols.forEach((col, b) => {
      if (Number.isNaN(matrix[a * width + b])) matrix[a * width + b] = askCost(problem, row, col)
    })
  })
  let allZero = true
  for (const [a, b] of minCostAssignment(matrix, rows.length, width)) {
    if (matrix[a * width + b] !== 0) allZero = false
    link(rows[a]!, cols[b]!)
  }
  return allZero
}

/**
 * The zero-cost cells of each row, as positions in `cols` (ascending): every cell is asked, or, with `narrowed`,
 * only the candidate columns the problem lists for the row. Returns `undefined`, asking nothing, when that would ask more than
 * `maxCells` costs.
 */
export function zeroEdges(
  problem: PairingProblem,
  rows: readonly number[],
  cols: readonly number[],
  maxCells: number,
  narrowed: boolean,
): number[][] | undefined {
  const among = narrowed ? narrow(problem, rows, cols, maxCells) : undefined
  if (among === null || (among === undefined && rows.length * cols.length > maxCells)) return undefined
  return rows.map((row, a) => {
    const edges: number[] = []
    const listed = among?.[a]
    if (listed === undefined) {
      cols.forEach((col, b) => {
        if (askPasses(problem, row, col)) edges.push(b)
      })
    } else {
      for (const b of listed) if (askPasses(problem, row, cols[b]!)) edges.push(b)
    }
    return edges
  })
}

/**
 * Each row's candidate columns, as positions in `cols`; `undefined` for a row not narrowed. `null` as soon as they
 * add up to more than `maxCells` cells (a row not narrowed counts every column).
 */
function narrow(
  problem: PairingProblem,
  rows: readonly number[],
  cols: readonly number[],
  maxCells: number,
): Array<readonly number[] | undefined> | null {
  const candidates = problem.candidates?.(cols)
  let cells = 0
  const out: Array<readonly number[] | undefined> = []
  for (const row of rows) {
    const listed = candidates?.(row)
    cells += listed === undefined ? cols.length : listed.length
    if (cells > maxCells) return null
    out.push(listed)
  }
  return out
}

/**
 * Pairs along zero-cost cells by maximum matching, then the rows left over: by optimal assignment when at most
 * `exactCells` cells remain, else in index order. Returns whether every row was paired at cost 0.
 */
export function pairByZeroEdges(
  problem: PairingProblem,
  rows: readonly number[],
  cols: readonly number[],
  edges: readonly number[][],
  link: Link,
  exactCells: number,
): boolean {
  const match = maximumMatching(rows.length, cols.length, (a) => edges[a]!)
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
  if (leftRows.length === 0) return true
  if (count === 0) return false
  // No zero-cost cell joins a leftover row to a leftover column, or the matching would not be maximum.
  if (leftRows.length * leftCols.length <= exactCells) pairOptimally(problem, leftRows, leftCols, link)
  else for (let k = 0; k < count; k++) link(leftRows[k]!, leftCols[k]!)
  return false
}
