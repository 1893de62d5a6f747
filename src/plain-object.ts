/**
 * True for an object written as data: not `null`, not an array, with `Object.prototype` or no prototype (never a
 * class instance). What the paths that read a value without zod or without a canonical copy accept as an object.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/** A plain object (`isPlainObject`) whose own enumerable keys are all in `allowed`. */
export function isPlainObjectOf(
  value: unknown,
  allowed: readonly string[],
): value is Record<string, unknown> {
  if (!isPlainObject(value)) return false
  for (const key of Object.keys(value)) if (!allowed.includes(key)) return false
  return true
}
