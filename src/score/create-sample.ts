import type { JsonObject } from '../json/types.js'
import type { ReadFailureKind } from '../read/types.js'
import { abridgeMismatches } from './abridge-mismatches.js'
import { sampleRun } from './run/sample-run.js'
import type {
  Axes,
  AxisName,
  FactCounts,
  GenerationFailureKind,
  RunItemScore,
  Sample,
  Score,
} from './types.js'

/** What a batch runner knows about one item besides its score. */
export interface SampleInput {
  id: string
  /** A turn item's score, or a run item's (`scoreRun`). */
  score: Score | RunItemScore
  /** Defaults to the score's category. */
  category?: string
  metadata?: JsonObject
  /** Set when the prediction is missing, failed to generate or was truncated: the item then fails outright. */
  failure?: GenerationFailureKind
}

const zero = (value: number | null): number | null => (value === null ? null : 0)
const unmatched = (counts: FactCounts): FactCounts => ({ tp: 0, fp: 0, fn: counts.tp + counts.fn })

/**
 * The plain-JSON record of one scored item (a `samples.jsonl` row, the unit `addSample` counts). A generation
 * failure (missing prediction, generation failure, truncated) fails the item whatever was read: pass
 * false, 0 on every applicable axis and on the total, no received decision, every expected fact missed. A missing
 * prediction has nothing to compare: no mismatch and no read failure (what `score` made of `undefined` is dropped).
 * The mismatches kept are bounded (`abridgeMismatches`): the first 20, abridged, and `mismatchesOmitted` counts the
 * rest, so that a row stays small whatever the model sent. A run item has no decision and no turn mismatches: its
 * run axes, counts, mismatches and timeline are in `run` (`sampleRun`).
 */
export function createSample(input: SampleInput): Sample {
  const { score } = input
  const failed = input.failure !== undefined
  const axes = { ...score.axes }
  if (failed) for (const name of Object.keys(axes) as AxisName[]) axes[name] = zero(axes[name])
  const sample: Sample = {
    id: input.id,
    profile: score.profile,
    version: score.version,
    pass: failed ? false : score.pass,
    axes: axes as Axes,
    total: failed ? zero(score.total) : score.total,
    failure: input.failure ?? score.failure,
    ...('run' in score
      ? {}
      : { decision: failed ? { ...score.decision, received: 'INVALID' as const } : { ...score.decision } }),
    calls: score.calls.map((call) =>
      failed ? { ...call, received: null, name: 0, arguments: zero(call.arguments) } : { ...call },
    ),
    facts: failed
      ? { keys: unmatched(score.facts.keys), values: unmatched(score.facts.values) }
      : { keys: { ...score.facts.keys }, values: { ...score.facts.values } },
    stale: score.stale,
    mismatches: [],
  }
  const missing = input.failure === 'missing_prediction'
  if (!('run' in score) && !missing) {
    const { kept, omitted } = abridgeMismatches(score.verdict.mismatches, score.verdict.omittedMismatches)
    sample.mismatches = kept
    if (omitted > 0) sample.mismatchesOmitted = omitted
  }
  const category = input.category ?? score.category
  if (category !== undefined) sample.category = category
  if (input.metadata !== undefined) sample.metadata = input.metadata
  const readFailure = readFailureOf(score)
  if (readFailure !== undefined && !missing) sample.readFailure = readFailure
  if ('run' in score) sample.run = sampleRun(score, failed, missing)
  return sample
}

function readFailureOf(score: Score | RunItemScore): ReadFailureKind | undefined {
  if (!('run' in score)) return score.verdict.failure?.kind
  const first = score.verdict.mismatches[0]
  return first?.kind === 'read_failure' ? first.failure.kind : undefined
}
