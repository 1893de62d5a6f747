import type { PythonCursor } from './python-cursor.js'

const DIGITS = '[0-9](?:_?[0-9])*'
const NUMBER = new RegExp(
  `0[xX](?:_?[0-9a-fA-F])+|0[oO](?:_?[0-7])+|0[bB](?:_?[01])+|` +
    `(?:(?:${DIGITS})?\\.${DIGITS}|${DIGITS}\\.?)(?:[eE][+-]?${DIGITS})?`,
  'y',
)
const RADIX: Readonly<Record<string, number>> = { x: 16, o: 8, b: 2 }
const MAX = BigInt(Number.MAX_SAFE_INTEGER)

function integerValue(lexeme: string, cursor: PythonCursor, start: number): bigint {
  const radix = RADIX[lexeme.charAt(1).toLowerCase()]
  if (radix !== undefined && lexeme.charAt(0) === '0' && lexeme.length > 2) {
    const digits = lexeme.slice(2).replaceAll('_', '')
    return [...digits].reduce((sum, digit) => sum * BigInt(radix) + BigInt(Number.parseInt(digit, radix)), 0n)
  }
  const digits = lexeme.replaceAll('_', '')
  // `007` is a syntax error in Python 3; `000` is zero.
  if (digits.length > 1 && digits.startsWith('0') && /[1-9]/.test(digits))
    return cursor.fail('invalid_number', start, lexeme)
  return BigInt(digits)
}

/**
 * Reads a Python int or float literal at the cursor (`42`, `1_000`, `0x1F`, `3.`, `.5`, `1e-3`), negated when
 * `negative`, as a JSON number. Integers must be exact (within ±(2⁵³−1)) and floats finite: `number_overflow`
 * otherwise. A complex literal (`2j`) is `not_a_literal`; a number glued to letters or digits is `invalid_number`.
 */
export function readPythonNumber(cursor: PythonCursor, negative: boolean, start: number): number {
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
    return negative ? -value : value
  }
  const value = integerValue(lexeme, cursor, start)
  if (value > MAX) return cursor.fail('number_overflow', start, lexeme)
  return negative ? -Number(value) : Number(value)
}
