import type { JsonObject, JsonValue } from '../../../json/types.js'
import { unescapeKey } from '../escape-key.js'
import { appendIssue, appendUnder, type Check, PASS, type RawIssue, typeIssue, UNSURE } from './raw-issue.js'

interface Field {
  /** The argument's own name (the validation schema escapes `__proto__`). */
  key: string
  check: Check
  required: boolean
}

const isObject = (value: JsonValue | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** zod's issue for a required key that is absent, whatever its subschema would have said of `undefined`. */
const missing = (key: string): RawIssue => ({ code: 'invalid_type', expected: 'nonoptional', path: [key] })

/**
 * `type: object` as zod converts it, subschemas compiled by `compile`: each declared property in order (a required
 * one that is absent is one issue at its key), then the other keys: one `unrecognized_keys` for all of them under
 * `additionalProperties: false`, each checked by an `additionalProperties` schema, or let through.
 * `undefined` (left to zod) when a subschema is, or a keyword has another shape.
 */
export function compileObject(
  node: JsonObject,
  compile: (schema: JsonValue | undefined) => Check | undefined,
): Check | undefined {
  const { properties = {}, required = [], additionalProperties = true } = node
  if (!isObject(properties) || !Array.isArray(required)) return undefined
  const fields: Field[] = []
  for (const name of Object.keys(properties)) {
    const check = compile(properties[name])
    if (check === undefined) return undefined
    fields.push({ key: unescapeKey(name), check, required: required.includes(name) })
  }
  const declared = new Set(fields.map((field) => field.key))
  const strict = additionalProperties === false
  const extra = isObject(additionalProperties) ? compile(additionalProperties) : null
  if (extra === undefined || (typeof additionalProperties !== 'boolean' && extra === null)) return undefined
  return (value) => {
    if (!isObject(value)) return [typeIssue('object')]
    let out: RawIssue[] | undefined
    for (const { key, check, required } of fields) {
      if (!Object.hasOwn(value, key)) {
        if (required) out = appendIssue(out, missing(key))
        continue
      }
      const result = check(value[key]!)
      if (result === UNSURE) return UNSURE
      if (result.length > 0) out = appendUnder(out, key, result)
    }
    if (!strict && extra === null) return out ?? PASS
    let unrecognized: string[] | undefined
    for (const key of Object.keys(value)) {
      if (declared.has(key)) continue
      if (strict) {
        unrecognized ??= []
        unrecognized.push(key)
        continue
      }
      const result = extra!(value[key]!)
      if (result === UNSURE) return UNSURE
      if (result.length > 0) out = appendUnder(out, key, result)
    }
    if (unrecognized !== undefined)
      out = appendIssue(out, { code: 'unrecognized_keys', keys: unrecognized, path: [], continue: true })
    return out ?? PASS
  }
}
