import type { JsonValue } from '../../../json/types.js'

/**
 * One issue as zod 4 reports it, with the fields `mapZodIssue` reads: what a compiled check raises, so that the
 * zod route's own mapping turns it into SchemaIssues.
 */
export interface RawIssue {
  code:
    | 'invalid_type'
    | 'invalid_value'
    | 'invalid_union'
    | 'unrecognized_keys'
    | 'too_small'
    | 'too_big'
    | 'not_multiple_of'
  /** Relative to the value checked: a parent prepends its key or index as the issue bubbles up, as zod does. */
  path: (string | number)[]
  expected?: string
  values?: readonly JsonValue[]
  keys?: string[]
  divisor?: number
  /** For `invalid_union`: each branch's issues, paths relative to the union. */
  errors?: (readonly RawIssue[])[]
  /** zod's flag: `true` lets later checks run; absent stops them; `false` stops even those that always run. */
  continue?: boolean
}

/** Returned when a check cannot be sure it reproduces zod's issues for this value: the zod route decides. */
export const UNSURE: unique symbol = Symbol('unsure')

/** What a check says of a value: no issues (the value fits), zod's issues, or `UNSURE`. */
export type Outcome = readonly RawIssue[] | typeof UNSURE

/** A compiled subschema: checks one present value, as zod's parse of the converted subschema would. */
export type Check = (value: JsonValue) => Outcome

/** The outcome of a value that fits (shared and frozen: only issues raised during a call are ever changed). */
export const PASS: readonly RawIssue[] = Object.freeze([])

/** zod's issue for a value of another type. */
export function typeIssue(expected: string): RawIssue {
  return { code: 'invalid_type', expected, path: [] }
}

/** `out` with `issue` appended: a new list when there was none (checks allocate only when something fails). */
export function appendIssue(out: RawIssue[] | undefined, issue: RawIssue): RawIssue[] {
  const list = out ?? []
  list.push(issue)
  return list
}

/** Appends a child's issues under `key`, prefixing their paths in place (they were raised for this call). */
export function appendUnder(
  out: RawIssue[] | undefined,
  key: string | number,
  issues: readonly RawIssue[],
): RawIssue[] {
  const list = out ?? []
  for (const issue of issues) {
    issue.path.unshift(key)
    list.push(issue)
  }
  return list
}

/** True when an issue stops zod's later checks: any without `continue: true`. */
export function aborts(issues: readonly RawIssue[]): boolean {
  return issues.some((issue) => issue.continue !== true)
}
