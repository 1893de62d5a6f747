import type { JsonValue } from '../../../json/types.js'
import { bareObject } from '../record.js'
import { compileUnion } from './compile-union.js'
import { type Check, PASS, typeIssue } from './raw-issue.js'

type Primitive = string | number | boolean | null

const isPrimitive = (value: JsonValue): value is Primitive => value === null || typeof value !== 'object'

/** zod's literal of `values` (SameValueZero membership), reporting `values` as given. */
function literal(values: readonly Primitive[]): Check {
  const allowed = new Set<JsonValue>(values)
  const reported = Object.freeze([...values])
  return (value) => (allowed.has(value) ? PASS : [{ code: 'invalid_value', values: reported, path: [] }])
}

/** The values zod's string enum reports: each once, in the order of an object's keys (integer-like keys first). */
function enumOrder(values: readonly string[]): string[] {
  const entries = bareObject<string>()
  for (const value of values) entries[value] = value
  return Object.values(entries)
}

/**
 * `enum` as zod converts it: none is never, one a literal, strings a string enum, anything else a union of literals.
 * `undefined` (left to zod) when a value is not a primitive.
 */
export function compileEnum(values: JsonValue): Check | undefined {
  if (!Array.isArray(values) || !values.every(isPrimitive)) return undefined
  if (values.length === 0) return () => [typeIssue('never')]
  if (values.length === 1) return literal(values)
  if (values.every((value) => typeof value === 'string')) return literal(enumOrder(values))
  return compileUnion(values.map((value) => literal([value])))
}

/** `const` as zod converts it: a literal. `undefined` (left to zod) when it is not a primitive. */
export function compileConst(value: JsonValue): Check | undefined {
  return isPrimitive(value) ? literal([value]) : undefined
}
