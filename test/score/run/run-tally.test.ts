import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { toUnits } from '../../../src/score/fixed-point.js'
import {
  emptyRunTally,
  mergeOptionalRunTallies,
  mergeRunTallies,
  type RunTally,
  runTallyOf,
} from '../../../src/score/run/run-tally.js'
import { RUN_AXIS_NAMES, type SampleRun } from '../../../src/score/run/run-types.js'
import { sampleRunArbitrary } from './arbitraries.js'

const sample: SampleRun = {
  axes: {
    precision: 0.5,
    recall: 1,
    f1: 2 / 3,
    stepAccuracy: null,
    neverRespected: 0,
    efficiency: 0.75,
    resultDependency: null,
    claimsBacked: 0.5,
    loopFree: 1,
  },
  counts: {
    calls: 4,
    steps: 3,
    repeated: 1,
    wasted: 2,
    matching: { expected: 2, matched: 2, missed: 0, extra: 2 },
    stepMatching: null,
    violations: 2,
    dependencies: null,
    claims: { made: 2, backed: 1 },
    loops: 0,
  },
  mismatches: [],
}

/** Tallies one pass over the runs. */
const onePass = (runs: readonly SampleRun[]) => runs.map(runTallyOf).reduce(mergeRunTallies, emptyRunTally())

describe('emptyRunTally', () => {
  test('counts nothing', () => {
    const tally = emptyRunTally()
    expect(tally.samples).toBe(0)
    for (const name of RUN_AXIS_NAMES) expect(tally.axes[name]).toEqual({ count: 0, sum: '0' })
    expect(tally).toMatchObject({
      calls: 0,
      steps: 0,
      repeated: 0,
      wasted: 0,
      matching: { samples: 0, expected: 0, matched: 0, missed: 0, extra: 0 },
      stepMatching: { samples: 0, expected: 0, met: 0, counted: 0 },
      never: { samples: 0, violations: 0, violating: 0 },
      dependencies: { samples: 0, checked: 0, satisfied: 0 },
    })
  })

  test('each call gives a tally of its own', () => {
    const first = emptyRunTally()
    first.matching.expected = 9
    expect(emptyRunTally().matching.expected).toBe(0)
  })
})

describe('runTallyOf', () => {
  test('one item: each axis that applies counted with its exact units, each part that applies one sample', () => {
    const tally = runTallyOf(sample)
    expect(tally.samples).toBe(1)
    expect(tally.axes.precision).toEqual({ count: 1, sum: toUnits(0.5) })
    expect(tally.axes.f1).toEqual({ count: 1, sum: toUnits(2 / 3) })
    expect(tally.axes.neverRespected).toEqual({ count: 1, sum: '0' })
    expect(tally.axes.stepAccuracy).toEqual({ count: 0, sum: '0' })
    expect(tally.axes.resultDependency).toEqual({ count: 0, sum: '0' })
    expect(tally).toMatchObject({
      calls: 4,
      steps: 3,
      repeated: 1,
      wasted: 2,
      matching: { samples: 1, expected: 2, matched: 2, missed: 0, extra: 2 },
      stepMatching: { samples: 0, expected: 0, met: 0, counted: 0 },
      never: { samples: 1, violations: 2, violating: 1 },
      dependencies: { samples: 0, checked: 0, satisfied: 0 },
    })
  })

  test.each<[string, number | null, RunTally['never']]>([
    ['no never', null, { samples: 0, violations: 0, violating: 0 }],
    ['never respected', 0, { samples: 1, violations: 0, violating: 0 }],
    ['one violation', 1, { samples: 1, violations: 1, violating: 1 }],
    ['three violations: one violating item', 3, { samples: 1, violations: 3, violating: 1 }],
  ])('%s', (_title, violations, never) => {
    expect(runTallyOf({ ...sample, counts: { ...sample.counts, violations } }).never).toEqual(never)
  })

  test('steps and dependencies counted when they apply', () => {
    const tally = runTallyOf({
      ...sample,
      counts: {
        ...sample.counts,
        matching: null,
        stepMatching: { expected: 2, met: 1, counted: 3 },
        dependencies: { checked: 2, satisfied: 1 },
      },
    })
    expect(tally.matching).toEqual({ samples: 0, expected: 0, matched: 0, missed: 0, extra: 0 })
    expect(tally.stepMatching).toEqual({ samples: 1, expected: 2, met: 1, counted: 3 })
    expect(tally.dependencies).toEqual({ samples: 1, checked: 2, satisfied: 1 })
  })
})

describe('mergeRunTallies', () => {
  test('adds every count and sum', () => {
    const merged = mergeRunTallies(runTallyOf(sample), runTallyOf(sample))
    expect(merged.samples).toBe(2)
    expect(merged.axes.precision).toEqual({ count: 2, sum: toUnits(1) })
    expect(merged).toMatchObject({
      calls: 8,
      steps: 6,
      repeated: 2,
      wasted: 4,
      matching: { samples: 2, expected: 4, matched: 4, missed: 0, extra: 4 },
      never: { samples: 2, violations: 4, violating: 2 },
    })
  })

  test('tallies merged across shards equal one pass over all the items, however they are split', () => {
    fc.assert(
      fc.property(fc.array(sampleRunArbitrary, { maxLength: 8 }), fc.nat(8), fc.nat(8), (runs, i, j) => {
        const [cut1, cut2] = [Math.min(i, j, runs.length), Math.min(Math.max(i, j), runs.length)]
        const shards = [runs.slice(0, cut1), runs.slice(cut1, cut2), runs.slice(cut2)].map(onePass)
        expect(shards.reduce(mergeRunTallies)).toEqual(onePass(runs))
        expect(mergeRunTallies(shards[2]!, mergeRunTallies(shards[1]!, shards[0]!))).toEqual(onePass(runs))
      }),
      { seed: 20261202, numRuns: 200 },
    )
  })

  test('the empty tally is the identity', () => {
    fc.assert(
      fc.property(sampleRunArbitrary, (run) => {
        const tally = runTallyOf(run)
        expect(mergeRunTallies(tally, emptyRunTally())).toEqual(tally)
        expect(mergeRunTallies(emptyRunTally(), tally)).toEqual(tally)
      }),
      { seed: 20261202, numRuns: 100 },
    )
  })
})

describe('mergeOptionalRunTallies', () => {
  const one = runTallyOf(sample)
  test.each<[string, RunTally | undefined, RunTally | undefined, RunTally | undefined]>([
    ['neither: absent (a group without run items keeps its shape)', undefined, undefined, undefined],
    ['the first only', one, undefined, one],
    ['the second only', undefined, one, one],
    ['both: merged', one, one, mergeRunTallies(one, one)],
  ])('%s', (_title, a, b, merged) => {
    expect(mergeOptionalRunTallies(a, b)).toEqual(merged)
  })
})
