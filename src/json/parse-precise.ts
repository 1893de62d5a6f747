import {
  BACKSLASH,
  COLON,
  COMMA,
  DOT,
  isJsonWhiteSpace,
  LBRACE,
  LBRACKET,
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
  RBRACE,
  RBRACKET,
  SLASH,
  UPPER_E,
  ZERO,
} from './char-codes.js'
import { normalizeJsonOptions } from './options.js'
import { clip, positionAt, tokenAt } from './position.js'
import type {
  JsonArray,
  JsonFailureKind,
  JsonObject,
  JsonParseOptions,
  JsonParseResult,
  JsonValue,
} from './types.js'

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

/** An open collection: the container being filled and, for an object, the key whose value comes next. */
interface Frame {
  container: JsonObject | JsonArray
  object: boolean
  key: string
}

/** Adds `key` as an own, enumerable data property, whatever its name (`__proto__` included). */
function setOwn(object: JsonObject, key: string, value: JsonValue): void {
  Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true })
}

/** The value of one hexadecimal digit, or -1. */
function hexValue(c: number): number {
  // Stryker disable next-line ConditionalExpression: below `0`, `c - ZERO` is negative, which is not a digit either
  if (c >= ZERO && c <= NINE) return c - ZERO
  const lower = c | 0x20
  return lower >= LOWER_A && lower <= LOWER_F ? lower - LOWER_A + 10 : -1
}

/** A hand-written, iterative, left-to-right parser that reports the first problem of the text exactly. */
class PreciseParser {
  private pos = 0
  private value: JsonValue = null
  // Stryker disable next-line StringLiteral: `readString` sets it before anything reads it
  private string = ''
  private failure: JsonParseResult | undefined

  constructor(
    private readonly text: string,
    private readonly options: JsonParseOptions,
  ) {}

  run(): JsonParseResult {
    return this.parse() ? { ok: true, value: this.value } : (this.failure as JsonParseResult)
  }

  private parse(): boolean {
    const { text, options } = this
    const stack: Frame[] = []
    this.skipWhiteSpace()
    for (;;) {
      // A value starts at `pos`.
      const c = text.charCodeAt(this.pos)
      if (c === LBRACE || c === LBRACKET) {
        if (stack.length >= options.maxDepth) return this.fail('too_deep', this.pos, text[this.pos])
        const object = c === LBRACE
        this.pos++
        this.skipWhiteSpace()
        const container: JsonObject | JsonArray = object ? {} : []
        if (text.charCodeAt(this.pos) === (object ? RBRACE : RBRACKET)) {
          this.pos++
          this.value = container
        } else {
          // Stryker disable next-line StringLiteral: `readKey` sets the key of an object; an array has none
          const frame: Frame = { container, object, key: '' }
          stack.push(frame)
          if (object && !this.readKey(frame)) return false
          continue
        }
      } else if (c === QUOTE) {
        if (!this.readString()) return false
        this.value = this.string
      } else if (
        c === MINUS ||
        // Stryker disable next-line ConditionalExpression: below `0`, `readNumber` fails just as `readWord` does
        (c >= ZERO && c <= NINE)
      ) {
        if (!this.readNumber()) return false
      } else if (!this.readWord()) {
        return false
      }
      // A value is complete: close every collection it completes, up to the next value or the end.
      for (;;) {
        const frame = stack[stack.length - 1]
        if (frame === undefined) {
          this.skipWhiteSpace()
          return this.pos < text.length
            ? this.fail('trailing_content', this.pos, tokenAt(text, this.pos))
            : true
        }
        if (frame.object) setOwn(frame.container as JsonObject, frame.key, this.value)
        else (frame.container as JsonArray).push(this.value)
        this.skipWhiteSpace()
        const d = text.charCodeAt(this.pos)
        if (d === COMMA) {
          this.pos++
          this.skipWhiteSpace()
          if (frame.object && !this.readKey(frame)) return false
          break
        }
        if (d !== (frame.object ? RBRACE : RBRACKET))
          return this.fail('not_json', this.pos, tokenAt(text, this.pos))
        this.pos++
        stack.pop()
        this.value = frame.container
      }
    }
  }

  /** Reads `"key" :` and the white space after it; reports a repeated key when the options say so. */
  private readKey(frame: Frame): boolean {
    const { text } = this
    const start = this.pos
    if (text.charCodeAt(start) !== QUOTE) return this.fail('not_json', start, tokenAt(text, start))
    // Stryker disable next-line BooleanLiteral: a failed string leaves `pos` at its quote; read again, it fails alike
    if (!this.readString()) return false
    const key = this.string
    if (this.options.duplicateKeys === 'error' && Object.hasOwn(frame.container, key)) {
      return this.fail('duplicate_key', start, key)
    }
    frame.key = key
    this.skipWhiteSpace()
    if (text.charCodeAt(this.pos) !== COLON) return this.fail('not_json', this.pos, tokenAt(text, this.pos))
    this.pos++
    this.skipWhiteSpace()
    return true
  }

