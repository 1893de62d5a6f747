import { hasNonZeroDigit, holdsInteger, type NumberPolicy } from '../../json/number-policy.js'
import type { PythonCursor } from './python-cursor.js'

const DIGITS = '[0-9](?:_?[0-9])*'
const NUMBER = new RegExp(
  `0[xX](?:_?[0-9a-fA-F])+|0[oO](?:_?[0-7])+|0[bB](?:_?[01])+|` +
    `(?:(?:${DIGITS})?\\.${DIGITS}|${DIGITS}\\.?)(?:[eE][+-]?${DIGITS})?`,
  'y',
)
/** Bits per digit of each prefixed radix. */
const BITS: Readonly<Record<string, number>> = { x: 4, o: 3, b: 1 }
/** Past 1024 bits (or 309 decimal digits), an integer is beyond every finite double. */
const MAX_BITS = 1024
const MAX_DECIMAL_DIGITS = 309

/**
 * The integer an int literal names, or `Infinity` when it is surely beyond the double range. The length is decided
 * first (leading zeros dropped), so `BigInt` only ever reads a few hundred digits: a literal of a million digits
 * costs one pass, never a digit-by-digit product.
 */
function integerValue(lexeme: string, cursor: PythonCursor, start: number): bigint | number {
  const prefix = lexeme.charAt(1).toLowerCase()
  const bits = BITS[prefix]
  if (bits !== undefined && lexeme.charAt(0) === '0') {
    const digits = lexeme.slice(2).replaceAll('_', '').replace(/^0+/, '')
    if (digits.length * bits > MAX_BITS + bits) return Number.POSITIVE_INFINITY
    return digits === '' ? 0n : BigInt(`0${prefix}${digits}`)
  }
  const digits = lexeme.replaceAll('_', '')
  // `007` is a syntax error in Python 3; `000` is zero.
  if (digits.length > 1 && digits.startsWith('0') && /[1-9]/.test(digits))
    return cursor.fail('invalid_number', start, lexeme)
  const significant = digits.replace(/^0+/, '')
  if (significant.length > MAX_DECIMAL_DIGITS) return Number.POSITIVE_INFINITY
  return significant === '' ? 0n : BigInt(significant)
}

/**
 * Reads a Python int or float literal at the cursor (`42`, `1_000`, `0x1F`, `3.`, `.5`, `1e-3`), negated when
 * `negative`, as a JSON number. Beyond the double range is `number_overflow`. Under the `exact` number policy, an
 * int that no double holds exactly (`2**53 + 1`) and a non-zero float that underflows to zero (`1e-400`) are
 * `precision_loss`; under `double`, they round. A complex literal (`2j`) is `not_a_literal`; a number glued to
 * letters or digits is `invalid_number`.
 */
export function readPythonNumber(cursor: PythonCursor, negative: boolean, start: number): number {
  const numbers: NumberPolicy = cursor.numbers
  NUMBER.lastIndex = cursor.pos
  const lexeme = NUMBER.exec(cursor.text)?.[0]
  if (lexeme === undefined) return cursor.fail('invalid_number', start)
  cursor.pos += lexeme.length
  const next = cursor.peek()
  if (next === 'j' || next === 'J')
    return cursor.fail('not_a_literal', start, cursor.text.slice(start, cursor.pos + 1))
  if (/[\p{L}\p{N}_.]/u.test(next))
    return cursor.fail('invalid_number', start, cursor.text.slice(start, cursor.pos + 1))
  const isFloat = !/^0[xXoObB]/.test(lexeme) && /[.eE]/.test(lexeme)
  if (isFloat) {
    const value = Number(lexeme.replaceAll('_', ''))
    if (!Number.isFinite(value)) return cursor.fail('number_overflow', start, lexeme)
    if (value === 0 && numbers === 'exact' && hasNonZeroDigit(lexeme))
      return cursor.fail('precision_loss', start, lexeme)
    return negative ? -value : value
  }
  const exact = integerValue(lexeme, cursor, start)
  const value = Number(exact)
  if (!Number.isFinite(value)) return cursor.fail('number_overflow', start, lexeme)
  if (numbers === 'exact' && !holdsInteger(exact as bigint, value))
    return cursor.fail('precision_loss', start, lexeme)
  return negative ? -value : value
}
