import type { Path } from '../json/types.js'
import { field, isRecord } from './field.js'
import { type CallFields, readCall } from './read-call.js'
import { readList, requireField } from './read-list.js'
import type { ItemShape, Shape, TurnBody } from './shape.js'
import type { Call, NormalizedReadOptions } from './types.js'

const TOOL_USE: CallFields = { name: 'name', args: 'input', encoding: 'object', optionalArgs: false }

/** Content block fields of the Converse API that carry no call. */
const OTHER_BLOCKS = [
  'toolResult',
  'image',
  'document',
  'video',
  'reasoningContent',
  'guardContent',
  'cachePoint',
]

function readBlock(block: object, path: Path, options: NormalizedReadOptions): Call | undefined {
  if (field(block, 'toolUse', path) === undefined) return undefined
  const toolUse = requireField(block, 'toolUse', path)
  const usePath = [...path, 'toolUse']
  return readCall(toolUse, usePath, TOOL_USE, options, field(toolUse, 'toolUseId', usePath))
}

function readMessage(message: object, path: Path, options: NormalizedReadOptions): TurnBody {
  return {
    format: 'bedrock',
    calls: readList(field(message, 'content', path), [...path, 'content'], (block, at) =>
      readBlock(block, at, options),
    ),
  }
}

/** Amazon Bedrock Converse: the response (`output.message`) and one content block. */
export const bedrock = {
  response: {
    name: 'bedrock.response',
    format: 'bedrock',
    matches: (value, path) => isRecord(field(value, 'output', path)),
    read: (value, path, options) => {
      const output = requireField(value, 'output', path)
      return readMessage(
        requireField(output, 'message', [...path, 'output']),
        [...path, 'output', 'message'],
        options,
      )
    },
  },
  block: {
    name: 'bedrock.block',
    format: 'bedrock',
    topLevel: true,
    requires: ['toolUse', 'text', ...OTHER_BLOCKS],
    matches: (value, path) =>
      field(value, 'type', path) === undefined &&
      (isRecord(field(value, 'toolUse', path)) ||
        typeof field(value, 'text', path) === 'string' ||
        OTHER_BLOCKS.some((key) => isRecord(field(value, key, path)))),
    read: readBlock,
  },
} satisfies Record<string, Shape | ItemShape>
