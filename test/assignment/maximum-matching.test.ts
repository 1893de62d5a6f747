import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { maximumMatching } from '../../src/assignment/maximum-matching.js'
import { bruteMatchingSize } from './brute-force.js'

const sizeOf = (match: Int32Array): number => match.filter((col) => col !== -1).length

/** Checks that `match` uses only listed edges and never gives one column to two rows. */
const expectValid = (match: Int32Array, adjacency: readonly (readonly number[])[], cols: number): void => {
  const seen = new Set<number>()
  match.forEach((col, row) => {
    if (col === -1) return
    expect(adjacency[row]).toContain(col)
    expect(col).toBeLessThan(cols)
    expect(seen.has(col)).toBe(false)
    seen.add(col)
  })
}

const transpose = (adjacency: readonly (readonly number[])[], cols: number): number[][] =>
  Array.from({ length: cols }, (_, c) => adjacency.flatMap((list, r) => (list.includes(c) ? [r] : [])))

describe('maximumMatching', () => {
  test.each<{ name: string; rows: number; cols: number; adjacency: number[][]; match: number[] }>([
    { name: 'empty', rows: 0, cols: 0, adjacency: [], match: [] },
    { name: 'no columns', rows: 2, cols: 0, adjacency: [[], []], match: [-1, -1] },
    { name: 'no edges', rows: 2, cols: 2, adjacency: [[], []], match: [-1, -1] },
    { name: 'first-fit would block row 1', rows: 2, cols: 2, adjacency: [[0, 1], [0]], match: [1, 0] },
    { name: 'a row with no way in', rows: 3, cols: 2, adjacency: [[0], [0], [1]], match: [0, -1, 1] },
    {
      name: 'repeated columns are harmless',
      rows: 2,
      cols: 2,
      adjacency: [
        [0, 0, 1],
        [0, 0],
      ],
      match: [1, 0],
    },
    {
      name: 'a long augmenting path',
      rows: 4,
      cols: 4,
      adjacency: [[0, 1], [1, 2], [2, 3], [0]],
      match: [1, 2, 3, 0],
    },
  ])('$name', ({ rows, cols, adjacency, match }) => {
    expect(Array.from(maximumMatching(rows, cols, (row) => adjacency[row]!))).toEqual(match)
    const mirrored = transpose(adjacency, cols)
    expect(sizeOf(maximumMatching(cols, rows, (row) => mirrored[row]!))).toBe(sizeOf(Int32Array.from(match)))
  })

  test('asks for the edges of each row once', () => {
    const asked: number[] = []
    maximumMatching(3, 3, (row) => {
      asked.push(row)
      return [0]
    })
    expect(asked).toEqual([0, 1, 2])
  })

  test.each([
    { name: 'a negative column', col: -1 },
    { name: 'a column past the end', col: 2 },
    { name: 'a fractional column', col: 0.5 },
  ])('throws a RangeError for $name', ({ col }) => {
    expect(() => maximumMatching(1, 2, () => [col])).toThrow(RangeError)
  })

  test('size equals brute force on small graphs (both directions)', () => {
    const graph = fc
      .tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 }))
      .chain(([rows, cols]) =>
        fc.record({
          rows: fc.constant(rows),
          cols: fc.constant(cols),
          adjacency: fc.array(
            cols === 0
              ? fc.constant<number[]>([])
              : fc.array(fc.integer({ min: 0, max: cols - 1 }), { maxLength: 2 * cols }),
            { minLength: rows, maxLength: rows },
          ),
        }),
      )
    fc.assert(
      fc.property(graph, ({ rows, cols, adjacency }) => {
        const match = maximumMatching(rows, cols, (row) => adjacency[row]!)
        expect(match).toHaveLength(rows)
        expectValid(match, adjacency, cols)
        const size = bruteMatchingSize(rows, adjacency)
        expect(sizeOf(match)).toBe(size)
        const mirrored = transpose(adjacency, cols)
        expect(sizeOf(maximumMatching(cols, rows, (row) => mirrored[row]!))).toBe(size)
      }),
      { seed: 20240602, numRuns: 300 },
    )
  })

  test('a 100,000-row chain whose single augmenting path crosses every row', () => {
    // First-fit gives row i column i + 1, which leaves the last row free; the only augmenting path then
    // runs back through every row to column 0.
    const n = 100_000
    const match = maximumMatching(n, n, (row) => (row === n - 1 ? [n - 1] : [row + 1, row]))
    expect(sizeOf(match)).toBe(n)
    expect(match[0]).toBe(0)
    expect(match[n - 1]).toBe(n - 1)
  })

  test('a dense 1,000 × 1,000 graph completes', () => {
    const n = 1000
    const match = maximumMatching(n, n, (row) =>
      Array.from({ length: n }, (_, c) => c).filter((c) => (row + c) % 3 !== 0),
    )
    expect(sizeOf(match)).toBe(n)
  })
})
