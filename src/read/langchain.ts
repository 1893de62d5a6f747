import type { Path } from '../json/types.js'
import { arrayItems, field, isRecord } from './field.js'
import { failInvalid, readChunk, readContentCalls, readToolCall } from './langchain-calls.js'
import { readOpenAIToolCall } from './openai-chat.js'
import { bodyOf, checkPlacedStop, type PlacedCall } from './placed-call.js'
import { failRead } from './read-error.js'
import { readOptionalList, requireField, requireRecord } from './read-list.js'
import type { ItemShape, Shape, TurnBody } from './shape.js'
import { ANY_PROVIDER_STOP } from './stop-tables.js'
import type { Call, NormalizedReadOptions } from './types.js'

/**
 * LangChain's message classes (the serialised form's `id` ends with one) by the message type each has (`type`,
 * `_getType()`): the one list of LangChain's roles. `ai` is the model's.
 */
export const LANGCHAIN_CLASSES: Readonly<Record<string, string>> = {
  AIMessage: 'ai',
  AIMessageChunk: 'ai',
  HumanMessage: 'human',
  HumanMessageChunk: 'human',
  ToolMessage: 'tool',
  ToolMessageChunk: 'tool',
  SystemMessage: 'system',
  SystemMessageChunk: 'system',
  ChatMessage: 'generic',
  ChatMessageChunk: 'generic',
  FunctionMessage: 'function',
  FunctionMessageChunk: 'function',
}

/** The message types (`type`, `_getType()`): those of the classes, and `developer`. */
export const LANGCHAIN_TYPES: ReadonlySet<string> = new Set([
  ...Object.values(LANGCHAIN_CLASSES),
  'developer',
])

const AI_CLASSES = Object.keys(LANGCHAIN_CLASSES).filter((name) => LANGCHAIN_CLASSES[name] === 'ai')

/** `response_metadata` keys that hold the provider's stop reason, in the order they are asked. */
const STOP_KEYS = ['finish_reason', 'stop_reason', 'finishReason', 'stopReason', 'done_reason']

/**
 * Reads an AIMessage, each call placed where it was read, then holds it to the provider's stop reason in
 * `response_metadata`: a response cut by the token limit is `truncated` even when its partial calls parsed (more may
 * have been coming).
 */
export function readLangChainMessage(
  message: object,
  path: Path,
  options: NormalizedReadOptions,
): PlacedCall[] {
  const read = () => readMessageCalls(message, path, options)
  const metadata = field(message, 'response_metadata', path)
  if (!isRecord(metadata)) return read()
  const at = [...path, 'response_metadata']
  for (const key of STOP_KEYS) {
    const value = field(metadata, key, at)
    if (value !== undefined && value !== null)
      return checkPlacedStop('langchain', read, { value, path: [...at, key] }, ANY_PROVIDER_STOP)
  }
  return read()
}

/** Where an AIMessage keeps its calls, as `readMessageCalls` reads them: the list's owner, its key and their path. */
export interface CallList {
  source: 'tool_calls' | 'openai' | 'chunks'
  owner: object
  key: 'tool_calls' | 'tool_call_chunks'
  path: Path
}

/** The list an AIMessage's calls are read from: `tool_calls`, else `additional_kwargs.tool_calls`, else the chunks. */
export function callListOf(message: object, path: Path): CallList {
  const toolCalls = field(message, 'tool_calls', path)
  if (toolCalls !== undefined && toolCalls !== null)
    return { source: 'tool_calls', owner: message, key: 'tool_calls', path }
  const at = [...path, 'additional_kwargs']
  const kwargs = field(message, 'additional_kwargs', path)
  if (isRecord(kwargs) && field(kwargs, 'tool_calls', at) != null)
    return { source: 'openai', owner: kwargs, key: 'tool_calls', path: at }
  return { source: 'chunks', owner: message, key: 'tool_call_chunks', path }
}

