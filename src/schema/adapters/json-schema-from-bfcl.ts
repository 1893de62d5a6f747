import type { JsonObject, JsonValue, Path } from '../../json/types.js'
import { MatcherUsageError } from '../../usage-error.js'
import { copyJsonObject } from './copy-json.js'
import { bareObject } from './record.js'

/** BFCL's type names as JSON Schema types; `any` constrains nothing. */
const TYPES: Readonly<Record<string, string | undefined>> = {
  string: 'string',
  integer: 'integer',
  float: 'number',
  boolean: 'boolean',
  array: 'array',
  tuple: 'array',
  dict: 'object',
  any: undefined,
}

function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function convert(node: JsonValue | undefined, path: Path): JsonObject {
  if (!isObject(node)) throw new MatcherUsageError(path, 'a BFCL parameter must be an object')
  const out = bareObject<JsonValue>()
  const type = node.type
  if (typeof type !== 'string' || !Object.hasOwn(TYPES, type)) {
    throw new MatcherUsageError(
      [...path, 'type'],
      `unknown BFCL type ${JSON.stringify(type)} (expected ${Object.keys(TYPES).join(', ')})`,
    )
  }
  if (TYPES[type] !== undefined) out.type = TYPES[type]
  for (const key of ['description', 'enum', 'default', 'required'] as const) {
    if (Object.hasOwn(node, key)) out[key] = node[key]!
  }
  if (isObject(node.properties)) {
    const properties = bareObject<JsonValue>()
    for (const name of Object.keys(node.properties)) {
      properties[name] = convert(node.properties[name], [...path, 'properties', name])
    }
    out.properties = properties
  }
  if (Array.isArray(node.items))
    out.prefixItems = node.items.map((item, index) => convert(item, [...path, 'items', index]))
  else if (node.items !== undefined) out.items = convert(node.items, [...path, 'items'])
  return out
}

/**
 * BFCL function-doc parameters (`{type: "dict", properties, required}`) as JSON Schema: `dict` → object, `float`
 * → number, `tuple` → array, `any` → no constraint, `string`/`integer`/`boolean`/`array` unchanged. Kept:
 * `description`, `enum`, `default`, `required`, `properties`, `items`. Dropped: what BFCL's checker does not
 * enforce (`format`, `optional`, bounds), so verdicts agree with it. The top level forbids undeclared parameters
 * (`additionalProperties: false`, as BFCL's checker does); nested dicts stay open (it only compares their values).
 */
export function jsonSchemaFromBfcl(parameters: unknown, path: Path): JsonObject {
  const copied = copyJsonObject(parameters, path, 'BFCL parameters')
  const converted = convert(copied, path)
  return { ...converted, type: 'object', additionalProperties: false }
}
