import type { Path } from '../../json/types.js'
import { field } from '../field.js'
import { openaiChat as chat } from '../openai-chat.js'
import type { NormalizedReadOptions } from '../types.js'
import { everyBlock, placeAt, roleOf, stringField, textOfContent, typeOf } from './message-parts.js'
import type { ConversationReader, RunBuilderLike } from './types.js'

const ROLES = new Set(['system', 'developer', 'user', 'assistant', 'tool', 'function'])
/** Content part types of Chat Completions messages. */
const PARTS = new Set(['text', 'image_url', 'input_audio', 'file', 'refusal'])

function hasChatContent(message: object, path: Path): boolean {
  const content = field(message, 'content', path)
  if (content === undefined || content === null || typeof content === 'string') return true
  return everyBlock(content, [...path, 'content'], (part, at) => PARTS.has(typeOf(part, at) ?? ''))
}

/** An assistant message says something: calls, or a content (text, parts or `null` beside calls). */
function saysSomething(message: object, path: Path): boolean {
  if (roleOf(message, path) !== 'assistant') return true
  return ['tool_calls', 'function_call', 'content'].some((key) => field(message, key, path) !== undefined)
}

function readMessage(message: object, path: Path, options: NormalizedReadOptions, run: RunBuilderLike): void {
  const role = roleOf(message, path)
  const content = field(message, 'content', path)
  if (role === 'assistant') {
    const body = chat.message.read(message, path, options)
    const legacy = field(message, 'tool_calls', path) == null && body.calls.length > 0
    const calls = legacy
      ? [{ call: body.calls[0]!, path: [...path, 'function_call'] }]
      : placeAt(body.calls, path, 'tool_calls')
    run.turn(calls, textOfContent(content, [...path, 'content']))
  } else if (role === 'tool') {
    const id = stringField(message, 'tool_call_id', path)
    run.result({
      ...(id === undefined ? {} : { id }),
      value: content,
      status: 'ok',
      path: [...path, 'content'],
    })
  } else if (role === 'function') {
    const name = stringField(message, 'name', path)
    run.result({
      ...(name === undefined ? {} : { name }),
      value: content,
      status: 'ok',
      path: [...path, 'content'],
    })
  }
}

/**
 * OpenAI Chat Completions conversations: assistant messages with `tool_calls` (read by the message reader), `tool`
 * messages answering them by `tool_call_id`, the legacy `function` role answering by name.
 */
export const openaiChatRun: ConversationReader = {
  name: 'openai-chat.messages',
  format: 'openai-chat',
  accepts: (message, path) =>
    ROLES.has(roleOf(message, path) ?? '') &&
    field(message, 'type', path) === undefined &&
    field(message, 'parts', path) === undefined &&
    hasChatContent(message, path) &&
    saysSomething(message, path),
  marks: (message, path) => {
    const role = roleOf(message, path)
    if (role === 'tool') return typeof field(message, 'tool_call_id', path) === 'string'
    if (role === 'function') return true
    return role === 'assistant' && Array.isArray(field(message, 'tool_calls', path))
  },
  read: (messages, path, options, run) => {
    for (const [index, message] of messages.entries()) readMessage(message, [...path, index], options, run)
  },
}
