import type { JsonValue } from './types.js'

/** Deep equality of two canonical JSON values (`5` and `5.0` are one number; `"5"` is not `5`). */
export function jsonEqual(a: JsonValue, b: JsonValue): boolean {
  if (a === b) return true
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    // Stryker disable next-line EqualityOperator: one index past the end compares undefined with undefined, equal
    for (let index = 0; index < a.length; index++) if (!jsonEqual(a[index]!, b[index]!)) return false
    return true
  }
  if (Array.isArray(b)) return false
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  for (const key of keys) {
    if (!Object.hasOwn(b, key) || !jsonEqual(a[key]!, b[key]!)) return false
  }
  return true
}
