import type { Path } from '../../json/types.js'

/** Tells `replaceAt` to take the member out: a key is deleted, an array item becomes `null`. */
export const REMOVE: unique symbol = Symbol('remove')

/**
 * A copy of `root` with the value at `path` replaced by `replacement` (or removed, with `REMOVE`); only the objects
 * and arrays on the path are copied, and keys such as `__proto__` stay plain data. A path that leaves the
 * document changes nothing.
 */
export function replaceAt(root: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement === REMOVE ? null : replacement
  if (typeof root !== 'object' || root === null) return root
  const [step, ...rest] = path as [string | number, ...Path]
  const container = root as Record<string | number, unknown>
  if (!Object.hasOwn(container, step)) return root
  const inner = rest.length === 0 ? replacement : replaceAt(container[step], rest, replacement)
  if (Array.isArray(root)) {
    const copy = [...root]
    copy[step as number] = inner === REMOVE ? null : inner
    return copy
  }
  const copy: Record<string, unknown> = {}
  for (const key of Object.keys(root)) {
    if (key === step && inner === REMOVE) continue
    const value = key === step ? inner : container[key]
    Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true })
  }
  return copy
}
