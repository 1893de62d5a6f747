import type { JsonObject, JsonValue, Path } from '../../json/types.js'
import { resolveRef } from './resolve-ref.js'

/** How many `$ref`s or union branches to follow in a row before giving up (a guard, not a real limit). */
const MAX_HOPS = 32

function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function deref(root: JsonObject, node: JsonValue | undefined): JsonValue | undefined {
  for (let hops = 0; hops < MAX_HOPS && isObject(node) && typeof node.$ref === 'string'; hops++) {
    node = resolveRef(root, node.$ref)
  }
  return node
}

/** The subschema one step down, or `false` when the schema forbids the key, `undefined` when it does not say. */
function step(
  root: JsonObject,
  node: JsonValue | undefined,
  segment: string | number,
  hops: number,
): JsonValue | undefined {
  const here = deref(root, node)
  if (!isObject(here)) return undefined
  const properties = here.properties
  if (typeof segment === 'string' && isObject(properties) && Object.hasOwn(properties, segment))
    return properties[segment]
  if (typeof segment === 'number' && (here.items !== undefined || here.prefixItems !== undefined)) {
    return Array.isArray(here.prefixItems) ? (here.prefixItems[segment] ?? here.items) : here.items
  }
  for (const branch of [
    ...(Array.isArray(here.anyOf) ? here.anyOf : []),
    ...(Array.isArray(here.oneOf) ? here.oneOf : []),
  ]) {
    const found = hops < MAX_HOPS ? step(root, branch, segment, hops + 1) : undefined
    if (found !== undefined) return found
  }
  if (typeof segment === 'string' && here.additionalProperties !== undefined) return here.additionalProperties
  return undefined
}

/**
 * The subschema that describes the value at `path` (following `properties`, `additionalProperties`, `items`,
 * `prefixItems`, local `$ref`s and the first `anyOf`/`oneOf` branch that knows the key): an object or boolean
 * schema, or `undefined` when the schema does not say.
 */
export function subschemaAt(root: JsonObject, path: Path): JsonValue | undefined {
  let node: JsonValue | undefined = root
  for (const segment of path) {
    node = step(root, node, segment, 0)
    if (node === undefined) return undefined
  }
  return deref(root, node)
}
