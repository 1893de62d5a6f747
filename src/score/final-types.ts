import type { Decision } from '../read/types.js'
import type { FinalRuns } from './run/final-runs.js'
import type { AxisName, FailureKind } from './types.js'

/** A mean and how many values it is over; `null` when there are none. */
export interface Mean {
  count: number
  mean: number | null
}

/** The metrics of a group of samples. Every rate with a zero denominator is `null`. */
export interface FinalGroup {
  samples: number
  passes: number
  passRate: number | null
  /** Samples that matched a stale (pre-migration) call, and their share. */
  stale: number
  staleRate: number | null
  axes: Record<AxisName, Mean>
  total: Mean
  /** The run items' metrics; absent when the group has none. */
  runs?: FinalRuns
}

/** Per expected tool: calls expected, the share with the right name, the mean argument credit. */
export interface FinalTool {
  calls: number
  nameAccuracy: number | null
  argumentAccuracy: Mean
}

/** Argument-fact metrics: micro precision, recall and F1 over all facts; macro F1 over rows. */
export interface FinalFacts {
  tp: number
  fp: number
  fn: number
  rows: number
  precision: number | null
  recall: number | null
  microF1: number | null
  macroF1: number | null
}

/** Decision metrics: the confusion counts and what follows from them. */
export interface FinalDecisions {
  /** Expected decision → received decision (`INVALID` when nothing readable) → count. */
  confusion: Record<string, Record<string, number>>
  accuracy: number | null
  /** Per expected decision: the share received as that decision. */
  recall: Record<Decision, number | null>
  /** The share of items whose right answer was not a plain CALL (abstain, clarify, confirm) that made a CALL. */
  falseActionRate: number | null
}

/** The finalised metrics of an aggregate: plain JSON, ready for `stringifyAggregate`. */
export interface FinalAggregate {
  profile: string | null
  version: string | null
  summary: FinalGroup
  /** The weighted average of the categories' mean totals, with the weights used. */
  overall: { score: number | null; weights: Record<string, number> }
  categories: Record<string, FinalGroup>
  mutationKinds: Record<string, FinalGroup>
  tools: Record<string, FinalTool>
  /** The failure accounting: every failure stays in the denominator (all samples). */
  failures: {
    counts: Record<FailureKind, number>
    rates: Record<FailureKind, number | null>
    readFailures: Record<string, number>
  }
  decisions: FinalDecisions
  facts: { keys: FinalFacts; values: FinalFacts }
}

/** Options of `finalizeAggregate`. */
export interface FinalizeOptions {
  /** Weight of each category in `overall`; every category present needs one. Default: equal weights. */
  categoryWeights?: Readonly<Record<string, number>>
}
