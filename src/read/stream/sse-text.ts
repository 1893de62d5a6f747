import { parseJson } from '../../json/parse.js'
import { positionAt } from '../../json/position.js'
import { excerptAround } from '../excerpt.js'
import { failRead } from '../read-error.js'
import type { NormalizedReadOptions } from '../types.js'

/** A field line of server-sent events, or a comment line (`:`); the first line of an SSE text is one. */
const FIELD_LINE = /^(?:event|data|id|retry)?:/
/** A `data:` line whose payload is JSON (an object or an array). */
const DATA_LINE = /^data: ?[[{]/m

/**
 * True when `text` is a recording of server-sent events, as an SDK's raw HTTP stream sends them: its first
 * non-blank line is an SSE field (`event:`, `data:`, `id:`, `retry:`) or comment, and some `data:` line holds
 * JSON. (JSON text never starts so, so no JSON is taken for a stream.)
 */
export function looksLikeSse(text: string): boolean {
  const first = text.trimStart()
  return FIELD_LINE.test(first) && DATA_LINE.test(first)
}

/**
 * The events of an SSE text: each event's `data:` lines joined, parsed as strict JSON; `[DONE]` ends nothing and
 * is dropped; `event:`, `id:` and comment lines carry no data. A payload that is not JSON fails with its position in
 * the whole text.
 */
export function parseSse(text: string, options: NormalizedReadOptions): unknown[] {
  const events: unknown[] = []
  let data: string[] = []
  let dataStart = 0
  const dispatch = () => {
    const payload = data.join('\n')
    data = []
    if (payload.trim() === '' || payload.trim() === '[DONE]') return
    const parsed = parseJson(payload, {
      duplicateKeys: 'error',
      maxDepth: options.maxDepth,
      numbers: options.numbers,
    })
    if (parsed.ok) {
      events.push(parsed.value)
      return
    }
    const { kind, position, token } = parsed.failure
    const offset = dataStart + position.offset
    failRead({
      kind,
      format: 'text',
      position: positionAt(text, offset),
      ...(token === undefined ? {} : { token }),
      excerpt: excerptAround(text, offset),
    })
  }
  let offset = 0
  for (const line of text.split(/\r\n|\r|\n/)) {
    const start = offset
    offset +=
      line.length + (text[start + line.length] === '\r' && text[start + line.length + 1] === '\n' ? 2 : 1)
    if (line === '') dispatch()
    else if (line.startsWith('data:')) {
      const skip = line.startsWith('data: ') ? 6 : 5
      if (data.length === 0) dataStart = start + skip
      data.push(line.slice(skip))
    }
  }
  dispatch()
  return events
}
