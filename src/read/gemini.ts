import type { Path } from '../json/types.js'
import { arrayItems, field, isRecord } from './field.js'
import { FUNCTION_CALL, GEMINI_PART_KEYS, isGeminiPart, readPart } from './gemini-part.js'
import { readCall } from './read-call.js'
import { readChosen } from './read-chosen.js'
import { failRead } from './read-error.js'
import { readList, requireField } from './read-list.js'
import type { ItemShape, Shape, TurnBody } from './shape.js'
import { checkStop, type StopTable } from './stop-signal.js'
import type { NormalizedReadOptions } from './types.js'

export { GEMINI_KNOWN } from './gemini-part.js'

/** Finish reasons with which Gemini reports a call it could not produce. */
const BROKEN_CALL = new Set(['MALFORMED_FUNCTION_CALL', 'UNEXPECTED_TOOL_CALL'])

/** `finishReason` values that say the output was cut or blocked. */
const FINISH: StopTable = {
  MAX_TOKENS: 'token_limit',
  SAFETY: 'filter',
  RECITATION: 'filter',
  BLOCKLIST: 'filter',
  PROHIBITED_CONTENT: 'filter',
  SPII: 'filter',
  IMAGE_SAFETY: 'filter',
}

function readContent(content: object, path: Path, options: NormalizedReadOptions): TurnBody {
  const parts = field(content, 'parts', path)
  if (parts === undefined) return { format: 'gemini', calls: [] }
  return {
    format: 'gemini',
    calls: readList(parts, [...path, 'parts'], (part, at) => readPart(part, at, options)),
  }
}

/**
 * Reads a candidate: its content's parts (no content is no call), held to its `finishReason`: a broken call fails,
 * a token limit is `truncated`, a safety block `filtered`.
 */
function readCandidate(candidate: object, path: Path, options: NormalizedReadOptions): TurnBody {
  const reason = field(candidate, 'finishReason', path)
  const reasonPath = [...path, 'finishReason']
  if (typeof reason === 'string' && BROKEN_CALL.has(reason)) {
    return failRead({
      kind: 'schema_invalid',
      path: reasonPath,
      expected: ['a well-formed function call'],
      detail: reason,
    })
  }
  const read = (): TurnBody =>
    field(candidate, 'content', path) === undefined
      ? { format: 'gemini', calls: [] }
      : readContent(requireField(candidate, 'content', path), [...path, 'content'], options)
  return checkStop(read, { value: reason, path: reasonPath }, FINISH)
}

/** A response: a blocked prompt (`promptFeedback.blockReason`) is `filtered`; else the chosen candidate. */
function readResponse(response: object, path: Path, options: NormalizedReadOptions): TurnBody {
  const feedback = field(response, 'promptFeedback', path)
  const feedbackPath = [...path, 'promptFeedback']
  const block = isRecord(feedback) ? field(feedback, 'blockReason', feedbackPath) : undefined
  if (typeof block === 'string' && block !== 'BLOCKED_REASON_UNSPECIFIED') {
    return failRead({
      kind: 'filtered',
      path: [...feedbackPath, 'blockReason'],
      token: block,
      detail: 'a safety block on the prompt',
      calls: [],
    })
  }
  return readChosen(response, 'candidates', path, options, (candidate, at) =>
    readCandidate(candidate, at, options),
  )
}

/** True when every element of `parts` is a Gemini part (an empty list is). */
function hasGeminiParts(parts: unknown, path: Path): boolean {
  const items = arrayItems(parts, path)
  return items?.every((item, index) => isGeminiPart(item, [...path, index])) === true
}

/** Gemini `generateContent`: the response, one candidate, a content, one part, and the Live API's `toolCall`. */
export const gemini = {
  response: {
    name: 'gemini.response',
    format: 'gemini',
    matches: (value, path) =>
      Array.isArray(field(value, 'candidates', path)) || isRecord(field(value, 'promptFeedback', path)),
    read: readResponse,
  },
  live: {
    name: 'gemini.live-tool-call',
    format: 'gemini',
    matches: (value, path) => {
      const toolCall = field(value, 'toolCall', path)
      return isRecord(toolCall) && Array.isArray(field(toolCall, 'functionCalls', [...path, 'toolCall']))
    },
    read: (value, path, options) => {
      const toolCall = requireField(value, 'toolCall', path)
      const at = [...path, 'toolCall', 'functionCalls']
      const calls = readList(field(toolCall, 'functionCalls', [...path, 'toolCall']), at, (call, callPath) =>
        readCall(call, callPath, FUNCTION_CALL, options, field(call, 'id', callPath)),
      )
      return { format: 'gemini', calls }
    },
  },
  candidate: {
    name: 'gemini.candidate',
    format: 'gemini',
    matches: (value, path) => {
      const content = field(value, 'content', path)
      const at = [...path, 'content']
      return isRecord(content) && hasGeminiParts(field(content, 'parts', at), [...at, 'parts'])
    },
    read: readCandidate,
  },
  content: {
    name: 'gemini.content',
    format: 'gemini',
    matches: (value, path) => hasGeminiParts(field(value, 'parts', path), [...path, 'parts']),
    read: readContent,
  },
  part: {
    name: 'gemini.part',
    format: 'gemini',
    topLevel: true,
    requires: GEMINI_PART_KEYS,
    matches: isGeminiPart,
    read: readPart,
  },
} satisfies Record<string, Shape | ItemShape>
