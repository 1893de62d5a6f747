import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { alignInBlocks } from '../../src/assignment/align-blocks.js'
import { alignFully } from '../../src/assignment/align-full.js'
import { alignmentCost, alignProblem, costOf, spell } from './alignment-helpers.js'

describe('alignInBlocks', () => {
  test('one block is the full programme; more blocks cut both sides proportionally', () => {
    const cost = (row: number, col: number) => (row === col + 2 ? 0 : 5)
    expect(spell(alignInBlocks(4, 2, cost, 1, 1, 1))).toBe('rrpp')
    // Rows [0, 2) with column 0, then rows [2, 4) with column 1: the cut splits the best alignment (cost 4, not 2).
    expect(spell(alignInBlocks(4, 2, cost, 1, 1, 2))).toBe('rrcrp')
  })

  test('asks each cost of its blocks once: about rows·cols / blocks in all', () => {
    let asked = 0
    alignInBlocks(
      1000,
      2000,
      () => {
        asked++
        return 1
      },
      1,
      1,
      100,
    )
    expect(asked).toBe((1000 * 2000) / 100)
  })

  test('always a valid alignment, costing at least the least', () => {
    fc.assert(
      fc.property(alignProblem(8), fc.integer({ min: 1, max: 9 }), (problem, blocks) => {
        const { rows, cols, gapRow, gapCol } = problem
        const steps = alignInBlocks(rows, cols, costOf(problem), gapRow, gapCol, blocks)
        const least = alignmentCost(alignFully(rows, cols, costOf(problem), gapRow, gapCol), problem)
        expect(alignmentCost(steps, problem)).toBeGreaterThanOrEqual(least)
      }),
      { seed: 20261209, numRuns: 400 },
    )
  })
})
