import { z } from 'zod'
import type { JsonValue } from '../../../../src/json/types.js'
import { type Check, type RawIssue, UNSURE } from '../../../../src/schema/adapters/fast/raw-issue.js'

const FIELDS = ['code', 'path', 'expected', 'values', 'keys', 'divisor'] as const

/** The fields `mapZodIssue` reads, from a zod issue or a RawIssue (nested union branches too; `continue` aside). */
export function project(issue: object): Record<string, unknown> {
  const source = issue as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const field of FIELDS) if (source[field] !== undefined) out[field] = source[field]
  if (Array.isArray(source.errors)) out.errors = source.errors.map((branch: object[]) => branch.map(project))
  return out
}

/** zod's issues for `value` under a schema as `z.fromJSONSchema` reads it (no validation-schema rewrite). */
export function zodRaw(schema: JsonValue, value: JsonValue): Record<string, unknown>[] {
  const result = z
    .fromJSONSchema(schema as z.core.JSONSchema.JSONSchema, { registry: z.registry() })
    .safeParse(value)
  return result.success ? [] : result.error.issues.map(project)
}

/** A check's issues, projected like `zodRaw`'s; `UNSURE` as is. */
export function raw(check: Check | undefined, value: JsonValue): Record<string, unknown>[] | typeof UNSURE {
  if (check === undefined) throw new Error('not compiled')
  const result = check(value)
  return result === UNSURE ? UNSURE : result.map((issue: RawIssue) => project(issue))
}
