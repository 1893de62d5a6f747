import type { Path } from '../json/types.js'
import { arrayItems, field, isRecord, ownKeys } from './field.js'
import { callKeyOf, FUNCTION_CALL, GEMINI_PART_KEYS, isGeminiPart, readPart } from './gemini-part.js'
import { bodyOf, checkPlacedStop, type PlacedCall } from './placed-call.js'
import { readCall } from './read-call.js'
import { readChosen } from './read-chosen.js'
import { failRead } from './read-error.js'
import { readList, requireField } from './read-list.js'
import type { ItemShape, Shape, TurnBody } from './shape.js'
import { GEMINI_STOP } from './stop-tables.js'
import type { NormalizedReadOptions } from './types.js'

export { GEMINI_KNOWN } from './gemini-part.js'

/**
 * The roles of a `contents` history: the model's, and the others (the user's; `function` and `tool`, which older SDKs
 * give the contents answering calls).
 */
export const GEMINI_ROLES = { model: 'model', others: ['user', 'function', 'tool'] } as const

/** Keys of a `Candidate` (`@google/genai` 1.3x): an object with only these, `content` among them, is a candidate. */
const CANDIDATE_KEYS = new Set([
  'content',
  'finishReason',
  'finishMessage',
  'index',
  'safetyRatings',
  'citationMetadata',
  'tokenCount',
  'groundingAttributions',
  'groundingMetadata',
  'avgLogprobs',
  'logprobsResult',
  'urlContextMetadata',
])

/**
 * A content's calls, each placed at its payload (`functionCall`, or a built-in tool's own call under
 * `serverTools: 'include'`); no `parts` is no call.
 */
export function readGeminiContent(content: object, path: Path, options: NormalizedReadOptions): PlacedCall[] {
  const parts = field(content, 'parts', path)
  if (parts === undefined) return []
  const placed: PlacedCall[] = []
  readList(parts, [...path, 'parts'], (part, at) => {
    const call = readPart(part, at, options)
    if (call !== undefined) placed.push({ call, path: [...at, callKeyOf(part, at) ?? 'functionCall'] })
    return call
  })
  return placed
}

/**
 * A candidate's calls: its content's parts (no content is no call), held to its `finishReason`: a broken call fails,
 * a token limit is `truncated`, a safety block `filtered`.
 */
export function readGeminiCandidate(
  candidate: object,
  path: Path,
  options: NormalizedReadOptions,
): PlacedCall[] {
  const read = (): PlacedCall[] =>
    field(candidate, 'content', path) === undefined
      ? []
      : readGeminiContent(requireField(candidate, 'content', path), [...path, 'content'], options)
  const stop = { value: field(candidate, 'finishReason', path), path: [...path, 'finishReason'] }
  return checkPlacedStop('gemini', read, stop, GEMINI_STOP)
}

/**
 * True for a content the model wrote: its role is the model's, or it has no role and holds a call (a call is only
 * ever the model's).
 */
export function isModelContent(content: object, path: Path): boolean {
  const role = field(content, 'role', path)
  if (role === GEMINI_ROLES.model) return true
  if (role !== undefined) return false
  const partsPath = [...path, 'parts']
  return (
    arrayItems(field(content, 'parts', path), partsPath)?.some(
      (part, index) => isRecord(part) && callKeyOf(part, [...partsPath, index]) !== undefined,
    ) === true
  )
}

/** True for a `Candidate` standing alone (in a history, for the content it holds): only a candidate's keys. */
export function isCandidate(value: object, path: Path): boolean {
  return gemini.candidate.matches(value, path) && ownKeys(value, path).every((key) => CANDIDATE_KEYS.has(key))
}

const readContent = (content: object, path: Path, options: NormalizedReadOptions): TurnBody =>
  bodyOf('gemini', readGeminiContent(content, path, options))

const readCandidate = (candidate: object, path: Path, options: NormalizedReadOptions): TurnBody =>
  bodyOf('gemini', readGeminiCandidate(candidate, path, options))

/** `blockReason` values that name no block: the REST API's enum default and the JS SDK's spelling of it. */
const NO_BLOCK: ReadonlySet<string> = new Set(['BLOCK_REASON_UNSPECIFIED', 'BLOCKED_REASON_UNSPECIFIED'])

/** A response: a blocked prompt (`promptFeedback.blockReason`) is `filtered`; else the chosen candidate. */
function readResponse(response: object, path: Path, options: NormalizedReadOptions): TurnBody {
  const feedback = field(response, 'promptFeedback', path)
  const feedbackPath = [...path, 'promptFeedback']
  const block = isRecord(feedback) ? field(feedback, 'blockReason', feedbackPath) : undefined
  if (typeof block === 'string' && !NO_BLOCK.has(block)) {
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
