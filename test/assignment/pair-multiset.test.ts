import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { type Pairing, type PairingProblem, pairMultiset } from '../../src/assignment/pair-multiset.js'
import { allAssignments } from './brute-force.js'

/**
 * A toy matcher: received items are letters; an expected item accepts a set of letters, and is `exact` when it is
 * a plain letter (then it has a key). Any other letter costs that row's own penalty for it.
 */
interface Toy {
  expected: Array<{ accepts: number[]; exact: boolean; penalty: number[] }>
  received: number[]
}

const costOf = (toy: Toy, row: number, col: number): number => {
  const item = toy.expected[row]!
  const letter = toy.received[col]!
  return item.accepts.includes(letter) ? 0 : item.penalty[letter]!
}

const problemOf = (toy: Toy, keys: boolean): PairingProblem => {
  const problem: PairingProblem = {
    rows: toy.expected.length,
    cols: toy.received.length,
    cost: (row, col) => costOf(toy, row, col),
  }
  if (!keys) return problem
  return {
    ...problem,
    rowKey: (row) => {
      const item = toy.expected[row]!
      return item.exact ? String(item.accepts[0]) : undefined
    },
    colKey: (col) => String(toy.received[col]),
  }
}

const LETTERS = 4

const toyArbitrary = fc
  .tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }))
  .chain(([rows, cols]) =>
    fc.record({
      expected: fc.array(
        fc.oneof(
          fc.record({
            accepts: fc.integer({ min: 0, max: LETTERS - 1 }).map((letter) => [letter]),
            exact: fc.constant(true),
            penalty: fc.array(fc.integer({ min: 1, max: 9 }), { minLength: LETTERS, maxLength: LETTERS }),
          }),
          fc.record({
            accepts: fc.subarray([0, 1, 2, 3]),
            exact: fc.constant(false),
            penalty: fc.array(fc.integer({ min: 1, max: 9 }), { minLength: LETTERS, maxLength: LETTERS }),
          }),
        ),
        { minLength: rows, maxLength: rows },
      ),
      received: fc.array(fc.integer({ min: 0, max: LETTERS - 1 }), { minLength: cols, maxLength: cols }),
    }),
  )

const brute = (toy: Toy): { perfect: boolean; best: number } => {
  const rows = toy.expected.length
  const cols = toy.received.length
  const totals = allAssignments(rows, cols).map((pairs) =>
    pairs.reduce((sum, [row, col]) => sum + costOf(toy, row, col), 0),
  )
  return { perfect: rows <= cols && totals.includes(0), best: Math.min(...totals) }
}

const totalOf = (toy: Toy, pairing: Pairing): number =>
  pairing.pairs.reduce((sum, [row, col]) => sum + costOf(toy, row, col), 0)

const expectValid = (pairing: Pairing, rows: number, cols: number): void => {
  const { pairs, unpairedRows, unpairedCols } = pairing
  expect(pairs).toHaveLength(Math.min(rows, cols))
  expect(pairs.map(([row]) => row)).toEqual([...pairs.map(([row]) => row)].sort((a, b) => a - b))
  const usedRows = [...pairs.map(([row]) => row), ...unpairedRows].sort((a, b) => a - b)
  const usedCols = [...pairs.map(([, col]) => col), ...unpairedCols].sort((a, b) => a - b)
  expect(usedRows).toEqual(Array.from({ length: rows }, (_, row) => row))
  expect(usedCols).toEqual(Array.from({ length: cols }, (_, col) => col))
}

const run = { seed: 20240604, numRuns: 300 }

