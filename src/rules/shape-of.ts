import { stableStringify } from '../canonical.js'
import type { JsonObject, JsonValue } from '../json/types.js'

/**
 * The shape of a JSON value, as a `shape` rule holds it: `"string"`, `"number"`, `"boolean"` or `"null"` for a
 * scalar; an object of the shapes of its values, key for key; an array as the list of its elements' distinct shapes
 * (each once, sorted by their JSON text, so neither the number of elements nor their order changes it; `[]` for an
 * empty array). An object with a `$rule` key (data that would read as a rule) is `"object"`. Deterministic: equal
 * values, whatever their key order, have equal shapes, and `shape` of a value's shape accepts that value.
 */
export function shapeOf(value: JsonValue): JsonValue {
  if (value === null) return 'null'
  switch (typeof value) {
    case 'string':
      return 'string'
    case 'number':
      return 'number'
    case 'boolean':
      return 'boolean'
  }
  if (Array.isArray(value)) return elementShapes(value)
  const object = value as JsonObject
  if (Object.hasOwn(object, '$rule')) return 'object'
  const out = Object.create(null) as JsonObject
  for (const key of Object.keys(object).sort()) out[key] = shapeOf(object[key]!)
  return out
}

function elementShapes(items: readonly JsonValue[]): JsonValue[] {
  const byText = new Map<string, JsonValue>()
  for (const item of items) {
    const shape = shapeOf(item)
    const text = stableStringify(shape)
    if (!byText.has(text)) byText.set(text, shape)
  }
  return [...byText.keys()].sort().map((text) => byText.get(text)!)
}
