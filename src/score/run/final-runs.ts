import type { Mean } from '../final-types.js'
import { meanOfUnits } from '../fixed-point.js'
import type { RunTally } from './run-tally.js'
import { RUN_AXIS_NAMES, type RunAxisName } from './run-types.js'

/** The finalised run metrics of a group: per-run means of the axes, and rates over all calls, steps and rules. */
export interface FinalRuns {
  /** Run items in the group. */
  samples: number
  /** The mean of each run axis over the items it applies to. */
  axes: Record<RunAxisName, Mean>
  calls: { total: number; perRun: number | null; repeated: number; wasted: number }
  steps: { total: number; perRun: number | null }
  /** Over every listed and received call of the items with listed calls (micro): precision, recall, F1. */
  matching: {
    samples: number
    expected: number
    matched: number
    missed: number
    extra: number
    precision: number | null
    recall: number | null
    f1: number | null
  }
  /** Over every counted step. */
  stepMatching: { samples: number; expected: number; met: number; counted: number; accuracy: number | null }
  /** Calls that met a `never` expectation, and the items with one (`violatingRate` over items with `never`). */
  never: { samples: number; violations: number; violating: number; violatingRate: number | null }
  /** `fromResult` rules checked and satisfied, over all items. */
  dependencies: { samples: number; checked: number; satisfied: number; accuracy: number | null }
}

const rate = (part: number, whole: number) => (whole === 0 ? null : part / whole)

/**
 * Finalises a run tally. A rate with nothing to count is `null`; micro F1 over items that all expected and made no
 * call is 1, as each item's is.
 */
export function finalRuns(tally: RunTally): FinalRuns {
  const axes = {} as Record<RunAxisName, Mean>
  for (const name of RUN_AXIS_NAMES)
    axes[name] = {
      count: tally.axes[name].count,
      mean: meanOfUnits(tally.axes[name].sum, tally.axes[name].count),
    }
  const { matching, stepMatching, never, dependencies } = tally
  const f1Denominator = 2 * matching.matched + matching.extra + matching.missed
  return {
    samples: tally.samples,
    axes,
    calls: {
      total: tally.calls,
      perRun: rate(tally.calls, tally.samples),
      repeated: tally.repeated,
      wasted: tally.wasted,
    },
    steps: { total: tally.steps, perRun: rate(tally.steps, tally.samples) },
    matching: {
      ...matching,
      precision: rate(matching.matched, matching.matched + matching.extra),
      recall: rate(matching.matched, matching.matched + matching.missed),
      f1: matching.samples === 0 ? null : f1Denominator === 0 ? 1 : (2 * matching.matched) / f1Denominator,
    },
    stepMatching: {
      ...stepMatching,
      accuracy:
        stepMatching.samples === 0
          ? null
          : stepMatching.counted === 0
            ? 1
            : stepMatching.met / stepMatching.counted,
    },
    never: { ...never, violatingRate: rate(never.violating, never.samples) },
    dependencies: { ...dependencies, accuracy: rate(dependencies.satisfied, dependencies.checked) },
  }
}
