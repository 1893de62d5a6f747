import type { JsonValue } from '../../json/types.js'

/**
 * Whether two parsed JSON values have the same `JSON.stringify` text: the same keys in the same order, equal
 * primitives (`0` and `-0` are one text). Walks both values without building either text, and stops at the first
 * difference: a cache asks it of every manifest row's tools, which usually equal the row before's.
 */
export function sameJsonText(a: JsonValue, b: JsonValue): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    for (let index = 0; index < a.length; index++) if (!sameJsonText(a[index]!, b[index]!)) return false
    return true
  }
  if (Array.isArray(b)) return false
  const keys = Object.keys(a)
  const others = Object.keys(b)
  if (keys.length !== others.length) return false
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index]!
    if (key !== others[index] || !sameJsonText(a[key]!, b[key]!)) return false
  }
  return true
}
