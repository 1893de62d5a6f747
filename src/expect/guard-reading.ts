import type { Path } from '../json/types.js'
import { MatcherUsageError } from '../usage-error.js'

/** What could not be read, and where. */
interface Unreadable {
  path: Path
  message: string
}

function messageOf(error: unknown): string {
  try {
    return error instanceof Error ? error.message : String(error)
  } catch {
    return 'an error that cannot be printed'
  }
}

/**
 * The first place inside `root` (depth first, own keys in order) that throws when read: a getter that throws, a
 * revoked Proxy, a Proxy trap that throws. Functions and what they hold are not entered; a cycle is walked once.
 */
export function findUnreadable(root: unknown): Unreadable | undefined {
  const seen = new Set<object>()
  const stack: { value: unknown; path: Path }[] = [{ value: root, path: [] }]
  while (stack.length > 0) {
    const { value, path } = stack.pop()!
    if (typeof value !== 'object' || value === null || seen.has(value)) continue
    seen.add(value)
    let keys: string[]
    try {
      Array.isArray(value)
      Object.getPrototypeOf(value)
      keys = Object.keys(value)
    } catch (error) {
      return { path, message: messageOf(error) }
    }
    const children: { value: unknown; path: Path }[] = []
    for (const key of keys) {
      const at = [...path, Array.isArray(value) && /^(0|[1-9][0-9]*)$/.test(key) ? Number(key) : key]
      try {
        children.push({ value: (value as Record<string, unknown>)[key], path: at })
      } catch (error) {
        return { path: at, message: messageOf(error) }
      }
    }
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index]!)
  }
  return undefined
}

/**
 * Runs `read`, which reads `value` (an expectation, or options, written by the test author), so that a value that
 * throws when read — a throwing getter, a revoked Proxy — is a `MatcherUsageError` naming where, never a raw
 * `TypeError`. `MatcherUsageError`s pass through; the place is looked for only once something has thrown.
 */
export function guardReading<T>(value: unknown, prefix: Path, read: () => T): T {
  try {
    return read()
  } catch (error) {
    if (error instanceof MatcherUsageError) throw error
    const unreadable = findUnreadable(value)
    const path = [...prefix, ...(unreadable?.path ?? [])]
    throw new MatcherUsageError(path, `could not be read (${unreadable?.message ?? messageOf(error)})`)
  }
}
