import { appendAll } from '../../append-all.js'
import type { Path } from '../../json/types.js'
import { arrayItems, field, isRecord, ownKeys } from '../field.js'
import { appendText, copyRecord, eachEvent, failStreamError, failUnknownEvent } from './stream-failure.js'
import type { Assembled, StreamFormat } from './stream-format.js'

/**
 * Ollama `/api/chat` streaming (`stream: true`, Ollama 0.8 and later; ollama-js `chat()` yields the same objects):
 * newline-delimited chunks `{ model, created_at, message, done }`. `message.content` and `message.thinking` arrive
 * as pieces to join; each tool call arrives whole in `message.tool_calls` (arguments as an object), in its own chunk
 * or beside others; the last chunk says `done: true` with `done_reason` and the timings. A failing stream sends
 * `{ error }`.
 */

/** A chunk of the stream: a `message` object and a boolean `done`. */
function isChunk(event: object, path: Path): boolean {
  return isRecord(field(event, 'message', path)) && typeof field(event, 'done', path) === 'boolean'
}

function signals(event: object, path: Path): 'strong' | 'weak' | false {
  if (!isChunk(event, path)) return false
  // Only a stream sends `done: false`; a lone final chunk is also the whole response.
  return field(event, 'done', path) === false ? 'strong' : 'weak'
}

/** What names a chunk of no known shape: its `type`, or its keys. */
function describe(event: object, path: Path): unknown {
  const type = field(event, 'type', path)
  if (type !== undefined) return type
  const keys = ownKeys(event, path)
  return keys.length === 0 ? 'empty chunk' : keys.join(', ')
}

/** Joins one chunk's message into the assembled one: text pieces appended, whole tool calls added in order. */
function applyMessage(message: Record<string, unknown>, calls: unknown[], chunk: object, at: Path): void {
  const piece = copyRecord(field(chunk, 'message', at), [...at, 'message'])
  for (const [key, value] of Object.entries(piece)) {
    if (key === 'content' || key === 'thinking') appendText(message, key, value)
    else if (key === 'tool_calls') {
      const list = arrayItems(value, [...at, 'message', 'tool_calls'])
      if (list === undefined)
        message.tool_calls = value // read (and refused) by the message reader
      else appendAll(calls, list)
    } else message[key] = value
  }
}

function assemble(events: readonly unknown[], path: Path): Assembled {
  const response: Record<string, unknown> = {}
  const message: Record<string, unknown> = { role: 'assistant', content: '' }
  const calls: unknown[] = []
  let ended = false
  eachEvent(events, path, (event, at) => {
    const error = field(event, 'error', at)
    if (error !== undefined && field(event, 'message', at) === undefined)
      failStreamError(at, 'error', error, [...at, 'error'])
    if (!isChunk(event, at)) failUnknownEvent(at, describe(event, at))
    for (const [key, value] of Object.entries(copyRecord(event, at)))
      if (key !== 'message') response[key] = value
    applyMessage(message, calls, event, at)
    if (field(event, 'done', at) === true) ended = true
  })
  if (calls.length > 0 && !Object.hasOwn(message, 'tool_calls')) message.tool_calls = calls
  const assembled = { ...response, message, done: ended }
  return ended ? { ended, response: assembled } : { ended, response: assembled, awaiting: 'done: true' }
}

/** Ollama `/api/chat` stream chunks, assembled into the final response `/api/chat` returns with `stream: false`. */
export const ollamaChunks: StreamFormat = {
  name: 'ollama.chunks',
  format: 'ollama',
  signals,
  assemble: (events, path) => assemble(events, path),
}
