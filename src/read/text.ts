import { parseJson } from '../json/parse.js'
import { decodeUtf8 } from '../json/utf8.js'
import { excerptAround } from './excerpt.js'
import { readLenientText } from './lenient-text.js'
import { looksPythonic, readPythonicText } from './pythonic/read-pythonic.js'
import { failRead, typeName } from './read-error.js'
import { readValue } from './read-value.js'
import type { TurnBody } from './shape.js'
import type { NormalizedReadOptions } from './types.js'

/** True when the text has no `{` or `[` at all: prose that does not even try to call (an abstention). */
function isProse(text: string): boolean {
  return !text.includes('{') && !text.includes('[')
}

/**
 * Strict: the text must be exactly one JSON object or array, then read like any received value. Text that does
 * not parse and has no `{` or `[` is prose with no call; any other parse failure keeps its kind, position and
 * token, with an excerpt around the position.
 */
function readStrictText(text: string, options: NormalizedReadOptions): TurnBody {
  const parsed = parseJson(text, {
    duplicateKeys: 'error',
    maxDepth: options.maxDepth,
    numbers: options.numbers,
  })
  if (parsed.ok) {
    const { value } = parsed
    if (typeof value !== 'object' || value === null) {
      return failRead({ kind: 'not_an_object', format: 'text', path: [], detail: typeName(value) })
    }
    return readValue(value, [], options)
  }
  if (isProse(text)) return { format: 'text', calls: [] }
  const { kind, position, token } = parsed.failure
  return failRead({
    kind,
    format: 'text',
    position,
    ...(token === undefined ? {} : { token }),
    excerpt: excerptAround(text, position.offset),
  })
}

/** Reads raw model output (a string, or UTF-8 bytes) under the parse policy. */
export function readText(received: string | Uint8Array, options: NormalizedReadOptions): TurnBody {
  let text: string
  if (typeof received === 'string') text = received
  else {
    const decoded = decodeUtf8(received)
    if (!decoded.ok) {
      const { kind, position, token } = decoded.failure
      return failRead({ kind, format: 'text', position, ...(token === undefined ? {} : { token }) })
    }
    text = decoded.text
  }
  if (options.syntax === 'python' && looksPythonic(text)) return readPythonicText(text, options)
  return options.parse === 'lenient' ? readLenientText(text, options) : readStrictText(text, options)
}
