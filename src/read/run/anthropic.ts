import type { Path } from '../../json/types.js'
import { anthropic } from '../anthropic.js'
import { arrayItems, field } from '../field.js'
import { requireRecord } from '../read-list.js'
import type { NormalizedReadOptions } from '../types.js'
import { everyBlock, roleOf, someBlock, stringField, textOfContent, typeOf } from './message-parts.js'
import type { ConversationReader, PlacedCall, RunBuilderLike } from './types.js'

/** Block types a Messages API conversation holds (besides the `…_tool_result` blocks of server tools). */
const BLOCKS = new Set([
  'text',
  'image',
  'document',
  'search_result',
  'thinking',
  'redacted_thinking',
  'tool_use',
  'tool_result',
  'server_tool_use',
  'mcp_tool_use',
  'mcp_tool_result',
  'container_upload',
])

function isBlock(block: object, path: Path): boolean {
  const type = typeOf(block, path) ?? ''
  return BLOCKS.has(type) || type.endsWith('_tool_result')
}

function readMessage(message: object, path: Path, options: NormalizedReadOptions, run: RunBuilderLike): void {
  const contentPath = [...path, 'content']
  const content = field(message, 'content', path)
  const blocks = arrayItems(content, contentPath) ?? []
  if (roleOf(message, path) === 'assistant') {
    const calls: PlacedCall[] = []
    blocks.forEach((block, index) => {
      const at = [...contentPath, index]
      const call = anthropic.block.read(requireRecord(block, at), at, options)
      if (call !== undefined) calls.push({ call, path: at })
    })
    run.turn(calls, textOfContent(content, contentPath))
    return
  }
  blocks.forEach((block, index) => {
    const at = [...contentPath, index]
    const record = requireRecord(block, at)
    if (typeOf(record, at) !== 'tool_result') return
    const id = stringField(record, 'tool_use_id', at)
    run.result({
      ...(id === undefined ? {} : { id }),
      value: field(record, 'content', at),
      status: field(record, 'is_error', at) === true ? 'error' : 'ok',
      path: [...at, 'content'],
    })
  })
}

/**
 * Anthropic Messages conversations: `tool_use` blocks in assistant messages (read by the block reader), answered by
 * `tool_result` blocks (`tool_use_id`, `is_error`) in the user messages that follow. A response object
 * (`type: 'message'`) may stand in the list for the assistant message it is.
 */
export const anthropicRun: ConversationReader = {
  name: 'anthropic.messages',
  format: 'anthropic',
  accepts: (message, path) => {
    const role = roleOf(message, path)
    const type = field(message, 'type', path)
    if ((role !== 'user' && role !== 'assistant') || (type !== undefined && type !== 'message')) return false
    const content = field(message, 'content', path)
    return typeof content === 'string' || everyBlock(content, [...path, 'content'], isBlock)
  },
  marks: (message, path) =>
    field(message, 'type', path) === 'message' ||
    someBlock(field(message, 'content', path), [...path, 'content'], (block, at) => {
      const type = typeOf(block, at)
      return type === 'tool_use' || type === 'tool_result'
    }),
  read: (messages, path, options, run) => {
    for (const [index, message] of messages.entries()) readMessage(message, [...path, index], options, run)
  },
}
