import type { RunExpectation } from '../../expect/run-types.js'
import type { TurnExpectation } from '../../expect/types.js'
import { createSample, type SampleInput } from '../../score/create-sample.js'
import { score } from '../../score/score.js'
import type { Sample } from '../../score/types.js'
import type { ManifestRow } from '../input/manifest-row.js'
import type { PredictionRow } from '../input/prediction-row.js'
import type { Tools, ToolsCache } from '../input/tools-cache.js'
import type { ScoreRowOptions } from './score-row-options.js'

/** What every sample of a run is scored with. */
export interface ScoreContext {
  profile: string
  /** The `--tools` file's tools, for rows without their own. */
  tools: Tools | undefined
  cache: ToolsCache
  /** The options each row is scored with, shared by consecutive rows alike. */
  options: ScoreRowOptions
}

/**
 * One `samples.jsonl` row: `createSample`'s record, plus the token counts and the trial number the prediction row
 * gave.
 */
export type SampleRow = Sample & { tokens?: { prompt?: number; generated?: number }; trial?: number }

function toolsOf(row: ManifestRow, context: ScoreContext): Tools | undefined {
  if (row.tools === undefined) return context.tools
  const built = context.cache.get(row.tools)
  if (!built.ok) throw built.error
  return built.tools
}

/**
 * Scores one joined pair: the manifest row's expectation (a turn or a run expectation) against the prediction
 * (`undefined` when there is none: a `missing_prediction`; a run when the row holds one), with the row's tools (or
 * the run's) and category. Throws the `MatcherUsageError` of a
 * malformed expectation; never throws on what the model returned.
 */
export function scoreSample(
  row: ManifestRow,
  prediction: PredictionRow | undefined,
  context: ScoreContext,
): SampleRow {
  const options = context.options.get(row.category, toolsOf(row, context))
  // `score` validates the JSON expectation (a turn's, or a run's when only a run expectation can be so written) and
  // throws a MatcherUsageError naming the path.
  const expected = row.expected as unknown as TurnExpectation | RunExpectation
  const result = score(expected, prediction?.received, options)
  const input: SampleInput = { id: row.id, score: result }
  if (row.metadata !== undefined) input.metadata = row.metadata
  const failure = prediction === undefined ? 'missing_prediction' : prediction.failure
  if (failure !== undefined) input.failure = failure
  // A missing prediction: `createSample` drops what `score(expected, undefined)` made of nothing (a read failure).
  const sample: SampleRow = createSample(input)
  if (prediction?.tokens !== undefined) sample.tokens = prediction.tokens
  if (prediction?.trial !== undefined) sample.trial = prediction.trial
  return sample
}
