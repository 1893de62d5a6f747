import { appendAll } from '../append-all.js'
import type { Path } from '../json/types.js'
import { arrayItems, field, isRecord } from './field.js'
import { foreignAuthor } from './foreign-message.js'
import { checkModelTurn } from './no-model-turn.js'
import { failRead, withFormat } from './read-error.js'
import { detectConversation, isConversationMessage } from './run/conversation.js'
import { openaiResponsesRun } from './run/openai-responses.js'
import { callsOfRun, readRunList } from './run/read-run-list.js'
import { turnFormat } from './run/turn-format.js'
import type { Shape, TurnBody } from './shape.js'
import type { Call, Format, NormalizedReadOptions } from './types.js'

/** Finds the shape of one message (the detector, passed in so this module does not import it back). */
export type DetectMessage = (value: object, path: Path) => Shape | undefined

/**
 * True when every element of a non-empty array is a message, or when the array is a list of Responses items (the
 * Agents SDK's run items too), which carry no role: a list that format reads whole.
 */
export function isConversation(items: readonly unknown[], path: Path): boolean {
  if (items.length === 0) return false
  if (items.every((item, index) => isConversationMessage(item, [...path, index]))) return true
  // Asked first of the first item alone: arrays of calls (BFCL, tool calls) are read often, and fail it at once.
  const first = items[0]
  if (!isRecord(first) || !openaiResponsesRun.accepts(first, [...path, 0])) return false
  return detectConversation(items, path)?.format === 'openai-responses'
}

/**
 * Reads a conversation (an array of messages, or a LangGraph state's `messages`): the calls of the model's turns, in
 * order; the user's, the system's and the tools' messages are part of the conversation and carry none. It is read as
 * `readRun` reads it (one reading, so both fail alike: a result that pairs with no call, an id reused before its
 * result, a call left unanswered); a list no conversation format accepts whole is read message by message. A
 * conversation without any turn of the model is `no_model_turn`.
 */
export function readConversationCalls(
  items: readonly unknown[],
  path: Path,
  options: NormalizedReadOptions,
  detect: DetectMessage,
): TurnBody {
  const run = readRunList(items, path, options)
  if (run === undefined) return readMessages(items, path, options, detect)
  return { format: turnFormat(run.format), calls: callsOfRun(run) }
}

/** Reads each message by its own shape, the model's turns' calls in order (a list of no one conversation format). */
function readMessages(
  items: readonly unknown[],
  path: Path,
  options: NormalizedReadOptions,
  detect: DetectMessage,
): TurnBody {
  checkModelTurn(items, path)
  const calls: Call[] = []
  let format: Format | undefined
  for (let index = 0; index < items.length; index++) {
    const at = [...path, index]
    const message = items[index] as object
    if (foreignAuthor(message, at) !== undefined) continue
    const shape = detect(message, at)
    if (shape === undefined)
      failRead({ kind: 'unknown_shape', path: at, detail: 'a message of no known shape' })
    const body = withFormat(shape.format, () => shape.read(message, at, options))
    format ??= body.format
    appendAll(calls, body.calls)
  }
  // Every message was someone else's, though one of them read so only on a second look (a getter that changed).
  return format === undefined ? failRead({ kind: 'no_model_turn', path: [...path] }) : { format, calls }
}

/** A LangGraph state (or any `{ messages: [...] }` conversation): its messages' calls in order. */
export function conversationShape(detect: DetectMessage): Shape {
  return {
    name: 'conversation.messages',
    format: 'langchain',
    matches: (value, path) => {
      const items = arrayItems(field(value, 'messages', path), [...path, 'messages'])
      return items !== undefined && isConversation(items, [...path, 'messages'])
    },
    read: (value, path, options) => {
      const at = [...path, 'messages']
      return readConversationCalls(arrayItems(field(value, 'messages', path), at) ?? [], at, options, detect)
    },
  }
}
