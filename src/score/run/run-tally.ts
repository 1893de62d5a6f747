import type { Tally } from '../aggregate-types.js'
import { addUnits, toUnits } from '../fixed-point.js'
import { RUN_AXIS_NAMES, type RunAxisName, type SampleRun } from './run-types.js'

/**
 * Counts and exact sums over the run items of a group: per-run axis sums (means), and summed counts (rates over
 * all calls, steps and rules). Each part counts the items it applies to (`samples`).
 */
export interface RunTally {
  samples: number
  axes: Record<RunAxisName, Tally>
  calls: number
  steps: number
  repeated: number
  wasted: number
  matching: { samples: number; expected: number; matched: number; missed: number; extra: number }
  stepMatching: { samples: number; expected: number; met: number; counted: number }
  /** `violating`: items with at least one violation. */
  never: { samples: number; violations: number; violating: number }
  dependencies: { samples: number; checked: number; satisfied: number }
}

/** A tally of no run. */
export function emptyRunTally(): RunTally {
  const axes = {} as Record<RunAxisName, Tally>
  for (const name of RUN_AXIS_NAMES) axes[name] = { count: 0, sum: '0' }
  return {
    samples: 0,
    axes,
    calls: 0,
    steps: 0,
    repeated: 0,
    wasted: 0,
    matching: { samples: 0, expected: 0, matched: 0, missed: 0, extra: 0 },
    stepMatching: { samples: 0, expected: 0, met: 0, counted: 0 },
    never: { samples: 0, violations: 0, violating: 0 },
    dependencies: { samples: 0, checked: 0, satisfied: 0 },
  }
}

/** The tally of one run item. */
export function runTallyOf(run: SampleRun): RunTally {
  const tally = emptyRunTally()
  tally.samples = 1
  for (const name of RUN_AXIS_NAMES) {
    const value = run.axes[name]
    if (value !== null) tally.axes[name] = { count: 1, sum: toUnits(value) }
  }
  const { counts } = run
  tally.calls = counts.calls
  tally.steps = counts.steps
  tally.repeated = counts.repeated
  tally.wasted = counts.wasted
  if (counts.matching !== null) tally.matching = { samples: 1, ...counts.matching }
  if (counts.stepMatching !== null) tally.stepMatching = { samples: 1, ...counts.stepMatching }
  if (counts.violations !== null)
    tally.never = { samples: 1, violations: counts.violations, violating: counts.violations > 0 ? 1 : 0 }
  if (counts.dependencies !== null) tally.dependencies = { samples: 1, ...counts.dependencies }
  return tally
}

/** Adds two records of counts key by key (both have the same keys). */
function addCounts<T extends object>(a: T, b: T): T {
  const x = a as Record<string, number>
  const y = b as Record<string, number>
  const out: Record<string, number> = {}
  for (const key of Object.keys(x)) out[key] = x[key]! + y[key]!
  return out as T
}

/** Combines two run tallies: every count and sum added (associative and commutative, `emptyRunTally()` the identity). */
export function mergeRunTallies(a: RunTally, b: RunTally): RunTally {
  const axes = {} as Record<RunAxisName, Tally>
  for (const name of RUN_AXIS_NAMES)
    axes[name] = {
      count: a.axes[name].count + b.axes[name].count,
      sum: addUnits(a.axes[name].sum, b.axes[name].sum),
    }
  return {
    samples: a.samples + b.samples,
    axes,
    calls: a.calls + b.calls,
    steps: a.steps + b.steps,
    repeated: a.repeated + b.repeated,
    wasted: a.wasted + b.wasted,
    matching: addCounts(a.matching, b.matching),
    stepMatching: addCounts(a.stepMatching, b.stepMatching),
    never: addCounts(a.never, b.never),
    dependencies: addCounts(a.dependencies, b.dependencies),
  }
}

/** Merges optional run tallies: absent when both are (a group without run items keeps its old shape). */
export function mergeOptionalRunTallies(
  a: RunTally | undefined,
  b: RunTally | undefined,
): RunTally | undefined {
  if (a === undefined) return b
  if (b === undefined) return a
  return mergeRunTallies(a, b)
}
