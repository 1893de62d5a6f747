// The parts a sample row is built of (JSON values, counts, paths, read failures, mismatches), shared by the turn
// part of a sample (sample-schema.ts) and its run part (sample-run-schema.ts).
import { z } from 'zod'
import type { JsonValue } from '../../json/types.js'
import type { MismatchKind } from '../../mismatch.js'
import type { ReadFailureKind } from '../../read/types.js'

/** Every mismatch kind (a new kind fails to compile here until a sample may hold it). */
export const MISMATCH_KINDS: Record<MismatchKind, true> = {
  read_failure: true,
  decision: true,
  missing_call: true,
  extra_call: true,
  call_order: true,
  pairing_limit: true,
  name: true,
  schema: true,
  stale_schema: true,
  missing: true,
  unexpected: true,
  type: true,
  value: true,
}

/** Every read failure kind (a new kind fails to compile here until a sample may hold it). */
export const READ_FAILURE_KINDS: Record<ReadFailureKind, true> = {
  not_json: true,
  trailing_content: true,
  duplicate_key: true,
  non_finite: true,
  number_overflow: true,
  too_deep: true,
  invalid_utf8: true,
  invalid_value: true,
  cyclic: true,
  unreadable: true,
  not_an_object: true,
  unknown_shape: true,
  arguments_not_json: true,
  schema_invalid: true,
  no_call_found: true,
  python_syntax: true,
  text_syntax: true,
  native_syntax: true,
  ambiguous_arguments: true,
  unknown_item: true,
  truncated: true,
  stream_error: true,
  async_value: true,
  filtered: true,
  not_model_output: true,
  ambiguous_choice: true,
  stopped_without_call: true,
  unpaired_result: true,
  duplicate_call_id: true,
  unanswered_call: true,
  not_one_run: true,
  no_model_turn: true,
  model_error: true,
  incomplete: true,
  unread_call: true,
  unread_stop: true,
  ambiguous_shape: true,
  precision_loss: true,
}

/** The keys of a completeness record, as a zod enum's list. */
export const keys = <T extends string>(record: Record<T, true>) => Object.keys(record) as [T, ...T[]]
const JSON_TYPES = ['null', 'boolean', 'number', 'string', 'array', 'object'] as const

export const json: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(json), z.record(z.string(), json)]),
)
export const count = z.number().int().nonnegative()
export const unit = z.number().min(0).max(1)
export const path = z.array(z.union([z.string(), count]))
const position = z.object({ offset: count, line: count, column: count })

export const readFailure = z.object({
  kind: z.enum(keys(READ_FAILURE_KINDS)),
  format: z.string().optional(),
  path: path.optional(),
  position: position.optional(),
  token: z.string().optional(),
  excerpt: z.object({ text: z.string(), offset: count }).optional(),
  expected: z.array(z.string()).optional(),
  detail: z.string().optional(),
})

/** A mismatch's known fields; other fields (a later version's) are allowed, as data. */
export const mismatch = z.object({
  kind: z.enum(keys(MISMATCH_KINDS)),
  path,
  expected: json.optional(),
  expectedType: z.enum(JSON_TYPES).optional(),
  received: json.optional(),
  rule: z.string().optional(),
  reason: z.string().optional(),
  origin: z
    .object({ kind: z.enum(['tool', 'schema']), tool: z.string(), version: z.string().optional() })
    .optional(),
  allowed: z.array(json).optional(),
  fields: z.array(z.string()).optional(),
  failure: readFailure.optional(),
  call: z.object({ expected: count.optional(), received: count.optional() }).optional(),
  abridged: z.literal(true).optional(),
})
