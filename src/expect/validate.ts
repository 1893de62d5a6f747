import type { z } from 'zod'
import type { Path } from '../json/types.js'
import { MatcherUsageError } from '../usage-error.js'

/** Parses `value` with `schema`, or throws a `MatcherUsageError` at the first issue's path. */
export function validate<T>(schema: z.ZodType<T>, value: unknown, path: Path): T {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]!
  throw new MatcherUsageError([...path, ...(issue.path as (string | number)[])], issue.message)
}
