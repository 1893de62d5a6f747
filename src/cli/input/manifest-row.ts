import type { JsonObject, JsonValue } from '../../json/types.js'
import { type ReportProblem, rowId } from './parse-row.js'
import { type FieldType, jsonTypeOf } from './violation.js'

/** A manifest row after its fields are checked (the expectation and the tools are checked by the scorer). */
export interface ManifestRow {
  id: string
  /** The turn expectation, in the JSON expectation language. */
  expected: JsonValue
  category?: string
  metadata?: JsonObject
  /** A provider tool list or `{ name: { schema, version?, compare? } }` for this row; it replaces `--tools`. */
  tools?: JsonValue
}

const CHECKS: Readonly<
  Record<'category' | 'metadata' | 'tools', [FieldType, (value: JsonValue) => boolean]>
> = {
  category: ['string', (value) => typeof value === 'string'],
  metadata: ['object', (value) => jsonTypeOf(value) === 'object'],
  tools: ['tool_list', (value) => typeof value === 'object' && value !== null],
}

/**
 * Checks the fields of a manifest row: `id` (a non-empty string), `expected` (required), and the optional
 * `category` (string), `metadata` (object) and `tools`. Other fields (a prompt, messages) are left alone: a manifest
 * carries what the generator needed. Returns the row, or `undefined` after reporting every problem.
 */
export function checkManifestRow(row: JsonObject, report: ReportProblem): ManifestRow | undefined {
  const id = rowId(row, report)
  let valid = id !== undefined
  if (!Object.hasOwn(row, 'expected')) {
    report([], { kind: 'missing_field', field: 'expected' })
    valid = false
  }
  for (const [field, [type, accepts]] of Object.entries(CHECKS)) {
    if (Object.hasOwn(row, field) && !accepts(row[field]!)) {
      report([field], { kind: 'wrong_type', expected: type, received: jsonTypeOf(row[field]) })
      valid = false
    }
  }
  if (!valid) return undefined
  const checked: ManifestRow = { id: id!, expected: row.expected! }
  if (Object.hasOwn(row, 'category')) checked.category = row.category as string
  if (Object.hasOwn(row, 'metadata')) checked.metadata = row.metadata as JsonObject
  if (Object.hasOwn(row, 'tools')) checked.tools = row.tools!
  return checked
}
