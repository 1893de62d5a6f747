import { z } from 'zod'
import { AXIS_NAMES, FAILURE_KINDS } from '../../score/types.js'
import { count, json, keys, mismatch, READ_FAILURE_KINDS, unit } from './sample-parts.js'
import { sampleRun } from './sample-run-schema.js'

const DECISIONS = ['CALL', 'CONFIRM', 'CLARIFY', 'ABSTAIN'] as const

const facts = z.strictObject({ tp: count, fp: count, fn: count })

/**
 * One `samples.jsonl` row as `score` writes it (`createSample`'s record plus `tokens` and `trial`). `merge` checks every shard
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
  trial: count.optional(),
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