/**
 * Reads an AIMessage's calls (instance, plain dict or chunk): any `invalid_tool_calls` entry fails; else
 * `tool_calls`; else the OpenAI-style `additional_kwargs.tool_calls`; else the chunks' JSON-string `args`. Then the
 * content blocks: a call there that the list holds too is the same call (counted once); one it lacks is read.
 */
function readMessageCalls(message: object, path: Path, options: NormalizedReadOptions): PlacedCall[] {
  const invalidPath = [...path, 'invalid_tool_calls']
  const invalid = arrayItems(field(message, 'invalid_tool_calls', path), invalidPath)
  if (invalid !== undefined && invalid.length > 0)
    failInvalid(requireRecord(invalid[0], [...invalidPath, 0]), [...invalidPath, 0], options)
  const list = callListOf(message, path)
  const read: (item: object, at: Path) => Call | undefined =
    list.source === 'tool_calls'
      ? (item, at) => readToolCall(item, at, options)
      : list.source === 'openai'
        ? (item, at) => readOpenAIToolCall(item, at, options)
        : (item, at) => readChunk(item, at, options)
  const listed: PlacedCall[] = []
  readOptionalList(list.owner, list.key, list.path, (item, at) => {
    const call = read(item, at)
    if (call !== undefined) listed.push({ call, path: at })
    return call
  })
  return [...listed, ...readContentCalls(message, path, options, listed)]
}

function readSerialized(value: object, path: Path, options: NormalizedReadOptions): TurnBody {
  const id = arrayItems(field(value, 'id', path), [...path, 'id'])
  const className = id?.[id.length - 1]
  if (typeof className !== 'string' || !AI_CLASSES.includes(className)) {
    return failRead({
      kind: 'schema_invalid',
      path: [...path, 'id'],
      expected: AI_CLASSES,
      detail: String(className),
    })
  }
  return readMessage(requireField(value, 'kwargs', path), [...path, 'kwargs'], options)
}

/**
 * Where a message keeps its fields: in `data` for Python's `messages_to_dict` form (`{ type, data: { content, … } }`),
 * else in the message itself.
 */
export function messageBody(message: object, path: Path): { body: object; path: Path } {
  const data = field(message, 'data', path)
  if (isRecord(data) && field(message, 'content', path) === undefined)
    return { body: data, path: [...path, 'data'] }
  return { body: message, path }
}

function readMessage(message: object, path: Path, options: NormalizedReadOptions): TurnBody {
  const inner = messageBody(message, path)
  return bodyOf('langchain', readLangChainMessage(inner.body, inner.path, options))
}

/** LangChain: a serialised message (`{lc: 1, type: 'constructor', …}`), an AIMessage or chunk, and one ToolCall. */
export const langchain = {
  serialized: {
    name: 'langchain.serialized',
    format: 'langchain',
    matches: (value, path) => field(value, 'lc', path) === 1 && field(value, 'type', path) === 'constructor',
    read: readSerialized,
  },
  message: {
    name: 'langchain.message',
    format: 'langchain',
    matches: (value, path) => {
      const type = field(value, 'type', path)
      return (
        type === 'ai' ||
        type === 'AIMessageChunk' ||
        isRecord(field(value, 'additional_kwargs', path)) ||
        isRecord(field(value, 'lc_kwargs', path)) ||
        Array.isArray(field(value, 'invalid_tool_calls', path)) ||
        Array.isArray(field(value, 'tool_call_chunks', path))
      )
    },
    read: readMessage,
  },
  toolCall: {
    name: 'langchain.tool-call',
    format: 'langchain',
    topLevel: true,
    requires: ['type', 'name'],
    matches: (value, path) => {
      const type = field(value, 'type', path)
      if (type === 'tool_call') return true
      return (
        type === undefined &&
        field(value, 'name', path) !== undefined &&
        field(value, 'args', path) !== undefined &&
        field(value, 'arguments', path) === undefined
      )
    },
    read: readToolCall,
  },
} satisfies Record<string, Shape | ItemShape>
