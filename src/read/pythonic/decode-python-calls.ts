import type { NumberPolicy } from '../../json/number-policy.js'
import type { JsonObject } from '../../json/types.js'
import type { PythonCallFailure } from './python-call-failure.js'
import { PythonCursor, PythonSyntaxError } from './python-cursor.js'
import { readPythonValue } from './python-value.js'

/** One decoded call: the (possibly dotted) function name and its keyword arguments. */
export interface PythonCall {
  name: string
  /** A null-prototype object: keys such as `__proto__` are plain data. */
  arguments: JsonObject
}

/** Limits of `decodePythonCalls`. */
export interface PythonDecodeLimits {
  /** Longest text decoded, in UTF-16 code units (default 1,000,000). */
  maxLength?: number
  /** Deepest nesting of lists, tuples and dicts inside an argument (default 64; keep it finite: it bounds recursion). */
  maxDepth?: number
  /** How number literals become numbers (default `exact`: see `NumberPolicy`). */
  numbers?: NumberPolicy
}

/** The outcome of decoding: the calls in order, or a failure. Decoding never throws while `maxDepth` is finite. */
export type PythonDecodeResult = { ok: true; calls: PythonCall[] } | { ok: false; failure: PythonCallFailure }

function readName(cursor: PythonCursor): string {
  const start = cursor.pos
  const parts: string[] = []
  do {
    const at = cursor.pos
    const part = cursor.identifier()
    if (part === undefined) return cursor.fail(parts.length === 0 ? 'expected_call' : 'unexpected_token')
    if (cursor.isReserved(part)) return cursor.fail('expected_call', at, part)
    parts.push(part)
  } while (cursor.eat('.'))
  cursor.skipSpace()
  if (cursor.peek() !== '(') return cursor.fail('expected_call', start, parts.join('.'))
  return parts.join('.')
}

function readArgument(cursor: PythonCursor, args: JsonObject): void {
  const start = cursor.pos
  const keyword = cursor.identifier()
  cursor.skipSpace()
  const isKeyword = keyword !== undefined && cursor.peek() === '=' && cursor.peek(1) !== '='
  if (!isKeyword) cursor.fail('positional_argument', start)
  if (cursor.isReserved(keyword)) cursor.fail('unexpected_token', start, keyword)
  if (Object.hasOwn(args, keyword)) cursor.fail('duplicate_argument', start, keyword)
  cursor.pos++ // `=`
  args[keyword] = readPythonValue(cursor, 0)
}

function readCall(cursor: PythonCursor): PythonCall {
  const name = readName(cursor)
  cursor.pos++ // `(`
  const args = Object.create(null) as JsonObject
  for (;;) {
    cursor.skipSpace()
    if (cursor.eat(')')) return { name, arguments: args }
    readArgument(cursor, args)
    cursor.skipSpace()
    if (!cursor.eat(',') && cursor.peek() !== ')') return cursor.unexpected()
  }
}

function readCalls(cursor: PythonCursor): PythonCall[] {
  cursor.skipSpace()
  const bracketed = cursor.eat('[')
  const calls: PythonCall[] = []
  for (;;) {
    cursor.skipSpace()
    if (bracketed ? cursor.eat(']') : cursor.done && calls.length > 0) break
    // A list cut after its `[` or a comma: the text ends where a call should follow.
    if (bracketed && cursor.done) return cursor.fail('unexpected_end')
    calls.push(readCall(cursor))
    cursor.skipSpace()
    if (cursor.eat(',')) continue
    if (bracketed && !cursor.eat(']')) return cursor.unexpected()
    break
  }
  cursor.skipSpace()
  if (!cursor.done) return cursor.fail('trailing_content')
  return calls
}

/**
 * Decodes BFCL's prompting format strictly: a list of calls with keyword arguments whose values are Python
 * literals, `[get_weather(city='Paris', days=3), math.hypot(x=3, y=4)]`; the brackets may be left out, and a
 * trailing comma is allowed. What BFCL's own decoder reads by running Python's parser is read here by a bounded
 * recursive descent that accepts literals only: positional arguments, names, calls and operators as values,
 * unbalanced brackets and trailing text are failures with their position, never exceptions. Text longer than
 * `maxLength` is `too_long`; nesting beyond `maxDepth` is `too_deep`.
 */
export function decodePythonCalls(text: string, limits: PythonDecodeLimits = {}): PythonDecodeResult {
  const maxLength = limits.maxLength ?? 1_000_000
  const cursor = new PythonCursor(text, limits.maxDepth ?? 64, limits.numbers ?? 'exact')
  try {
    if (text.length > maxLength) {
      cursor.pos = maxLength
      return cursor.fail('too_long', maxLength, '')
    }
    return { ok: true, calls: readCalls(cursor) }
  } catch (error) {
    if (error instanceof PythonSyntaxError) return { ok: false, failure: error.failure }
    throw error
  }
}
