import { mayBeInexactInteger, type NumberPolicy } from './number-policy.js'
import type { JsonArray, JsonObject, JsonValue } from './types.js'

/**
 * Deepest nesting walked recursively. A deeper tree (only when `maxDepth` allows it) gets -1, which sends its text
 * to the exact parser: that one is iterative, and gives the same result.
 */
const MAX_WALK_DEPTH = 1000

/** The walk's state: whether numbers are checked for lost precision, and whether a zero was met. */
const walk = { exact: true, sawZero: false }

/**
 * Members in `value` and below it; -1 for a number that is not finite, one that may have lost digits (2^53 or
 * beyond, under the `exact` policy), or a collection beyond `depthLeft`. A zero is noted in `walk.sawZero`.
 */
function membersIn(value: JsonValue, depthLeft: number): number {
  if (typeof value === 'object') return value === null ? 0 : membersOf(value, depthLeft)
  if (typeof value !== 'number') return 0
  if (!Number.isFinite(value)) return -1
  if (!walk.exact) return 0
  if (value === 0) walk.sawZero = true
  return mayBeInexactInteger(value) ? -1 : 0
}

/** Members of a collection and below it (`membersIn`, split so that leaves cost no recursive call). */
function membersOf(collection: JsonArray | JsonObject, depthLeft: number): number {
  if (depthLeft === 0) return -1
  let members = 0
  if (Array.isArray(collection)) {
    for (let i = 0; i < collection.length; i++) {
      const below = membersIn(collection[i]!, depthLeft - 1)
      if (below < 0) return -1
      members += below
    }
  } else {
    // `for…in` is the fastest walk; it sees own keys only, since `countMembers` checked `Object.prototype`.
    for (const key in collection) {
      const below = membersIn(collection[key]!, depthLeft - 1)
      if (below < 0) return -1
      members += below + 1
    }
  }
  return members
}

/** Whether some enumerable property sits on `Object.prototype`, where `for…in` would find it on every object. */
function isPrototypePolluted(): boolean {
  for (const _ in Object.prototype) return true
  return false
}

/**
 * Walks a tree that `JSON.parse` built: the number of object members in it, or -1 when a number is not finite (a
 * literal that overflowed), may have lost digits (under the `exact` number policy: 2^53 or beyond), or when collections nest deeper than `maxDepth` (`{}` is depth 1). -1 only ever means
 * "ask the exact parser", so it also stands for the rare cases the walk leaves to it: a tree deeper than a fixed
 * recursion bound (when `maxDepth` allows that), or an enumerable property on `Object.prototype`.
 */
export function countMembers(root: JsonValue, maxDepth: number, numbers: NumberPolicy = 'double'): number {
  if (isPrototypePolluted()) return -1
  walk.exact = numbers === 'exact'
  walk.sawZero = false
  return membersIn(root, Math.min(maxDepth, MAX_WALK_DEPTH))
}

/** Whether the last `countMembers` walk (under the `exact` policy) met a zero: it may be a literal that underflowed. */
export function sawZero(): boolean {
  return walk.sawZero
}
