import { z } from 'zod'
import type { JsonValue } from '../../json/types.js'
import type { Mode, RunMismatch } from '../../match/run/types.js'
import type { MismatchKind } from '../../mismatch.js'
import type { CallStatus, ReadFailureKind } from '../../read/types.js'
import { RUN_AXIS_NAMES } from '../../score/run/run-types.js'
import { AXIS_NAMES, FAILURE_KINDS } from '../../score/types.js'

/** Every mismatch kind (a new kind fails to compile here until a sample may hold it). */
const MISMATCH_KINDS: Record<MismatchKind, true> = {
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
const READ_FAILURE_KINDS: Record<ReadFailureKind, true> = {
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
  precision_loss: true,
}

const keys = <T extends string>(record: Record<T, true>) => Object.keys(record) as [T, ...T[]]
const DECISIONS = ['CALL', 'CONFIRM', 'CLARIFY', 'ABSTAIN'] as const
const JSON_TYPES = ['null', 'boolean', 'number', 'string', 'array', 'object'] as const

const json: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(json), z.record(z.string(), json)]),
)
const count = z.number().int().nonnegative()
const unit = z.number().min(0).max(1)
const path = z.array(z.union([z.string(), count]))
const position = z.object({ offset: count, line: count, column: count })

const readFailure = z.object({
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
const mismatch = z.object({
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

const facts = z.strictObject({ tp: count, fp: count, fn: count })

/** Every run order mode and call status (each list fails to compile until it is complete). */
const MODES: Record<Mode, true> = {
  exact: true,
  unordered: true,
  'in-order': true,
  subset: true,
  superset: true,
}
const CALL_STATUSES: Record<CallStatus, true> = {
  ok: true,
  error: true,
  denied: true,
  approval_requested: true,
}
const positive = z.number().int().positive()
const callAt = z.strictObject({ step: count, call: count })
const mode = z.enum(keys(MODES))
const lookup = z.object({
  path,
  ref: z.union([z.string(), z.object({ step: count, call: count.optional() })]),
  resultPath: z.string(),
  at: callAt.optional(),
  name: z.string().optional(),
  outcome: z.union([
    z.object({ kind: z.literal('found'), value: json }),
    z.object({ kind: z.enum(['no_call', 'no_result', 'no_path']) }),
  ]),
})

/**
 * Each run mismatch kind with the fields its words need (other fields are allowed, as data); a new kind fails to
 * compile here until a sample may hold it.
 */
const RUN_MISMATCHES = {
  read_failure: z.object({ kind: z.literal('read_failure'), failure: readFailure }),
  call: z.object({
    kind: z.literal('call'),
    at: callAt,
    expected: json,
    mismatches: z.array(mismatch),
    lookups: z.array(lookup),
  }),
  missing_call: z.object({ kind: z.literal('missing_call'), expected: json, step: count.optional(), mode }),
  extra_call: z.object({ kind: z.literal('extra_call'), at: callAt, mode }),
  missing_step: z.object({ kind: z.literal('missing_step'), step: count }),
  extra_step: z.object({ kind: z.literal('extra_step'), step: count }),
  times: z.object({ kind: z.literal('times'), expected: json, max: count, count, step: count.optional() }),
  max_calls: z.object({ kind: z.literal('max_calls'), max: count, count }),
  max_steps: z.object({ kind: z.literal('max_steps'), max: count, count }),
  never: z.object({ kind: z.literal('never'), expected: json, at: callAt }),
  answer: z.object({ kind: z.literal('answer'), mismatches: z.array(mismatch) }),
} satisfies Record<RunMismatch['kind'], z.ZodObject>

type RunMismatchSchema = (typeof RUN_MISMATCHES)[RunMismatch['kind']]
const runMismatch = z
  .discriminatedUnion('kind', Object.values(RUN_MISMATCHES) as [RunMismatchSchema, ...RunMismatchSchema[]])
  .and(z.object({ abridged: z.literal(true).optional() }))

/** A run item's part of a sample: run axes, counts, mismatches and the abridged timeline. */
const sampleRun = z.strictObject({
  axes: z.strictObject(Object.fromEntries(RUN_AXIS_NAMES.map((name) => [name, unit.nullable()]))),
  counts: z.strictObject({
    calls: count,
    steps: count,
    repeated: count,
    wasted: count,
    matching: z.strictObject({ expected: count, matched: count, missed: count, extra: count }).nullable(),
    stepMatching: z.strictObject({ expected: count, met: count, counted: count }).nullable(),
    violations: count.nullable(),
    dependencies: z.strictObject({ checked: count, satisfied: count }).nullable(),
  }),
  mismatches: z.array(runMismatch),
  mismatchesOmitted: positive.optional(),
  timeline: z
    .strictObject({
      steps: z.array(
        z.strictObject({
          calls: z.array(
            z.strictObject({
              name: z.string(),
              arguments: json,
              result: json.optional(),
              status: z.enum(keys(CALL_STATUSES)).optional(),
            }),
          ),
          moreCalls: positive.optional(),
        }),
      ),
      moreSteps: positive.optional(),
      answer: z.string().optional(),
    })
    .optional(),
})

/**
 * One `samples.jsonl` row as `score` writes it (`createSample`'s record plus `tokens`). `merge` checks every shard
 * line against it: a sample on disk is input like a prediction, and a tampered one is a violation at `file:line`,
 * never an internal error or markup in the report.
 */
export const SAMPLE_ROW = z.strictObject({
  id: z.string().min(1),
  category: z.string().optional(),
  metadata: z.record(z.string(), json).optional(),
  profile: z.string(),
  version: z.string(),
  pass: z.boolean(),
  axes: z.strictObject(Object.fromEntries(AXIS_NAMES.map((name) => [name, unit.nullable()]))),
  total: unit.nullable(),
  failure: z.enum(FAILURE_KINDS).nullable(),
  readFailure: z.enum(keys(READ_FAILURE_KINDS)).optional(),
  decision: z
    .strictObject({ expected: z.enum(DECISIONS), received: z.enum([...DECISIONS, 'INVALID']) })
    .optional(),
  calls: z.array(
    z.strictObject({
      tool: z.string(),
      received: count.nullable(),
      name: z.union([z.literal(0), z.literal(1)]),
      arguments: unit.nullable(),
    }),
  ),
  facts: z.strictObject({ keys: facts, values: facts }),
  stale: z.boolean(),
  mismatches: z.array(mismatch),
  mismatchesOmitted: z.number().int().positive().optional(),
  tokens: z.strictObject({ prompt: count.optional(), generated: count.optional() }).optional(),
  run: sampleRun.optional(),
})

/** One problem of a sample row: where in the row, and what is wrong there. */
export interface SampleProblem {
  path: (string | number)[]
  problem: string
}

/** Checks a parsed row against `SAMPLE_ROW`: every problem found (at most `limit`), or none. */
export function checkSampleRow(row: unknown, limit = 10): SampleProblem[] {
  const parsed = SAMPLE_ROW.safeParse(row)
  if (parsed.success) return []
  return parsed.error.issues
    .slice(0, limit)
    .map((issue) => ({ path: issue.path as (string | number)[], problem: issue.message }))
}
