import { withoutStack } from '../without-stack.js'
import { LOWER_E, NINE, UPPER_E, ZERO } from './char-codes.js'
import { countMembers, sawZero } from './count-members.js'
import { mayStartJson } from './may-start-json.js'
import { normalizeJsonOptions } from './options.js'
import { parseJsonPreciseWith } from './parse-precise.js'
import { positionAt } from './position.js'
import { exceedsCount, mayExceedKeys, scanJson } from './scan.js'
import type { JsonParseOptions, JsonParseResult, JsonValue } from './types.js'

export { parseJsonPrecise } from './parse-precise.js'

/**
 * Texts longer than this (in UTF-16 code units) with more than `maxDepth` brackets are measured for nesting before
 * `JSON.parse` sees them, so that it never builds a huge tree only for it to be too deep. Shorter texts go straight
 * to `JSON.parse`, and the walk of its tree finds nesting too deep.
 */
const LONG_TEXT = 65_536

/**
 * Whether the text may hold a non-zero number literal that underflowed to zero: every such literal has an exponent
 * of -100 or below, or a run of 200 zeros after the point (short of either, it is at least 1e-323, which a double
 * holds). Found by `indexOf`, not a regular expression: most texts with a zero in them are checked in passing.
 */
function mayHoldUnderflow(text: string): boolean {
  for (let i = text.indexOf('-'); i >= 0; i = text.indexOf('-', i + 1)) {
    const e = text.charCodeAt(i - 1)
    if (e !== LOWER_E && e !== UPPER_E) continue
    let j = i + 1
    while (text.charCodeAt(j) === ZERO) j++
    if (isDigit(text.charCodeAt(j)) && isDigit(text.charCodeAt(j + 1)) && isDigit(text.charCodeAt(j + 2)))
      return true
  }
  return text.includes('.0000000000') && /\.0{200}/.test(text)
}

const isDigit = (c: number) => c >= ZERO && c <= NINE

/**
 * Parses a text that must be exactly one JSON value (RFC 8259), surrounded only by JSON white space. Never
 * throws: prose, fences, comments and empty text are `not_json`; text after the value is `trailing_content`; a
 * repeated key is `duplicate_key` (or the last value wins, with `duplicateKeys: 'last'`); `NaN` and `Infinity`
 * are `non_finite`; a literal beyond the double range is `number_overflow`; under `numbers: 'exact'` (the default),
 * an integer literal a double cannot hold exactly and a non-zero literal that underflows to zero are
 * `precision_loss`; nesting deeper than `maxDepth` is
 * `too_deep`. Keys such as `__proto__` are plain own data.
 *
 * Fast path: native `JSON.parse`, then one walk of its tree that counts object members, checks nesting and finds
 * overflowed numbers, and a native count of the text's keys against those members (a repeated key leaves fewer
 * members, and its lost values were never walked). A long text with enough brackets to be too deep is measured
 * before `JSON.parse`. Anything suspicious goes to `parseJsonPrecise`, which finds the exact failure; both give the
 * same result on every text.
 */
export function parseJson(text: string, options?: Partial<JsonParseOptions>): JsonParseResult {
  if (typeof text !== 'string') {
    // Stryker disable next-line StringLiteral: offset 0 is line 1, column 1 in any text
    return { ok: false, failure: { kind: 'not_json', position: positionAt('', 0) } }
  }
  const normalized = normalizeJsonOptions(options)
  // The exact parser gives the same result on every text: the mutants marked below, which only send more texts
  // to it (or measure when there is no need), only cost time.
  let scanned = -1
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator,StringLiteral,BlockStatement: only costs time (see above)
  if (text.length > LONG_TEXT && exceedsCount(text, '{', '[', normalized.maxDepth)) {
    scanned = scanJson(text, normalized.maxDepth)
    // Stryker disable next-line ConditionalExpression,EqualityOperator: only costs time (see above)
    if (scanned < 0) return parseJsonPreciseWith(text, normalized)
  }
  // Stryker disable next-line ConditionalExpression,BooleanLiteral: only costs time (see above)
  if (!mayStartJson(text)) return parseJsonPreciseWith(text, normalized)
  let value: JsonValue
  try {
    // The SyntaxError of a text that is not JSON is dropped: not worth a stack trace.
    value = withoutStack(() => JSON.parse(text))
  } catch {
    return parseJsonPreciseWith(text, normalized)
  }
  const members = countMembers(value, normalized.maxDepth, normalized.numbers)
  // Stryker disable next-line ConditionalExpression,EqualityOperator: only costs time (see above)
  if (members < 0) return parseJsonPreciseWith(text, normalized)
  // A zero may be a non-zero literal that underflowed: only one with a long exponent or a long run of zeros can.
  if (sawZero() && mayHoldUnderflow(text)) return parseJsonPreciseWith(text, normalized)
  // A repeated key leaves fewer members than the text has keys. The exact parser decides even when the last value
  // may win: the values the tree lost may still overflow or nest too deeply.
  // Stryker disable next-line ConditionalExpression: only costs time (see above)
  if (mayExceedKeys(text, members)) {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: only costs time (see above)
    if (scanned < 0) scanned = scanJson(text, Number.POSITIVE_INFINITY)
    // Stryker disable next-line ConditionalExpression: only costs time (see above)
    if (scanned !== members) return parseJsonPreciseWith(text, normalized)
  }
  return { ok: true, value }
}
