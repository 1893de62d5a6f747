import fc from 'fast-check'
import type { AlignmentStep } from '../../src/assignment/alignment-types.js'

/** A random alignment problem: a cost table with many zeros (so embeddings happen), and gap costs. */
export interface AlignProblem {
  rows: number
  cols: number
  cost: number[][]
  gapRow: number
  gapCol: number
}

/** Problems up to `max` × `max`, costs 0..6 (0 often), gaps 0..4. */
export function alignProblem(max = 6): fc.Arbitrary<AlignProblem> {
  return fc.tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max })).chain(([rows, cols]) =>
    fc.record({
      rows: fc.constant(rows),
      cols: fc.constant(cols),
      cost: fc.array(
        fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 6 })), {
          minLength: cols,
          maxLength: cols,
        }),
        { minLength: rows, maxLength: rows },
      ),
      gapRow: fc.integer({ min: 0, max: 4 }),
      gapCol: fc.integer({ min: 0, max: 4 }),
    }),
  )
}

/** Spells an alignment as `p` (pair), `r` (row alone) and `c` (column alone) steps. */
export const spell = (steps: readonly AlignmentStep[]): string =>
  steps.map((step) => (step.row === undefined ? 'c' : step.col === undefined ? 'r' : 'p')).join('')

/** The total cost of an alignment; throws unless it is valid (every row and column once, in order). */
export function alignmentCost(steps: readonly AlignmentStep[], problem: AlignProblem): number {
  let i = 0
  let j = 0
  let sum = 0
  for (const step of steps) {
    if (step.row !== undefined && step.row !== i++) throw new Error(`row ${step.row} out of order`)
    if (step.col !== undefined && step.col !== j++) throw new Error(`col ${step.col} out of order`)
    if (step.row !== undefined && step.col !== undefined) sum += problem.cost[step.row]![step.col]!
    else sum += step.row !== undefined ? problem.gapRow : problem.gapCol
  }
  if (i !== problem.rows || j !== problem.cols) throw new Error('not every row and column aligned')
  return sum
}

/** A cost function over the problem's table. */
export const costOf =
  (problem: AlignProblem) =>
  (row: number, col: number): number =>
    problem.cost[row]![col]!
