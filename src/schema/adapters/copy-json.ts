import type { JsonObject, JsonValue, Path } from '../../json/types.js'
import { MatcherUsageError } from '../../usage-error.js'
import { bareObject } from './record.js'

/** How deep a tool schema may nest (objects and arrays, `{}` is 1): far beyond any real tool, far below the stack. */
export const MAX_SCHEMA_DEPTH = 128

function copy(value: unknown, path: (string | number)[], ancestors: Set<object>): JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value
  if (typeof value === 'number') {
    if (!Number.isFinite(value))
      throw new MatcherUsageError(path, `a schema must be JSON data, found ${value}`)
    return value === 0 ? 0 : value
  }
  if (typeof value !== 'object')
    throw new MatcherUsageError(path, `a schema must be JSON data, found ${typeof value}`)
  if (ancestors.has(value))
    throw new MatcherUsageError(path, 'a schema must be JSON data, found a cycle (use $ref)')
  if (ancestors.size >= MAX_SCHEMA_DEPTH) {
    throw new MatcherUsageError(path, `a schema may nest at most ${MAX_SCHEMA_DEPTH} levels deep`)
  }
  const tag = Object.prototype.toString.call(value)
  if (!Array.isArray(value) && tag !== '[object Object]') {
    throw new MatcherUsageError(path, `a schema must be JSON data, found ${tag.slice(8, -1)}`)
  }
  ancestors.add(value)
  let out: JsonValue
  if (Array.isArray(value)) {
    out = []
    for (let index = 0; index < value.length; index++) {
      path.push(index)
      out.push(copy(value[index], path, ancestors))
      path.pop()
    }
  } else {
    const object = bareObject<JsonValue>()
    for (const key of Object.keys(value)) {
      const item = (value as Record<string, unknown>)[key]
      if (item === undefined) continue
      path.push(key)
      object[key] = copy(item, path, ancestors)
      path.pop()
    }
    out = object
  }
  ancestors.delete(value)
  Object.freeze(out)
  return out
}

/**
 * A frozen deep copy of JSON data whose objects have a `null` prototype (`__proto__` stays a plain key).
 * Properties holding `undefined` are dropped, as `JSON.stringify` does. Anything else that is not JSON — a cycle,
 * `NaN`, a function, a `Date`, nesting deeper than `MAX_SCHEMA_DEPTH` — is a usage error at its path.
 */
export function copyJson(value: unknown, path: Path): JsonValue {
  try {
    return copy(value, [...path], new Set())
  } catch (error) {
    if (error instanceof MatcherUsageError) throw error
    throw new MatcherUsageError(
      path,
      `a schema must be JSON data (${error instanceof Error ? error.message : String(error)})`,
    )
  }
}

/** `copyJson` for a value that must be an object. */
export function copyJsonObject(value: unknown, path: Path, what: string): JsonObject {
  const copied = copyJson(value, path)
  if (copied === null || typeof copied !== 'object' || Array.isArray(copied)) {
    throw new MatcherUsageError(path, `${what} must be an object`)
  }
  return copied
}
