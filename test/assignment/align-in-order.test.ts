import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { alignFully } from '../../src/assignment/align-full.js'
import { alignInOrder } from '../../src/assignment/align-in-order.js'
import { alignProblem, costOf, spell } from './alignment-helpers.js'

/** Letters equal cost 0, unequal 1. */
const letters = (expected: string, received: string) => (row: number, col: number) =>
  expected[row] === received[col] ? 0 : 1

describe('alignInOrder', () => {
  test.each<{ expected: string; received: string; gaps: [number, number]; spelled: string | undefined }>([
    { expected: '', received: '', gaps: [1, 1], spelled: '' },
    { expected: 'abc', received: 'abc', gaps: [1, 1], spelled: 'ppp' },
    { expected: 'ac', received: 'abc', gaps: [1, 1], spelled: 'pcp' },
    { expected: 'a', received: 'aa', gaps: [1, 1], spelled: 'pc' },
    { expected: 'ab', received: 'xxab', gaps: [1, 0], spelled: 'ccpp' },
    { expected: 'abc', received: 'ac', gaps: [1, 1], spelled: 'prp' },
    { expected: 'aa', received: 'a', gaps: [1, 1], spelled: 'pr' },
    { expected: 'abc', received: '', gaps: [1, 1], spelled: 'rrr' },
    { expected: '', received: 'ab', gaps: [1, 1], spelled: 'cc' },
    // Something differs on both sides: no embedding.
    { expected: 'ab', received: 'ax', gaps: [1, 1], spelled: undefined },
    { expected: 'abc', received: 'acx', gaps: [1, 0], spelled: undefined },
    { expected: 'ba', received: 'ab', gaps: [1, 1], spelled: undefined },
    // With both gaps free, the full programme prefers row gaps: no fast path.
    { expected: 'a', received: 'ba', gaps: [0, 0], spelled: undefined },
  ])('$expected against $received (gaps $gaps): $spelled', ({ expected, received, gaps, spelled }) => {
    const steps = alignInOrder(expected.length, received.length, letters(expected, received), ...gaps)
    expect(steps === undefined ? undefined : spell(steps)).toBe(spelled)
  })

  test('asks at most rows + cols costs, and stops once the rest cannot fit', () => {
    let asked = 0
    const count = (row: number, col: number) => {
      asked++
      return row === col ? 0 : 1
    }
    expect(alignInOrder(100_000, 100_000, count, 1, 1)).toHaveLength(100_000)
    expect(asked).toBe(100_000)
    asked = 0
    expect(alignInOrder(1000, 1000, () => (asked++ === 0 ? 1 : 0), 1, 1)).toBeUndefined()
    expect(asked).toBe(1)
  })

  test('whenever it answers, it answers what the full programme answers', () => {
    fc.assert(
      fc.property(alignProblem(), (problem) => {
        const { rows, cols, gapRow, gapCol } = problem
        const fast = alignInOrder(rows, cols, costOf(problem), gapRow, gapCol)
        if (fast !== undefined) expect(fast).toEqual(alignFully(rows, cols, costOf(problem), gapRow, gapCol))
      }),
      { seed: 20261207, numRuns: 500 },
    )
  })
})
