import type { Aggregate } from '../../score/aggregate-types.js'
import type { FinalAggregate } from '../../score/final-types.js'
import { finalizeAggregate } from '../../score/finalize-aggregate.js'
import { stringifyAggregate } from '../../score/stringify-aggregate.js'
import type { RowDigest } from '../input/row-digest.js'

/** The format tag of `aggregate.json`; a change to its layout bumps it. */
export const AGGREGATE_FORMAT = 'expect-tool-calls-aggregate-v1'

/**
 * What a run's numbers were computed from. Rows are digested as a multiset (see `RowDigest`), so shards add up to
 * the unsharded inputs and a merged `aggregate.json` is byte-identical to one run's; the files' own SHA-256 are in
 * `run.json`. `tools` is the SHA-256 of the `--tools` file (the same for every shard), or `null`.
 */
export interface RunInputs {
  manifest: RowDigest
  predictions: RowDigest
  tools: string | null
}

/** The contents of `aggregate.json`: everything that defines the numbers, the numbers, and the mergeable tallies. */
export interface AggregateFile {
  format: typeof AGGREGATE_FORMAT
  /** The scorer version (`SCORE_VERSION`). */
  version: string
  profile: string
  /** The category weights of `overall` (`--weights`), or `null` for equal weights. */
  categoryWeights: Record<string, number> | null
  inputs: RunInputs
  /** `finalizeAggregate(aggregate, { categoryWeights })`. */
  metrics: FinalAggregate
  /** The raw mergeable aggregate (counts and exact sums). */
  aggregate: Aggregate
}

/** The parts of `aggregate.json` a run decides; the metrics follow from them. */
export type AggregateParts = Omit<AggregateFile, 'format' | 'metrics'>

/**
 * Builds `aggregate.json`'s contents, finalising the metrics (throws `MatcherUsageError` when a category has no
 * weight).
 */
export function buildAggregateFile(parts: AggregateParts): AggregateFile {
  const options = parts.categoryWeights === null ? undefined : { categoryWeights: parts.categoryWeights }
  return { format: AGGREGATE_FORMAT, ...parts, metrics: finalizeAggregate(parts.aggregate, options) }
}

/** The bytes of `aggregate.json`: `stringifyAggregate`'s deterministic JSON (sorted keys, stable numbers). */
export function writeAggregateFile(file: AggregateFile): string {
  return stringifyAggregate(file)
}
