import type { JsonObject, JsonValue } from '../../json/types.js'
import type { GenerationFailureKind } from '../../score/types.js'
import { type ReportProblem, rowId } from './parse-row.js'
import { type FieldType, jsonTypeOf } from './violation.js'

/** A prediction row after its fields are checked. */
export interface PredictionRow {
  id: string
  /** What the model returned: the text of `prediction_raw`, or the value of `prediction`; absent when missing. */
  received?: JsonValue
  /** A failure the generator reported, which fails the sample whatever was read. */
  failure?: GenerationFailureKind
  tokens?: { prompt?: number; generated?: number }
  /** Which trial of the id this row is (`trial`, an integer ≥ 0); absent when the row gives none. */
  trial?: number
}

/** The row's `trial` when it is one (an integer ≥ 0), whatever else is wrong with the row; else `undefined`. */
export function usableTrial(row: JsonObject): number | undefined {
  const trial = row.trial
  return typeof trial === 'number' && Number.isSafeInteger(trial) && trial >= 0 ? trial : undefined
}

const isCount = (value: JsonValue) =>
  value === null || (Number.isSafeInteger(value) && (value as number) >= 0)

/** The prediction fields (besides `id`): what each must be, and a check (`null`: any JSON value). */
const FIELDS: Readonly<Record<string, [FieldType, (value: JsonValue) => boolean] | null>> = {
  prediction_raw: ['string_or_null', (value) => value === null || typeof value === 'string'],
  prediction: null,
  truncated: ['boolean_or_null', (value) => value === null || typeof value === 'boolean'],
  generation_failure: [
    'failure_flag',
    (value) => value === null || typeof value === 'boolean' || typeof value === 'string',
  ],
  prompt_tokens: ['count_or_null', isCount],
  generated_tokens: ['count_or_null', isCount],
  trial: ['trial', (value) => Number.isSafeInteger(value) && (value as number) >= 0],
}

function failureOf(row: JsonObject, received: JsonValue | undefined): GenerationFailureKind | undefined {
  const generation = row.generation_failure
  if (generation === true || typeof generation === 'string') return 'generation_failure'
  if (received === undefined) return 'missing_prediction'
  return row.truncated === true ? 'truncated' : undefined
}

function tokensOf(row: JsonObject): PredictionRow['tokens'] {
  const tokens: NonNullable<PredictionRow['tokens']> = {}
  if (typeof row.prompt_tokens === 'number') tokens.prompt = row.prompt_tokens
  if (typeof row.generated_tokens === 'number') tokens.generated = row.generated_tokens
  return Object.keys(tokens).length === 0 ? undefined : tokens
}

/**
 * Checks a prediction row against the fields: `id`, then `prediction_raw` (model text) or `prediction` (any
 * shape the reader reads), `truncated`, `generation_failure`, `prompt_tokens`, `generated_tokens`, and `trial` (which
 * of the id's repeated trials the row is: an integer ≥ 0, never null). Any other field
 * is rejected, and so is a row with both predictions. A row's failure is the first that holds: the generator
 * reported one (`generation_failure` true or an error string); there is no prediction (absent or `null`):
 * `missing_prediction`; `truncated` is true. Returns the row, or `undefined` after reporting every problem.
 */
export function checkPredictionRow(row: JsonObject, report: ReportProblem): PredictionRow | undefined {
  const id = rowId(row, report)
  let valid = id !== undefined
  for (const field of Object.keys(row)) {
    if (field === 'id') continue
    const check = Object.hasOwn(FIELDS, field) ? FIELDS[field] : undefined
    if (check === undefined) report([], { kind: 'unknown_field', field })
    else if (check !== null && !check[1](row[field]!)) {
      report([field], { kind: 'wrong_type', expected: check[0], received: jsonTypeOf(row[field]) })
    } else continue
    valid = false
  }
  const raw = row.prediction_raw ?? undefined
  const value = row.prediction ?? undefined
  if (raw !== undefined && value !== undefined) {
    report([], { kind: 'conflicting_fields', fields: ['prediction_raw', 'prediction'] })
    valid = false
  }
  if (!valid) return undefined
  const received = raw ?? value
  const checked: PredictionRow = { id: id! }
  if (received !== undefined) checked.received = received
  const failure = failureOf(row, received)
  if (failure !== undefined) checked.failure = failure
  const tokens = tokensOf(row)
  if (tokens !== undefined) checked.tokens = tokens
  const trial = usableTrial(row)
  if (trial !== undefined) checked.trial = trial
  return checked
}
