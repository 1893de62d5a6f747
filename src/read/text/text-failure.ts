import { parseJson } from '../../json/parse.js'
import { positionAt, tokenAt } from '../../json/position.js'
import type { JsonValue } from '../../json/types.js'
import { excerptAround } from '../excerpt.js'
import { failRead } from '../read-error.js'
import type { Format, NormalizedReadOptions } from '../types.js'

/**
 * Fails a model-native text at `offset`: `text_syntax` with the format, the position, what was expected there and
 * the token found (none when the text ended: the output was cut off).
 */
export function failText(format: Format, text: string, offset: number, expected: readonly string[]): never {
  const token = tokenAt(text, offset)
  return failRead({
    kind: 'text_syntax',
    format,
    position: positionAt(text, offset),
    expected,
    ...(token === undefined ? {} : { token }),
    excerpt: excerptAround(text, offset),
  })
}

/**
 * Parses `text.slice(start, end)` as one JSON value (white space around it allowed). A failure keeps its JSON kind
 * and token, with the format and the position in the whole text. Duplicate keys follow the parse policy.
 */
export function parseJsonIn(
  format: Format,
  text: string,
  start: number,
  end: number,
  options: NormalizedReadOptions,
): JsonValue {
  const duplicateKeys = options.parse === 'lenient' ? 'last' : 'error'
  const parsed = parseJson(text.slice(start, end), {
    duplicateKeys,
    maxDepth: options.maxDepth,
    numbers: options.numbers,
  })
  if (parsed.ok) return parsed.value
  const { kind, position, token } = parsed.failure
  const offset = start + position.offset
  return failRead({
    kind,
    format,
    position: positionAt(text, offset),
    ...(token === undefined ? {} : { token }),
    excerpt: excerptAround(text, offset),
  })
}

/** The offset of the first non-white-space character at or after `from` (the text's length when none). */
export function skipSpace(text: string, from: number): number {
  let at = from
  while (at < text.length && /\s/.test(text.charAt(at))) at++
  return at
}

/** The offset just after a balanced JSON object or array that opens at `start` (string-aware), or -1 if it never closes. */
export function jsonEnd(text: string, start: number): number {
  let depth = 0
  let inString = false
  for (let i = start; i < text.length; i++) {
    const c = text.charAt(i)
    if (inString) {
      if (c === '\\') i++
      else if (c === '"') inString = false
    } else if (c === '"') inString = true
    else if (c === '{' || c === '[') depth++
    else if (c === '}' || c === ']') {
      depth--
      if (depth === 0) return i + 1
    }
  }
  return -1
}
