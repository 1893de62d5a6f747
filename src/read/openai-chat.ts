import type { Path } from '../json/types.js'
import { arrayItems, field, isRecord } from './field.js'
import { isOpenAIToolCall, OPENAI_FUNCTION, readOpenAIToolCall } from './openai-tool-call.js'
import { readCall } from './read-call.js'
import { readChosen } from './read-chosen.js'
import { readOptionalList, requireField, requireRecord } from './read-list.js'
import type { ItemShape, Shape, TurnBody } from './shape.js'
import { checkStop, type StopTable } from './stop-signal.js'
import type { NormalizedReadOptions } from './types.js'

export { readOpenAIToolCall } from './openai-tool-call.js'

/** `finish_reason` values that say something about the calls (Chat Completions, openai-node 5.x). */
const FINISH: StopTable = {
  length: 'token_limit',
  content_filter: 'filter',
  tool_calls: 'tool_stop',
  function_call: 'tool_stop',
}

/**
 * Reads an assistant message: its `tool_calls`, else the legacy `function_call`, else no call. A `refusal` the
 * model wrote is an abstention.
 */
function readMessage(message: object, path: Path, options: NormalizedReadOptions): TurnBody {
  const toolCalls = field(message, 'tool_calls', path)
  if (toolCalls !== undefined && toolCalls !== null) {
    const calls = readOptionalList(message, 'tool_calls', path, (item, at) =>
      readOpenAIToolCall(item, at, options),
    )
    return { format: 'openai-chat', calls }
  }
  const legacy = field(message, 'function_call', path)
  if (legacy === undefined || legacy === null) return { format: 'openai-chat', calls: [] }
  const legacyPath = [...path, 'function_call']
  return {
    format: 'openai-chat',
    calls: [readCall(requireRecord(legacy, legacyPath), legacyPath, OPENAI_FUNCTION, options)],
  }
}

/** Reads a choice's message, then holds it to its `finish_reason` (token limit, content filter, tool stop). */
function readChoice(choice: object, path: Path, options: NormalizedReadOptions): TurnBody {
  const read = () => readMessage(requireField(choice, 'message', path), [...path, 'message'], options)
  return checkStop(
    read,
    { value: field(choice, 'finish_reason', path), path: [...path, 'finish_reason'] },
    FINISH,
  )
}

/**
 * An assistant message: `role: 'assistant'` with calls or a string / null content, or the envelope without `role`
 * that OpenAI-compatible adapters emit (`{ tool_calls: [...] }`, `{ content, tool_calls }`, the legacy
 * `{ function_call: { name, arguments } }`), when its entries are OpenAI tool calls.
 */
function isMessage(value: object, path: Path): boolean {
  const role = field(value, 'role', path)
  const content = field(value, 'content', path)
  const toolCalls = field(value, 'tool_calls', path)
  const legacy = field(value, 'function_call', path)
  if (role === 'assistant') {
    return toolCalls !== undefined || legacy !== undefined || typeof content === 'string' || content === null
  }
  if (role !== undefined || field(value, 'type', path) !== undefined) return false
  if (content !== undefined && typeof content !== 'string' && content !== null) return false
  if (isRecord(legacy))
    return toolCalls === undefined && typeof field(legacy, 'name', [...path, 'function_call']) === 'string'
  const items = arrayItems(toolCalls, [...path, 'tool_calls'])
  return (
    items !== undefined &&
    items.length > 0 &&
    items.every((item, index) => isOpenAIToolCall(item, [...path, 'tool_calls', index]))
  )
}

/** OpenAI Chat Completions: the response, one choice, an assistant message, and one tool call. */
export const openaiChat = {
  response: {
    name: 'openai-chat.response',
    format: 'openai-chat',
    matches: (value, path) =>
      field(value, 'object', path) === 'chat.completion' || Array.isArray(field(value, 'choices', path)),
    read: (value, path, options) =>
      readChosen(value, 'choices', path, options, (choice, at) => readChoice(choice, at, options)),
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
    matches: isMessage,
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
