import type { JsonFailure, Path } from '../../json/types.js'
import type { JsonTypeName } from '../../mismatch.js'

/** What a row field must be, for `wrong_type` (words in `describe-violation.ts`). */
export type FieldType =
  | 'id'
  | 'object'
  | 'string'
  | 'string_or_null'
  | 'boolean'
  | 'boolean_or_null'
  | 'failure_flag'
  | 'count_or_null'
  | 'trial'
  | 'tool_list'
  | 'weights'
  | 'weight'

/** Why an input or a run directory is unusable, as data; the words are written in `describe-violation.ts`. */
export type ViolationProblem =
  | { kind: 'unreadable_file'; code: string }
  | { kind: 'invalid_utf8' }
  | { kind: 'line_too_long'; limit: number }
  | { kind: 'invalid_json'; failure: JsonFailure }
  | { kind: 'not_an_object'; received: JsonTypeName }
  | { kind: 'missing_field'; field: string }
  | { kind: 'wrong_type'; expected: FieldType; received: JsonTypeName }
  | { kind: 'unknown_field'; field: string }
  | { kind: 'conflicting_fields'; fields: readonly [string, string] }
  | { kind: 'duplicate_id'; id: string; first: { file: string; line: number } }
  | { kind: 'duplicate_trial'; id: string; trial: number; first: { file: string; line: number } }
  | { kind: 'trial_mixed'; has: boolean; first: { file: string; line: number } }
  | { kind: 'unknown_id'; id: string }
  | { kind: 'missing_prediction'; id: string }
  | { kind: 'invalid_expectation'; problem: string }
  | { kind: 'invalid_tools'; problem: string }
  | { kind: 'missing_weight'; category: string }
  | { kind: 'invalid_run'; problem: string }
  | { kind: 'invalid_sample'; problem: string }
  | { kind: 'incompatible_runs'; field: string; first: string; other: string }
  | { kind: 'unknown_entry'; id: string }
  | { kind: 'no_bfcl_data' }
  | { kind: 'no_prediction_files' }
  | { kind: 'duplicate_category'; category: string; first: string }

/** One violation: the file as the user named it, the 1-based line (for row problems) and the path inside the row. */
export interface Violation {
  file: string
  line?: number
  path?: Path
  problem: ViolationProblem
}

/** The JSON type name of a parsed value. */
export function jsonTypeOf(value: unknown): JsonTypeName {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  const type = typeof value
  return type === 'boolean' || type === 'number' || type === 'string' ? type : 'object'
}
