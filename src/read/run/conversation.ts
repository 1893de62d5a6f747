import type { Path } from '../../json/types.js'
import { field, isRecord } from '../field.js'
import { LANGCHAIN_CLASSES } from '../langchain.js'
import type { ReadFailure } from '../types.js'
import { anthropicRun } from './anthropic.js'
import { bedrockRun } from './bedrock.js'
import { geminiRun } from './gemini.js'
import { langchainRun } from './langchain.js'
import { hasToolCallsArray, openaiChatRun } from './openai-chat.js'
import { openaiResponsesRun } from './openai-responses.js'
import type { ConversationReader } from './types.js'
import { evalMessagesRun, mastraRun, uiMessagesRun } from './ui-messages.js'
import { vercelAiMessagesRun } from './vercel-ai.js'

/**
 * Conversation formats, in the order they are tried: a list is read by the first format that accepts every message
 * and that some message marks as its own; a list no message marks (text only) by OpenAI chat when it accepts them
 * all, else by the first that does.
 */
export const CONVERSATIONS: readonly ConversationReader[] = [
  langchainRun, // type: 'ai' | 'human' | 'tool' … | lc: 1 | getType()
  openaiResponsesRun, // type: 'function_call' | 'function_call_output' | '…_item' …
  mastraRun, // content: { format: 2 | 3, parts }
  evalMessagesRun, // parts with tool-call / tool-result / tool-error naming toolName
  uiMessagesRun, // parts[]
  geminiRun, // parts[] of untyped parts, role 'model'
  anthropicRun, // tool_use / tool_result blocks, type: 'message'
  vercelAiMessagesRun, // tool-call / tool-result parts, role 'tool'
  bedrockRun, // untyped { toolUse } / { toolResult } / { text } blocks
  openaiChatRun, // tool_calls, role 'tool' + tool_call_id
]

/** Names listed when a list looks like a conversation of no known format. */
export const CONVERSATION_NAMES: readonly string[] = CONVERSATIONS.map((reader) => reader.name)

/** The format of a list of messages, or `undefined` when some element is not a message of any one format. */
export function detectConversation(items: readonly unknown[], path: Path): ConversationReader | undefined {
  if (items.length === 0 || !items.every(isRecord)) return undefined
  const records = items as readonly object[]
  const fitting = CONVERSATIONS.filter((reader) =>
    records.every((message, index) => reader.accepts(message, [...path, index])),
  )
  // A `tool_calls` array is OpenAI chat's alone: another format that accepts the messages would not read it.
  if (records.some((message, index) => hasToolCallsArray(message, [...path, index])))
    return fitting.includes(openaiChatRun) ? openaiChatRun : undefined
  return (
    fitting.find((reader) => records.some((message, index) => reader.marks(message, [...path, index]))) ??
    (fitting.includes(openaiChatRun) ? openaiChatRun : fitting[0])
  )
}

/** LangChain message types that mark a message on their own. */
const MESSAGE_TYPES: ReadonlySet<string> = new Set(['ai', 'human', 'tool', 'system'])

/** True when `value` is a message of a conversation: it has a `role`, or is a LangChain message. */
export function isConversationMessage(value: unknown, path: Path): boolean {
  if (!isRecord(value)) return false
  if (typeof field(value, 'role', path) === 'string') return true
  const type = field(value, 'type', path)
  // LangChain's message types that no call or part shares (`function` is also an OpenAI tool call's type), and its
  // class names, which a plain dict may carry as its type (`AIMessageChunk`).
  if (typeof type === 'string' && (MESSAGE_TYPES.has(type) || Object.hasOwn(LANGCHAIN_CLASSES, type)))
    return true
  return field(value, 'lc', path) === 1 && type === 'constructor'
}

/**
 * The failure of a list of messages that no conversation format reads whole, at the message where reading stops: for
 * the format that some message shows (a tool-use block, a `tool_call_id`…), else for any, the one that reads the
 * most messages before it.
 */
export function mixedConversationFailure(messages: readonly unknown[], path: Path): ReadFailure {
  let stop: { reader: ConversationReader; index: number; marked: boolean } | undefined
  for (const reader of CONVERSATIONS) {
    const index = messages.findIndex(
      (message, i) => !isRecord(message) || !reader.accepts(message, [...path, i]),
    )
    const marked = messages.some((message, i) => isRecord(message) && reader.marks(message, [...path, i]))
    const better =
      stop === undefined || (marked && !stop.marked) || (marked === stop.marked && index > stop.index)
    if (index !== -1 && better) stop = { reader, index, marked }
  }
  const { reader, index } = stop ?? { reader: CONVERSATIONS[0]!, index: 0 }
  return {
    kind: 'unknown_shape',
    path: [...path, index],
    detail: `a message ${reader.name} does not read, in a conversation no one format reads whole`,
  }
}
