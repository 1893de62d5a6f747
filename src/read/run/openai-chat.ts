import type { Path } from '../../json/types.js'
import { arrayItems, field, isRecord } from '../field.js'
import { CHAT_PARTS, CHAT_ROLES, isChatChoice, readChatChoice, readChatMessage } from '../openai-chat.js'
import type { NormalizedReadOptions } from '../types.js'
import { everyBlock, roleOf, stringField, textOfContent, typeOf } from './message-parts.js'
import type { ConversationReader, RunBuilderLike } from './types.js'

const ROLES: ReadonlySet<string> = new Set([
  CHAT_ROLES.model,
  CHAT_ROLES.result,
  CHAT_ROLES.legacyResult,
  ...CHAT_ROLES.others,
])

function hasChatContent(message: object, path: Path): boolean {
  const content = field(message, 'content', path)
  if (content === undefined || content === null || typeof content === 'string') return true
  return everyBlock(content, [...path, 'content'], (part, at) => CHAT_PARTS.has(typeOf(part, at) ?? ''))
}

/** An assistant message says something: calls, a content (text, parts or `null` beside calls), or a refusal. */
function saysSomething(message: object, path: Path): boolean {
  if (roleOf(message, path) !== CHAT_ROLES.model) return true
  return ['tool_calls', 'function_call', 'content', 'refusal'].some(
    (key) => field(message, key, path) !== undefined,
  )
}

/**
 * What an assistant message says in words: its content's text, else the refusal the model wrote (a `refusal` part,
 * or the message's `refusal`), which is its answer when it calls nothing.
 */
function textOf(message: object, path: Path): string | undefined {
  const contentPath = [...path, 'content']
  const content = field(message, 'content', path)
  const text = textOfContent(content, contentPath)
  if (text !== undefined && text !== '') return text
  const parts = arrayItems(content, contentPath) ?? []
  const refusals = parts.flatMap((part, index) => {
    const at = [...contentPath, index]
    if (!isRecord(part) || typeOf(part, at) !== 'refusal') return []
    const refusal = stringField(part, 'refusal', at)
    return refusal === undefined ? [] : [refusal]
  })
  if (refusals.length > 0) return refusals.join('')
  return stringField(message, 'refusal', path) ?? text
}

/**
 * The message a choice (`{ index, message, finish_reason }`) holds, when the list keeps the model's turn as the
 * response gave it: read with its `finish_reason`, as the choice reader reads it alone.
 */
function choiceMessage(value: object, path: Path): object | undefined {
  if (roleOf(value, path) !== undefined || !isChatChoice(value, path)) return undefined
  const message = field(value, 'message', path) as object
  return roleOf(message, [...path, 'message']) === CHAT_ROLES.model ? message : undefined
}

function splitMessage(
  message: object,
  path: Path,
  options: NormalizedReadOptions,
  run: RunBuilderLike,
): void {
  const chosen = choiceMessage(message, path)
  if (chosen !== undefined) {
    run.turn(readChatChoice(message, path, options), textOf(chosen, [...path, 'message']))
    return
  }
  const role = roleOf(message, path)
  const content = field(message, 'content', path)
  if (role === CHAT_ROLES.model) {
    // The model's turn, read as the message reader reads it alone.
    run.turn(readChatMessage(message, path, options), textOf(message, path))
  } else if (role === CHAT_ROLES.result) {
    const id = stringField(message, 'tool_call_id', path)
    run.result({
      ...(id === undefined ? {} : { id }),
      value: content,
      status: 'ok',
      path: [...path, 'content'],
    })
  } else if (role === CHAT_ROLES.legacyResult) {
    const name = stringField(message, 'name', path)
    run.result({
      ...(name === undefined ? {} : { name }),
      value: content,
      status: 'ok',
      path: [...path, 'content'],
    })
  }
}

/** True for a message holding a `tool_calls` array: OpenAI chat's own field, read by no other conversation format. */
export function hasToolCallsArray(message: object, path: Path): boolean {
  return roleOf(message, path) !== undefined && Array.isArray(field(message, 'tool_calls', path))
}

/**
 * OpenAI Chat Completions conversations: assistant messages with `tool_calls` (read by the message reader; a choice
 * kept as the response gave it, by the choice reader, its `finish_reason` included), `tool` messages answering them
 * by `tool_call_id` (in order where ids are missing), the legacy `function` role answering by name.
 */
export const openaiChatRun: ConversationReader = {
  name: 'openai-chat.messages',
  format: 'openai-chat',
  accepts: (message, path) => {
    const chosen = choiceMessage(message, path)
    if (chosen !== undefined) return accepts(chosen, [...path, 'message'])
    return accepts(message, path)
  },
  marks: (message, path) => {
    if (choiceMessage(message, path) !== undefined) return true
    const role = roleOf(message, path)
    if (role === CHAT_ROLES.result) return typeof field(message, 'tool_call_id', path) === 'string'
    if (role === CHAT_ROLES.legacyResult) return true
    return role === CHAT_ROLES.model && Array.isArray(field(message, 'tool_calls', path))
  },
  read: (messages, path, options, run) => {
    for (const [index, message] of messages.entries()) splitMessage(message, [...path, index], options, run)
  },
}

/** A message of a Chat Completions conversation: a known role, its content text or chat parts, saying something. */
function accepts(message: object, path: Path): boolean {
  return (
    ROLES.has(roleOf(message, path) ?? '') &&
    field(message, 'type', path) === undefined &&
    field(message, 'parts', path) === undefined &&
    hasChatContent(message, path) &&
    saysSomething(message, path)
  )
}
