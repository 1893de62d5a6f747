import {
  BACKSLASH,
  DOT,
  LOWER_A,
  LOWER_B,
  LOWER_E,
  LOWER_F,
  LOWER_N,
  LOWER_R,
  LOWER_T,
  LOWER_U,
  MINUS,
  NINE,
  ONE,
  PLUS,
  QUOTE,
  SLASH,
  UPPER_E,
  ZERO,
} from './char-codes.js'
import { hasNonZeroDigit, isExactInteger, mayBeInexactInteger, type NumberPolicy } from './number-policy.js'
import { clip, tokenAt } from './position.js'
import type { JsonFailureKind } from './types.js'

/** A literal read from `start`: its value and the index after it, or the first problem in it. */
export type Literal<T> =
  | { ok: true; value: T; end: number }
  | { ok: false; kind: JsonFailureKind; offset: number; token?: string }

function problem(kind: JsonFailureKind, offset: number, token?: string): Literal<never> {
  return token === undefined ? { ok: false, kind, offset } : { ok: false, kind, offset, token }
}

/** Longest number literal kept whole as the token of a `number_overflow`. */
const MAX_LITERAL_TOKEN = 64

/** The characters a single-character escape stands for, by the code of the character after the backslash. */
const ESCAPES: Record<number, string> = {
  [QUOTE]: '"',
  [BACKSLASH]: '\\',
  [SLASH]: '/',
  [LOWER_B]: '\b',
  [LOWER_F]: '\f',
  [LOWER_N]: '\n',
  [LOWER_R]: '\r',
  [LOWER_T]: '\t',
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters end a run of plain string content
const PLAIN = /[^"\\\u0000-\u001f]*/y

/** The value of one hexadecimal digit, or -1. */
function hexValue(c: number): number {
  // Stryker disable next-line ConditionalExpression: below `0`, `c - ZERO` is negative, which is not a digit either
  if (c >= ZERO && c <= NINE) return c - ZERO
  const lower = c | 0x20
  return lower >= LOWER_A && lower <= LOWER_F ? lower - LOWER_A + 10 : -1
}

/** The index after the run of decimal digits that starts at `i`. */
function digitsEnd(text: string, i: number): number {
  let c = text.charCodeAt(i)
  while (c >= ZERO && c <= NINE) c = text.charCodeAt(++i)
  return i
}

/** Reads the JSON string whose opening quote is at `start`: escapes decoded, control characters refused. */
export function readStringLiteral(text: string, start: number): Literal<string> {
  let i = start + 1
  let runStart = i
  let out = ''
  for (;;) {
    PLAIN.lastIndex = i
    PLAIN.test(text)
    i = PLAIN.lastIndex
    // Stryker disable next-line ConditionalExpression,EqualityOperator: past the end, the check below fails alike
    if (i >= text.length) return problem('not_json', text.length)
    const c = text.charCodeAt(i)
    if (c === QUOTE) return { ok: true, value: out + text.slice(runStart, i), end: i + 1 }
    if (c !== BACKSLASH) return problem('not_json', i, text[i])
    out += text.slice(runStart, i)
    const e = text.charCodeAt(i + 1)
    if (e === LOWER_U) {
      let code = 0
      for (let h = i + 2; h < i + 6; h++) {
        const digit = hexValue(text.charCodeAt(h))
        if (digit < 0)
          return h >= text.length ? problem('not_json', h) : problem('not_json', i, clip(text, i, h + 1))
        code = code * 16 + digit
      }
      out += String.fromCharCode(code)
      i += 6
    } else {
      const escaped = ESCAPES[e]
      if (escaped === undefined) {
        return i + 1 >= text.length
          ? problem('not_json', i + 1)
          : problem('not_json', i, clip(text, i, i + 2))
      }
      out += escaped
      i += 2
    }
    runStart = i
  }
}

/**
 * Reads the number literal that starts at `start` (a minus sign or a digit); one too large is `number_overflow`.
 * Under the `exact` policy, an integer literal no double holds and a non-zero literal that underflows to zero are
 * `precision_loss`.
 */
export function readNumberLiteral(
  text: string,
  start: number,
  numbers: NumberPolicy = 'exact',
): Literal<number> {
  let i = start
  if (text.charCodeAt(i) === MINUS) i++
  const first = text.charCodeAt(i)
  if (first === ZERO) i++
  else if (first >= ONE && first <= NINE) i = digitsEnd(text, i + 1)
  else if (tokenAt(text, start) === '-Infinity') return problem('non_finite', start, '-Infinity')
  else return problem('not_json', i, tokenAt(text, i))
  if (text.charCodeAt(i) === DOT) {
    const end = digitsEnd(text, i + 1)
    if (end === i + 1) return problem('not_json', end, tokenAt(text, end))
    i = end
  }
  const e = text.charCodeAt(i)
  if (e === LOWER_E || e === UPPER_E) {
    i++
    const sign = text.charCodeAt(i)
    if (sign === PLUS || sign === MINUS) i++
    const end = digitsEnd(text, i)
    if (end === i) return problem('not_json', end, tokenAt(text, end))
    i = end
  }
  const value = Number(text.slice(start, i))
  if (!Number.isFinite(value)) {
    return problem('number_overflow', start, clip(text, start, Math.min(i, start + MAX_LITERAL_TOKEN)))
  }
  if (
    numbers === 'exact' &&
    (value === 0 || mayBeInexactInteger(value)) &&
    !keepsExactly(text, start, i, value)
  ) {
    return problem('precision_loss', start, clip(text, start, Math.min(i, start + MAX_LITERAL_TOKEN)))
  }
  return { ok: true, value, end: i }
}

/**
 * Whether the literal `text[start, end)`, read as `value` (zero, or at least 2^53 in magnitude), is held exactly: a
 * zero from digits that are all zeros, or an integer literal (no fraction, no exponent) equal to its double. A
 * literal with a fraction or an exponent at 2^53 or beyond is a decimal written as such: rounding it is expected.
 */
function keepsExactly(text: string, start: number, end: number, value: number): boolean {
  const lexeme = text.slice(start, end)
  if (value === 0) return !hasNonZeroDigit(lexeme)
  for (let i = 0; i < lexeme.length; i++) {
    const c = lexeme.charCodeAt(i)
    if (c === DOT || c === LOWER_E || c === UPPER_E) return true
  }
  return isExactInteger(lexeme, value)
}

/** Reads `true`, `false` or `null` at `start`; anything else is not JSON (`NaN` and `Infinity` are non-finite). */
export function readWordLiteral(text: string, start: number): Literal<boolean | null> {
  const c = text.charCodeAt(start)
  // Stryker disable next-line ConditionalExpression: the text at `start` cannot start with `null` unless `c` is `n`
  const word = c === LOWER_T ? 'true' : c === LOWER_F ? 'false' : c === LOWER_N ? 'null' : undefined
  if (word !== undefined && text.startsWith(word, start)) {
    return { ok: true, value: word === 'null' ? null : word === 'true', end: start + word.length }
  }
  const token = tokenAt(text, start)
  if (token === 'NaN' || token === 'Infinity') return problem('non_finite', start, token)
  return problem('not_json', start, token)
}
