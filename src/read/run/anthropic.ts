import type { Path } from '../../json/types.js'
import { ANTHROPIC_ROLES, isConversationBlock, readAnthropicMessage, TOOL_RESULT } from '../anthropic.js'
import { arrayItems, field } from '../field.js'
import { requireRecord } from '../read-list.js'
import type { NormalizedReadOptions } from '../types.js'
import { everyBlock, roleOf, someBlock, stringField, textOfContent, typeOf } from './message-parts.js'
import type { ConversationReader, RunBuilderLike } from './types.js'

const ROLES: ReadonlySet<string> = new Set(Object.values(ANTHROPIC_ROLES))

/** The `tool_result` blocks of a user message, each answering the call of its `tool_use_id`. */
function readResults(message: object, path: Path, run: RunBuilderLike): void {
  const contentPath = [...path, 'content']
  const blocks = arrayItems(field(message, 'content', path), contentPath) ?? []
  blocks.forEach((block, index) => {
    const at = [...contentPath, index]
    const record = requireRecord(block, at)
    if (typeOf(record, at) !== TOOL_RESULT) return
    const id = stringField(record, 'tool_use_id', at)
    run.result({
      ...(id === undefined ? {} : { id }),
      value: field(record, 'content', at),
      status: field(record, 'is_error', at) === true ? 'error' : 'ok',
      path: [...at, 'content'],
    })
  })
}

function splitMessage(
  message: object,
  path: Path,
  options: NormalizedReadOptions,
  run: RunBuilderLike,
): void {
  if (roleOf(message, path) !== ANTHROPIC_ROLES.model) {
    readResults(message, path, run)
    return
  }
  // The model's turn, read as the Messages reader reads it alone: its blocks, held to its `stop_reason`.
  const calls = readAnthropicMessage(message, path, options)
  run.turn(calls, textOfContent(field(message, 'content', path), [...path, 'content']))
}

/**
 * Anthropic Messages conversations: `tool_use` blocks in assistant messages (read by the Messages reader, which
 * holds a message to its `stop_reason` as it holds a response), answered by `tool_result` blocks (`tool_use_id`,
 * `is_error`) in the user messages that follow. A response object (`type: 'message'`) may stand in the list for the
 * assistant message it is; a kept `stop_reason` shows the format too.
 */
export const anthropicRun: ConversationReader = {
  name: 'anthropic.messages',
  format: 'anthropic',
  accepts: (message, path) => {
    const type = field(message, 'type', path)
    if (!ROLES.has(roleOf(message, path) ?? '') || (type !== undefined && type !== 'message')) return false
    const content = field(message, 'content', path)
    return (
      typeof content === 'string' ||
      everyBlock(content, [...path, 'content'], (block, at) => isConversationBlock(typeOf(block, at)))
    )
  },
  marks: (message, path) =>
    field(message, 'type', path) === 'message' ||
    field(message, 'stop_reason', path) !== undefined ||
    someBlock(field(message, 'content', path), [...path, 'content'], (block, at) => {
      const type = typeOf(block, at)
      return type === 'tool_use' || type === TOOL_RESULT
    }),
  read: (messages, path, options, run) => {
    for (const [index, message] of messages.entries()) splitMessage(message, [...path, index], options, run)
  },
}
