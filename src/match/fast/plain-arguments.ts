import { isPlainObject } from '../../plain-object.js'

// biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point
const ASCII = /^[\x00-\x7f]*$/

/** Nesting (objects and arrays, the arguments object being 1) beyond which a value is left to the full route. */
const MAX_PLAIN_DEPTH = 32

/** Own keys the full route's copy would treat differently from a plain object's (`__proto__`) or that shadow one. */
const INHERITED = new Set([...Object.getOwnPropertyNames(Object.prototype), '__proto__'])

/**
 * Whether received arguments are plain enough to be compared as they are, giving the verdict their canonical copy
 * (`canonicalize`) would: a plain object (prototype `Object.prototype` or `null`) of plain values at any depth —
 * ASCII strings (which every Unicode form leaves alone), finite numbers other than `-0`, booleans, `null`, dense
 * arrays, plain objects whose own keys are ASCII and shadow nothing inherited — nested at most `maxDepth` (and 32)
 * deep. Anything else (a getter that throws, a Proxy, a class instance, `undefined`, text that normalisation could
 * change) is left to the full route: false, never an exception.
 */
export function isPlainArguments(value: unknown, maxDepth: number): boolean {
  try {
    return (
      isPlainObject(value) &&
      plainObject(value as Record<string, unknown>, 1, Math.min(maxDepth, MAX_PLAIN_DEPTH))
    )
  } catch {
    return false
  }
}

function plainObject(value: Record<string, unknown>, depth: number, limit: number): boolean {
  if (depth > limit) return false
  const keys = Object.keys(value)
  // Non-enumerable or symbol keys: the copy leaves them out, the raw value would not.
  if (Object.getOwnPropertyNames(value).length !== keys.length) return false
  for (const key of keys) {
    if (INHERITED.has(key) || !ASCII.test(key) || !plainValue(value[key], depth, limit)) return false
  }
  return true
}

function plainArray(value: readonly unknown[], depth: number, limit: number): boolean {
  if (depth > limit || Object.getPrototypeOf(value) !== Array.prototype) return false
  for (let index = 0; index < value.length; index++) if (!plainValue(value[index], depth, limit)) return false
  return true
}

function plainValue(value: unknown, depth: number, limit: number): boolean {
  switch (typeof value) {
    case 'string':
      return ASCII.test(value)
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0)
    case 'boolean':
      return true
    case 'object':
      if (value === null) return true
      if (Array.isArray(value)) return plainArray(value, depth + 1, limit)
      return isPlainObject(value) && plainObject(value as Record<string, unknown>, depth + 1, limit)
    default:
      return false
  }
}
