import type { Path } from '../json/types.js'
import { field, isRecord } from './field.js'
import { type CallFields, readCall } from './read-call.js'
import { failRead } from './read-error.js'
import { pickIndex, readList, requireField } from './read-list.js'
import type { ItemShape, Shape, TurnBody } from './shape.js'
import type { Call, NormalizedReadOptions } from './types.js'

const FUNCTION_CALL: CallFields = { name: 'name', args: 'args', encoding: 'object', optionalArgs: true }

/** Part fields that carry no call. */
const OTHER_PARTS = ['inlineData', 'fileData', 'functionResponse', 'executableCode', 'codeExecutionResult']

/** Finish reasons with which Gemini reports a call it could not produce. */
const BROKEN_CALL = new Set(['MALFORMED_FUNCTION_CALL', 'UNEXPECTED_TOOL_CALL'])

function readPart(part: object, path: Path, options: NormalizedReadOptions): Call | undefined {
  if (field(part, 'functionCall', path) === undefined) return undefined
  const call = requireField(part, 'functionCall', path)
  const callPath = [...path, 'functionCall']
  return readCall(call, callPath, FUNCTION_CALL, options, field(call, 'id', callPath))
}

function readContent(content: object, path: Path, options: NormalizedReadOptions): TurnBody {
  const parts = field(content, 'parts', path)
  if (parts === undefined) return { format: 'gemini', calls: [] }
  return {
    format: 'gemini',
    calls: readList(parts, [...path, 'parts'], (part, at) => readPart(part, at, options)),
  }
}

/** Reads a candidate: its content's parts; no content (a blocked answer) is no call; a broken call fails. */
function readCandidate(candidate: object, path: Path, options: NormalizedReadOptions): TurnBody {
  const reason = field(candidate, 'finishReason', path)
  if (typeof reason === 'string' && BROKEN_CALL.has(reason)) {
    return failRead({
      kind: 'schema_invalid',
      path: [...path, 'finishReason'],
      expected: ['a well-formed function call'],
      detail: reason,
    })
  }
  if (field(candidate, 'content', path) === undefined) return { format: 'gemini', calls: [] }
  return readContent(requireField(candidate, 'content', path), [...path, 'content'], options)
}

/** Gemini `generateContent`: the response, one candidate, a content, and one part. */
export const gemini = {
  response: {
    name: 'gemini.response',
    format: 'gemini',
    matches: (value, path) => Array.isArray(field(value, 'candidates', path)),
    read: (value, path, options) =>
      readCandidate(
        pickIndex(value, 'candidates', path, options.choice),
        [...path, 'candidates', options.choice],
        options,
      ),
  },
  candidate: {
    name: 'gemini.candidate',
    format: 'gemini',
    matches: (value, path) => {
      const content = field(value, 'content', path)
      return isRecord(content) && Array.isArray(field(content, 'parts', [...path, 'content']))
    },
    read: readCandidate,
  },
  content: {
    name: 'gemini.content',
    format: 'gemini',
    matches: (value, path) => Array.isArray(field(value, 'parts', path)),
    read: readContent,
  },
  part: {
    name: 'gemini.part',
    format: 'gemini',
    topLevel: true,
    requires: ['functionCall', 'text', ...OTHER_PARTS],
    matches: (value, path) =>
      field(value, 'type', path) === undefined &&
      (isRecord(field(value, 'functionCall', path)) ||
        typeof field(value, 'text', path) === 'string' ||
        OTHER_PARTS.some((key) => isRecord(field(value, key, path)))),
    read: readPart,
  },
} satisfies Record<string, Shape | ItemShape>
