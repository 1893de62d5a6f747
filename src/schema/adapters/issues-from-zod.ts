import type { JsonObject, JsonValue, Path } from '../../json/types.js'
import { finishIssues } from './finish-issues.js'
import { isRecord } from './record.js'
import type { JsonSchemaObject, JsonTypeName, SchemaIssue } from './types.js'
import { unionIssues } from './union-issues.js'
import { valueAt } from './value-at.js'

/** Zod's `expected` names, as JSON types. */
const EXPECTED: Readonly<Record<string, JsonTypeName>> = {
  string: 'string',
  number: 'number',
  int: 'integer',
  integer: 'integer',
  boolean: 'boolean',
  array: 'array',
  tuple: 'array',
  object: 'object',
  record: 'object',
  null: 'null',
}

/** What the mapping needs besides the issue: the arguments, and how to undo key escaping. */
export interface IssueContext {
  args: JsonObject
  decodeKey: (key: string) => string
  /** The schema as JSON Schema, when known: it names `integer` where the validator only says number. */
  jsonSchema?: JsonSchemaObject | undefined
}

function segment(raw: unknown, context: IssueContext): string | number {
  const key = isRecord(raw) && 'key' in raw ? raw.key : raw
  if (typeof key === 'number') return key
  return typeof key === 'string' ? context.decodeKey(key) : String(key)
}

function isJson(value: unknown): value is JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true
  if (typeof value === 'number') return Number.isFinite(value)
  if (Array.isArray(value)) return value.every(isJson)
  return isRecord(value) && Object.values(value).every(isJson)
}

/** The issue, with `received` last when there is one (built in place: this runs for every issue of every call). */
function issue(base: SchemaIssue, received: JsonValue | undefined): SchemaIssue {
  if (received !== undefined) base.received = received
  return base
}

/** One zod issue (zod 4's shape; other libraries' `code`-less issues become `invalid`) as SchemaIssues. */
export function mapZodIssue(raw: unknown, prefix: Path, context: IssueContext): SchemaIssue[] {
  const zod = isRecord(raw) ? raw : {}
  const rawPath = Array.isArray(zod.path) ? zod.path : []
  const path = [...prefix, ...rawPath.map((key) => segment(key, context))]
  const code = zod.code
  const found = valueAt(context.args, path)
  if (!found.present && found.inObject && code !== 'unrecognized_keys')
    return [{ reason: 'missing_required', path }]
  const received = found.value
  switch (code) {
    case 'invalid_type': {
      if (zod.expected === 'never') return [issue({ reason: 'undeclared', path }, received)]
      const expectedType = typeof zod.expected === 'string' ? EXPECTED[zod.expected] : undefined
      const wrong: SchemaIssue = { reason: 'wrong_type', path }
      if (expectedType) wrong.expectedType = expectedType
      return [issue(wrong, received)]
    }
    case 'invalid_value':
    case 'invalid_enum_value': // zod 3, through its Standard Schema face
    case 'invalid_literal': {
      const values = Array.isArray(zod.values)
        ? zod.values
        : Array.isArray(zod.options)
          ? zod.options
          : [zod.expected]
      return [issue({ reason: 'not_in_enum', path, allowed: values.filter(isJson) }, received)]
    }
    case 'unrecognized_keys': {
      const keys = Array.isArray(zod.keys) ? zod.keys : []
      return keys.map((key) => {
        const at = [...path, segment(key, context)]
        return issue({ reason: 'undeclared', path: at }, valueAt(context.args, at).value)
      })
    }
    case 'not_multiple_of':
      if (zod.divisor === 1) return [issue({ reason: 'wrong_type', path, expectedType: 'integer' }, received)]
      return [issue({ reason: 'invalid', path }, received)]
    case 'too_small':
    case 'too_big':
      return [issue({ reason: 'out_of_range', path }, received)]
    case 'invalid_format':
    case 'invalid_string': // zod 3
      return [issue({ reason: 'invalid_format', path }, received)]
    case 'invalid_union': {
      const branches = Array.isArray(zod.errors) ? zod.errors : []
      const mapped = branches.map((list) =>
        (Array.isArray(list) ? list : []).flatMap((item) => mapZodIssue(item, path, context)),
      )
      return unionIssues(mapped, path, received)
    }
    default:
      return [issue({ reason: 'invalid', path }, received)]
  }
}

/**
 * Zod issues as SchemaIssues with absolute paths inside the arguments: a key the arguments lack is
 * `missing_required` whatever zod called it; `invalid_type` is `wrong_type` (`expected: never` is `undeclared`);
 * `invalid_value` is `not_in_enum`; `unrecognized_keys` gives one `undeclared` per key; `too_small`/`too_big` are
 * `out_of_range`; `not_multiple_of` 1 is `wrong_type` integer; unions report their most specific branch.
 */
export function issuesFromZod(issues: readonly unknown[], context: IssueContext): SchemaIssue[] {
  const mapped: SchemaIssue[] = []
  for (const raw of issues) for (const item of mapZodIssue(raw, [], context)) mapped.push(item) // not flatMap: slower
  return finishIssues(mapped, context.jsonSchema)
}
