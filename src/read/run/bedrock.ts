import type { Path } from '../../json/types.js'
import { BEDROCK_ROLES, bedrock, readBedrockMessage, readBedrockResponse } from '../bedrock.js'
import { arrayItems, field, isRecord } from '../field.js'
import { requireField, requireRecord } from '../read-list.js'
import type { NormalizedReadOptions } from '../types.js'
import { everyBlock, roleOf, stringField, textOfContent } from './message-parts.js'
import type { ConversationReader, RunBuilderLike } from './types.js'

const ROLES: ReadonlySet<string> = new Set(Object.values(BEDROCK_ROLES))

/** A Converse message: a role of the conversation, no `type`, and content blocks each of which Bedrock knows. */
function isMessage(message: object, path: Path): boolean {
  return (
    ROLES.has(roleOf(message, path) ?? '') &&
    field(message, 'type', path) === undefined &&
    everyBlock(field(message, 'content', path), [...path, 'content'], (block, at) =>
      bedrock.block.matches(block, at),
    )
  )
}

/** The `toolResult` blocks of a user message, each answering the call of its `toolUseId`. */
function readResults(message: object, path: Path, run: RunBuilderLike): void {
  const contentPath = [...path, 'content']
  const blocks = arrayItems(field(message, 'content', path), contentPath) ?? []
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

function splitMessage(
  message: object,
  path: Path,
  options: NormalizedReadOptions,
  run: RunBuilderLike,
): void {
  if (bedrock.response.matches(message, path)) {
    // A Converse response standing for its message: read as the response reader reads it, its stop included.
    const calls = readBedrockResponse(message, path, options)
    const at = [...path, 'output', 'message']
    const inner = requireField(requireField(message, 'output', path), 'message', [...path, 'output'])
    run.turn(calls, textOfContent(field(inner, 'content', at), [...at, 'content']))
  } else if (roleOf(message, path) === BEDROCK_ROLES.model) {
    const content = field(message, 'content', path)
    run.turn(readBedrockMessage(message, path, options), textOfContent(content, [...path, 'content']))
  } else readResults(message, path, run)
}

/**
 * Amazon Bedrock Converse conversations (Strands agents keep theirs so): `toolUse` blocks in assistant messages (read
 * by the Converse reader), answered by `toolResult` blocks (`toolUseId`, `status: 'error'`) in user messages. A
 * Converse response (`output.message`) may stand in the list for its message, held to its `stopReason` as alone.
 * Its untyped blocks set it apart.
 */
export const bedrockRun: ConversationReader = {
  name: 'bedrock.messages',
  format: 'bedrock',
  accepts: (message, path) => isMessage(message, path) || bedrock.response.matches(message, path),
  marks: (message, path) =>
    Array.isArray(field(message, 'content', path)) || bedrock.response.matches(message, path),
  read: (messages, path, options, run) => {
    for (const [index, message] of messages.entries()) splitMessage(message, [...path, index], options, run)
  },
}
