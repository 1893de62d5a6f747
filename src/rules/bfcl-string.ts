import type { BfclStringRule } from '../expect/types.js'
import { lazySchema } from '../zod.js'
import { simpleParams } from './simple-params.js'
import { type RuleDefinition, ruleMismatch, ruleTypeMismatch } from './types.js'

/** The characters BFCL's standardisation removes: the ASCII space and `, . / - _ * ^`. */
const REMOVED = /[ ,./\-_*^]/g

/**
 * BFCL's `standardize_string`: removes ASCII spaces and `, . / - _ * ^`, lower-cases, and turns `'` into `"`, so
 * `"April 1, 2024"`, `"april 1,2024"` and `"APRIL-1 2024"` are one text. Other white space, other punctuation and
 * Unicode forms are left as they are.
 */
export function standardizeBfclString(text: string): string {
  // `oneOf` asks each alternative about the same received string in turn: the last answer is kept.
  // Stryker disable next-line ConditionalExpression: standardising again gives the same text
  if (text !== last.text)
    last = { text, standard: text.replace(REMOVED, '').toLowerCase().replaceAll("'", '"') }
  return last.standard
}

let last = { text: '', standard: '' }

/** Character codes below 128 that the standardisation removes (the same set as `REMOVED`). */
const REMOVED_CODES = new Uint8Array(128)
for (const char of ' ,./-_*^') REMOVED_CODES[char.charCodeAt(0)] = 1

/**
 * Whether `standardizeBfclString(text) === standard`, compared as the text is read, without building it. ASCII
 * characters standardise one by one, so the first one that differs settles it; a non-ASCII character (whose lower
 * case may differ in length) sends the text the long way.
 */
export function bfclStringEquals(text: string, standard: string): boolean {
  let at = 0
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    // Stryker disable next-line ConditionalExpression,EqualityOperator: the long way gives the same answer for any text (U+0080 included)
    if (code >= 128) return standardizeBfclString(text) === standard
    if (REMOVED_CODES[code] === 1) continue
    if (standard.charCodeAt(at) !== foldCode(code)) return false
    at++
  }
  return at === standard.length
}

/**
 * `bfclString`: a string equal to the expected one after BFCL's standardisation on both sides (see
 * `standardizeBfclString`); what BFCL's AST checker does with every string it compares. Anything but a string is a
 * `type` mismatch; a string that differs is a `value` mismatch with reason `not_equal`.
 */
export const bfclString: RuleDefinition<BfclStringRule> = {
  name: 'bfclString',
  accepts: simpleParams('bfclString', { value: 'string' }),
  params: lazySchema((z) => z.strictObject({ $rule: z.literal('bfclString'), value: z.string() })),
  compile(params, context) {
    const expected = standardizeBfclString(context.normalize(params.value))
    return {
      acceptsMissing: false,
      check(received, path) {
        if (typeof received !== 'string') return [ruleTypeMismatch('bfclString', path, 'string', received!)]
        if (bfclStringEquals(received, expected)) return []
        return [ruleMismatch('bfclString', path, params, received, 'not_equal')]
      },
      passes: (received) => typeof received === 'string' && bfclStringEquals(received, expected),
    }
  },
}

/**
 * Whether two texts are equal after BFCL's standardisation (`standardizeBfclString` of each), compared as they are
 * read, without building either: what deciding on an expectation as written asks (`bfclString` compiled builds the
 * expected side once instead). A non-ASCII character on either side sends both the long way.
 */
export function bfclStringsEqual(text: string, expected: string): boolean {
  const received = { text, at: 0 }
  const wanted = { text: expected, at: 0 }
  for (;;) {
    const code = nextStandardCode(received)
    const expectedCode = nextStandardCode(wanted)
    if (code === NON_ASCII || expectedCode === NON_ASCII)
      return standardizeBfclString(text) === standardizeBfclString(expected)
    if (code !== expectedCode) return false
    if (code === END) return true
  }
}

/** `nextStandardCode` at the end of its text. */
const END = -1
/** `nextStandardCode` on a character that is not ASCII (whose lower case may differ in length). */
const NON_ASCII = -2

/**
 * The next character of a text as BFCL's standardisation leaves it (removed characters skipped), moving `cursor`
 * past it; `END` at the end, `NON_ASCII` on a character that is not ASCII.
 */
function nextStandardCode(cursor: { readonly text: string; at: number }): number {
  while (cursor.at < cursor.text.length) {
    const code = cursor.text.charCodeAt(cursor.at++)
    // Stryker disable next-line ConditionalExpression,EqualityOperator: the long way gives the same answer for any text (U+0080 included)
    if (code >= 128) return NON_ASCII
    if (REMOVED_CODES[code] !== 1) return foldCode(code)
  }
  return END
}

/** An ASCII character code as the standardisation leaves it: upper case lowered, `'` turned into `"`. */
function foldCode(code: number): number {
  if (code >= 65 && code <= 90) return code + 32
  return code === 39 ? 34 : code
}
