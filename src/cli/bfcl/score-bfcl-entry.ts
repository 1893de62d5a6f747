import { fromBfcl } from '../../bfcl/from-bfcl.js'
import { readBfclResult } from '../../bfcl/read-bfcl-result.js'
import type { BfclImport, BfclProfileName } from '../../bfcl/types.js'
import type { JsonValue } from '../../json/types.js'
import { formatPath } from '../../path.js'
import { createSample } from '../../score/create-sample.js'
import { score } from '../../score/score.js'
import type { Axes, Score, ScoreOptions } from '../../score/types.js'
import { MatcherUsageError } from '../../usage-error.js'
import type { SampleRow } from '../commands/score-sample.js'
import { type BfclEntry, entryRows } from './bfcl-dir.js'
import type { BfclResultRow } from './bfcl-result-row.js'

/** How every entry of a BFCL run is imported and scored. */
export interface BfclScoreContext {
  profile: BfclProfileName
  underscoreNames: boolean
}

/** One scored entry: its sample, and why its expectation could not be built when it could not. */
export interface BfclScored {
  sample: SampleRow
  unbuildable?: string
}

const zero = (axes: Axes): Axes =>
  Object.fromEntries(Object.entries(axes).map(([name, value]) => [name, value === null ? null : 0])) as Axes

/**
 * An entry whose expectation cannot be built (its answer lists no acceptable value, say): no output can pass, so
 * it fails whatever was received. The output is still read (against "any call") so that read failures and
 * decisions are counted as for any entry; then pass, the total and the axes are set to fail.
 */
function unbuildableScore(received: JsonValue | undefined, options: ScoreOptions): Score {
  const result = score({ name: '*' }, received ?? [], { ...options, extraCalls: 'allow', syntax: 'python' })
  return {
    ...result,
    pass: false,
    total: result.total === null ? null : 0,
    axes: zero(result.axes),
    failure: result.failure ?? 'mismatch',
    verdict: { ...result.verdict, pass: false },
  }
}

/**
 * Scores one BFCL entry with the engine: `fromBfcl(question, answer, {profile, underscoreNames, category})`, the
 * row's `result` read by `readBfclResult`, then `score(expectation, received, {...options, category})` and
 * `createSample`. No row (`undefined`): `missing_prediction`. An entry `fromBfcl` rejects fails, with the reason
 * (`metadata.bfclUnbuildable` in the sample). Never throws on the model's output.
 */
export function scoreBfclEntry(
  entry: BfclEntry,
  row: BfclResultRow | undefined,
  context: BfclScoreContext,
): BfclScored {
  const [question, answer] = entryRows(entry)
  let imported: BfclImport | MatcherUsageError
  try {
    imported = fromBfcl(question, answer, {
      profile: context.profile,
      underscoreNames: context.underscoreNames,
      category: entry.category,
    })
  } catch (error) {
    if (!(error instanceof MatcherUsageError)) throw error
    imported = error
  }
  const received = row === undefined ? undefined : readBfclResult(row.result)
  const base: ScoreOptions = { profile: context.profile, category: entry.category }
  const result =
    imported instanceof MatcherUsageError
      ? unbuildableScore(received, base)
      : score(imported.expectation, received, { ...imported.options, ...base })
  const unbuildable =
    imported instanceof MatcherUsageError
      ? `${imported.path.length === 0 ? '' : `${formatPath(imported.path)}: `}${imported.problem}`
      : undefined
  const sample: SampleRow = createSample({
    id: entry.id,
    score: result,
    category: entry.category,
    ...(unbuildable === undefined ? {} : { metadata: { bfclUnbuildable: unbuildable } }),
    ...(row === undefined ? { failure: 'missing_prediction' as const } : {}),
  })
  if (row?.tokens !== undefined) sample.tokens = row.tokens
  return unbuildable === undefined ? { sample } : { sample, unbuildable }
}
