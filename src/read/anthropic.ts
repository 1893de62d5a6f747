import type { Path } from '../json/types.js'
import { arrayItems, field, isRecord } from './field.js'
import { bodyOf, checkPlacedStop, type PlacedCall } from './placed-call.js'
import { type CallFields, readCall } from './read-call.js'
import { readList } from './read-list.js'
import type { ItemShape, Shape } from './shape.js'
import { ANTHROPIC_STOP } from './stop-tables.js'
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

/** The roles of a Messages conversation: the model's, and the one whose `tool_result` blocks answer its calls. */
export const ANTHROPIC_ROLES = { model: 'assistant', user: 'user' } as const

/** The block that answers a call in a conversation's user message (never a response's block). */
export const TOOL_RESULT = 'tool_result'

/** True for a block type a Messages conversation holds: a response's blocks, and the user's `tool_result`. */
export function isConversationBlock(type: unknown): boolean {
  return type === TOOL_RESULT || isBlockType(type)
}

/**
 * The calls of an assistant message — a response, or a message of a conversation — each placed at its block, held to
 * its `stop_reason` when it has one (the token limit is `truncated`, a refusal `filtered`). A conversation's message
 * may hold its text as a string (`MessageParam`): no call.
 */
export function readAnthropicMessage(
  message: object,
  path: Path,
  options: NormalizedReadOptions,
): PlacedCall[] {
  const content = field(message, 'content', path)
  const read = (): PlacedCall[] => {
    if (typeof content === 'string' && field(message, 'type', path) === undefined) return []
    const placed: PlacedCall[] = []
    readList(content, [...path, 'content'], (item, at) => {
      const call = readBlock(item, at, options)
      if (call !== undefined) placed.push({ call, path: at })
      return call
    })
    return placed
  }
  const stop = { value: field(message, 'stop_reason', path), path: [...path, 'stop_reason'] }
  return checkPlacedStop('anthropic', read, stop, ANTHROPIC_STOP)
}

/** True for a message the model wrote with its stop recorded, though without `type` (a response kept in a history). */
function isStoppedMessage(value: object, path: Path): boolean {
  return (
    field(value, 'type', path) === undefined &&
    field(value, 'role', path) === ANTHROPIC_ROLES.model &&
    field(value, 'stop_reason', path) !== undefined &&
    isMessagesContent(field(value, 'content', path), [...path, 'content'])
  )
}

/** True for a message's text, or an array of Messages API content blocks. */
function isMessagesContent(content: unknown, path: Path): boolean {
  if (typeof content === 'string') return true
  const blocks = arrayItems(content, path)
  return (
    blocks?.every(
      (block, index) => isRecord(block) && isBlockType(field(block, 'type', [...path, index])),
    ) === true
  )
}

/**
 * Anthropic Messages: the message (`type: 'message'` without the `status` that a Responses API message item
 * always has; or an assistant message of Messages blocks whose `stop_reason` is kept) and one content block.
 */
export const anthropic = {
  message: {
    name: 'anthropic.message',
    format: 'anthropic',
    matches: (value, path) =>
      (field(value, 'type', path) === 'message' && field(value, 'status', path) === undefined) ||
      isStoppedMessage(value, path),
    read: (value, path, options) => bodyOf('anthropic', readAnthropicMessage(value, path, options)),
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
