import type { Path } from '../json/types.js'
import { field, isRecord } from './field.js'
import { OPENAI_FUNCTION } from './openai-tool-call.js'
import { makeCall, readCall } from './read-call.js'
import { readList, requireField } from './read-list.js'
import type { Shape, TurnBody } from './shape.js'
import { checkStop } from './stop-signal.js'
import { COHERE_STOP } from './stop-tables.js'
import type { Call, NormalizedReadOptions } from './types.js'
import { unknownItem } from './unknown-item.js'

/** Every `finish_reason` of Cohere's v2 chat (upper case, unlike OpenAI's). */
const FINISH_REASONS = new Set(['COMPLETE', 'STOP_SEQUENCE', 'MAX_TOKENS', 'TOOL_CALL', 'ERROR', 'TIMEOUT'])

/** Content item types of an assistant message that carry no call. */
const CONTENT_NON_CALLS = new Set(['text', 'thinking'])

/** A field in either spelling: the REST API's snake_case, or the TypeScript SDK's camelCase of some versions. */
function either(value: object, snake: string, camel: string, path: Path): { key: string; value: unknown } {
  const own = field(value, snake, path)
  return own !== undefined ? { key: snake, value: own } : { key: camel, value: field(value, camel, path) }
}

/** Reads one tool call (OpenAI's shape); `arguments: "null"`, what Cohere sends for a tool without parameters, is `{}`. */
function readToolCall(item: object, path: Path, options: NormalizedReadOptions): Call {
  const fnPath = [...path, 'function']
  const fn = requireField(item, 'function', path)
  const id = field(item, 'id', path)
  if (field(fn, 'arguments', fnPath) === 'null') {
    const call = readCall(
      { name: field(fn, 'name', fnPath), arguments: {} },
      fnPath,
      OPENAI_FUNCTION,
      options,
    )
    return makeCall(call.name, call.arguments, id)
  }
  return readCall(fn, fnPath, OPENAI_FUNCTION, options, id)
}

function readMessage(message: object, path: Path, options: NormalizedReadOptions): TurnBody {
  const content = field(message, 'content', path)
  if (Array.isArray(content)) {
    readList(content, [...path, 'content'], (item, at) => {
      const type = field(item, 'type', at)
      return typeof type === 'string' && CONTENT_NON_CALLS.has(type)
        ? undefined
        : unknownItem(at, type, options)
    })
  }
  const toolCalls = either(message, 'tool_calls', 'toolCalls', path)
  if (toolCalls.value === undefined || toolCalls.value === null) return { format: 'cohere', calls: [] }
  const calls = readList(toolCalls.value, [...path, toolCalls.key], (item, at) =>
    readToolCall(item, at, options),
  )
  return { format: 'cohere', calls }
}

function isCohereMessage(value: unknown, path: Path): boolean {
  return (
    isRecord(value) &&
    field(value, 'role', path) === 'assistant' &&
    (either(value, 'tool_plan', 'toolPlan', path).value !== undefined ||
      field(value, 'toolCalls', path) !== undefined)
  )
}

/** Cohere v2 chat: the response (`message` + an upper-case `finish_reason`) and an assistant message with `tool_plan`. */
export const cohere = {
  response: {
    name: 'cohere.response',
    format: 'cohere',
    matches: (value, path) => {
      const message = field(value, 'message', path)
      if (!isRecord(message)) return false
      const finish = either(value, 'finish_reason', 'finishReason', path).value
      return (
        (typeof finish === 'string' && FINISH_REASONS.has(finish)) ||
        isCohereMessage(message, [...path, 'message'])
      )
    },
    read: (value, path, options) => {
      const read = () => readMessage(requireField(value, 'message', path), [...path, 'message'], options)
      const finish = either(value, 'finish_reason', 'finishReason', path)
      return checkStop(read, { value: finish.value, path: [...path, finish.key] }, COHERE_STOP)
    },
  },
  message: {
    name: 'cohere.message',
    format: 'cohere',
    matches: isCohereMessage,
    read: readMessage,
  },
} satisfies Record<string, Shape>
