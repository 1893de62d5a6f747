import type { Path } from './json/types.js'

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

/**
 * Prints a path the way people write property access: `calls[1].arguments.items[2]["sku id"]`.
 * Keys that are not identifiers are quoted as JSON strings; the empty path prints as an empty string.
 */
export function formatPath(path: Path): string {
  let out = ''
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`
    else if (IDENTIFIER.test(segment)) out += out === '' ? segment : `.${segment}`
    else out += `[${JSON.stringify(segment)}]`
  }
  return out
}

/** Orders two paths element by element: numbers numerically, before strings; strings by UTF-16 code units; prefixes first. */
export function comparePaths(a: Path, b: Path): number {
  const length = Math.min(a.length, b.length)
  for (let index = 0; index < length; index++) {
    const x = a[index]!
    const y = b[index]!
    if (x === y) continue
    if (typeof x === 'number' && typeof y === 'number') return x - y
    if (typeof x === 'number') return -1
    if (typeof y === 'number') return 1
    return x < y ? -1 : 1
  }
  return a.length - b.length
}
