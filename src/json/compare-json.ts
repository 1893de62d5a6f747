import type { JsonObject, JsonValue } from './types.js'

/** Ranks of the JSON types in the order: null, booleans, numbers, strings, arrays, objects. */
function rank(value: JsonValue): number {
  if (value === null) return 0
  switch (typeof value) {
    case 'boolean':
      return 1
    case 'number':
      return 2
    case 'string':
      return 3
    default:
      return Array.isArray(value) ? 4 : 5
  }
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * A total order on canonical JSON values (keys sorted, as `canonicalize` leaves them), without building text: by
 * type, then numbers by value, strings by UTF-16 code units, arrays element by element then by length, objects
 * key by key (name, then value) then by size. Zero exactly when `jsonEqual` holds. What tie-breaking sorts use.
 */
export function compareJson(a: JsonValue, b: JsonValue): number {
  if (a === b) return 0
  const byRank = rank(a) - rank(b)
  if (byRank !== 0) return byRank
  // Two different values of one primitive type: false < true, numbers by value, strings by code units.
  if (typeof a !== 'object') return a < (b as typeof a) ? -1 : 1
  // Stryker disable next-line ConditionalExpression: arrays walked as objects (index keys in order) compare alike
  if (Array.isArray(a)) return compareArrays(a, b as JsonValue[])
  return compareObjects(a as JsonObject, b as JsonObject)
}

function compareArrays(a: readonly JsonValue[], b: readonly JsonValue[]): number {
  const shared = Math.min(a.length, b.length)
  for (let index = 0; index < shared; index++) {
    const order = compareJson(a[index]!, b[index]!)
    if (order !== 0) return order
  }
  return a.length - b.length
}

function compareObjects(a: JsonObject, b: JsonObject): number {
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  const shared = Math.min(keysA.length, keysB.length)
  for (let index = 0; index < shared; index++) {
    const keyA = keysA[index]!
    const keyB = keysB[index]!
    const byKey = compareText(keyA, keyB)
    if (byKey !== 0) return byKey
    const order = compareJson(a[keyA]!, b[keyB]!)
    if (order !== 0) return order
  }
  return keysA.length - keysB.length
}
