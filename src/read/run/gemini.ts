import type { Path } from '../../json/types.js'
import { arrayItems, field, isRecord } from '../field.js'
import {
  GEMINI_ROLES,
  isCandidate,
  isModelContent,
  readGeminiCandidate,
  readGeminiContent,
} from '../gemini.js'
import type { PlacedCall } from '../placed-call.js'
import { requireField, requireRecord } from '../read-list.js'
import type { NormalizedReadOptions } from '../types.js'
import { everyBlock, roleOf, stringField } from './message-parts.js'
import type { ConversationReader, ReceivedResult, RunBuilderLike } from './types.js'

const ROLES: ReadonlySet<string> = new Set([GEMINI_ROLES.model, ...GEMINI_ROLES.others])

/** One content of the model, as the list holds it: the content, where it is, and its calls as the reader read them. */
interface ModelPiece {
  content: object
  path: Path
  calls: PlacedCall[]
}

/** A built-in tool's `toolResponse` in the model's own content, as the result of its server-side `toolCall`. */
function serverResult(part: object, path: Path): ReceivedResult | undefined {
  const response = field(part, 'toolResponse', path)
  if (!isRecord(response)) return undefined
  const at = [...path, 'toolResponse']
  const id = stringField(response, 'id', at)
  return id === undefined
    ? undefined
    : { id, value: field(response, 'response', at), raw: true, status: 'ok', path: [...at, 'response'] }
}

/** The model's piece at `path`: a candidate (held to its `finishReason`, as alone) or a content. */
function readPiece(item: object, path: Path, options: NormalizedReadOptions): ModelPiece | undefined {
  if (isCandidate(item, path)) {
    const calls = readGeminiCandidate(item, path, options)
    return { content: requireField(item, 'content', path), path: [...path, 'content'], calls }
  }
  if (!isModelContent(item, path)) return undefined
  return { content: item, path, calls: readGeminiContent(item, path, options) }
}

/**
 * One model turn: consecutive model contents with nothing between them (a streamed reply kept as several contents)
 * are one turn — their calls together, their texts joined (thoughts left out). With `serverTools: 'include'`, a
 * built-in tool's own call is answered by the `toolResponse` with its id in the same content.
 */
function readTurn(pieces: readonly ModelPiece[], options: NormalizedReadOptions, run: RunBuilderLike): void {
  const texts: string[] = []
  const results: ReceivedResult[] = []
  for (const { content, path } of pieces) {
    const partsPath = [...path, 'parts']
    const parts = arrayItems(field(content, 'parts', path), partsPath) ?? []
    parts.forEach((part, index) => {
      const at = [...partsPath, index]
      const record = requireRecord(part, at)
      const result = options.serverTools === 'include' ? serverResult(record, at) : undefined
      if (result !== undefined) results.push(result)
      const text = field(record, 'text', at)
      if (typeof text === 'string' && field(record, 'thought', at) !== true) texts.push(text)
    })
  }
  run.turn(
    pieces.flatMap((piece) => piece.calls),
    texts.length === 0 ? undefined : texts.join(''),
  )
  for (const result of results) run.result(result)
}

/** The `functionResponse` parts of a content that is not the model's, each answering a call by id or name. */
function readResults(content: object, path: Path, run: RunBuilderLike): void {
  const partsPath = [...path, 'parts']
  const parts = arrayItems(field(content, 'parts', path), partsPath) ?? []
  parts.forEach((part, index) => {
    const at = [...partsPath, index]
    const response = field(requireRecord(part, at), 'functionResponse', at)
    if (!isRecord(response)) return
    const responsePath = [...at, 'functionResponse']
    const id = stringField(response, 'id', responsePath)
    const name = stringField(response, 'name', responsePath)
    const value = field(response, 'response', responsePath)
    const failed = isRecord(value) && field(value, 'error', responsePath) !== undefined
    run.result({
      ...(id === undefined ? {} : { id }),
      ...(name === undefined ? {} : { name }),
      value,
      raw: true,
      status: failed && field(value, 'output', responsePath) === undefined ? 'error' : 'ok',
      path: [...responsePath, 'response'],
    })
  })
}

function readContents(
  contents: readonly object[],
  path: Path,
  options: NormalizedReadOptions,
  run: RunBuilderLike,
): void {
  let turn: ModelPiece[] = []
  const flush = () => {
    if (turn.length > 0) readTurn(turn, options, run)
    turn = []
  }
  contents.forEach((content, index) => {
    const at = [...path, index]
    const piece = readPiece(content, at, options)
    if (piece !== undefined) {
      turn.push(piece)
      return
    }
    flush()
    readResults(content, at, run)
  })
  flush()
}

/**
 * Gemini `contents` histories: `functionCall` parts in the model's contents (read by the contents reader; a content
 * without a role that holds a call is the model's too), answered by `functionResponse` parts (by `id` when both carry
 * one, else by name). A response holding only `error` is an error. Built-in tools (tool combination) are answered in
 * the model's own content by a `toolResponse` with the call's id. A candidate may stand in the list for its content,
 * held to its `finishReason` as alone.
 */
export const geminiRun: ConversationReader = {
  name: 'gemini.contents',
  format: 'gemini',
  accepts: (content, path) => {
    if (isCandidate(content, path)) return true
    const role = roleOf(content, path)
    return (
      (role === undefined || ROLES.has(role)) &&
      everyBlock(
        field(content, 'parts', path),
        [...path, 'parts'],
        (part, at) => field(part, 'type', at) === undefined,
      )
    )
  },
  marks: (content, path) => Array.isArray(field(content, 'parts', path)) || isCandidate(content, path),
  read: readContents,
}
