import { DEFAULT_MAX_DEPTH, type JsonObject, type JsonValue, type Path } from './json/types.js'
import { sortedObject } from './sorted-object.js'
import { normalizeString, type UnicodePolicy } from './unicode-policy.js'
import { describeClass, fail, isCanonicalError, messageOf, type ValueFailure } from './value-failure.js'

/** Options of canonicalisation, complete. */
export interface CanonicalOptions {
  unicode: UnicodePolicy
  maxDepth: number
}

/** The default canonicalisation options: NFC strings, nesting at most 64 deep. */
export const DEFAULT_CANONICAL_OPTIONS: CanonicalOptions = { unicode: 'nfc', maxDepth: DEFAULT_MAX_DEPTH }

/** The outcome of canonicalisation: a canonical JSON value, or the reason there is none. Never throws. */
export type CanonicalResult = { ok: true; value: JsonValue } | { ok: false; failure: ValueFailure }

/**
 * Turns any JavaScript value into canonical JSON: object keys sorted (by UTF-16 code units) on `null`-prototype
 * objects, strings and keys normalised, `-0` as `0`. Properties whose value is `undefined` are left out, as JSON
 * would; anything JSON cannot carry (`undefined` in an array, functions, BigInt, NaN, cycles, class instances,
 * getters or proxies that throw) is a failure naming the path, never an exception.
 */
export function canonicalize(
  input: unknown,
  options: CanonicalOptions = DEFAULT_CANONICAL_OPTIONS,
): CanonicalResult {
  try {
    return { ok: true, value: walk(input, [], 0, [], options) }
  } catch (error) {
    if (isCanonicalError(error)) return { ok: false, failure: error.failure }
    if (error instanceof RangeError) return { ok: false, failure: { kind: 'too_deep', path: [] } }
    throw error
  }
}

function walk(
  value: unknown,
  path: (string | number)[],
  depth: number,
  seen: object[],
  options: CanonicalOptions,
): JsonValue {
  switch (typeof value) {
    case 'string':
      return normalizeString(value, options.unicode)
    case 'number':
      if (!Number.isFinite(value)) fail('non_finite', path, String(value))
      return value === 0 ? 0 : value
    case 'boolean':
      return value
    case 'object':
      if (value === null) return null
      return walkObject(value, path, depth + 1, seen, options)
    default:
      return fail('invalid_value', path, typeof value)
  }
}

function walkObject(
  value: object,
  path: (string | number)[],
  depth: number,
  seen: object[],
  options: CanonicalOptions,
): JsonValue {
  if (depth > options.maxDepth) fail('too_deep', path, String(options.maxDepth))
  // `seen` holds the ancestors (at most `maxDepth`, a few in practice): a stack scanned is cheaper than a Set.
  if (seen.includes(value)) fail('cyclic', path)
  seen.push(value)
  try {
    if (Array.isArray(value)) return walkArray(value, path, depth, seen, options)
    if (value instanceof Date) {
      if (Number.isNaN(value.getTime())) fail('invalid_value', path, 'Invalid Date')
      return value.toISOString()
    }
    const proto = Object.getPrototypeOf(value)
    if (proto !== Object.prototype && proto !== null) fail('invalid_value', path, describeClass(value))
    return walkPlainObject(value as Record<string, unknown>, path, depth, seen, options)
  } catch (error) {
    if (isCanonicalError(error)) throw error
    return fail('unreadable', path, messageOf(error))
  } finally {
    seen.pop()
  }
}

function walkArray(
  value: readonly unknown[],
  path: (string | number)[],
  depth: number,
  seen: object[],
  options: CanonicalOptions,
): JsonValue {
  const length = value.length
  const out: JsonValue[] = new Array(length)
  for (let index = 0; index < length; index++) {
    path.push(index)
    const item = value[index]
    if (item === undefined) fail('invalid_value', path, 'undefined')
    out[index] = walk(item, path, depth, seen, options)
    path.pop()
  }
  return out
}

function walkPlainObject(
  value: Record<string, unknown>,
  path: (string | number)[],
  depth: number,
  seen: object[],
  options: CanonicalOptions,
): JsonObject {
  const keys: string[] = []
  const items: JsonValue[] = []
  // Distinct raw keys stay distinct unless normalisation changes one: only then can two keys collide.
  let names: Set<string> | undefined
  for (const rawKey of Object.keys(value)) {
    const key = normalizeString(rawKey, options.unicode)
    path.push(key)
    const item = readProperty(value, rawKey, path)
    if (item === undefined) {
      path.pop()
      continue
    }
    if (names === undefined && key !== rawKey) names = new Set(keys)
    if (names !== undefined) {
      if (names.has(key)) fail('duplicate_key', path.slice(0, -1), key)
      names.add(key)
    }
    if (typeof item === 'function' || typeof item === 'symbol') fail('invalid_value', path, typeof item)
    keys.push(key)
    items.push(walk(item, path, depth, seen, options))
    path.pop()
  }
  return sortedObject(keys, items)
}

function readProperty(value: Record<string, unknown>, key: string, path: Path): unknown {
  try {
    return value[key]
  } catch (error) {
    return fail('unreadable', path, messageOf(error))
  }
}

export { jsonEqual } from './json/json-equal.js'
export { stableStringify } from './json/stable-stringify.js'
