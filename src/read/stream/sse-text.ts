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
  // Where each data line's payload starts in the text: a failure's offset in the joined payload maps back through it.
  let starts: number[] = []
  const textOffset = (offset: number) => {
    let line = 0
    let lineStart = 0
    while (line + 1 < data.length && lineStart + data[line]!.length + 1 <= offset) {
      lineStart += data[line]!.length + 1
      line++
    }
    return starts[line]! + offset - lineStart
  }
  const dispatch = () => {
    const payload = data.join('\n')
    const parsed =
      payload.trim() === '' || payload.trim() === '[DONE]'
        ? undefined
        : parseJson(payload, { duplicateKeys: 'error', maxDepth: options.maxDepth, numbers: options.numbers })
    if (parsed === undefined || parsed.ok) {
      if (parsed !== undefined) events.push(parsed.value)
      data = []
      starts = []
      return
    }
    const { kind, position, token } = parsed.failure
    const offset = textOffset(position.offset)
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
      starts.push(start + skip)
      data.push(line.slice(skip))
    }
  }
  dispatch()
  return events
}
