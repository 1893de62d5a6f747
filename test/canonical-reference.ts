import type { CanonicalOptions, CanonicalResult } from '../src/canonical.js'
import type { JsonObject, JsonValue } from '../src/json/types.js'
import { normalizeString } from '../src/unicode-policy.js'
import type { ValueFailure, ValueFailureKind } from '../src/value-failure.js'

/**
 * The straightforward canonicalisation `src/canonical.ts` must agree with: ancestors in a `Set`, every key checked
 * for duplicates, entries sorted with `Array.prototype.sort`, output made by `Object.create(null)`. Kept as the
 * oracle of the differential test; never used by the library.
 */
export function referenceCanonicalize(input: unknown, options: CanonicalOptions): CanonicalResult {
  try {
    return { ok: true, value: walk(input, [], 0, new Set(), options) }
  } catch (error) {
    if (isReferenceError(error)) return { ok: false, failure: error.failure }
    if (error instanceof RangeError) return { ok: false, failure: { kind: 'too_deep', path: [] } }
    throw error
  }
}

class OracleError extends Error {
  constructor(readonly failure: ValueFailure) {
    super(failure.kind)
  }
}

function isReferenceError(error: unknown): error is OracleError {
  try {
    return error instanceof OracleError
  } catch {
    return false
  }
}

type Path = (string | number)[]

function fail(kind: ValueFailureKind, path: Path, detail?: string): never {
  throw new OracleError(detail === undefined ? { kind, path: [...path] } : { kind, path: [...path], detail })
}

function messageOf(error: unknown): string {
  try {
    return error instanceof Error ? error.message : String(error)
  } catch {
    return 'unprintable error'
  }
}

function walk(
  value: unknown,
  path: Path,
  depth: number,
  seen: Set<object>,
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

function walkObject(value: object, path: Path, depth: number, seen: Set<object>, options: CanonicalOptions) {
  if (depth > options.maxDepth) fail('too_deep', path, String(options.maxDepth))
  if (seen.has(value)) fail('cyclic', path)
  seen.add(value)
  try {
    if (Array.isArray(value)) {
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
    if (value instanceof Date) {
      if (Number.isNaN(value.getTime())) fail('invalid_value', path, 'Invalid Date')
      return value.toISOString()
    }
    const proto = Object.getPrototypeOf(value)
    if (proto !== Object.prototype && proto !== null) fail('invalid_value', path, className(value))
    return walkPlainObject(value as Record<string, unknown>, path, depth, seen, options)
  } catch (error) {
    if (isReferenceError(error)) throw error
    return fail('unreadable', path, messageOf(error))
  } finally {
    seen.delete(value)
  }
}

function walkPlainObject(
  value: Record<string, unknown>,
  path: Path,
  depth: number,
  seen: Set<object>,
  options: CanonicalOptions,
): JsonObject {
  const entries: [string, JsonValue][] = []
  const names = new Set<string>()
  for (const rawKey of Object.keys(value)) {
    const key = normalizeString(rawKey, options.unicode)
    path.push(key)
    let item: unknown
    try {
      item = value[rawKey]
    } catch (error) {
      fail('unreadable', path, messageOf(error))
    }
    if (item === undefined) {
      path.pop()
      continue
    }
    if (names.has(key)) fail('duplicate_key', path.slice(0, -1), key)
    names.add(key)
    if (typeof item === 'function' || typeof item === 'symbol') fail('invalid_value', path, typeof item)
    entries.push([key, walk(item, path, depth, seen, options)])
    path.pop()
  }
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  const out = Object.create(null) as JsonObject
  for (const [key, item] of entries) out[key] = item
  return out
}

function className(value: object): string {
  try {
    const name = (value as { constructor?: { name?: unknown } }).constructor?.name
    return typeof name === 'string' && name !== '' ? name : 'object'
  } catch {
    return 'object'
  }
}
