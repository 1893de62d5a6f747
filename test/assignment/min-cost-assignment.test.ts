import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { minCostAssignment } from '../../src/assignment/min-cost-assignment.js'
import { allAssignments } from './brute-force.js'

type Pairs = Array<[number, number]>

const transpose = (matrix: number[][], cols: number): number[][] =>
  Array.from({ length: cols }, (_, c) => matrix.map((line) => line[c]!))

const total = (matrix: number[][], pairs: Pairs): number =>
  pairs.reduce((sum, [r, c]) => sum + matrix[r]![c]!, 0)

const spread = (pairs: Pairs): number => pairs.reduce((sum, [r, c]) => sum + (r - c) ** 2, 0)

/** A rows × cols matrix (each up to `size`) with entries from `entry`. */
const matrixOf = (entry: fc.Arbitrary<number>, size = 6) =>
  fc.tuple(fc.integer({ min: 0, max: size }), fc.integer({ min: 0, max: size })).chain(([rows, cols]) =>
    fc.record({
      rows: fc.constant(rows),
      cols: fc.constant(cols),
      matrix: fc.array(fc.array(entry, { minLength: cols, maxLength: cols }), {
        minLength: rows,
        maxLength: rows,
      }),
    }),
  )

const expectValid = (pairs: Pairs, rows: number, cols: number): void => {
  expect(pairs).toHaveLength(Math.min(rows, cols))
  expect(new Set(pairs.map(([r]) => r)).size).toBe(pairs.length)
  expect(new Set(pairs.map(([, c]) => c)).size).toBe(pairs.length)
  expect(pairs.map(([r]) => r)).toEqual([...pairs.map(([r]) => r)].sort((a, b) => a - b))
  for (const [r, c] of pairs) expect(r >= 0 && r < rows && c >= 0 && c < cols).toBe(true)
}

