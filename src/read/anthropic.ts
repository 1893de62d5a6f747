import type { Path } from '../json/types.js'
import { field } from './field.js'
import { type CallFields, readCall } from './read-call.js'
import { readList } from './read-list.js'
import type { ItemShape, Shape, TurnBody } from './shape.js'
import { checkStop, type StopTable } from './stop-signal.js'
import type { Call, NormalizedReadOptions } from './types.js'
import { unknownItem } from './unknown-item.js'

const TOOL_USE: CallFields = { name: 'name', args: 'input', encoding: 'object', optionalArgs: false }

/**
 * Content block types of the Messages API (beta included, `@anthropic-ai/sdk` 0.71) that carry no call: text (its
 * citations inside), reasoning, media, and context management. Every `*_tool_result` block is a result, not a call.
 */
const OTHER_BLOCKS = new Set([
  'text',
  'thinking',
  'redacted_thinking',
  'image',
  'document',
  'search_result',
  'container_upload',
  'compaction',
])

/** Blocks of tools Anthropic runs itself (web search, web fetch, code execution, tool search, MCP connector). */
const SERVER_BLOCKS = new Set(['server_tool_use', 'mcp_tool_use'])

/** `stop_reason` values that say something about the calls. */
const STOP: StopTable = {
  max_tokens: 'token_limit',
  model_context_window_exceeded: 'token_limit',
  refusal: 'filter',
  tool_use: 'tool_stop',
}

function isBlockType(type: unknown): boolean {
  return (
    typeof type === 'string' &&
    (type === 'tool_use' ||
      OTHER_BLOCKS.has(type) ||
      SERVER_BLOCKS.has(type) ||
      type.endsWith('_tool_result'))
  )
}

/**
 * Reads one content block: `tool_use` is a call (`input` an object); a server tool's block is one only under
 * `serverTools: 'include'` (marked `server`, an MCP call with its `server_name`); known blocks carry none; any
 * other type is an unknown item.
 */
function readBlock(block: object, path: Path, options: NormalizedReadOptions): Call | undefined {
  const type = field(block, 'type', path)
  if (type === 'tool_use') return readCall(block, path, TOOL_USE, options, field(block, 'id', path))
  if (typeof type === 'string' && SERVER_BLOCKS.has(type)) {
    if (options.serverTools === 'ignore') return undefined
    const call: Call = { ...readCall(block, path, TOOL_USE, options, field(block, 'id', path)), server: true }
    const label = field(block, 'server_name', path)
    return typeof label === 'string' ? { ...call, serverLabel: label } : call
  }
  if (isBlockType(type)) return undefined
  return unknownItem(path, type, options)
}

function readMessage(message: object, path: Path, options: NormalizedReadOptions): TurnBody {
  const read = (): TurnBody => ({
    format: 'anthropic',
    calls: readList(field(message, 'content', path), [...path, 'content'], (item, at) =>
      readBlock(item, at, options),
    ),
  })
  return checkStop(read, { value: field(message, 'stop_reason', path), path: [...path, 'stop_reason'] }, STOP)
}

/**
 * Anthropic Messages: the message (`type: 'message'` without the `status` that a Responses API message item
 * always has) and one content block.
 */
export const anthropic = {
  message: {
    name: 'anthropic.message',
    format: 'anthropic',
    matches: (value, path) =>
      field(value, 'type', path) === 'message' && field(value, 'status', path) === undefined,
    read: readMessage,
  },
  block: {
    name: 'anthropic.block',
    format: 'anthropic',
    topLevel: true,
    requires: ['type'],
    matches: (value, path) => isBlockType(field(value, 'type', path)),
    read: readBlock,
  },
} satisfies Record<string, Shape | ItemShape>

/** The block types read as no call (besides every `*_tool_result`), and the server tools' blocks, for tests. */
export const ANTHROPIC_KNOWN = { blocks: [...OTHER_BLOCKS], server: [...SERVER_BLOCKS] } as const
