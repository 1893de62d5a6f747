import type { Path } from '../json/types.js'
import { field, isRecord } from './field.js'
import { type CallFields, readCall } from './read-call.js'
import { failRead, typeName } from './read-error.js'
import { pickIndex, readOptionalList, requireField, requireRecord } from './read-list.js'
import type { ItemShape, Shape, TurnBody } from './shape.js'
import type { Call, NormalizedReadOptions } from './types.js'

const FUNCTION: CallFields = { name: 'name', args: 'arguments', encoding: 'json', optionalArgs: false }

/** Reads one `{id, type: 'function', function: {name, arguments}}`; `arguments` must be a JSON string. */
export function readOpenAIToolCall(item: object, path: Path, options: NormalizedReadOptions): Call {
  const type = field(item, 'type', path)
  if (type !== undefined && type !== 'function') {
    return failRead({
      kind: 'schema_invalid',
      path: [...path, 'type'],
      expected: ['function'],
      detail: describe(type),
    })
  }
  const fn = requireField(item, 'function', path)
  return readCall(fn, [...path, 'function'], FUNCTION, options, field(item, 'id', path))
}

function describe(value: unknown): string {
  return typeof value === 'string' ? value : typeName(value)
}

/** Reads an assistant message: its `tool_calls`, else the legacy `function_call`, else no call. */
function readMessage(message: object, path: Path, options: NormalizedReadOptions): TurnBody {
  const toolCalls = field(message, 'tool_calls', path)
  if (toolCalls !== undefined && toolCalls !== null) {
    return { format: 'openai-chat', calls: readOptionalList(message, 'tool_calls', path, read(options)) }
  }
  const legacy = field(message, 'function_call', path)
  if (legacy === undefined || legacy === null) return { format: 'openai-chat', calls: [] }
  const legacyPath = [...path, 'function_call']
  return {
    format: 'openai-chat',
    calls: [readCall(requireRecord(legacy, legacyPath), legacyPath, FUNCTION, options)],
  }
}

function read(options: NormalizedReadOptions) {
  return (item: object, path: Path) => readOpenAIToolCall(item, path, options)
}

function readChoice(choice: object, path: Path, options: NormalizedReadOptions): TurnBody {
  return readMessage(requireField(choice, 'message', path), [...path, 'message'], options)
}

/** OpenAI Chat Completions: the response, one choice, an assistant message, and one tool call. */
export const openaiChat = {
  response: {
    name: 'openai-chat.response',
    format: 'openai-chat',
    matches: (value, path) =>
      field(value, 'object', path) === 'chat.completion' || Array.isArray(field(value, 'choices', path)),
    read: (value, path, options) =>
      readChoice(
        pickIndex(value, 'choices', path, options.choice),
        [...path, 'choices', options.choice],
        options,
      ),
  },
  choice: {
    name: 'openai-chat.choice',
    format: 'openai-chat',
    matches: (value, path) =>
      isRecord(field(value, 'message', path)) && field(value, 'finish_reason', path) !== undefined,
    read: readChoice,
  },
  message: {
    name: 'openai-chat.message',
    format: 'openai-chat',
    matches: (value, path) => {
      if (field(value, 'role', path) !== 'assistant') return false
      const content = field(value, 'content', path)
      return (
        field(value, 'tool_calls', path) !== undefined ||
        field(value, 'function_call', path) !== undefined ||
        typeof content === 'string' ||
        content === null
      )
    },
    read: readMessage,
  },
  toolCall: {
    name: 'openai-chat.tool-call',
    format: 'openai-chat',
    topLevel: true,
    requires: ['type', 'function'],
    matches: (value, path) => {
      const type = field(value, 'type', path)
      if (type === 'function' || type === 'custom') return true
      const fn = field(value, 'function', path)
      return type === undefined && isRecord(fn) && !isRecord(field(fn, 'arguments', [...path, 'function']))
    },
    read: readOpenAIToolCall,
  },
} satisfies Record<string, Shape | ItemShape>
