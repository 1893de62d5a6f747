import type { Path } from '../../json/types.js'
import { bedrock } from '../bedrock.js'
import { arrayItems, field, isRecord } from '../field.js'
import { requireRecord } from '../read-list.js'
import type { NormalizedReadOptions } from '../types.js'
import { everyBlock, roleOf, stringField, textOfContent } from './message-parts.js'
import type { ConversationReader, PlacedCall, RunBuilderLike } from './types.js'

/** The keys of Converse content blocks (each block holds exactly one). */
const KEYS = [
  'text',
  'toolUse',
  'toolResult',
  'image',
  'document',
  'video',
  'reasoningContent',
  'guardContent',
  'cachePoint',
  'citationsContent',
]

function isBlock(block: object, path: Path): boolean {
  return field(block, 'type', path) === undefined && KEYS.some((key) => field(block, key, path) !== undefined)
}

function readMessage(message: object, path: Path, options: NormalizedReadOptions, run: RunBuilderLike): void {
  const contentPath = [...path, 'content']
  const content = field(message, 'content', path)
  const blocks = arrayItems(content, contentPath) ?? []
  if (roleOf(message, path) === 'assistant') {
    const calls: PlacedCall[] = []
    blocks.forEach((block, index) => {
      const at = [...contentPath, index]
      const call = bedrock.block.read(requireRecord(block, at), at, options)
      if (call !== undefined) calls.push({ call, path: [...at, 'toolUse'] })
    })
    run.turn(calls, textOfContent(content, contentPath))
    return
  }
  blocks.forEach((block, index) => {
    const at = [...contentPath, index]
    const result = field(requireRecord(block, at), 'toolResult', at)
    if (!isRecord(result)) return
    const resultPath = [...at, 'toolResult']
    const id = stringField(result, 'toolUseId', resultPath)
    run.result({
      ...(id === undefined ? {} : { id }),
      value: field(result, 'content', resultPath),
      status: field(result, 'status', resultPath) === 'error' ? 'error' : 'ok',
      path: [...resultPath, 'content'],
    })
  })
}

/**
 * Amazon Bedrock Converse conversations: `toolUse` blocks in assistant messages (read by the block reader),
 * answered by `toolResult` blocks (`toolUseId`, `status: 'error'`) in user messages. Its untyped blocks set it apart.
 */
export const bedrockRun: ConversationReader = {
  name: 'bedrock.messages',
  format: 'bedrock',
  accepts: (message, path) => {
    const role = roleOf(message, path)
    return (
      (role === 'user' || role === 'assistant') &&
      field(message, 'type', path) === undefined &&
      everyBlock(field(message, 'content', path), [...path, 'content'], isBlock)
    )
  },
  marks: (message, path) => Array.isArray(field(message, 'content', path)),
  read: (messages, path, options, run) => {
    for (const [index, message] of messages.entries()) readMessage(message, [...path, index], options, run)
  },
}
