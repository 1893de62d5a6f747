import type { JsonObject, JsonValue, Path } from '../../json/types.js'
import { MatcherUsageError } from '../../usage-error.js'
import { copyJsonObject } from './copy-json.js'
import { bareObject } from './record.js'

const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'array', 'object', 'null'])
/** Gemini-only annotations with no JSON Schema meaning. */
const DROPPED = new Set(['nullable', 'propertyOrdering', 'property_ordering', 'example'])
/** OpenAPI formats that only restate the type (`enum` marks a string enum; the sizes of numbers). */
const TYPE_FORMATS = new Set(['enum', 'int32', 'int64', 'float', 'double'])

function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function convertType(type: JsonValue, path: Path): string | undefined {
  const name = typeof type === 'string' ? type.toLowerCase() : undefined
  if (name === 'type_unspecified') return undefined
  if (name === undefined || !TYPES.has(name))
    throw new MatcherUsageError(path, `unknown Gemini type ${JSON.stringify(type)}`)
  return name
}

function convert(node: JsonValue | undefined, path: Path): JsonValue {
  if (!isObject(node)) throw new MatcherUsageError(path, 'a Gemini schema must be an object')
  const out = bareObject<JsonValue>()
  for (const key of Object.keys(node)) {
    const value = node[key]!
    if (DROPPED.has(key) || (key === 'format' && typeof value === 'string' && TYPE_FORMATS.has(value)))
      continue
    if (key === 'type') {
      const type = convertType(value, [...path, key])
      if (type !== undefined) out.type = type
    } else if (key === 'properties' && isObject(value)) {
      const properties = bareObject<JsonValue>()
      for (const name of Object.keys(value)) properties[name] = convert(value[name], [...path, key, name])
      out.properties = properties
    } else if (key === 'items') out.items = convert(value, [...path, key])
    else if (key === 'anyOf' && Array.isArray(value))
      out.anyOf = value.map((item, index) => convert(item, [...path, key, index]))
    else out[key] = value
  }
  if (node.nullable === true && typeof out.type === 'string') {
    out.type = [out.type, 'null']
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null]
  }
  return out
}

/**
 * Gemini's OpenAPI-style schema (`type: "OBJECT"`, `nullable`, `format: "enum"`…) as JSON Schema: type names
 * lower-cased (`TYPE_UNSPECIFIED` dropped), `nullable: true` → the type list gains `null` (and a nullable enum
 * gains `null`), formats that only restate the type dropped, `propertyOrdering`/`example` dropped. Plain
 * lower-case JSON Schema passes through unchanged. OpenAPI has no `additionalProperties`, so undeclared arguments
 * are allowed unless the schema says otherwise.
 */
export function jsonSchemaFromGemini(parameters: unknown, path: Path): JsonObject {
  return convert(copyJsonObject(parameters, path, 'Gemini parameters'), path) as JsonObject
}
