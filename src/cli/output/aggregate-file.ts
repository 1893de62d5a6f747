import type { Aggregate } from '../../score/aggregate-types.js'
import type { FinalAggregate } from '../../score/final-types.js'
import { finalizeAggregate } from '../../score/finalize-aggregate.js'
import { stringifyAggregate } from '../../score/stringify-aggregate.js'
import { summarizeTrials, type TrialsSummary } from '../../trials/summarize-trials.js'
import type { ItemCounts, TrialsTally } from '../../trials/trials-tally.js'
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

/**
 * The `trials` section of `aggregate.json` (a run whose prediction rows carry `trial`): each item's counts — the
 * mergeable part, never an estimate — and what they amount to (`summarizeTrials`), as `metrics` follow from
 * `aggregate`.
 */
export interface TrialsSection extends TrialsTally {
  readonly items: Record<string, ItemCounts>
  summary: TrialsSummary
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
  /** Present when the prediction rows carry `trial` (then every row does); absent otherwise. */
  trials?: TrialsSection
}

/** The parts of `aggregate.json` a run decides (the trials as a tally); the metrics and summary follow from them. */
export type AggregateParts = Omit<AggregateFile, 'format' | 'metrics' | 'trials'> & { trials?: TrialsTally }

/**
 * Builds `aggregate.json`'s contents, finalising the metrics and summarising the trials (throws `MatcherUsageError`
 * when a category has no weight). Without trials there is no `trials` key, so the file is what it was before trials.
 */
export function buildAggregateFile(parts: AggregateParts): AggregateFile {
  const options = parts.categoryWeights === null ? undefined : { categoryWeights: parts.categoryWeights }
  const { trials, ...rest } = parts
  const file: AggregateFile = {
    format: AGGREGATE_FORMAT,
    ...rest,
    metrics: finalizeAggregate(parts.aggregate, options),
  }
  if (trials !== undefined) file.trials = { items: trials.items, summary: summarizeTrials(trials) }
  return file
}

/** The bytes of `aggregate.json`: `stringifyAggregate`'s deterministic JSON (sorted keys, stable numbers). */
export function writeAggregateFile(file: AggregateFile): string {
  return stringifyAggregate(file)
}
