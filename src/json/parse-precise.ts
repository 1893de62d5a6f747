import {
  COLON,
  COMMA,
  isJsonWhiteSpace,
  LBRACE,
  LBRACKET,
  MINUS,
  NINE,
  QUOTE,
  RBRACE,
  RBRACKET,
  ZERO,
} from './char-codes.js'
import { type Literal, readNumberLiteral, readStringLiteral, readWordLiteral } from './literals.js'
import { normalizeJsonOptions } from './options.js'
import { positionAt, tokenAt } from './position.js'
import type {
  JsonArray,
  JsonFailureKind,
  JsonObject,
  JsonParseOptions,
  JsonParseResult,
  JsonValue,
} from './types.js'

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
        // Stryker disable next-line ConditionalExpression: below `0`, reading a number fails just as reading a word does
        (c >= ZERO && c <= NINE)
      ) {
        if (!this.readScalar(readNumberLiteral(text, this.pos, options.numbers))) return false
      } else if (!this.readScalar(readWordLiteral(text, this.pos))) {
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
    const found = readStringLiteral(this.text, this.pos)
    if (!found.ok) return this.fail(found.kind, found.offset, found.token)
    this.string = found.value
    this.pos = found.end
    return true
  }

  /** Reads the number, `true`, `false` or `null` at `pos` into `value`. */
  private readScalar(found: Literal<JsonValue>): boolean {
    if (!found.ok) return this.fail(found.kind, found.offset, found.token)
    this.value = found.value
    this.pos = found.end
    return true
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
