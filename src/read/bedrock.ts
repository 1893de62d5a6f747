import type { Path } from '../json/types.js'
import { field, isRecord, ownKeys } from './field.js'
import { type CallFields, readCall } from './read-call.js'
import { readList, requireField } from './read-list.js'
import type { ItemShape, Shape, TurnBody } from './shape.js'
import { checkStop, type StopTable } from './stop-signal.js'
import type { Call, NormalizedReadOptions } from './types.js'
import { unknownItem } from './unknown-item.js'

const TOOL_USE: CallFields = { name: 'name', args: 'input', encoding: 'object', optionalArgs: false }

/**
 * Content block fields of the Converse API (`@aws-sdk/client-bedrock-runtime` 3.9xx `ContentBlock`) that carry no
 * call. A block has no `type`: "unknown" means a block with none of these keys and no `toolUse`.
 */
const OTHER_BLOCKS = [
  'text',
  'toolResult',
  'image',
  'document',
  'video',
  'audio',
  'reasoningContent',
  'guardContent',
  'cachePoint',
  'citationsContent',
  'searchResult',
]

/** `stopReason` values that say something about the calls. */
const STOP: StopTable = {
  max_tokens: 'token_limit',
  model_context_window_exceeded: 'token_limit',
  guardrail_intervened: 'filter',
  content_filtered: 'filter',
  tool_use: 'tool_stop',
}

/**
 * Reads one block: `toolUse` is a call, unless it is a server tool (`type: 'server_tool_use'`), read only under
 * `serverTools: 'include'`; known blocks carry none; a block with no known key is an unknown item.
 */
function readBlock(block: object, path: Path, options: NormalizedReadOptions): Call | undefined {
  if (field(block, 'toolUse', path) === undefined) {
    if (OTHER_BLOCKS.some((key) => field(block, key, path) !== undefined)) return undefined
    const keys = ownKeys(block, path)
    return unknownItem(path, keys.length === 0 ? 'empty block' : keys.join(', '), options)
  }
  const toolUse = requireField(block, 'toolUse', path)
  const usePath = [...path, 'toolUse']
  const server = field(toolUse, 'type', usePath) === 'server_tool_use'
  if (server && options.serverTools === 'ignore') return undefined
  const call = readCall(toolUse, usePath, TOOL_USE, options, field(toolUse, 'toolUseId', usePath))
  return server ? { ...call, server: true } : call
}

function readMessage(message: object, path: Path, options: NormalizedReadOptions): TurnBody {
  return {
    format: 'bedrock',
    calls: readList(field(message, 'content', path), [...path, 'content'], (block, at) =>
      readBlock(block, at, options),
    ),
  }
}

/** Amazon Bedrock Converse: the response (`output.message`, held to its `stopReason`) and one content block. */
export const bedrock = {
  response: {
    name: 'bedrock.response',
    format: 'bedrock',
    matches: (value, path) => isRecord(field(value, 'output', path)),
    read: (value, path, options) => {
      const read = () => {
        const output = requireField(value, 'output', path)
        const message = requireField(output, 'message', [...path, 'output'])
        return readMessage(message, [...path, 'output', 'message'], options)
      }
      return checkStop(read, { value: field(value, 'stopReason', path), path: [...path, 'stopReason'] }, STOP)
    },
  },
  block: {
    name: 'bedrock.block',
    format: 'bedrock',
    topLevel: true,
    requires: ['toolUse', ...OTHER_BLOCKS],
    matches: (value, path) =>
      field(value, 'type', path) === undefined &&
      (isRecord(field(value, 'toolUse', path)) ||
        typeof field(value, 'text', path) === 'string' ||
        OTHER_BLOCKS.some((key) => isRecord(field(value, key, path)))),
    read: readBlock,
  },
} satisfies Record<string, Shape | ItemShape>

/** The block keys read as no call, for tests and the README. */
export const BEDROCK_KNOWN: readonly string[] = OTHER_BLOCKS
