import type { JsonObject, JsonValue } from '../../json/types.js'
import { escapeKey, escapeKeys } from './escape-key.js'
import { bareObject } from './record.js'

const SCHEMA_KEYWORDS = new Set([
  'additionalProperties',
  'additionalItems',
  'contains',
  'propertyNames',
  'not',
])
const SCHEMA_LIST_KEYWORDS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems'])
const SCHEMA_MAP_KEYWORDS = new Set(['patternProperties', '$defs', 'definitions'])
const OBJECT_KEYWORDS = ['properties', 'required', 'additionalProperties', 'patternProperties']
const ARRAY_KEYWORDS = ['items', 'prefixItems']
const INTEGER_ONLY: JsonObject = { type: 'number', multipleOf: 1 }

function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function mapValues(map: JsonValue | undefined, convert: (value: JsonValue) => JsonValue): JsonObject {
  const out = bareObject<JsonValue>()
  if (isObject(map)) for (const key of Object.keys(map)) out[key] = convert(map[key]!)
  return out
}

/** The type an untyped subschema implies by its keywords (`properties` → object, `items` → array). */
function impliedType(node: JsonObject, root: boolean): string | undefined {
  const has = (key: string) => Object.hasOwn(node, key)
  if (has('type') || has('$ref') || has('enum') || has('const')) return undefined
  if (root || OBJECT_KEYWORDS.some(has)) return 'object'
  return ARRAY_KEYWORDS.some(has) ? 'array' : undefined
}

/** `integer` as `number` with `multipleOf: 1`: an integer-valued number of any size (zod's int stops at 2^53). */
function widenInteger(node: JsonObject, out: Record<string, JsonValue>): void {
  const types: JsonValue[] = Array.isArray(node.type) ? node.type : node.type === undefined ? [] : [node.type]
  if (!types.includes('integer')) return
  const widened = types.includes('number')
    ? types.filter((type) => type !== 'integer')
    : types.map((type) => (type === 'integer' ? 'number' : type))
  out.type = Array.isArray(node.type) ? widened : 'number'
  if (!Object.hasOwn(node, 'multipleOf') && !types.includes('number')) out.multipleOf = 1
  else if (!types.includes('number'))
    out.allOf = [...(Array.isArray(out.allOf) ? out.allOf : []), INTEGER_ONLY]
}

function rewrite(node: JsonValue, root: boolean): JsonValue {
  if (!isObject(node)) return node
  const out = bareObject<JsonValue>()
  for (const key of Object.keys(node)) {
    const value = node[key]!
    if (key === 'default') continue
    else if (key === 'properties') out[key] = mapKeys(value)
    else if (key === 'required' && Array.isArray(value))
      out[key] = value.map((name) => escapeKey(String(name)))
    else if (key === 'enum' || key === 'const') out[key] = escapeKeys(value)
    else if (key === 'items')
      out[key] = Array.isArray(value) ? value.map((item) => rewrite(item, false)) : rewrite(value, false)
    else if (SCHEMA_KEYWORDS.has(key)) out[key] = rewrite(value, false)
    else if (SCHEMA_LIST_KEYWORDS.has(key) && Array.isArray(value))
      out[key] = value.map((item) => rewrite(item, false))
    else if (SCHEMA_MAP_KEYWORDS.has(key)) out[key] = mapValues(value, (item) => rewrite(item, false))
    else out[key] = value
  }
  const implied = impliedType(node, root)
  if (implied !== undefined) out.type = implied
  widenInteger(node, out)
  const types = Array.isArray(out.type) ? out.type : [out.type]
  if (types.includes('array') && !Object.hasOwn(node, 'items') && !Object.hasOwn(node, 'prefixItems'))
    out.items = {}
  if (Array.isArray(node.required)) {
    const properties = isObject(out.properties) ? out.properties : bareObject<JsonValue>()
    for (const name of node.required) {
      const key = escapeKey(String(name))
      if (!Object.hasOwn(properties, key)) properties[key] = {}
    }
    out.properties = properties
  }
  return out
}

function mapKeys(map: JsonValue): JsonObject {
  const out = bareObject<JsonValue>()
  if (isObject(map)) for (const key of Object.keys(map)) out[escapeKey(key)] = rewrite(map[key]!, false)
  return out
}

/**
 * The schema zod validates with: the same constraints in the form `z.fromJSONSchema` reads faithfully.
 * An array without `items` gets `items: {}` (zod drops `minItems`/`maxItems` otherwise).
 * `default` is dropped (validation never fills values in, so a required argument with a default is still
 * required), `integer` becomes `number` + `multipleOf: 1` (any integer-valued number, however large), a subschema
 * with object or array keywords but no `type` gets one (zod would read it as "anything"), a required name missing
 * from `properties` is declared with `{}`, and property names are escaped (see `escapeKey`).
 */
export function validationSchema(schema: JsonObject): JsonObject {
  return rewrite(schema, true) as JsonObject
}
