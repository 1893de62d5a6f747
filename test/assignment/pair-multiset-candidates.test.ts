import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { type PairingProblem, pairMultiset } from '../../src/assignment/pair-multiset.js'
import { allAssignments } from './brute-force.js'

/** Rows accept sets of letters (cost 0), any other letter costs 1 + the letter; columns are letters. */
interface Letters {
  accepts: number[][]
  received: number[]
  /** Extra candidate letters per row beyond the accepted ones (a candidate list may be loose, never short). */
  loose: number[][]
}

const costOf = (toy: Letters, row: number, col: number): number =>
  toy.accepts[row]!.includes(toy.received[col]!) ? 0 : 1 + toy.received[col]!

/** A problem whose candidates list, per row, the columns carrying an accepted or a loose letter; asks are counted. */
function problemOf(toy: Letters, asked: Array<[number, number]> = []): PairingProblem {
  return {
    rows: toy.accepts.length,
    cols: toy.received.length,
    cost: (row, col) => {
      asked.push([row, col])
      return costOf(toy, row, col)
    },
    candidates: (cols) => (row) => {
      const letters = [...toy.accepts[row]!, ...toy.loose[row]!]
      return cols.flatMap((col, position) => (letters.includes(toy.received[col]!) ? [position] : []))
    },
  }
}

const letters = fc.subarray([0, 1, 2, 3])
const toyArbitrary = fc
  .tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }))
  .chain(([rows, cols]) =>
    fc.record({
      accepts: fc.array(letters, { minLength: rows, maxLength: rows }),
      loose: fc.array(letters, { minLength: rows, maxLength: rows }),
      received: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: cols, maxLength: cols }),
    }),
  )

const brute = (toy: Letters) => {
  const totals = allAssignments(toy.accepts.length, toy.received.length).map((pairs) =>
    pairs.reduce((sum, [row, col]) => sum + costOf(toy, row, col), 0),
  )
  return {
    perfect: toy.accepts.length <= toy.received.length && totals.includes(0),
    best: Math.min(...totals),
  }
}

const run = { seed: 20261130, numRuns: 300 }

describe('pairMultiset with candidates', () => {
  test('perfect exactly when a perfect pairing exists; small residuals keep the least total cost', () => {
    fc.assert(
      fc.property(toyArbitrary, fc.constantFrom(0, 4, 250_000), (toy, exactCells) => {
        const pairing = pairMultiset(problemOf(toy), { candidateCells: 0, exactCells })
        const truth = brute(toy)
        expect(pairing.perfect).toBe(truth.perfect)
        expect(pairing.pairs).toHaveLength(Math.min(toy.accepts.length, toy.received.length))
        const total = pairing.pairs.reduce((sum, [row, col]) => sum + costOf(toy, row, col), 0)
        if (pairing.perfect) expect(total).toBe(0)
        // Not perfect and within exactCells: solved optimally over every cell, as without candidates.
        else if (toy.accepts.length * toy.received.length <= exactCells) expect(total).toBe(truth.best)
      }),
      run,
    )
  })

  test('a perfect pairing among candidates asks only candidate cells', () => {
    const toy: Letters = { accepts: [[1], [2], [3]], loose: [[], [0], []], received: [3, 0, 2, 1] }
    const asked: Array<[number, number]> = []
    const pairing = pairMultiset(problemOf(toy, asked), { candidateCells: 0 })
    expect(pairing).toMatchObject({
      perfect: true,
      pairs: [
        [0, 3],
        [1, 2],
        [2, 0],
      ],
      gaveUp: false,
    })
    expect(asked).toEqual([
      [0, 3],
      [1, 1],
      [1, 2],
      [2, 0],
    ])
  })

  test('candidates are not asked for residuals of at most candidateCells cells', () => {
    const toy: Letters = { accepts: [[1], [2]], loose: [[], []], received: [2, 1] }
    let narrowed = 0
    const problem = problemOf(toy)
    const counting: PairingProblem = {
      ...problem,
      candidates: (cols) => {
        narrowed++
        return problem.candidates!(cols)
      },
    }
    expect(pairMultiset(counting, { candidateCells: 4 }).perfect).toBe(true)
    expect(narrowed).toBe(0)
    expect(pairMultiset(counting, { candidateCells: 3 }).perfect).toBe(true)
    expect(narrowed).toBe(1)
  })

  test.each<{ maxCells: number; gaveUp: boolean; asked: number }>([
    { maxCells: 3, gaveUp: true, asked: 0 },
    { maxCells: 4, gaveUp: false, asked: 4 },
  ])('maxCells $maxCells counts candidate cells (4 here), not rows × cols (12)', ({ maxCells, ...want }) => {
    const toy: Letters = { accepts: [[1], [2], [3]], loose: [[], [0], []], received: [3, 0, 2, 1] }
    const asked: Array<[number, number]> = []
    const pairing = pairMultiset(problemOf(toy, asked), { candidateCells: 0, maxCells })
    expect({ gaveUp: pairing.gaveUp, asked: asked.length }).toEqual(want)
    if (pairing.gaveUp) expect(pairing).toMatchObject({ pairs: [], perfect: false, unpairedRows: [0, 1, 2] })
  })

  test('a row not narrowed counts every column against maxCells', () => {
    const toy: Letters = { accepts: [[1], [2]], loose: [[], []], received: [2, 1, 0] }
    const problem = problemOf(toy)
    const half: PairingProblem = {
      ...problem,
      candidates: (cols) => (row) => (row === 0 ? undefined : problem.candidates!(cols)(row)),
    }
    // Row 0 counts 3 cells, row 1 one: 4 in all.
    expect(pairMultiset(half, { candidateCells: 0, maxCells: 3 }).gaveUp).toBe(true)
    expect(pairMultiset(half, { candidateCells: 0, maxCells: 4 })).toMatchObject({
      gaveUp: false,
      perfect: true,
    })
  })

  test('candidates are asked over the columns left after pairing by key', () => {
    const seen: number[][] = []
    const pairing = pairMultiset(
      {
        rows: 2,
        cols: 3,
        cost: (row, col) => (row === 0 ? (col === 1 ? 0 : 1) : col === 2 ? 0 : 1),
        rowKey: (row) => (row === 0 ? 'b' : undefined),
        colKey: (col) => 'abc'[col]!,
        candidates: (cols) => {
          seen.push([...cols])
          return () => cols.map((_, position) => position)
        },
      },
      { candidateCells: 0 },
    )
    expect(seen).toEqual([[0, 2]])
    expect(pairing).toMatchObject({
      perfect: true,
      pairs: [
        [0, 1],
        [1, 2],
      ],
    })
  })
})
