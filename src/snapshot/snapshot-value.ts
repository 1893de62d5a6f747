import type { JsonObject, JsonValue } from '../json/types.js'

/**
 * A received JSON value as a snapshot writes it: the value itself, except that an object holding a `$rule` key
 * (data that would read back as a rule) is wrapped as `{"$rule": "exact", "value": …}`, so it stays literal.
 * Objects come back with a `null` prototype, so keys such as `__proto__` stay plain data.
 */
export function snapshotValue(value: JsonValue): JsonValue {
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map(snapshotValue)
  if (Object.hasOwn(value, '$rule')) return { $rule: 'exact', value }
  const out = Object.create(null) as JsonObject
  for (const key of Object.keys(value)) out[key] = snapshotValue(value[key]!)
  return out
}
