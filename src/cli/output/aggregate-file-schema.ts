import { z } from 'zod'
import { formatPath } from '../../path.js'
import { RUN_AXIS_NAMES } from '../../score/run/run-types.js'
import { AXIS_NAMES, FAILURE_KINDS } from '../../score/types.js'
import { AGGREGATE_FORMAT, type AggregateFile } from './aggregate-file.js'

const count = z.number().int().nonnegative()
const tally = z.strictObject({ count, sum: z.string().regex(/^\d+$/) })
const runs = z.strictObject({
  samples: count,
  axes: z.strictObject(Object.fromEntries(RUN_AXIS_NAMES.map((name) => [name, tally]))),
  calls: count,
  steps: count,
  repeated: count,
  wasted: count,
  matching: z.strictObject({ samples: count, expected: count, matched: count, missed: count, extra: count }),
  stepMatching: z.strictObject({ samples: count, expected: count, met: count, counted: count }),
  never: z.strictObject({ samples: count, violations: count, violating: count }),
  dependencies: z.strictObject({ samples: count, checked: count, satisfied: count }),
})
const group = z.strictObject({
  samples: count,
  passes: count,
  stale: count,
  axes: z.strictObject(Object.fromEntries(AXIS_NAMES.map((name) => [name, tally]))),
  total: tally,
  runs: runs.optional(),
})
const facts = z.strictObject({ tp: count, fp: count, fn: count, rows: count, macro: tally })
const aggregate = z.strictObject({
  profile: z.string().nullable(),
  version: z.string().nullable(),
  all: group,
  categories: z.record(z.string(), group),
  mutationKinds: z.record(z.string(), group),
  tools: z.record(z.string(), z.strictObject({ calls: count, names: count, arguments: tally })),
  failures: z.strictObject(Object.fromEntries(FAILURE_KINDS.map((kind) => [kind, count]))),
  readFailures: z.record(z.string(), count),
  decisions: z.record(z.string(), z.record(z.string(), count)),
  facts: z.strictObject({ keys: facts, values: facts }),
})
const itemCounts = z
  .strictObject({ n: count, c: count })
  .refine((counts) => counts.c <= counts.n, { message: 'c (passed trials) must be at most n (trials)' })
const trials = z.strictObject({ items: z.record(z.string(), itemCounts), summary: z.unknown() })
const digest = z.strictObject({ rows: count, sha256Sum: z.string().regex(/^[0-9a-f]{64}$/) })
const file = z
  .strictObject({
    format: z.literal(AGGREGATE_FORMAT),
    version: z.string(),
    profile: z.string(),
    categoryWeights: z.record(z.string(), z.number().nonnegative()).nullable(),
    inputs: z.strictObject({
      manifest: digest,
      predictions: digest,
      tools: z
        .string()
        .regex(/^[0-9a-f]{64}$/)
        .nullable(),
    }),
    metrics: z.unknown(),
    aggregate,
    trials: trials.optional(),
  })
  .refine((value) => (value.aggregate.profile ?? value.profile) === value.profile, {
    message: 'the aggregate was made with another profile',
    path: ['aggregate', 'profile'],
  })
  .refine((value) => (value.aggregate.version ?? value.version) === value.version, {
    message: 'the aggregate was made with another scorer version',
    path: ['aggregate', 'version'],
  })
  .refine(
    (value) =>
      value.categoryWeights === null ||
      Object.keys(value.aggregate.categories).every((name) => Object.hasOwn(value.categoryWeights!, name)),
    { message: 'a category of the aggregate has no weight', path: ['categoryWeights'] },
  )

/**
 * Checks parsed `aggregate.json` contents. On success the value itself is returned (not a copy, so that keys such
 * as `__proto__` stay plain data); otherwise the first problem in words with its path.
 */
export function checkAggregateFile(
  value: unknown,
): { ok: true; file: AggregateFile } | { ok: false; problem: string } {
  const parsed = file.safeParse(value)
  if (parsed.success) return { ok: true, file: value as AggregateFile }
  const issue = parsed.error.issues[0]!
  const at = issue.path.length === 0 ? '' : ` at ${formatPath(issue.path as (string | number)[])}`
  return { ok: false, problem: `${issue.message}${at}` }
}
