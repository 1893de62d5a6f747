/**
 * Graded scores for one item (`score`) and mergeable aggregates over many (`emptyAggregate`, `addSample`,
 * `mergeAggregates`, `finalizeAggregate`, `stringifyAggregate`). Profiles are described in `PROFILES.md`.
 */
export { addSample } from './add-sample.js'
export type { Aggregate, FactTally, GroupTally, Tally, ToolTally } from './aggregate-types.js'
export { createSample, type SampleInput } from './create-sample.js'
export { emptyAggregate } from './empty-aggregate.js'
export type {
  FinalAggregate,
  FinalDecisions,
  FinalFacts,
  FinalGroup,
  FinalizeOptions,
  FinalTool,
  Mean,
} from './final-types.js'
export { finalizeAggregate } from './finalize-aggregate.js'
export { mergeAggregates } from './merge-aggregates.js'
export { PROFILE_NAMES } from './profiles/index.js'
export type { FinalRuns } from './run/final-runs.js'
export type { RunTally } from './run/run-tally.js'
export {
  type CallMatchCounts,
  type DependencyCounts,
  RUN_AXIS_NAMES,
  type RunAxes,
  type RunAxisName,
  type RunCounts,
  type RunScore,
  type RunTimelineRecord,
  type SampleRun,
  type SampleRunMismatch,
  type StepCounts,
  type TimelineCallRecord,
} from './run/run-types.js'
export { scoreRun } from './run/score-run.js'
export { score } from './score.js'
export { stringifyAggregate } from './stringify-aggregate.js'
export {
  type ArgumentFacts,
  AXIS_NAMES,
  type Axes,
  type AxisName,
  type CallScore,
  FAILURE_KINDS,
  type FactCounts,
  type FailureKind,
  type GenerationFailureKind,
  type ReceivedDecision,
  type RunItemScore,
  type Sample,
  SCORE_VERSION,
  type Score,
  type ScoreFailureKind,
  type ScoreOptions,
} from './types.js'
