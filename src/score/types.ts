import type { JsonObject } from '../json/types.js'
import { MATCH_OPTION_KEYS, type MatchOptions } from '../match/options.js'
import type { RunVerdict } from '../match/run/types.js'
import type { Verdict } from '../match/verdict.js'
import type { Decision, ReadFailureKind } from '../read/types.js'
import type { SampleMismatch } from './abridge-mismatches.js'
import type { RunScore, SampleRun } from './run/run-types.js'

/** The version of every built-in profile's numbers; any change to what a profile scores bumps it. */
export const SCORE_VERSION = 'expect-tool-calls-score-v3'

/** The graded axes, in reporting order. */
export const AXIS_NAMES = [
  'functionSelection',
  'argumentAccuracy',
  'arabicPreservation',
  'abstention',
  'decision',
  'dialectUnderstanding',
  'errorHandling',
] as const

/** One graded axis. */
export type AxisName = (typeof AXIS_NAMES)[number]

/** Each axis in [0, 1], or `null` when it does not apply to the item (never a made-up 0 or 1). */
export type Axes = Record<AxisName, number | null>

/** Why a scored item failed, as far as `score` can tell (the failure accounting, after reading). */
export type ScoreFailureKind = 'parse_failure' | 'schema_invalid' | 'mismatch'

/** What the batch runner knows before scoring: the prediction is missing, failed, or hit the token cap. */
export type GenerationFailureKind = 'missing_prediction' | 'generation_failure' | 'truncated'

/** Every failure kind, in its order of precedence. */
export const FAILURE_KINDS = [
  'missing_prediction',
  'generation_failure',
  'truncated',
  'parse_failure',
  'schema_invalid',
  'mismatch',
] as const

/** One of the failure kinds. */
export type FailureKind = (typeof FAILURE_KINDS)[number]

/** The received side of the decision confusion: a decision, or `INVALID` when nothing readable was received. */
export type ReceivedDecision = Decision | 'INVALID'

/** True positives, false positives and false negatives of one item's argument facts. */
export interface FactCounts {
  tp: number
  fp: number
  fn: number
}

/** Argument-key facts (tool, call index, argument) and argument-value facts (… and canonical value). */
export interface ArgumentFacts {
  keys: FactCounts
  values: FactCounts
}

/** The credit of one expected call (of the chosen plan), for per-tool breakdowns. */
export interface CallScore {
  /** The expected tool name (`*` for any). */
  tool: string
  /** The received call it was paired with, or `null`. */
  received: number | null
  /** 1 when paired with a call of the right name, else 0. */
  name: 0 | 1
  /** Argument credit under the profile, or `null` when this call's arguments are not scored. */
  arguments: number | null
}

/** Options of `score`: the match policies (they override the profile's), the profile and the item's category. */
export interface ScoreOptions extends MatchOptions {
  /** A registered profile name: `default` (the default), `arabic` or `action-ir`. */
  profile?: string
  /** The item's category; `dialect_handling` and `error_recovery` switch on the category axes. */
  category?: string
}

/** The keys `score` takes: `match`'s, and the category, checked against `ScoreOptions`. */
export const SCORE_OPTION_KEYS = {
  ...MATCH_OPTION_KEYS,
  category: true,
} as const satisfies Record<keyof Required<ScoreOptions>, true>

/** The graded score of one item. */
export interface Score {
  axes: Axes
  /** The profile's summary of the axes, or `null` when no axis applies. */
  total: number | null
  /** Exactly the verdict's `pass`. */
  pass: boolean
  profile: string
  version: string
  /** The verdict the axes were read from (for `action-ir`, with its stricter mismatches added). */
  verdict: Verdict
  /** `null` when the item passed. */
  failure: ScoreFailureKind | null
  /** The decision expected (of the chosen plan) and the one received. */
  decision: { expected: Decision; received: ReceivedDecision }
  /** Per expected call of the chosen plan. */
  calls: CallScore[]
  facts: ArgumentFacts
  /** A received call matched an expectation's stale (pre-migration) call. */
  stale: boolean
  category?: string
}

/**
 * The graded score of one item scored against a run expectation (`scoreRun`, or `score` given one): the run axes
 * and their counts in `run`, the run's verdict, and the fields every score has. The turn axes do not apply (all
 * `null`), `calls` credits each call the run expectation requires (for the per-tool breakdown), the argument facts
 * are zero and not counted, and there is no single decision.
 */
export interface RunItemScore extends Omit<Score, 'verdict' | 'decision'> {
  /** The run verdict the axes were read from. */
  verdict: RunVerdict
  run: RunScore
}

/**
 * One scored item as a batch writes it (one `samples.jsonl` row): plain JSON, self-contained, the unit that
 * `addSample` counts. Build it with `createSample`.
 */
export interface Sample {
  id: string
  category?: string
  /** Free metadata; `metadata.mutationKind` (a string) feeds the per-mutation-kind breakdown. */
  metadata?: JsonObject
  profile: string
  version: string
  pass: boolean
  axes: Axes
  total: number | null
  failure: FailureKind | null
  /** The read failure's own kind, when reading failed. */
  readFailure?: ReadFailureKind
  /** The decision expected and received; absent for a run item (a run makes many turns, not one decision). */
  decision?: { expected: Decision; received: ReceivedDecision }
  calls: CallScore[]
  facts: ArgumentFacts
  stale: boolean
  /**
   * The first 20 mismatches in reading order, each abridged (long strings clipped, at most 100 values per field;
   * `abridged: true` when anything was cut), so that a row stays small whatever the model sent.
   */
  mismatches: SampleMismatch[]
  /** How many mismatches were left out of `mismatches`; absent when none was. */
  mismatchesOmitted?: number
  /** A run item's run axes, counts, mismatches and (when it failed or scored below 1) its abridged timeline. */
  run?: SampleRun
}
