import type { JsonValue } from '../../json/types.js'
import type { RunMismatch } from '../../match/run/types.js'
import type { CallStatus } from '../../read/run/types.js'

/** The graded axes of a run, in reporting order. */
export const RUN_AXIS_NAMES = [
  'precision',
  'recall',
  'f1',
  'stepAccuracy',
  'neverRespected',
  'efficiency',
  'resultDependency',
  'claimsBacked',
  'loopFree',
] as const

/** One graded axis of a run. */
export type RunAxisName = (typeof RUN_AXIS_NAMES)[number]

/** Each run axis in [0, 1], or `null` when it does not apply to the item. */
export type RunAxes = Record<RunAxisName, number | null>

/**
 * The per-call matching of a run (expected call slots against received calls, maximum matching): what precision,
 * recall and F1 are computed from.
 */
export interface CallMatchCounts {
  /** Calls the expectation requires: each listed call `times.min` times. */
  expected: number
  /** Received calls that a listed call took (a required or an allowed copy). */
  matched: number
  /** Required copies no received call met. */
  missed: number
  /** Received calls no listed call took. */
  extra: number
}

/** Steps checked against `steps`: how many were expected, met, and counted (extra steps count unless allowed). */
export interface StepCounts {
  expected: number
  met: number
  counted: number
}

/** `fromResult` rules checked on the calls their expectations were paired with, and those satisfied. */
export interface DependencyCounts {
  checked: number
  satisfied: number
}

/** What a run's axes are computed from: counts, so that aggregates can sum them (micro rates). */
export interface RunCounts {
  /** Calls in the run, across steps (0 when it could not be read). */
  calls: number
  /** Steps in the run. */
  steps: number
  /** Calls with the same name and canonical arguments as an earlier call of the run. */
  repeated: number
  /** Calls that were extra or repeated (each counted once). */
  wasted: number
  /** `null` when the expectation lists no calls (`steps` or `calls`). */
  matching: CallMatchCounts | null
  /** `null` without `steps`. */
  stepMatching: StepCounts | null
  /** Calls that met a `never` expectation; `null` without `never`. */
  violations: number | null
  /** `null` when the listed calls hold no `fromResult` rule. */
  dependencies: DependencyCounts | null
  /** Claims the final answer made and those a call backed; `null` without `claims`. */
  claims: ClaimCounts | null
  /** Loops found (cycles and chains of identical calls); `null` without `loops`. */
  loops: number | null
}

/** The claims of a final answer: made (a sentence met `when` and was not negated), and backed by a call. */
export interface ClaimCounts {
  made: number
  backed: number
}

/** The run part of an item's score: the run axes and the counts behind them. */
export interface RunScore {
  axes: RunAxes
  counts: RunCounts
}

/** One call of a run as a sample keeps it for the report's timeline (values abridged). */
export interface TimelineCallRecord {
  name: string
  arguments: JsonValue
  result?: JsonValue
  status?: CallStatus
}

/** A run as a sample keeps it for the report: the first steps and calls, values abridged, and what was left out. */
export interface RunTimelineRecord {
  steps: { calls: TimelineCallRecord[]; moreCalls?: number }[]
  moreSteps?: number
  answer?: string
}

/** A run mismatch as a sample stores it: `abridged` when a value was cut. */
export type SampleRunMismatch = RunMismatch & { abridged?: true }

/** The run part of a sample (`samples.jsonl`). */
export interface SampleRun extends RunScore {
  /** The first 20 run mismatches in reading order, abridged. */
  mismatches: SampleRunMismatch[]
  /** How many were left out; absent when none was. */
  mismatchesOmitted?: number
  /** The run, abridged, for items that failed or scored below 1 (the items a report lists). */
  timeline?: RunTimelineRecord
}
