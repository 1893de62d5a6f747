import { parseJson } from '../../json/parse.js'
import type { JsonObject, Path } from '../../json/types.js'
import { type Line, MAX_LINE_BYTES } from './read-lines.js'
import { jsonTypeOf, type ViolationProblem } from './violation.js'

/** Rows may nest this deep (the reader's own limit for predictions is far lower, and reports deeper ones as data). */
export const ROW_MAX_DEPTH = 1000

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

/** Reports a problem at a path inside the current row. */
export type ReportProblem = (path: Path, problem: ViolationProblem) => void

function isBlank(bytes: Buffer): boolean {
  for (const byte of bytes) if (byte !== 0x20 && byte !== 0x09 && byte !== 0x0d) return false
  return true
}

/**
 * One JSONL line as a row (read with `readLines`' limit `limit`): a JSON object parsed strictly (duplicate keys, NaN and overflow are errors), `'blank'`
 * for a line of white space (skipped), or `'invalid'` after reporting why.
 */
export function parseRow(
  line: Line,
  report: ReportProblem,
  limit = MAX_LINE_BYTES,
): JsonObject | 'blank' | 'invalid' {
  if (line.bytes === null) {
    report([], { kind: 'line_too_long', limit })
    return 'invalid'
  }
  if (isBlank(line.bytes)) return 'blank'
  let text: string
  try {
    text = decoder.decode(line.bytes)
  } catch {
    report([], { kind: 'invalid_utf8' })
    return 'invalid'
  }
  const parsed = parseJson(text, { maxDepth: ROW_MAX_DEPTH })
  if (!parsed.ok) {
    report([], { kind: 'invalid_json', failure: parsed.failure })
    return 'invalid'
  }
  const type = jsonTypeOf(parsed.value)
  if (type !== 'object') {
    report([], { kind: 'not_an_object', received: type })
    return 'invalid'
  }
  return parsed.value as JsonObject
}

/** The row's `id` when it is a non-empty string (whatever else is wrong with the row), else `undefined`. */
export function usableId(row: JsonObject): string | undefined {
  return typeof row.id === 'string' && row.id !== '' ? row.id : undefined
}

/** The row's `id`, or `undefined` after reporting that it is missing or not a non-empty string. */
export function rowId(row: JsonObject, report: ReportProblem): string | undefined {
  if (!Object.hasOwn(row, 'id')) {
    report([], { kind: 'missing_field', field: 'id' })
    return undefined
  }
  const id = row.id
  if (typeof id === 'string' && id !== '') return id
  report(['id'], { kind: 'wrong_type', expected: 'id', received: jsonTypeOf(id) })
  return undefined
}
