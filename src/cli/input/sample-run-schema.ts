// The run part of a `samples.jsonl` row: run axes, counts, run mismatches and the abridged timeline.
import { z } from 'zod'
import type { Mode } from '../../match/run/compiled-run.js'
import type { RunMismatch } from '../../match/run/types.js'
import type { CallStatus } from '../../read/types.js'
import { RUN_AXIS_NAMES } from '../../score/run/run-types.js'
import { count, json, keys, mismatch, path, readFailure, unit } from './sample-parts.js'

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
  missing_call: z.object({
    kind: z.literal('missing_call'),
    expected: json,
    step: count.optional(),
    mode,
    // Lookups come last: a long list of mismatches may use up the field's allowance before them.
    closest: z
      .object({ at: callAt, mismatches: z.array(mismatch), lookups: z.array(lookup).optional() })
      .optional(),
    after: callAt.optional(),
  }),
  call_order: z.object({
    kind: z.literal('call_order'),
    // Both orders as kept: a long run's list is cut (its last entry may be cut short; the words skip what is not whole).
    expected: z.array(json),
    received: z.array(json),
    mode,
    step: count.optional(),
  }),
  extra_call: z.object({
    kind: z.literal('extra_call'),
    at: callAt,
    mode,
    closest: z
      .object({ expected: json, mismatches: z.array(mismatch), lookups: z.array(lookup).optional() })
      .optional(),
  }),
  missing_step: z.object({ kind: z.literal('missing_step'), step: count }),
  extra_step: z.object({ kind: z.literal('extra_step'), step: count }),
  times: z.object({ kind: z.literal('times'), expected: json, max: count, count, step: count.optional() }),
  max_calls: z.object({ kind: z.literal('max_calls'), max: count, count }),
  max_steps: z.object({ kind: z.literal('max_steps'), max: count, count }),
  never: z.object({ kind: z.literal('never'), expected: json, at: callAt }),
  answer: z.object({ kind: z.literal('answer'), mismatches: z.array(mismatch) }),
  invalid_call: z.object({ kind: z.literal('invalid_call'), at: callAt, mismatches: z.array(mismatch) }),
  claim: z.object({
    kind: z.literal('claim'),
    claim: count,
    sentence: z.string(),
    when: json,
    expected: json,
    reason: z.union([
      z.object({ kind: z.literal('not_called') }),
      z.object({ kind: z.literal('failed'), at: callAt }),
      z.object({
        kind: z.literal('other_call'),
        closest: z.object({ at: callAt, mismatches: z.array(mismatch), lookups: z.array(lookup).optional() }),
      }),
    ]),
  }),
  no_answer: z.object({ kind: z.literal('no_answer'), check: z.literal('claims') }),
  unacknowledged_error: z.object({
    kind: z.literal('unacknowledged_error'),
    at: callAt,
    name: z.string(),
    answered: z.boolean(),
  }),
  identical_calls: z.object({
    kind: z.literal('identical_calls'),
    name: z.string(),
    arguments: json,
    at: z.array(json),
    count,
    max: count,
  }),
  cycle: z.object({
    kind: z.literal('cycle'),
    names: z.array(json),
    repeats: count,
    from: callAt,
    to: callAt,
  }),
} satisfies Record<RunMismatch['kind'], z.ZodObject>

type RunMismatchSchema = (typeof RUN_MISMATCHES)[RunMismatch['kind']]
const runMismatch = z
  .discriminatedUnion('kind', Object.values(RUN_MISMATCHES) as [RunMismatchSchema, ...RunMismatchSchema[]])
  .and(z.object({ abridged: z.literal(true).optional() }))

/** A run item's part of a sample: run axes, counts, mismatches and the abridged timeline. */
export const sampleRun = z.strictObject({
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
    claims: z.strictObject({ made: count, backed: count }).nullable(),
    loops: count.nullable(),
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
