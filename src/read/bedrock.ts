import type { Path } from '../json/types.js'
import { field, isRecord, ownKeys } from './field.js'
import { bodyOf, checkPlacedStop, type PlacedCall } from './placed-call.js'
import { type CallFields, readCall } from './read-call.js'
import { readList, requireField } from './read-list.js'
import type { ItemShape, Shape } from './shape.js'
import { BEDROCK_STOP } from './stop-tables.js'
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

/** The roles of a Converse conversation: the model's, and the one whose `toolResult` blocks answer its calls. */
export const BEDROCK_ROLES = { model: 'assistant', user: 'user' } as const

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

/**
 * A Converse message of the model (`{role, content}`, as a conversation holds it): its calls, each placed at its
 * block's `toolUse` (a message records no stop; its response does).
 */
export function readBedrockMessage(
  message: object,
  path: Path,
  options: NormalizedReadOptions,
): PlacedCall[] {
  const placed: PlacedCall[] = []
  readList(field(message, 'content', path), [...path, 'content'], (block, at) => {
    const call = readBlock(block, at, options)
    if (call !== undefined) placed.push({ call, path: [...at, 'toolUse'] })
    return call
  })
  return placed
}

/**
 * A Converse response: `output.message`, held to its `stopReason` (the token limit is `truncated`, a guardrail or
 * content filter `filtered`, a malformed tool use or model output a broken call), each call placed at its `toolUse`.
 */
export function readBedrockResponse(
  response: object,
  path: Path,
  options: NormalizedReadOptions,
): PlacedCall[] {
  const read = () => {
    const output = requireField(response, 'output', path)
    const message = requireField(output, 'message', [...path, 'output'])
    return readBedrockMessage(message, [...path, 'output', 'message'], options)
  }
  const stop = { value: field(response, 'stopReason', path), path: [...path, 'stopReason'] }
  return checkPlacedStop('bedrock', read, stop, BEDROCK_STOP)
}

/** True for a Converse response: an `output` holding a `message`, or (a broken one) an `output` beside a `stopReason`. */
function isResponse(value: object, path: Path): boolean {
  const output = field(value, 'output', path)
  if (!isRecord(output)) return false
  return (
    isRecord(field(output, 'message', [...path, 'output'])) ||
    typeof field(value, 'stopReason', path) === 'string'
  )
}

/** Amazon Bedrock Converse: the response (`output.message`, held to its `stopReason`) and one content block. */
export const bedrock = {
  response: {
    name: 'bedrock.response',
    format: 'bedrock',
    matches: isResponse,
    read: (value, path, options) => bodyOf('bedrock', readBedrockResponse(value, path, options)),
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
