import type { RunTally } from './run/run-tally.js'
import type { AxisName, FailureKind } from './types.js'

/** How many values were added and their exact sum, in units of 2⁻⁶⁰ (a decimal integer string). */
export interface Tally {
  count: number
  sum: string
}

/** Counts and sums over a group of samples (all, one category, one mutation kind). */
export interface GroupTally {
  samples: number
  passes: number
  stale: number
  axes: Record<AxisName, Tally>
  total: Tally
  /** The run items' tallies; absent while the group has none (a group of turn items keeps its shape). */
  runs?: RunTally
}

/** Per expected tool: calls expected, calls with the right name, argument credit. */
export interface ToolTally {
  calls: number
  names: number
  arguments: Tally
}

/** The argument facts: micro sums, and per-row F1 (1 for a row without facts) summed for the macro mean. */
export interface FactTally {
  tp: number
  fp: number
  fn: number
  rows: number
  macro: Tally
}

/**
 * A mergeable aggregate: counts and exact sums only, plain JSON, so shards merge into exactly what one run gives.
 * `profile` and `version` are `null` until the first sample.
 */
export interface Aggregate {
  profile: string | null
  version: string | null
  all: GroupTally
  categories: Record<string, GroupTally>
  mutationKinds: Record<string, GroupTally>
  tools: Record<string, ToolTally>
  failures: Record<FailureKind, number>
  /** Read failures by their own kind (`not_json`, `duplicate_key`, `schema_invalid`…). */
  readFailures: Record<string, number>
  /** Expected decision → received decision → count. */
  decisions: Record<string, Record<string, number>>
  facts: { keys: FactTally; values: FactTally }
}
