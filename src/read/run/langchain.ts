import type { Path } from '../../json/types.js'
import { arrayItems, field, isRecord } from '../field.js'
import { LANGCHAIN_CLASSES, LANGCHAIN_TYPES, messageBody, readLangChainMessage } from '../langchain.js'
import type { NormalizedReadOptions } from '../types.js'
import { stringField, textOfContent } from './message-parts.js'
import type { ConversationReader, RunBuilderLike } from './types.js'

/** A LangChain message as its type and the object holding its fields, or `undefined` when it is none. */
interface Message {
  type: string
  body: object
  path: Path
}

function classify(message: object, path: Path): Message | undefined {
  if (field(message, 'lc', path) === 1 && field(message, 'type', path) === 'constructor') {
    const id = arrayItems(field(message, 'id', path), [...path, 'id'])
    const name = String(id?.[id.length - 1])
    const type = Object.hasOwn(LANGCHAIN_CLASSES, name) ? LANGCHAIN_CLASSES[name] : undefined
    const kwargs = field(message, 'kwargs', path)
    return type === undefined || !isRecord(kwargs)
      ? undefined
      : { type, body: kwargs, path: [...path, 'kwargs'] }
  }
  const type = typeOfMessage(message, path)
  if (type === undefined) return undefined
  const inner = messageBody(message, path)
  return { type, body: inner.body, path: inner.path }
}

function typeOfMessage(message: object, path: Path): string | undefined {
  const type = field(message, 'type', path)
  if (type === 'AIMessageChunk') return 'ai'
  if (typeof type === 'string') return LANGCHAIN_TYPES.has(type) ? type : undefined
  for (const method of ['getType', '_getType']) {
    const get = field(message, method, path)
    if (typeof get !== 'function') continue
    try {
      const found: unknown = get.call(message)
      if (typeof found === 'string' && LANGCHAIN_TYPES.has(found)) return found
    } catch {
      return undefined
    }
  }
  return undefined
}

function splitMessage(message: Message, options: NormalizedReadOptions, run: RunBuilderLike): void {
  const { type, body, path } = message
  const content = field(body, 'content', path)
  if (type === 'ai') {
    // The model's turn, read as the AIMessage reader reads it alone: its calls, held to its provider's stop reason.
    run.turn(readLangChainMessage(body, path, options), textOfContent(content, [...path, 'content']))
  } else if (type === 'tool') {
    const id = stringField(body, 'tool_call_id', path)
    const name = stringField(body, 'name', path)
    run.result({
      ...(id === undefined ? {} : { id }),
      ...(name === undefined ? {} : { name }),
      value: content,
      status: field(body, 'status', path) === 'error' ? 'error' : 'ok',
      path: [...path, 'content'],
    })
  }
}

/**
 * LangChain and LangGraph message lists: live message instances, their plain or serialised (`lc: 1`) forms, and
 * Python's `messages_to_dict`. AIMessages are read by the message reader; ToolMessages answer by `tool_call_id`
 * (by `name` where it is missing) and say `status: 'error'`.
 */
export const langchainRun: ConversationReader = {
  name: 'langchain.messages',
  format: 'langchain',
  accepts: (message, path) => classify(message, path) !== undefined,
  marks: (message, path) => classify(message, path) !== undefined,
  read: (messages, path, options, run) => {
    messages.forEach((message, index) => {
      const at = [...path, index]
      splitMessage(classify(message, at)!, options, run)
    })
  },
}