  /** Reads the string that starts at the quote at `pos` into `string`. */
  private readString(): boolean {
    const { text } = this
    let i = this.pos + 1
    let runStart = i
    let out = ''
    for (;;) {
      PLAIN.lastIndex = i
      PLAIN.test(text)
      i = PLAIN.lastIndex
      // Stryker disable next-line ConditionalExpression,EqualityOperator: past the end, the check below fails alike
      if (i >= text.length) return this.fail('not_json', text.length)
      const c = text.charCodeAt(i)
      if (c === QUOTE) {
        this.string = out + text.slice(runStart, i)
        this.pos = i + 1
        return true
      }
      if (c !== BACKSLASH) return this.fail('not_json', i, text[i])
      out += text.slice(runStart, i)
      const e = text.charCodeAt(i + 1)
      if (e === LOWER_U) {
        let code = 0
        for (let h = i + 2; h < i + 6; h++) {
          const digit = hexValue(text.charCodeAt(h))
          if (digit < 0)
            return h >= text.length
              ? this.fail('not_json', h)
              : this.fail('not_json', i, clip(text, i, h + 1))
          code = code * 16 + digit
        }
        out += String.fromCharCode(code)
        i += 6
      } else {
        const escaped = ESCAPES[e]
        if (escaped === undefined) {
          return i + 1 >= text.length
            ? this.fail('not_json', i + 1)
            : this.fail('not_json', i, clip(text, i, i + 2))
        }
        out += escaped
        i += 2
      }
      runStart = i
    }
  }

  /** Reads the number literal that starts at `pos` (a minus sign or a digit) into `value`. */
  private readNumber(): boolean {
    const { text } = this
    const start = this.pos
    let i = start
    if (text.charCodeAt(i) === MINUS) i++
    const first = text.charCodeAt(i)
    if (first === ZERO) i++
    else if (first >= ONE && first <= NINE) i = this.digitsEnd(i + 1)
    else if (tokenAt(text, start) === '-Infinity') return this.fail('non_finite', start, '-Infinity')
    else return this.fail('not_json', i, tokenAt(text, i))
    if (text.charCodeAt(i) === DOT) {
      const end = this.digitsEnd(i + 1)
      if (end === i + 1) return this.fail('not_json', end, tokenAt(text, end))
      i = end
    }
    const e = text.charCodeAt(i)
    if (e === LOWER_E || e === UPPER_E) {
      i++
      const sign = text.charCodeAt(i)
      if (sign === PLUS || sign === MINUS) i++
      const end = this.digitsEnd(i)
      if (end === i) return this.fail('not_json', end, tokenAt(text, end))
      i = end
    }
    const value = Number(text.slice(start, i))
    if (!Number.isFinite(value)) {
      return this.fail('number_overflow', start, clip(text, start, Math.min(i, start + MAX_LITERAL_TOKEN)))
    }
    this.value = value
    this.pos = i
    return true
  }

  /** Reads `true`, `false` or `null` at `pos` into `value`; anything else is not JSON (`NaN` is non-finite). */
  private readWord(): boolean {
    const { text } = this
    const c = text.charCodeAt(this.pos)
    // Stryker disable next-line ConditionalExpression: the text at `pos` cannot start with `null` unless `c` is `n`
    const word = c === LOWER_T ? 'true' : c === LOWER_F ? 'false' : c === LOWER_N ? 'null' : undefined
    if (word !== undefined && text.startsWith(word, this.pos)) {
      this.value = word === 'null' ? null : word === 'true'
      this.pos += word.length
      return true
    }
    const token = tokenAt(text, this.pos)
    if (token === 'NaN' || token === 'Infinity') return this.fail('non_finite', this.pos, token)
    return this.fail('not_json', this.pos, token)
  }

  /** The index after the run of decimal digits that starts at `i`. */
  private digitsEnd(i: number): number {
    const { text } = this
    let c = text.charCodeAt(i)
    while (c >= ZERO && c <= NINE) c = text.charCodeAt(++i)
    return i
  }

  private skipWhiteSpace(): void {
    const { text } = this
    let c = text.charCodeAt(this.pos)
    while (isJsonWhiteSpace(c)) c = text.charCodeAt(++this.pos)
  }

  private fail(kind: JsonFailureKind, offset: number, token?: string): false {
    const position = positionAt(this.text, offset)
    this.failure = {
      ok: false,
      failure: token === undefined ? { kind, position } : { kind, position, token },
    }
    return false
  }
}

/** Parses with already complete options (the fallback of `parseJson`). */
export function parseJsonPreciseWith(text: string, options: JsonParseOptions): JsonParseResult {
  return new PreciseParser(text, options).run()
}

/**
 * The exact parser behind `parseJson`: a hand-written, iterative (never recursive) strict JSON parser that
 * reports the first problem of the text, left to right, with its kind, position and token. `parseJson` gives the
 * same result faster; this one is exported for tests and differential checks. Never throws.
 */
export function parseJsonPrecise(text: string, options?: Partial<JsonParseOptions>): JsonParseResult {
  return parseJsonPreciseWith(text, normalizeJsonOptions(options))
}
