import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { alignFully } from '../../src/assignment/align-full.js'
import { type AlignmentStep, alignSequences } from '../../src/assignment/align-sequences.js'
import { alignmentCost, alignProblem, costOf as tableCost } from './alignment-helpers.js'
import { allAlignments } from './brute-force.js'

/** Aligns two strings letter by letter: equal letters cost 0, unequal ones `mismatch`. */
const alignText = (
  expected: string,
  received: string,
  mismatch = 3,
  gapRow = 1,
  gapCol = 1,
): AlignmentStep[] =>
  alignSequences(
    expected.length,
    received.length,
    (row, col) => (expected[row] === received[col] ? 0 : mismatch),
    gapRow,
    gapCol,
  )

/** Spells an alignment as `p`, `r` and `c` steps, as the brute force does. */
const spell = (steps: readonly AlignmentStep[]): string =>
  steps.map((step) => (step.row === undefined ? 'c' : step.col === undefined ? 'r' : 'p')).join('')

/** The cost of an alignment spelled with step letters. */
const costOf = (spelled: string, cost: number[][], gapRow: number, gapCol: number): number => {
  let i = 0
  let j = 0
  let sum = 0
  for (const step of spelled) {
    if (step === 'p') sum += cost[i++]![j++]!
    else if (step === 'r') {
      sum += gapRow
      i++
    } else {
      sum += gapCol
      j++
    }
  }
  return sum
}

describe('alignSequences', () => {
  test.each<{ expected: string; received: string; spelled: string }>([
    { expected: '', received: '', spelled: '' },
    { expected: 'ab', received: '', spelled: 'rr' },
    { expected: '', received: 'ab', spelled: 'cc' },
    { expected: 'abc', received: 'abc', spelled: 'ppp' },
    { expected: 'abc', received: 'ac', spelled: 'prp' },
    { expected: 'ac', received: 'abc', spelled: 'pcp' },
    { expected: 'abc', received: 'bc', spelled: 'rpp' },
    { expected: 'abc', received: 'ab', spelled: 'ppr' },
    { expected: 'aa', received: 'a', spelled: 'pr' },
    { expected: 'a', received: 'aa', spelled: 'pc' },
    { expected: 'a', received: 'b', spelled: 'rc' },
    { expected: 'abc', received: 'xyz', spelled: 'rrrccc' },
  ])('$expected against $received: $spelled', ({ expected, received, spelled }) => {
    expect(spell(alignText(expected, received))).toBe(spelled)
  })

  test('lists steps in order with their indexes', () => {
    expect(alignText('abc', 'ac')).toEqual([{ row: 0, col: 0 }, { row: 1 }, { row: 2, col: 1 }])
    expect(alignText('ac', 'abc')).toEqual([{ row: 0, col: 0 }, { col: 1 }, { row: 1, col: 2 }])
  })

  test('prefers pairing unequal items when that is cheaper than two gaps', () => {
    expect(spell(alignText('abc', 'xyz', 1))).toBe('ppp')
    // A tie between a mismatch and two gaps goes to the pair.
    expect(spell(alignText('a', 'b', 2))).toBe('p')
  })

  test('weighs row and column gaps apart', () => {
    expect(spell(alignText('ab', 'ba', 3, 1, 5))).toBe('pp')
    expect(spell(alignText('ab', 'ba', 3, 1, 1))).toBe('rpc')
  })

  test('asks each cost once', () => {
    const asked = new Set<string>()
    alignSequences(
      3,
      4,
      (row, col) => {
        const key = `${row},${col}`
        expect(asked.has(key)).toBe(false)
        asked.add(key)
        return 1
      },
      1,
      1,
    )
    expect(asked.size).toBe(12)
  })

  test.each([
    { name: 'a NaN cost', cost: Number.NaN, gap: 1 },
    { name: 'an infinite cost', cost: Number.POSITIVE_INFINITY, gap: 1 },
    { name: 'an infinite gap', cost: 0, gap: Number.POSITIVE_INFINITY },
    { name: 'a negative cost', cost: -1, gap: 1 },
    { name: 'a negative gap', cost: 0, gap: -1 },
  ])('throws a RangeError for $name', ({ cost, gap }) => {
    expect(() => alignSequences(1, 1, () => cost, gap, 1)).toThrow(RangeError)
  })

  test('equals the brute-force best, ties settled from the front: pair, then row gap, then column gap', () => {
    const problem = fc
      .tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }))
      .chain(([rows, cols]) =>
        fc.record({
          rows: fc.constant(rows),
          cols: fc.constant(cols),
          cost: fc.array(fc.array(fc.integer({ min: 0, max: 6 }), { minLength: cols, maxLength: cols }), {
            minLength: rows,
            maxLength: rows,
          }),
          gapRow: fc.integer({ min: 0, max: 4 }),
          gapCol: fc.integer({ min: 0, max: 4 }),
        }),
      )
    fc.assert(
      fc.property(problem, ({ rows, cols, cost, gapRow, gapCol }) => {
        const steps = alignSequences(rows, cols, (row, col) => cost[row]![col]!, gapRow, gapCol)
        const options = allAlignments(rows, cols)
        const best = Math.min(...options.map((option) => costOf(option, cost, gapRow, gapCol)))
        // 'c' > 'p' > 'r' as strings, so rank the letters explicitly: p < r < c.
        const rank = (spelled: string): string =>
          spelled.replace(/p/g, '0').replace(/r/g, '1').replace(/c/g, '2')
        const preferred = options
          .filter((option) => costOf(option, cost, gapRow, gapCol) === best)
          .sort((a, b) => (rank(a) < rank(b) ? -1 : 1))[0]
        expect(spell(steps)).toBe(preferred)
        let i = 0
        let j = 0
        for (const step of steps) {
          if (step.row !== undefined) expect(step.row).toBe(i++)
          if (step.col !== undefined) expect(step.col).toBe(j++)
        }
      }),
      { seed: 20240603, numRuns: 300 },
    )
  })

  test('a 1,000 × 1,000 alignment completes', () => {
    const steps = alignSequences(1000, 1000, (row, col) => (row % 7 === col % 7 ? 0 : 1), 1, 1)
    expect(steps.length).toBeGreaterThanOrEqual(1000)
  })

  test('equals the full programme on every problem small enough for it (fast path included)', () => {
    fc.assert(
      fc.property(alignProblem(7), (problem) => {
        const { rows, cols, gapRow, gapCol } = problem
        expect(alignSequences(rows, cols, tableCost(problem), gapRow, gapCol)).toEqual(
          alignFully(rows, cols, tableCost(problem), gapRow, gapCol),
        )
      }),
      { seed: 20261210, numRuns: 1000 },
    )
  })

  test('above maxCells: a valid alignment, never cheaper than the least, and cost 0 whenever that is possible', () => {
    fc.assert(
      fc.property(alignProblem(8), fc.integer({ min: 1, max: 40 }), (problem, maxCells) => {
        const { rows, cols, gapRow, gapCol } = problem
        const steps = alignSequences(rows, cols, tableCost(problem), gapRow, gapCol, { maxCells })
        const least = alignmentCost(alignFully(rows, cols, tableCost(problem), gapRow, gapCol), problem)
        const cost = alignmentCost(steps, problem)
        expect(cost).toBeGreaterThanOrEqual(least)
        if (least === 0 && gapRow + gapCol > 0) expect(cost).toBe(0)
      }),
      { seed: 20261211, numRuns: 1000 },
    )
  })
})