describe('pairMultiset', () => {
  const A = [0]
  const AorB = [0, 1]
  const B = [1]
  test.each<{
    name: string
    accepts: number[][]
    received: number[]
    pairs: Array<[number, number]>
    perfect: boolean
  }>([
    { name: 'nothing', accepts: [], received: [], pairs: [], perfect: true },
    { name: 'no expected items', accepts: [], received: [0, 1], pairs: [], perfect: true },
    { name: 'nothing received', accepts: [A], received: [], pairs: [], perfect: false },
    {
      name: 'first-fit would fail: [A or B, A] against [A, B]',
      accepts: [AorB, A],
      received: [0, 1],
      pairs: [
        [0, 1],
        [1, 0],
      ],
      perfect: true,
    },
    {
      name: 'order does not matter',
      accepts: [A, B],
      received: [1, 0],
      pairs: [
        [0, 1],
        [1, 0],
      ],
      perfect: true,
    },
    { name: 'duplicates need two columns', accepts: [A, A], received: [0], pairs: [[0, 0]], perfect: false },
    {
      name: 'extra received items do not spoil it',
      accepts: [A],
      received: [1, 0, 1],
      pairs: [[0, 1]],
      perfect: true,
    },
    {
      name: 'a wrong item pairs with the leftover',
      accepts: [A, B],
      received: [0, 2],
      pairs: [
        [0, 0],
        [1, 1],
      ],
      perfect: false,
    },
  ])('$name', ({ accepts, received, pairs, perfect }) => {
    const toy: Toy = {
      expected: accepts.map((letters) => ({
        accepts: letters,
        exact: letters.length === 1,
        penalty: [5, 5, 5, 5],
      })),
      received,
    }
    for (const keys of [false, true]) {
      for (const exactCells of [250_000, 0]) {
        const pairing = pairMultiset(problemOf(toy, keys), { exactCells })
        expect(pairing.pairs).toEqual(pairs)
        expect(pairing.perfect).toBe(perfect)
        expectValid(pairing, accepts.length, received.length)
      }
    }
  })

  test('points at the real difference: the costlier mismatch is avoided', () => {
    // Row 0 accepts 0 and is far from 2; row 1 accepts 1 and is near 2. Index order would pair 0–2 at cost 9.
    const toy: Toy = {
      expected: [
        { accepts: [0], exact: true, penalty: [0, 9, 9, 9] },
        { accepts: [1], exact: true, penalty: [1, 0, 1, 1] },
      ],
      received: [2, 0],
    }
    expect(pairMultiset(problemOf(toy, false)).pairs).toEqual([
      [0, 1],
      [1, 0],
    ])
  })

  test('uses keys to pair exact items without asking their cost', () => {
    const asked: Array<[number, number]> = []
    const pairing = pairMultiset({
      rows: 3,
      cols: 3,
      cost: (row, col) => {
        asked.push([row, col])
        return row === 2 && col === 0 ? 0 : 1
      },
      rowKey: (row) => (row === 2 ? undefined : `k${row}`),
      colKey: (col) => `k${(col + 2) % 3}`,
    })
    expect(pairing.pairs).toEqual([
      [0, 1],
      [1, 2],
      [2, 0],
    ])
    expect(pairing.perfect).toBe(true)
    expect(asked).toEqual([[2, 0]])
  })

  test.each<{ maxCells: number; gaveUp: boolean; pairs: number; asked: number }>([
    // Keys pair rows 0 and 1; the residual is row 2 against columns 0 and 2 (2 cells).
    { maxCells: 1, gaveUp: true, pairs: 2, asked: 0 },
    { maxCells: 2, gaveUp: false, pairs: 3, asked: 2 },
  ])('maxCells $maxCells: a larger residual is left unpaired, unasked', ({ maxCells, ...want }) => {
    let asked = 0
    const pairing = pairMultiset(
      {
        rows: 3,
        cols: 4,
        cost: () => {
          asked++
          return 1
        },
        rowKey: (row) => (row === 2 ? undefined : `k${row}`),
        colKey: (col) => `k${col === 3 ? 0 : col === 1 ? 1 : 9}`,
      },
      { maxCells },
    )
    expect({ gaveUp: pairing.gaveUp, pairs: pairing.pairs.length, asked }).toEqual(want)
    expect(pairing.perfect).toBe(false)
  })

  test.each([
    { name: 'negative', value: -1 },
    { name: 'NaN', value: Number.NaN },
    { name: 'infinite', value: Number.POSITIVE_INFINITY },
  ])('throws a RangeError for a $name cost', ({ value }) => {
    expect(() => pairMultiset({ rows: 1, cols: 1, cost: () => value })).toThrow(RangeError)
    expect(() => pairMultiset({ rows: 1, cols: 1, cost: () => value }, { exactCells: 0 })).toThrow(RangeError)
  })

  test('finds a perfect pairing if and only if one exists (with and without keys, small and large paths)', () => {
    fc.assert(
      fc.property(toyArbitrary, fc.boolean(), fc.constantFrom(0, 4, 250_000), (toy, keys, exactCells) => {
        const pairing = pairMultiset(problemOf(toy, keys), { exactCells })
        expectValid(pairing, toy.expected.length, toy.received.length)
        expect(pairing.perfect).toBe(brute(toy).perfect)
        if (pairing.perfect) expect(totalOf(toy, pairing)).toBe(0)
      }),
      run,
    )
  })

  test('with a passes hook (zero cost answered as a boolean): perfect as brute force, least total when small', () => {
    fc.assert(
      fc.property(toyArbitrary, fc.boolean(), fc.constantFrom(0, 4, 250_000), (toy, keys, exactCells) => {
        const problem = problemOf(toy, keys)
        const withPasses = { ...problem, passes: (row: number, col: number) => costOf(toy, row, col) === 0 }
        const pairing = pairMultiset(withPasses, { exactCells })
        expectValid(pairing, toy.expected.length, toy.received.length)
        expect(pairing.perfect).toBe(brute(toy).perfect)
        if (pairing.perfect) expect(totalOf(toy, pairing)).toBe(0)
        if (!keys && exactCells === 250_000) expect(totalOf(toy, pairing)).toBe(brute(toy).best)
      }),
      run,
    )
  })

  test('without keys, the total cost is the brute-force least', () => {
    fc.assert(
      fc.property(toyArbitrary, (toy) => {
        expect(totalOf(toy, pairMultiset(problemOf(toy, false)))).toBe(brute(toy).best)
      }),
      run,
    )
  })

  test('perfect and total cost do not depend on the order of the received items', () => {
    const shuffled = toyArbitrary.chain((toy) =>
      fc.record({
        toy: fc.constant(toy),
        order: fc.shuffledSubarray(
          toy.received.map((_, col) => col),
          { minLength: toy.received.length, maxLength: toy.received.length },
        ),
      }),
    )
    fc.assert(
      fc.property(shuffled, fc.boolean(), ({ toy, order }, keys) => {
        const permuted: Toy = { ...toy, received: order.map((col) => toy.received[col]!) }
        const before = pairMultiset(problemOf(toy, keys))
        const after = pairMultiset(problemOf(permuted, keys))
        expect(after.perfect).toBe(before.perfect)
        expect(totalOf(permuted, after)).toBe(totalOf(toy, before))
      }),
      run,
    )
  })

  test.each([200, 1000])('%i × %i completes', (n) => {
    const expected = Array.from({ length: n }, (_, row) => (row * 37) % 50)
    const received = Array.from({ length: n }, (_, col) => (col * 53) % 50)
    const pairing = pairMultiset({
      rows: n,
      cols: n,
      cost: (row, col) => (expected[row] === received[col] ? 0 : 1),
    })
    expect(pairing.pairs).toHaveLength(n)
    expect(pairing.perfect).toBe(true)
  })
})

