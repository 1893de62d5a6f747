import type { z } from 'zod'
import type { Path } from '../json/types.js'
import { closestKey, editDistance } from '../option-keys.js'
import { MatcherUsageError } from '../usage-error.js'

/**
 * Parses `value` with `schema`, or throws a `MatcherUsageError` at the first issue's path. A key the schema does not
 * know is named with its path and, when the schema lists its keys there, the closest known one (`unknown key "nevr"
 * (did you mean "never"?) at nevr`).
 */
export function validate<T>(schema: z.ZodType<T>, value: unknown, path: Path): T {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const problem = issueProblem(schema, parsed.error.issues[0]!, path)
  throw new MatcherUsageError(problem.path, problem.problem)
}

/**
 * One zod issue of `schema` as a usage problem at `path`: a key the schema does not know is named with its own path
 * and, when the schema lists its keys there, the closest known one.
 */
export function issueProblem(
  schema: z.ZodType,
  issue: z.core.$ZodIssue,
  path: Path,
): { path: (string | number)[]; problem: string } {
  const at = [...path, ...(issue.path as (string | number)[])]
  if (issue.code !== 'unrecognized_keys' || issue.keys.length === 0)
    return { path: at, problem: issue.message }
  const known = issue.path.length === 0 ? shapeKeys(schema) : []
  const words = issue.keys.map((key) => {
    const closest = known.length > 0 ? closestKey(key, known) : undefined
    return `"${key}"${closest !== undefined && looksLike(key, closest) ? ` (did you mean "${closest}"?)` : ''}`
  })
  // One key: named in the path too; several: the object holding them.
  if (issue.keys.length === 1) return { path: [...at, issue.keys[0]!], problem: `unknown key ${words[0]}` }
  return { path: at, problem: `unknown keys ${words.join(', ')}` }
}

/** The keys of an object schema (`[]` for any other schema). */
function shapeKeys(schema: z.ZodType): string[] {
  const shape = (schema as { shape?: unknown }).shape
  return shape !== null && typeof shape === 'object' ? Object.keys(shape) : []
}

/** A likely misspelling: a few edits away (two, or one per three characters), or one word the start of the other. */
function looksLike(key: string, known: string): boolean {
  const a = key.toLowerCase()
  const b = known.toLowerCase()
  return editDistance(a, b) <= Math.max(2, Math.floor(a.length / 3)) || b.startsWith(a) || a.startsWith(b)
}