describe('minCostAssignment', () => {
  test.each<{ name: string; matrix: number[][]; rows: number; cols: number; pairs: Pairs }>([
    { name: 'empty', matrix: [], rows: 0, cols: 0, pairs: [] },
    { name: 'no columns', matrix: [[], []], rows: 2, cols: 0, pairs: [] },
    { name: 'no rows', matrix: [], rows: 0, cols: 3, pairs: [] },
    { name: 'one cell', matrix: [[7]], rows: 1, cols: 1, pairs: [[0, 0]] },
    {
      name: 'classic 3 × 3',
      matrix: [
        [4, 1, 3],
        [2, 0, 5],
        [3, 2, 2],
      ],
      rows: 3,
      cols: 3,
      pairs: [
        [0, 1],
        [1, 0],
        [2, 2],
      ],
    },
    {
      name: 'greedy would take the cheap cell first',
      matrix: [
        [1, 2],
        [1, 1e6],
      ],
      rows: 2,
      cols: 2,
      pairs: [
        [0, 1],
        [1, 0],
      ],
    },
    {
      name: 'wide: rows pick their cheapest distinct columns',
      matrix: [
        [5, 5, 0, 5],
        [0, 5, 5, 5],
      ],
      rows: 2,
      cols: 4,
      pairs: [
        [0, 2],
        [1, 0],
      ],
    },
    {
      name: 'tall: the cheaper rows win the columns',
      matrix: [
        [9, 9],
        [0, 9],
        [9, 9],
        [9, 0],
      ],
      rows: 4,
      cols: 2,
      pairs: [
        [1, 0],
        [3, 1],
      ],
    },
    {
      name: 'all equal: index order',
      matrix: [
        [1, 1, 1],
        [1, 1, 1],
        [1, 1, 1],
      ],
      rows: 3,
      cols: 3,
      pairs: [
        [0, 0],
        [1, 1],
        [2, 2],
      ],
    },
    { name: 'all equal, wide: lower columns', matrix: [[3, 3, 3, 3]], rows: 1, cols: 4, pairs: [[0, 0]] },
    { name: 'all equal, tall: lower rows', matrix: [[3], [3], [3]], rows: 3, cols: 1, pairs: [[0, 0]] },
  ])('$name', ({ matrix, rows, cols, pairs }) => {
    expect(minCostAssignment(matrix, rows, cols)).toEqual(pairs)
    const mirrored = pairs.map(([r, c]): [number, number] => [c, r]).sort((a, b) => a[0] - b[0])
    expect(minCostAssignment(transpose(matrix, cols), cols, rows)).toEqual(mirrored)
  })

  test('accepts a flat Float64Array in row-major order', () => {
    const flat = Float64Array.from([4, 1, 3, 2, 0, 5])
    expect(minCostAssignment(flat, 2, 3)).toEqual([
      [0, 1],
      [1, 0],
    ])
    // The same numbers read as 3 × 2: [[4, 1], [3, 2], [0, 5]].
    expect(minCostAssignment(flat, 3, 2)).toEqual([
      [0, 1],
      [2, 0],
    ])
  })

  test.each([
    { name: 'NaN', matrix: [[0, Number.NaN]] },
    { name: 'Infinity', matrix: [[0, Number.POSITIVE_INFINITY]] },
    { name: 'a short row', matrix: [[0]] },
  ])('throws a RangeError for $name', ({ matrix }) => {
    expect(() => minCostAssignment(matrix, 1, 2)).toThrow(RangeError)
  })

  test('throws a RangeError for a missing row or a bad size', () => {
    expect(() => minCostAssignment([[0]], 2, 1)).toThrow(RangeError)
    expect(() => minCostAssignment([], -1, 0)).toThrow(RangeError)
    expect(() => minCostAssignment(new Float64Array(3), 2, 2)).toThrow(RangeError)
  })

  test('least total equals brute force, ties keep index order (integer costs up to 6 × 6)', () => {
    fc.assert(
      fc.property(matrixOf(fc.integer({ min: 0, max: 9 })), ({ rows, cols, matrix }) => {
        const pairs = minCostAssignment(matrix, rows, cols)
        expectValid(pairs, rows, cols)
        const options = allAssignments(rows, cols)
        const best = Math.min(...options.map((option) => total(matrix, option)))
        expect(total(matrix, pairs)).toBe(best)
        const tightest = Math.min(
          ...options.filter((option) => total(matrix, option) === best).map((option) => spread(option)),
        )
        expect(spread(pairs)).toBe(tightest)
      }),
      { seed: 20240601, numRuns: 300 },
    )
  })

  test('least total equals brute force with large and fractional costs', () => {
    fc.assert(
      fc.property(matrixOf(fc.double({ min: 0, max: 1e6, noNaN: true })), ({ rows, cols, matrix }) => {
        const pairs = minCostAssignment(matrix, rows, cols)
        expectValid(pairs, rows, cols)
        const best = Math.min(...allAssignments(rows, cols).map((option) => total(matrix, option)))
        expect(Math.abs(total(matrix, pairs) - best)).toBeLessThanOrEqual(1e-6)
      }),
      { seed: 7, numRuns: 200 },
    )
  })

  test('negative costs work too', () => {
    fc.assert(
      fc.property(matrixOf(fc.integer({ min: -9, max: 9 }), 5), ({ rows, cols, matrix }) => {
        const best = Math.min(...allAssignments(rows, cols).map((option) => total(matrix, option)))
        expect(total(matrix, minCostAssignment(matrix, rows, cols))).toBe(best)
      }),
      { seed: 11, numRuns: 200 },
    )
  })

  test('is deterministic', () => {
    const matrix = Array.from({ length: 30 }, (_, r) =>
      Array.from({ length: 40 }, (_, c) => (r * 7 + c * 3) % 5),
    )
    expect(minCostAssignment(matrix, 30, 40)).toEqual(minCostAssignment(matrix, 30, 40))
  })
})
