import { parseJson } from '../../json/parse.js'
import type { JsonObject, JsonValue, Path } from '../../json/types.js'
import { isRecord } from '../field.js'
import { failRead } from '../read-error.js'
import type { ReadTools } from '../types.js'

/** The JSON Schemas of a tool's parameters, by name, when `tools` knows the tool; otherwise `undefined`. */
export function parameterSchemas(tools: ReadTools | undefined, name: string): JsonObject | undefined {
  const schema = tools?.tools.get(name)?.schema.jsonSchema
  const properties = schema === undefined ? undefined : schema.properties
  return isRecord(properties) ? (properties as JsonObject) : undefined
}

/** The JSON types a parameter schema allows (`type`, a list of types, or the types of `anyOf` / `oneOf`). */
function typesOf(schema: JsonValue | undefined): string[] {
  if (!isRecord(schema)) return []
  const object = schema as JsonObject
  const type = object.type
  if (typeof type === 'string') return [type]
  if (Array.isArray(type)) return type.filter((item): item is string => typeof item === 'string')
  const branches = [object.anyOf, object.oneOf].flatMap((list) => (Array.isArray(list) ? list : []))
  return branches.flatMap(typesOf)
}

const INTEGER = /^-?(?:0|[1-9]\d*)$/
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/

/** The value of `text` as one JSON type, or `undefined` when it is not written as that type. */
function asType(text: string, type: string): JsonValue | undefined {
  const trimmed = text.trim()
  switch (type) {
    case 'string':
      return text
    case 'null':
      return trimmed === 'null' || trimmed === 'None' ? null : undefined
    case 'boolean':
      return /^(?:true|false)$/i.test(trimmed) ? trimmed.toLowerCase() === 'true' : undefined
    case 'integer':
      return INTEGER.test(trimmed) && Number.isSafeInteger(Number(trimmed)) ? Number(trimmed) : undefined
    case 'number':
      return NUMBER.test(trimmed) && Number.isFinite(Number(trimmed)) ? Number(trimmed) : undefined
    case 'object':
    case 'array': {
      const parsed = parseJson(trimmed, { duplicateKeys: 'error' })
      // `null` is no object: it converts only where the schema allows `null`.
      if (!parsed.ok || parsed.value === null) return undefined
      return (type === 'array') === Array.isArray(parsed.value) && typeof parsed.value === 'object'
        ? parsed.value
        : undefined
    }
    default:
      return undefined
  }
}

/**
 * Converts a Qwen3-Coder XML parameter value (text) as its schema says: text stays text when the schema allows a
 * string or says nothing; otherwise the first of its types the text is written as (`null` before `string`, so a
 * nullable string reads `null` as null). A value that converts to none of the types is `schema_invalid` at its path.
 */
export function convertXmlValue(text: string, schema: JsonValue | undefined, path: Path): JsonValue {
  const types = typesOf(schema)
  if (types.length === 0) return text
  const ordered = [...types.filter((type) => type !== 'string'), ...types.filter((type) => type === 'string')]
  for (const type of ordered) {
    const value = asType(text, type)
    if (value !== undefined) return value
  }
  return failRead({
    kind: 'schema_invalid',
    format: 'qwen-xml',
    path: [...path],
    expected: types,
    detail: `the value ${JSON.stringify(text.slice(0, 40))} does not convert`,
  })
}
