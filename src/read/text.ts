import { parseJson } from '../json/parse.js'
import { positionAt } from '../json/position.js'
import { decodeUtf8 } from '../json/utf8.js'
import { excerptAround } from './excerpt.js'
import { readLenientText } from './lenient-text.js'
import { failRead, typeName, withFormat } from './read-error.js'
import { readValue } from './read-value.js'
import type { TurnBody } from './shape.js'
import { ndjsonEvents } from './stream/ndjson-text.js'
import { looksLikeSse, parseSse } from './stream/sse-text.js'
import { setReasoningAside } from './text/reasoning.js'
import { detectSyntax, syntaxNamed } from './text/syntaxes.js'
import type { TextSyntax } from './text/text-syntax.js'
import { triesToCall } from './text/tries-to-call.js'
import type { NormalizedReadOptions } from './types.js'

/** Reads the text in `syntax`; with `lenient: 'last'`, only the last call is kept. */
function readIn(syntax: TextSyntax, text: string, options: NormalizedReadOptions): TurnBody {
  const body = withFormat(syntax.format, () => syntax.read(text, options))
  if (options.parse !== 'lenient' || options.lenient !== 'last' || body.calls.length < 2) return body
  return { ...body, calls: body.calls.slice(-1) }
}

/**
 * Strict: the text must be exactly one JSON object or array, then read like any received value. Otherwise, text
 * that carries a model-native format's call markers is `native_syntax` (naming the format and the option that
 * reads it); text that tries to be a call (it opens as JSON after white space or a fence, or holds a call-shaped
 * object) keeps its parse failure's kind, position and token, with an excerpt; anything else is prose with no call.
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
  const native = detectSyntax(text)
  if (native !== undefined) {
    const { syntax, marker } = native
    return failRead({
      kind: 'native_syntax',
      format: syntax.format,
      position: positionAt(text, marker.offset),
      token: marker.token.trim().slice(0, 32),
      detail: syntax.syntax,
      excerpt: excerptAround(text, marker.offset),
    })
  }
  if (!triesToCall(text)) return { format: 'text', calls: [] }
  const { kind, position, token } = parsed.failure
  return failRead({
    kind,
    format: 'text',
    position,
    ...(token === undefined ? {} : { token }),
    excerpt: excerptAround(text, position.offset),
  })
}

/**
 * Reads raw model output (a string, or UTF-8 bytes) under the parse policy and the `syntax` option. The model's
 * reasoning (`<think>…</think>` before the answer) is set aside first: only the answer is read, and a text that ends
 * inside the reasoning is `truncated`. A stream recorded as text (SSE, or one JSON event per line) is read as its
 * events. A syntax the option selects reads the answer when it carries that syntax's calls; lenient parsing detects
 * every model-native syntax by its markers, then falls back to the JSON objects in the text; strict parsing reads one
 * JSON value.
 */
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
  if (looksLikeSse(text)) return readValue(parseSse(text, options), [], options)
  const lines = ndjsonEvents(text, options)
  if (lines !== undefined) return readValue(lines, [], options)
  text = setReasoningAside(text)
  const chosen = syntaxNamed(options.syntax)
  if (chosen !== undefined && (chosen.accepts?.(text) ?? chosen.find(text) !== undefined))
    return readIn(chosen, text, options)
  if (options.parse === 'strict') return readStrictText(text, options)
  const detected = detectSyntax(text)
  return detected === undefined ? readLenientText(text, options) : readIn(detected.syntax, text, options)
}
