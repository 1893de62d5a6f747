import type { Path } from '../json/types.js'
import { arrayItems, field, isRecord } from './field.js'
import { type CallFields, readCall } from './read-call.js'
import { readOptionalList, requireField } from './read-list.js'
import type { ItemShape, Shape, TurnBody } from './shape.js'
import { checkStop } from './stop-signal.js'
import { OLLAMA_STOP } from './stop-tables.js'
import type { Call, NormalizedReadOptions } from './types.js'

/** `done_reason` values that say something about the calls: `length` is the `num_predict` token limit. */
const FUNCTION: CallFields = { name: 'name', args: 'arguments', encoding: 'object', optionalArgs: false }

function readToolCall(item: object, path: Path, options: NormalizedReadOptions): Call {
  return readCall(requireField(item, 'function', path), [...path, 'function'], FUNCTION, options)
}

function readMessage(message: object, path: Path, options: NormalizedReadOptions): TurnBody {
  const calls = readOptionalList(message, 'tool_calls', path, (item, at) => readToolCall(item, at, options))
  return { format: 'ollama', calls }
}

/** True when `value.function.arguments` is an object: Ollama's documented form (OpenAI sends a JSON string). */
function hasObjectArguments(value: unknown, path: Path): boolean {
  if (!isRecord(value)) return false
  const fn = field(value, 'function', path)
  return isRecord(fn) && isRecord(field(fn, 'arguments', [...path, 'function']))
}

/** Ollama `/api/chat`: the response (held to its `done_reason`), a bare assistant message, and one tool call. */
export const ollama = {
  response: {
    name: 'ollama.response',
    format: 'ollama',
    matches: (value, path) =>
      isRecord(field(value, 'message', path)) && typeof field(value, 'done', path) === 'boolean',
    read: (value, path, options) =>
      checkStop(
        () => readMessage(requireField(value, 'message', path), [...path, 'message'], options),
        { value: field(value, 'done_reason', path), path: [...path, 'done_reason'] },
        OLLAMA_STOP,
      ),
  },
  message: {
    name: 'ollama.message',
    format: 'ollama',
    matches: (value, path) => {
      if (field(value, 'role', path) !== 'assistant') return false
      const first = arrayItems(field(value, 'tool_calls', path), [...path, 'tool_calls'])?.[0]
      // A typed entry (`type: 'function'`) is OpenAI's, as for a lone tool call.
      const typed = isRecord(first) && field(first, 'type', [...path, 'tool_calls', 0]) !== undefined
      return !typed && hasObjectArguments(first, [...path, 'tool_calls', 0])
    },
    read: readMessage,
  },
  toolCall: {
    name: 'ollama.tool-call',
    format: 'ollama',
    topLevel: true,
    requires: ['function'],
    matches: (value, path) => field(value, 'type', path) === undefined && hasObjectArguments(value, path),
    read: readToolCall,
  },
} satisfies Record<string, Shape | ItemShape>
