import type { Path } from '../json/types.js'
import { describeThrown, failRead } from './read-error.js'

/**
 * Reads one property by access (so prototype getters of SDK classes work); a getter or Proxy trap that throws
 * becomes an `unreadable` failure at `path` + `key`.
 */
export function field(value: object, key: string, path: Path): unknown {
  try {
    return (value as Record<string, unknown>)[key]
  } catch (error) {
    return failRead({ kind: 'unreadable', path: [...path, key], detail: describeThrown(error) })
  }
}

/** True for a non-null object that is not an array. */
export function isRecord(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** More elements than any response holds: a lying Proxy or a huge sparse array, refused before the loop. */
const MAX_ITEMS = 1_000_000

/**
 * The elements of an array read by access (`length`, then each index), or `undefined` when it is no array. A hole
 * or `undefined` element fails at once (`invalid_value`), so a huge sparse array costs nothing.
 */
export function arrayItems(value: unknown, path: Path): unknown[] | undefined {
  if (!Array.isArray(value)) return undefined
  const length = field(value, 'length', path)
  if (typeof length !== 'number' || length > MAX_ITEMS) {
    return failRead({ kind: 'unreadable', path: [...path], detail: `length ${String(length)}` })
  }
  const out: unknown[] = []
  for (let index = 0; index < length; index++) {
    let item: unknown
    try {
      item = (value as unknown[])[index]
    } catch (error) {
      return failRead({ kind: 'unreadable', path: [...path, index], detail: describeThrown(error) })
    }
    if (item === undefined)
      return failRead({ kind: 'invalid_value', path: [...path, index], detail: 'undefined' })
    out.push(item)
  }
  return out
}

/** Own enumerable string keys, or an `unreadable` failure when a Proxy's `ownKeys` throws. */
export function ownKeys(value: object, path: Path): string[] {
  try {
    return Object.keys(value)
  } catch (error) {
    return failRead({ kind: 'unreadable', path: [...path], detail: describeThrown(error) })
  }
}
