import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { toUnits } from '../../../src/score/fixed-point.js'
import { finalRuns } from '../../../src/score/run/final-runs.js'
import {
  emptyRunTally,
  mergeRunTallies,
  type RunTally,
  runTallyOf,
} from '../../../src/score/run/run-tally.js'
import { RUN_AXIS_NAMES } from '../../../src/score/run/run-types.js'
import { sampleRunArbitrary } from './arbitraries.js'

/** A tally with `parts` set on top of the empty one. */
const tallyWith = (parts: Partial<RunTally>): RunTally => ({ ...emptyRunTally(), ...parts })

describe('finalRuns', () => {
  test('no run: every mean and rate is null', () => {
    const final = finalRuns(emptyRunTally())
    expect(final.samples).toBe(0)
    for (const name of RUN_AXIS_NAMES) expect(final.axes[name]).toEqual({ count: 0, mean: null })
    expect(final.calls).toEqual({ total: 0, perRun: null, repeated: 0, wasted: 0 })
    expect(final.steps).toEqual({ total: 0, perRun: null })
    expect(final.matching).toMatchObject({ samples: 0, precision: null, recall: null, f1: null })
    expect(final.stepMatching).toMatchObject({ samples: 0, accuracy: null })
    expect(final.never).toMatchObject({ samples: 0, violatingRate: null })
    expect(final.dependencies).toMatchObject({ samples: 0, accuracy: null })
  })

  test('axis means over the items each applies to', () => {
    const axes = emptyRunTally().axes
    axes.f1 = { count: 4, sum: toUnits(0.75 * 4 - 1) }
    axes.efficiency = { count: 2, sum: toUnits(1) }
    const final = finalRuns(tallyWith({ samples: 5, axes }))
    expect(final.axes.f1).toEqual({ count: 4, mean: 0.5 })
    expect(final.axes.efficiency).toEqual({ count: 2, mean: 0.5 })
    expect(final.axes.recall).toEqual({ count: 0, mean: null })
  })

  test('calls and steps per run', () => {
    const final = finalRuns(tallyWith({ samples: 4, calls: 6, steps: 2, repeated: 1, wasted: 3 }))
    expect(final.calls).toEqual({ total: 6, perRun: 1.5, repeated: 1, wasted: 3 })
    expect(final.steps).toEqual({ total: 2, perRun: 0.5 })
  })

  test.each<
    [string, RunTally['matching'], { precision: number | null; recall: number | null; f1: number | null }]
  >([
    [
      'micro precision, recall and F1 over every call',
      { samples: 3, expected: 5, matched: 3, missed: 2, extra: 1 },
      { precision: 3 / 4, recall: 3 / 5, f1: 6 / 9 },
    ],
    [
      'items that expected and made no call: F1 1, precision and recall null',
      { samples: 2, expected: 0, matched: 0, missed: 0, extra: 0 },
      { precision: null, recall: null, f1: 1 },
    ],
    [
      'calls made, none expected: precision and F1 0, recall null',
      { samples: 1, expected: 0, matched: 0, missed: 0, extra: 2 },
      { precision: 0, recall: null, f1: 0 },
    ],
    [
      'calls expected, none made: recall and F1 0, precision null',
      { samples: 1, expected: 2, matched: 0, missed: 2, extra: 0 },
      { precision: null, recall: 0, f1: 0 },
    ],
    [
      'no item with listed calls: all null',
      { samples: 0, expected: 0, matched: 0, missed: 0, extra: 0 },
      { precision: null, recall: null, f1: null },
    ],
  ])('%s', (_title, matching, rates) => {
    const final = finalRuns(tallyWith({ samples: Math.max(matching.samples, 1), matching }))
    expect(final.matching).toEqual({ ...matching, ...rates })
  })

  test.each<[string, RunTally['stepMatching'], number | null]>([
    ['step accuracy: met over counted', { samples: 2, expected: 3, met: 3, counted: 4 }, 0.75],
    ['step accuracy: nothing counted is 1', { samples: 2, expected: 0, met: 0, counted: 0 }, 1],
    ['step accuracy: no item with steps is null', { samples: 0, expected: 0, met: 0, counted: 0 }, null],
  ])('%s', (_title, stepMatching, accuracy) => {
    expect(finalRuns(tallyWith({ samples: 2, stepMatching })).stepMatching).toEqual({
      ...stepMatching,
      accuracy,
    })
  })

  test.each<[string, RunTally['never'], number | null]>([
    ['never: violating items over items with never', { samples: 4, violations: 3, violating: 1 }, 0.25],
    ['never: no item with never is null', { samples: 0, violations: 0, violating: 0 }, null],
  ])('%s', (_title, never, violatingRate) => {
    expect(finalRuns(tallyWith({ samples: 4, never })).never).toEqual({ ...never, violatingRate })
  })

  test.each<[string, RunTally['dependencies'], number | null]>([
    ['dependencies: satisfied over checked', { samples: 2, checked: 4, satisfied: 3 }, 0.75],
    ['dependencies: nothing checked is null', { samples: 2, checked: 0, satisfied: 0 }, null],
  ])('%s', (_title, dependencies, accuracy) => {
    expect(finalRuns(tallyWith({ samples: 2, dependencies })).dependencies).toEqual({
      ...dependencies,
      accuracy,
    })
  })

  test('micro F1 is the harmonic mean of micro precision and recall, and every rate lies in [0, 1]', () => {
    fc.assert(
      fc.property(fc.array(sampleRunArbitrary, { maxLength: 6 }), (runs) => {
        const final = finalRuns(runs.map(runTallyOf).reduce(mergeRunTallies, emptyRunTally()))
        const { precision, recall, f1 } = final.matching
        if (precision !== null && recall !== null && precision + recall > 0)
          expect(f1).toBeCloseTo((2 * precision * recall) / (precision + recall), 12)
        const rates = [
          precision,
          recall,
          f1,
          final.stepMatching.accuracy,
          final.never.violatingRate,
          final.dependencies.accuracy,
        ]
        for (const value of rates) if (value !== null) expect(value >= 0 && value <= 1 + 1e-12).toBe(true)
      }),
      { seed: 20261202, numRuns: 200 },
    )
  })
})
