import { describe, expect, test } from 'vitest'
import {
  type CategoryTally,
  categoryAccuracies,
  combine,
  summaryGroups,
} from '../../../src/cli/bfcl/bfcl-accuracy.js'

const tally = (category: string, entries: number, passed: number): CategoryTally => ({
  category,
  available: entries,
  scored: { entries, passed },
})
const notRun = (category: string, available: number): CategoryTally => ({ category, available, scored: null })

/** Every category BFCL's AST summary uses, with hand-picked counts. */
const full: CategoryTally[] = [
  tally('simple_python', 400, 380), // 0.95
  tally('multiple', 200, 180), // 0.90
  tally('parallel', 200, 170), // 0.85
  tally('parallel_multiple', 200, 160), // 0.80
  tally('irrelevance', 240, 216), // 0.90
  tally('live_simple', 258, 200),
  tally('live_multiple', 1053, 800),
  tally('live_parallel', 16, 12),
  tally('live_parallel_multiple', 24, 18),
  tally('live_irrelevance', 884, 700),
  tally('live_relevance', 16, 12), // 0.75
]

const byGroup = (tallies: CategoryTally[]) =>
  Object.fromEntries(summaryGroups(categoryAccuracies(tallies)).map((group) => [group.group, group]))

describe('combine', () => {
  test('unweighted: the mean of the accuracies', () => {
    expect(
      combine('unweighted', [
        { accuracy: 1, entries: 10 },
        { accuracy: 0.5, entries: 1000 },
      ]),
    ).toBe(0.75)
  })
  test('weighted: the accuracies weighted by entries (Σ passed / Σ entries)', () => {
    expect(
      combine('weighted', [
        { accuracy: 1, entries: 10 },
        { accuracy: 0.5, entries: 30 },
      ]),
    ).toBe(0.625)
  })
})

describe('categoryAccuracies', () => {
  test('passed / entries; a category not run has no number, and keeps its size', () => {
    expect(
      categoryAccuracies([
        tally('multiple', 8, 6),
        notRun('parallel', 200),
        tally('parallel_multiple', 0, 0),
      ]),
    ).toEqual([
      { category: 'multiple', entries: 8, passed: 6, accuracy: 0.75 },
      { category: 'parallel', entries: 200, passed: null, accuracy: null },
      { category: 'parallel_multiple', entries: 0, passed: 0, accuracy: 0 },
    ])
  })
})

describe('summaryGroups', () => {
  test('every group, computed by hand', () => {
    const groups = byGroup(full)
    expect(groups.non_live_simple!.accuracy).toBeCloseTo(0.95, 12)
    // (0.95 + 0.90 + 0.85 + 0.80) / 4
    expect(groups.non_live_ast!.accuracy).toBeCloseTo(0.875, 12)
    // (0.95 + 0.90 + 0.85 + 0.80 + 0.90) / 5
    expect(groups.non_live_overall!.accuracy).toBeCloseTo(0.88, 12)
    // (200 + 800 + 12 + 18) / (258 + 1053 + 16 + 24)
    expect(groups.live_ast!.accuracy).toBeCloseTo(1030 / 1351, 12)
    // (200 + 800 + 12 + 18 + 700 + 12) / (1351 + 884 + 16)
    expect(groups.live_overall!.accuracy).toBeCloseTo(1742 / 2251, 12)
    expect(groups.relevance!.accuracy).toBe(0.75)
    // (0.90 + 700 / 884) / 2
    expect(groups.irrelevance!.accuracy).toBeCloseTo((0.9 + 700 / 884) / 2, 12)
    expect(groups.live_ast!.entries).toBe(1351)
    for (const group of Object.values(groups)) expect(group.missing).toEqual([])
  })

  test('simple is the mean of the simple languages run (v3 names the Python one "simple")', () => {
    const groups = byGroup([tally('simple', 10, 5), tally('simple_python', 10, 10)])
    expect(groups.non_live_simple!.accuracy).toBe(0.75)
    expect(byGroup([tally('simple', 4, 1)]).non_live_simple!.accuracy).toBe(0.25)
  })

  test('a group with a member not run has no number and names it; 0% is never made up', () => {
    const groups = byGroup([tally('simple_python', 4, 4), tally('multiple', 4, 2), notRun('parallel', 200)])
    expect(groups.non_live_ast).toMatchObject({ accuracy: null, missing: ['parallel', 'parallel_multiple'] })
    expect(groups.non_live_simple).toMatchObject({ accuracy: 1, missing: [] })
    expect(groups.live_overall!.accuracy).toBeNull()
    expect(byGroup([]).non_live_simple).toMatchObject({ accuracy: null, missing: ['simple_python'] })
  })

  test('a category run whose every entry failed is 0%, not "not run"', () => {
    expect(byGroup([tally('live_relevance', 16, 0)]).relevance!.accuracy).toBe(0)
  })
})