/** Counts the costs asked: the structural measure of time (no clocks in unit tests). */
function counting(cost: (row: number, col: number) => number) {
  const counter = {
    asked: 0,
    cost: (row: number, col: number) => {
      counter.asked++
      return cost(row, col)
    },
  }
  return counter
}

describe('alignSequences on 100,000 × 100,000: bounded cost calls and cells', () => {
  const N = 100_000
  const MAX_CELLS = 1_000_000

  test('in order: the fast path asks N costs', () => {
    const counter = counting((row, col) => (row === col ? 0 : 1))
    const steps = alignSequences(N, N, counter.cost, 1000, 1000)
    expect(steps.every((step, index) => step.row === index && step.col === index)).toBe(true)
    expect(counter.asked).toBe(N)
  })

  test('every expected item in order among twice as many: at most rows + cols costs', () => {
    const counter = counting((row, col) => (col === 2 * row + 1 ? 0 : 1))
    const steps = alignSequences(N, 2 * N, counter.cost, 1000, 0)
    expect(steps.filter((step) => step.row !== undefined && step.col !== undefined)).toHaveLength(N)
    expect(counter.asked).toBeLessThanOrEqual(3 * N)
  })

  test.each([
    ['one item differs', N, (row: number, col: number) => (row === col ? (row === 17 ? 1 : 0) : 5), 'p', N],
    [
      'one item missing',
      N - 1,
      (row: number, col: number) => (col === (row < 500 ? row : row - 1) ? 0 : 5),
      'r',
      N - 1,
    ],
  ])('%s: a band proves the least-cost alignment after a few widenings', (_, cols, cost, gap, paired) => {
    const counter = counting(cost)
    const steps = alignSequences(N, cols, counter.cost, 1000, 1000)
    expect(steps.filter((step) => step.row !== undefined && step.col !== undefined)).toHaveLength(paired)
    if (gap === 'r') expect(steps[500]).toEqual({ row: 500 })
    expect(counter.asked).toBeLessThanOrEqual(N + cols + 5 * (N + 1))
  })

  test('reversed (nothing in order): bounded by the bands that fit, about 2 × maxCells costs', () => {
    const counter = counting((row, col) => (row + col === N - 1 ? 0 : 1))
    const steps = alignSequences(N, N, counter.cost, 1000, 1000)
    expect(steps).toHaveLength(N)
    expect(counter.asked).toBeLessThanOrEqual(2 * MAX_CELLS + 2 * N)
  })

  test('lengths far apart (no band fits): proportional blocks, about maxCells costs', () => {
    const counter = counting((row, col) => (row % 3 === col % 5 ? 1 : 2))
    const steps = alignSequences(N, 3 * N, counter.cost, 1000, 1000)
    expect(steps.filter((step) => step.row !== undefined)).toHaveLength(N)
    expect(steps.filter((step) => step.col !== undefined)).toHaveLength(3 * N)
    expect(counter.asked).toBeLessThanOrEqual(MAX_CELLS + 4 * N)
  })
})
