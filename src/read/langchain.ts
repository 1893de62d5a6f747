import type { Path } from '../json/types.js'
import { arrayItems, field, isRecord } from './field.js'
import { readOpenAIToolCall } from './openai-chat.js'
import { readArguments } from './read-arguments.js'
import { type CallFields, readCall } from './read-call.js'
import { failRead } from './read-error.js'
import { readOptionalList, requireField, requireRecord } from './read-list.js'
import type { ItemShape, Shape, TurnBody } from './shape.js'
import { checkStop, type StopTable } from './stop-signal.js'
import type { Call, NormalizedReadOptions } from './types.js'

const TOOL_CALL: CallFields = { name: 'name', args: 'args', encoding: 'object', optionalArgs: false }
const CHUNK: CallFields = { name: 'name', args: 'args', encoding: 'json', optionalArgs: false }
const AI_CLASSES = ['AIMessage', 'AIMessageChunk']

function readToolCall(item: object, path: Path, options: NormalizedReadOptions): Call {
  return readCall(item, path, TOOL_CALL, options, field(item, 'id', path))
}

/** An `invalid_tool_calls` entry is a broken call: its raw `args` string is decoded again for the position. */
function failInvalid(entry: object, path: Path, options: NormalizedReadOptions): never {
  const args = field(entry, 'args', path)
  if (typeof args === 'string') readArguments(args, [...path, 'args'], 'json', options)
  const error = field(entry, 'error', path)
  return failRead({
    kind: 'arguments_not_json',
    path: [...path, 'args'],
    detail: typeof error === 'string' ? error : 'listed in invalid_tool_calls',
  })
}

/**
 * Provider stop reasons as LangChain keeps them in `response_metadata` (`finish_reason` from OpenAI, Gemini and
 * others, `stop_reason` from Anthropic).
 */
const STOP: StopTable = {
  length: 'token_limit',
  max_tokens: 'token_limit',
  MAX_TOKENS: 'token_limit',
  model_context_window_exceeded: 'token_limit',
  content_filter: 'filter',
  refusal: 'filter',
  SAFETY: 'filter',
  RECITATION: 'filter',
  BLOCKLIST: 'filter',
  PROHIBITED_CONTENT: 'filter',
  SPII: 'filter',
  tool_calls: 'tool_stop',
  tool_use: 'tool_stop',
}

/**
 * Reads an AIMessage, then holds it to the provider's stop reason in `response_metadata`: a response cut by the
 * token limit is `truncated` even when its partial calls parsed (more may have been coming).
 */
function readMessage(message: object, path: Path, options: NormalizedReadOptions): TurnBody {
  const read = () => readMessageCalls(message, path, options)
  const metadata = field(message, 'response_metadata', path)
  if (!isRecord(metadata)) return read()
  const at = [...path, 'response_metadata']
  for (const key of ['finish_reason', 'stop_reason']) {
    const value = field(metadata, key, at)
    if (value !== undefined) return checkStop(read, { value, path: [...at, key] }, STOP)
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
 * `tool_calls`; else the OpenAI-style `additional_kwargs.tool_calls`; else the chunks' JSON-string `args`.
 */
function readMessageCalls(message: object, path: Path, options: NormalizedReadOptions): TurnBody {
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
        : (item, at) => readCall(item, at, CHUNK, options, field(item, 'id', at))
  return { format: 'langchain', calls: readOptionalList(list.owner, list.key, list.path, read) }
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
