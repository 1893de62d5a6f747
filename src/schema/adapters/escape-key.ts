import type { JsonValue } from '../../json/types.js'
import { bareObject } from './record.js'

const ESCAPED = /^__proto__~*$/

/**
 * Renames `__proto__` (which zod's object parsing skips) to `__proto__~`, `__proto__~` to `__proto__~~`, and so
 * on; every other key is unchanged. A bijection, so applied to both a schema's property names and the arguments
 * it validates, nothing can collide, and `unescapeKey` gives back the original name for paths.
 */
export function escapeKey(key: string): string {
  return ESCAPED.test(key) ? `${key}~` : key
}

/** The inverse of `escapeKey`. */
export function unescapeKey(key: string): string {
  return ESCAPED.test(key) && key !== '__proto__' ? key.slice(0, -1) : key
}

/** A copy of JSON data with every object key escaped (see `escapeKey`). */
export function escapeKeys(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(escapeKeys)
  if (value === null || typeof value !== 'object') return value
  const out = bareObject<JsonValue>()
  for (const key of Object.keys(value)) out[escapeKey(key)] = escapeKeys(value[key]!)
  return out
}
