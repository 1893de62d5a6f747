import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { alignInBand, bandCells } from '../../src/assignment/align-band.js'
import { alignFully } from '../../src/assignment/align-full.js'
import { alignmentCost, alignProblem, costOf, spell } from './alignment-helpers.js'

const letters = (expected: string, received: string) => (row: number, col: number) =>
  expected[row] === received[col] ? 0 : 3

describe('alignInBand', () => {
  test.each<{ expected: string; received: string; width: number; spelled: string; exact: boolean }>([
    // Width 0 is the main diagonal alone: one pair at 3, where a row gap and a column gap would cost 2.
    { expected: 'abc', received: 'axc', width: 0, spelled: 'ppp', exact: false },
    { expected: 'abc', received: 'axc', width: 1, spelled: 'prcp', exact: true },
    { expected: 'abcd', received: 'bcd', width: 1, spelled: 'rppp', exact: true },
    { expected: 'abc', received: 'abcdef', width: 0, spelled: 'pppccc', exact: true },
    // The best alignment leaves a band of width 0 (one row gap first, one column gap last).
    { expected: 'abcd', received: 'bcdx', width: 0, spelled: 'pppp', exact: false },
    { expected: 'abcd', received: 'bcdx', width: 1, spelled: 'rpppc', exact: true },
  ])('$expected against $received, width $width: $spelled', ({ expected, received, width, ...want }) => {
    const band = alignInBand(expected.length, received.length, letters(expected, received), 1, 1, width)
    expect({ spelled: spell(band.steps), exact: band.exact }).toEqual(want)
  })

  test.each([
    [3, 3, 0, 4],
    [3, 5, 1, 20],
    [5, 3, 2, 42],
  ])('a %i × %i band of width %i holds %i cells', (rows, cols, width, cells) => {
    expect(bandCells(rows, cols, width)).toBe(cells)
  })

  test('asks only the costs inside the band', () => {
    const asked: number[] = []
    alignInBand(
      100,
      100,
      (row, col) => {
        asked.push(col - row)
        return row === col ? 1 : 0
      },
      1,
      1,
      2,
    )
    expect(Math.max(...asked.map(Math.abs))).toBeLessThanOrEqual(2)
  })

  test('always a valid alignment costing at least the least; when exact, the full programme’s steps', () => {
    fc.assert(
      fc.property(alignProblem(7), fc.integer({ min: 0, max: 3 }), (problem, width) => {
        const { rows, cols, gapRow, gapCol } = problem
        const full = alignFully(rows, cols, costOf(problem), gapRow, gapCol)
        const band = alignInBand(rows, cols, costOf(problem), gapRow, gapCol, width)
        expect(alignmentCost(band.steps, problem)).toBe(band.cost)
        expect(band.cost).toBeGreaterThanOrEqual(alignmentCost(full, problem))
        if (band.exact) expect(band.steps).toEqual(full)
      }),
      { seed: 20261208, numRuns: 600 },
    )
  })
})
