import type { Path } from '../json/types.js'
import { anthropic } from './anthropic.js'
import { arrayItems, field, isRecord } from './field.js'
import { openaiResponses } from './openai-responses.js'
import type { PlacedCall } from './placed-call.js'
import { readArguments } from './read-arguments.js'
import { type CallFields, readCall } from './read-call.js'
import { failRead } from './read-error.js'
import type { Call, NormalizedReadOptions } from './types.js'
import { unknownItem } from './unknown-item.js'

const TOOL_CALL: CallFields = { name: 'name', args: 'args', encoding: 'object', optionalArgs: false }
const CHUNK: CallFields = { name: 'name', args: 'args', encoding: 'json', optionalArgs: false }

/** A LangChain `ToolCall` (`{ name, args, id }`, `args` an object). */
export function readToolCall(item: object, path: Path, options: NormalizedReadOptions): Call {
  return readCall(item, path, TOOL_CALL, options, field(item, 'id', path))
}

/** A `ToolCallChunk` (`args` a JSON string). */
export function readChunk(item: object, path: Path, options: NormalizedReadOptions): Call {
  return readCall(item, path, CHUNK, options, field(item, 'id', path))
}

/** An `invalid_tool_calls` entry is a broken call: its raw `args` string is decoded again for the position. */
export function failInvalid(entry: object, path: Path, options: NormalizedReadOptions): never {
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
 * Content block types of an AIMessage that carry no call: text, reasoning, media (provider-native and LangChain's
 * standard blocks, langchain-core 0.3–1), and `input_json_delta`, a streamed piece of a call's arguments (the call is
 * its `tool_use` block or chunk). Every `*_tool_result` block is a server tool's result, not a call.
 */
const NON_CALL_BLOCKS = new Set([
  'text',
  'text-plain',
  'thinking',
  'redacted_thinking',
  'reasoning',
  'image',
  'image_url',
  'audio',
  'video',
  'file',
  'document',
  'refusal',
  'input_json_delta',
])

/**
 * Content blocks that hold a call, each read by its own format's reader: Anthropic's blocks (`tool_use`; the server
 * tools' `server_tool_use` and `mcp_tool_use` under `serverTools`), a Responses `function_call` item, and LangChain's
 * standard `tool_call`, `tool_call_chunk`, `invalid_tool_call` (a broken call) and `server_tool_call`.
 */
const CALL_BLOCKS: Readonly<
  Record<string, (block: object, path: Path, options: NormalizedReadOptions) => Call | undefined>
> = {
  tool_use: (block, path, options) => anthropic.block.read(block, path, options),
  server_tool_use: (block, path, options) => anthropic.block.read(block, path, options),
  mcp_tool_use: (block, path, options) => anthropic.block.read(block, path, options),
  function_call: (block, path, options) => openaiResponses.item.read(block, path, options),
  tool_call: readToolCall,
  tool_call_chunk: readChunk,
  invalid_tool_call: failInvalid,
  server_tool_call: (block, path, options) =>
    options.serverTools === 'ignore' ? undefined : { ...readToolCall(block, path, options), server: true },
}

/** The id a call block names its call by (a Responses item by its `call_id`, as LangChain's `tool_calls` keep it). */
function blockId(block: object, type: string, path: Path): unknown {
  return field(block, type === 'function_call' ? 'call_id' : 'id', path)
}

/** True when `call` is one of `listed` seen again: the same id, or (no id) the same name and arguments. */
function seenBefore(call: Call, listed: readonly PlacedCall[]): boolean {
  if (call.id !== undefined) return listed.some((item) => item.call.id === call.id)
  const key = JSON.stringify(call.arguments)
  return listed.some((item) => item.call.name === call.name && JSON.stringify(item.call.arguments) === key)
}

/**
 * The calls an AIMessage's content blocks hold beyond `listed` (those its `tool_calls` or chunks gave): a block whose
 * id a listed call has is that call again (not read twice: a streamed `tool_use` keeps its input as text); another
 * call block is read by its format's reader; a block of a type not known here is an unknown item, never "no call".
 * Text content and plain strings in the list carry none.
 */
export function readContentCalls(
  message: object,
  path: Path,
  options: NormalizedReadOptions,
  listed: readonly PlacedCall[],
): PlacedCall[] {
  const contentPath = [...path, 'content']
  const blocks = arrayItems(field(message, 'content', path), contentPath) ?? []
  const ids = new Set(listed.flatMap((item) => (item.call.id === undefined ? [] : [item.call.id])))
  const found: PlacedCall[] = []
  blocks.forEach((block, index) => {
    const at = [...contentPath, index]
    if (typeof block === 'string') return
    if (!isRecord(block)) {
      unknownItem(at, typeof block, options)
      return
    }
    const type = field(block, 'type', at)
    if (typeof type === 'string' && Object.hasOwn(CALL_BLOCKS, type)) {
      const id = blockId(block, type, at)
      if (typeof id === 'string' && ids.has(id)) return
      const call = CALL_BLOCKS[type]!(block, at, options)
      if (call !== undefined && !seenBefore(call, listed)) found.push({ call, path: at })
    } else if (typeof type !== 'string' || !(NON_CALL_BLOCKS.has(type) || type.endsWith('_tool_result')))
      unknownItem(at, type, options)
  })
  return found
}
