import type { Path } from '../json/types.js'
import { arrayItems, field, isRecord } from './field.js'
import { isOpenAIToolCall, OPENAI_FUNCTION, readOpenAIToolCall } from './openai-tool-call.js'
import { bodyOf, checkPlacedStop, type PlacedCall } from './placed-call.js'
import { readCall } from './read-call.js'
import { readChosen } from './read-chosen.js'
import { readList, requireField, requireRecord } from './read-list.js'
import type { ItemShape, Shape } from './shape.js'
import { OPENAI_CHAT_STOP } from './stop-tables.js'
import type { NormalizedReadOptions } from './types.js'

export { readOpenAIToolCall } from './openai-tool-call.js'

/**
 * The roles of a Chat Completions conversation (openai-node `ChatCompletionMessageParam`): the model's; the ones
 * whose message answers a call (`tool` by `tool_call_id`, the legacy `function` by name); and the others.
 */
export const CHAT_ROLES = {
  model: 'assistant',
  result: 'tool',
  legacyResult: 'function',
  others: ['system', 'developer', 'user'],
} as const

/** Content part types of Chat Completions messages (text, images, audio, files, and the model's refusal). */
export const CHAT_PARTS: ReadonlySet<string> = new Set([
  'text',
  'image_url',
  'input_audio',
  'file',
  'refusal',
])

/**
 * Reads an assistant message — a response's, or one of a conversation — each call placed at its entry: its
 * `tool_calls`, else the legacy `function_call`, else no call. A `refusal` the model wrote is an abstention.
 */
export function readChatMessage(message: object, path: Path, options: NormalizedReadOptions): PlacedCall[] {
  const toolCalls = field(message, 'tool_calls', path)
  if (toolCalls !== undefined && toolCalls !== null) {
    const placed: PlacedCall[] = []
    readList(toolCalls, [...path, 'tool_calls'], (item, at) => {
      const call = readOpenAIToolCall(item, at, options)
      if (call !== undefined) placed.push({ call, path: at })
      return call
    })
    return placed
  }
  const legacy = field(message, 'function_call', path)
  if (legacy === undefined || legacy === null) return []
  const legacyPath = [...path, 'function_call']
  return [
    {
      call: readCall(requireRecord(legacy, legacyPath), legacyPath, OPENAI_FUNCTION, options),
      path: legacyPath,
    },
  ]
}

/** Reads a choice's message, then holds it to its `finish_reason` (token limit, content filter, tool stop). */
export function readChatChoice(choice: object, path: Path, options: NormalizedReadOptions): PlacedCall[] {
  const read = () => readChatMessage(requireField(choice, 'message', path), [...path, 'message'], options)
  const stop = { value: field(choice, 'finish_reason', path), path: [...path, 'finish_reason'] }
  return checkPlacedStop('openai-chat', read, stop, OPENAI_CHAT_STOP)
}

/** True for a choice: a `message` object beside its `finish_reason`. */
export function isChatChoice(value: object, path: Path): boolean {
  return isRecord(field(value, 'message', path)) && field(value, 'finish_reason', path) !== undefined
}

/**
 * An assistant message: `role: 'assistant'` with calls or a string / null content, or the envelope without `role`
 * that OpenAI-compatible adapters emit (`{ tool_calls: [...] }`, `{ content, tool_calls }`, the legacy
 * `{ function_call: { name, arguments } }`), when its entries are OpenAI tool calls; `{ content, tool_calls: [] }`
 * is a reply without a call.
 */
function isMessage(value: object, path: Path): boolean {
  const role = field(value, 'role', path)
  const content = field(value, 'content', path)
  const toolCalls = field(value, 'tool_calls', path)
  const legacy = field(value, 'function_call', path)
  if (role === CHAT_ROLES.model) {
    return toolCalls !== undefined || legacy !== undefined || typeof content === 'string' || content === null
  }
  if (role !== undefined || field(value, 'type', path) !== undefined) return false
  if (content !== undefined && typeof content !== 'string' && content !== null) return false
  if (isRecord(legacy))
    return toolCalls === undefined && typeof field(legacy, 'name', [...path, 'function_call']) === 'string'
  const items = arrayItems(toolCalls, [...path, 'tool_calls'])
  if (items === undefined) return false
  // No call beside a content: the envelope of a reply that called nothing (an abstention).
  if (items.length === 0) return content !== undefined
  return items.every((item, index) => isOpenAIToolCall(item, [...path, 'tool_calls', index]))
}

/**
 * A Chat Completions response: `object: 'chat.completion'`, or (OpenAI-compatible servers that leave `object` out)
 * `choices` whose every entry holds a `message`. A streamed chunk (`chat.completion.chunk`, choices holding a
 * `delta`) is no response: the stream reader assembles chunks.
 */
function isResponse(value: object, path: Path): boolean {
  const object = field(value, 'object', path)
  if (object === 'chat.completion') return true
  if (object !== undefined) return false
  const choices = arrayItems(field(value, 'choices', path), [...path, 'choices'])
  return (
    choices !== undefined &&
    choices.length > 0 &&
    choices.every(
      (choice, index) => isRecord(choice) && isRecord(field(choice, 'message', [...path, 'choices', index])),
    )
  )
}

/** OpenAI Chat Completions: the response, one choice, an assistant message, and one tool call. */
export const openaiChat = {
  response: {
    name: 'openai-chat.response',
    format: 'openai-chat',
    matches: isResponse,
    read: (value, path, options) =>
      readChosen(value, 'choices', path, options, (choice, at) =>
        bodyOf('openai-chat', readChatChoice(choice, at, options)),
      ),
  },
  choice: {
    name: 'openai-chat.choice',
    format: 'openai-chat',
    matches: isChatChoice,
    read: (value, path, options) => bodyOf('openai-chat', readChatChoice(value, path, options)),
  },
  message: {
    name: 'openai-chat.message',
    format: 'openai-chat',
    matches: isMessage,
    read: (value, path, options) => bodyOf('openai-chat', readChatMessage(value, path, options)),
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
