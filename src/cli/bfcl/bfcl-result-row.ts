import type { JsonObject, JsonValue } from '../../json/types.js'
import { type ReportProblem, rowId } from '../input/parse-row.js'

/** A BFCL result row after its fields are checked. */
export interface BfclResultRow {
  id: string
  /** What the model returned, as BFCL stored it (decoded calls, FC calls with JSON-text arguments, or text). */
  result: JsonValue
  tokens?: { prompt?: number; generated?: number }
}

const count = (value: JsonValue | undefined) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined

/**
 * Checks a row of a BFCL result file: `id` (a non-empty string) and `result` (any JSON value) are required. The
 * fields BFCL adds (`input_token_count`, `output_token_count`, `latency`, `reasoning_content`, inference logs…) are
 * allowed and ignored, except that whole-number token counts are kept for the sample. Returns the row, or
 * `undefined` after reporting what is missing.
 */
export function checkResultRow(row: JsonObject, report: ReportProblem): BfclResultRow | undefined {
  const id = rowId(row, report)
  if (!Object.hasOwn(row, 'result')) {
    report([], { kind: 'missing_field', field: 'result' })
    return undefined
  }
  if (id === undefined) return undefined
  const checked: BfclResultRow = { id, result: row.result! }
  const prompt = count(row.input_token_count)
  const generated = count(row.output_token_count)
  if (prompt !== undefined || generated !== undefined) {
    checked.tokens = {}
    if (prompt !== undefined) checked.tokens.prompt = prompt
    if (generated !== undefined) checked.tokens.generated = generated
  }
  return checked
}
