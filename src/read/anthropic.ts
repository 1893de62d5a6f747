import type { Path } from '../json/types.js'
import { field } from './field.js'
import { type CallFields, readCall } from './read-call.js'
import { readList } from './read-list.js'
import type { ItemShape, Shape } from './shape.js'
import type { Call, NormalizedReadOptions } from './types.js'

const TOOL_USE: CallFields = { name: 'name', args: 'input', encoding: 'object', optionalArgs: false }

/** Content block types of the Messages API other than `tool_use` (server tools run by Anthropic included). */
const OTHER_BLOCKS = new Set([
  'text',
  'thinking',
  'redacted_thinking',
  'server_tool_use',
  'mcp_tool_use',
  'mcp_tool_result',
  'container_upload',
  'image',
  'document',
])

function isBlockType(type: unknown): boolean {
  return (
    typeof type === 'string' &&
    (type === 'tool_use' || OTHER_BLOCKS.has(type) || type.endsWith('_tool_result'))
  )
}

/** Reads one content block: `tool_use` is a call (`input` an object); other blocks carry none. */
function readBlock(block: object, path: Path, options: NormalizedReadOptions): Call | undefined {
  if (field(block, 'type', path) !== 'tool_use') return undefined
  return readCall(block, path, TOOL_USE, options, field(block, 'id', path))
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
    read: (value, path, options) => ({
      format: 'anthropic',
      calls: readList(field(value, 'content', path), [...path, 'content'], (item, at) =>
        readBlock(item, at, options),
      ),
    }),
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
