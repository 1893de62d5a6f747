import fc from 'fast-check'
import {
  RUN_AXIS_NAMES,
  type RunAxes,
  type RunCounts,
  type SampleRun,
} from '../../../src/score/run/run-types.js'

const count = fc.nat(6)
const unit = fc.double({ min: 0, max: 1, noNaN: true })
const orNull = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null })

/** Run axes: each a value in [0, 1] or `null`. */
export const runAxes: fc.Arbitrary<RunAxes> = fc.record(
  Object.fromEntries(RUN_AXIS_NAMES.map((name) => [name, orNull(unit)])) as Record<
    keyof RunAxes,
    fc.Arbitrary<number | null>
  >,
)

/** A part and a whole it lies within. */
const partOf = fc.tuple(count, count).map(([part, more]) => [part, part + more] as const)

/**
 * Run counts as a scored run has them: calls = matched + extra, met within counted, satisfied within checked,
 * repeated and wasted within calls; each optional part present or `null`.
 */
export const runCounts: fc.Arbitrary<RunCounts> = fc
  .record({
    required: partOf,
    allowed: count,
    extra: count,
    steps: count,
    stepMatching: orNull(fc.tuple(partOf, count)),
    listed: fc.boolean(),
    violations: orNull(count),
    dependencies: orNull(partOf),
    claims: orNull(partOf),
    loops: orNull(count),
    wasted: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map((drawn) => {
    const [matchedRequired, expected] = drawn.required
    const matched = matchedRequired + drawn.allowed
    const calls = matched + drawn.extra
    const wasted = Math.round(drawn.wasted * calls)
    return {
      calls,
      steps: drawn.steps,
      repeated: Math.max(0, wasted - drawn.extra),
      wasted,
      matching: drawn.listed
        ? { expected, matched, missed: expected - matchedRequired, extra: drawn.extra }
        : null,
      stepMatching:
        drawn.stepMatching === null
          ? null
          : {
              expected: drawn.stepMatching[1],
              met: drawn.stepMatching[0][0],
              counted: drawn.stepMatching[0][1],
            },
      violations: drawn.violations,
      dependencies:
        drawn.dependencies === null
          ? null
          : { satisfied: drawn.dependencies[0], checked: drawn.dependencies[1] },
      claims: drawn.claims === null ? null : { backed: drawn.claims[0], made: drawn.claims[1] },
      loops: drawn.loops,
    }
  })

/** The run part of a sample, as the tally reads it (no mismatch, no timeline). */
export const sampleRunArbitrary: fc.Arbitrary<SampleRun> = fc
  .record({ axes: runAxes, counts: runCounts })
  .map((run) => ({ ...run, mismatches: [] }))
