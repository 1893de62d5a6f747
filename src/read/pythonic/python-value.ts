import type { JsonObject, JsonValue } from '../../json/types.js'
import type { PythonCursor } from './python-cursor.js'
import { readPythonNumber } from './python-number.js'
import { OTHER_PREFIX, readPythonString, TEXT_PREFIX } from './python-string.js'

const CONSTANTS: Readonly<Record<string, JsonValue>> = { True: true, False: false, None: null }

/** Characters that, after a value, would make it part of an expression (`1 + 2`, `'a'.upper()`, `x[0]`). */
const OPERATORS = '+-*/%@.([<>=!&|^~'

const isDigit = (char: string) => char >= '0' && char <= '9'
const isQuote = (char: string) => char === "'" || char === '"'

/** Reads one string, then any adjacent ones (`'a' "b"` is `'ab'` in Python). */
function readStrings(cursor: PythonCursor, prefix: string, start: number): string {
  let value = readPythonString(cursor, /[rR]/.test(prefix), start)
  for (;;) {
    const before = cursor.pos
    cursor.skipSpace()
    const at = cursor.pos
    const next = cursor.identifier() ?? ''
    if (TEXT_PREFIX.test(next) && isQuote(cursor.peek())) {
      value += readPythonString(cursor, /[rR]/.test(next), at)
      continue
    }
    cursor.pos = before
    return value
  }
}

/** Reads the items of `[…]` or `(…)` (the opening bracket consumed) up to `close`, a trailing comma allowed. */
function readItems(
  cursor: PythonCursor,
  close: string,
  depth: number,
): { items: JsonValue[]; comma: boolean } {
  const items: JsonValue[] = []
  let comma = false
  for (;;) {
    cursor.skipSpace()
    if (cursor.eat(close)) return { items, comma }
    items.push(readPythonValue(cursor, depth + 1))
    cursor.skipSpace()
    comma = cursor.eat(',')
    if (!comma && cursor.peek() !== close) return cursor.unexpected()
  }
}

function readDict(cursor: PythonCursor, depth: number): JsonObject {
  const dict: JsonObject = Object.create(null) as JsonObject
  for (;;) {
    cursor.skipSpace()
    if (cursor.eat('}')) return dict
    const at = cursor.pos
    const key = readPythonValue(cursor, depth + 1)
    cursor.skipSpace()
    // `{1, 2}` is a set, which JSON has no form for.
    if (cursor.peek() === ',' || cursor.peek() === '}') return cursor.fail('not_a_literal', at, 'set')
    if (typeof key !== 'string') return cursor.fail('non_string_key', at)
    if (Object.hasOwn(dict, key)) return cursor.fail('duplicate_key', at, key)
    if (!cursor.eat(':')) return cursor.unexpected()
    dict[key] = readPythonValue(cursor, depth + 1)
    cursor.skipSpace()
    if (!cursor.eat(',') && cursor.peek() !== '}') return cursor.unexpected()
  }
}

function readPrimary(cursor: PythonCursor, depth: number): JsonValue {
  const start = cursor.pos
  const char = cursor.peek()
  if (char === '-' || char === '+') {
    cursor.pos++
    cursor.skipSpace()
    const next = cursor.peek()
    if (!isDigit(next) && !(next === '.' && isDigit(cursor.peek(1))))
      return cursor.fail('not_a_literal', start)
    return readPythonNumber(cursor, char === '-', start)
  }
  if (isDigit(char) || (char === '.' && isDigit(cursor.peek(1))))
    return readPythonNumber(cursor, false, start)
  if (isQuote(char)) return readStrings(cursor, '', start)
  if (char === '[' || char === '(' || char === '{') {
    if (depth >= cursor.maxDepth) return cursor.fail('too_deep')
    cursor.pos++
    if (char === '{') return readDict(cursor, depth)
    const { items, comma } = readItems(cursor, char === '[' ? ']' : ')', depth)
    // `(x)` is x in parentheses; `(x,)` and `()` are tuples, read as arrays.
    return char === '(' && items.length === 1 && !comma ? items[0]! : items
  }
  const name = cursor.identifier()
  if (name === undefined) return cursor.unexpected()
  if (isQuote(cursor.peek())) {
    if (TEXT_PREFIX.test(name)) return readStrings(cursor, name, start)
    if (OTHER_PREFIX.test(name)) return cursor.fail('not_a_literal', start, `${name}${cursor.peek()}…`)
  }
  if (Object.hasOwn(CONSTANTS, name)) return CONSTANTS[name]!
  return cursor.fail('not_a_literal', start, name)
}

/**
 * Reads one Python literal at the cursor as JSON: strings, ints and floats (as numbers), `True`/`False`/`None`,
 * lists and tuples (as arrays), dicts with string keys (null-prototype objects, so `__proto__` is plain data), and
 * negative numbers. Anything else — a name, a call, an operator — is `not_a_literal`; nesting deeper than the
 * cursor's limit is `too_deep`. Throws `PythonSyntaxError` (caught by `decodePythonCalls`).
 */
export function readPythonValue(cursor: PythonCursor, depth: number): JsonValue {
  cursor.skipSpace()
  const start = cursor.pos
  const value = readPrimary(cursor, depth)
  const after = cursor.pos
  cursor.skipSpace()
  const next = cursor.peek()
  if (next !== '' && OPERATORS.includes(next))
    return cursor.fail('not_a_literal', start, cursor.text.slice(start, cursor.pos + 1))
  cursor.pos = after
  return value
}