describe('pairMultiset: a passes hook', () => {
  const costs = [
    [1, 0, 0],
    [0, 1, 1],
  ]
  const counted = () => {
    const asked = { cost: 0, passes: 0 }
    const problem: PairingProblem = {
      rows: 2,
      cols: 3,
      cost: (row, col) => {
        asked.cost++
        return costs[row]![col]!
      },
      passes: (row, col) => {
        asked.passes++
        return costs[row]![col] === 0
      },
    }
    return { problem, asked }
  }

  test('a greedy perfect pairing asks no cost at all', () => {
    const { problem, asked } = counted()
    const pairing = pairMultiset(problem)
    expect(pairing.pairs).toEqual([
      [0, 1],
      [1, 0],
    ])
    expect(asked).toEqual({ cost: 0, passes: 3 })
  })

  test('the large path finds zero cells through it and asks no cost when they pair every row', () => {
    const { problem, asked } = counted()
    const pairing = pairMultiset(problem, { exactCells: 0 })
    expect(pairing.perfect).toBe(true)
    expect(asked).toEqual({ cost: 0, passes: 6 })
  })

  test('when greedy fails, the optimal pairing asks the costs of the cells it did not accept', () => {
    let cost = 0
    const pairing = pairMultiset({
      rows: 2,
      cols: 2,
      cost: (row, col) => {
        cost++
        return row === col ? 2 : 1
      },
      passes: () => false,
    })
    expect(pairing.perfect).toBe(false)
    expect(cost).toBe(4)
  })
})

describe('pairMultiset: greedy first on small residuals', () => {
  const countingProblem = (costs: number[][]) => {
    const asked: Array<[number, number]> = []
    const problem: PairingProblem = {
      rows: costs.length,
      cols: costs[0]?.length ?? 0,
      cost: (row, col) => {
        asked.push([row, col])
        return costs[row]![col]!
      },
    }
    return { problem, asked }
  }

  test('every row finds a free zero-cost column in order: kept, asking free cells only up to each find', () => {
    const { problem, asked } = countingProblem([
      [1, 0, 0],
      [0, 1, 1],
      [1, 1, 0],
    ])
    expect(pairMultiset(problem)).toMatchObject({
      perfect: true,
      pairs: [
        [0, 1],
        [1, 0],
        [2, 2],
      ],
    })
    expect(asked).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [2, 2],
    ])
  })

  test('greedy gets stuck: the optimal pairing is found, no cell asked twice', () => {
    // Row 0 greedily takes column 0, which row 1 needs; maximum matching pairs 0–1 and 1–0.
    const { problem, asked } = countingProblem([
      [0, 0],
      [0, 1],
    ])
    expect(pairMultiset(problem)).toMatchObject({
      perfect: true,
      pairs: [
        [0, 1],
        [1, 0],
      ],
    })
    expect(asked).toHaveLength(4)
    expect(new Set(asked.map(String)).size).toBe(4)
  })

  test('more rows than columns: no greedy attempt, the least-cost pairs', () => {
    const { problem, asked } = countingProblem([[0], [0]])
    expect(pairMultiset(problem)).toMatchObject({ perfect: false, pairs: [[0, 0]], unpairedRows: [1] })
    expect(asked).toHaveLength(2)
  })
})
