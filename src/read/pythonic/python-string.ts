import type { PythonCursor } from './python-cursor.js'

/** String prefixes read as text: none, raw (`r`), and the no-op `u`. */
export const TEXT_PREFIX = /^[rRuU]?$/

/** Prefixes Python accepts that do not make a text literal: bytes and f-strings (and their raw forms). */
export const OTHER_PREFIX = /^(?:[bBfF]|[bBfF][rR]|[rR][bBfF])$/

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\',
  "'": "'",
  '"': '"',
  a: '\x07',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
}

const HEX_DIGITS: Readonly<Record<string, number>> = { x: 2, u: 4, U: 8 }

function readEscape(cursor: PythonCursor): string {
  const start = cursor.pos
  cursor.pos++ // the backslash
  const char = cursor.peek()
  if (char === '') return cursor.fail('unterminated_string', start)
  cursor.pos++
  if (char === '\n') return ''
  if (char === '\r') {
    cursor.eat('\n')
    return ''
  }
  if (Object.hasOwn(SIMPLE_ESCAPES, char)) return SIMPLE_ESCAPES[char]!
  if (char >= '0' && char <= '7') {
    let digits = char
    while (digits.length < 3 && cursor.peek() >= '0' && cursor.peek() <= '7')
      digits += cursor.text[cursor.pos++]
    return String.fromCodePoint(Number.parseInt(digits, 8))
  }
  const width = Object.hasOwn(HEX_DIGITS, char) ? HEX_DIGITS[char]! : undefined
  if (width !== undefined) {
    const digits = cursor.text.slice(cursor.pos, cursor.pos + width)
    const code = /^[0-9a-fA-F]+$/.test(digits) && digits.length === width ? Number.parseInt(digits, 16) : -1
    if (code < 0 || code > 0x10ffff)
      return cursor.fail('invalid_escape', start, cursor.text.slice(start, cursor.pos + width))
    cursor.pos += width
    return String.fromCodePoint(code)
  }
  if (char === 'N') return cursor.fail('invalid_escape', start, '\\N')
  // Python keeps an unknown escape as it is, backslash included.
  return `\\${char}`
}

/**
 * Reads one string literal whose quote is at the cursor (the prefix already consumed): `'…'`, `"…"` or their
 * triple-quoted forms, with Python's escapes (none in a raw string, where a backslash only keeps the next character
 * from closing the string). A line break ends a single-quoted string early: `unterminated_string`.
 */
export function readPythonString(cursor: PythonCursor, raw: boolean, start: number): string {
  const quote = cursor.peek()
  const triple = cursor.text.startsWith(quote.repeat(3), cursor.pos)
  const closing = triple ? quote.repeat(3) : quote
  cursor.pos += closing.length
  let value = ''
  for (;;) {
    if (cursor.done) return cursor.fail('unterminated_string', start)
    if (cursor.text.startsWith(closing, cursor.pos)) {
      cursor.pos += closing.length
      return value
    }
    const char = cursor.peek()
    if (!triple && (char === '\n' || char === '\r')) return cursor.fail('unterminated_string', start)
    if (char !== '\\') {
      value += char
      cursor.pos++
    } else if (raw) {
      const next = cursor.peek(1)
      if (next === '') return cursor.fail('unterminated_string', start)
      value += `\\${next}`
      cursor.pos += 2
    } else value += readEscape(cursor)
  }
}
