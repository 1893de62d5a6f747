import type { Path } from '../../json/types.js'
import { arrayItems, field, isRecord } from '../field.js'
import { gemini } from '../gemini.js'
import { requireRecord } from '../read-list.js'
import type { NormalizedReadOptions } from '../types.js'
import { everyBlock, roleOf, stringField } from './message-parts.js'
import type { ConversationReader, PlacedCall, ReceivedResult, RunBuilderLike } from './types.js'

const ROLES = new Set(['user', 'model', 'function', 'tool'])

/** Payload keys of parts that are calls: where a call's path points. */
const CALL_KEYS = ['functionCall', 'executableCode', 'toolCall']

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

/**
 * A model content: its calls (functionCall parts; with `serverTools: 'include'`, the built-in tools' own calls, each
 * answered by the `toolResponse` with its id in the same content) and its text.
 */
function readModelContent(
  parts: readonly unknown[],
  partsPath: Path,
  options: NormalizedReadOptions,
  run: RunBuilderLike,
): void {
  const calls: PlacedCall[] = []
  const texts: string[] = []
  const results: ReceivedResult[] = []
  parts.forEach((part, index) => {
    const at = [...partsPath, index]
    const record = requireRecord(part, at)
    const call = gemini.part.read(record, at, options)
    if (call !== undefined) {
      const key = CALL_KEYS.find((name) => field(record, name, at) !== undefined) ?? 'functionCall'
      calls.push({ call, path: [...at, key] })
    }
    const result = options.serverTools === 'include' ? serverResult(record, at) : undefined
    if (result !== undefined) results.push(result)
    const text = field(record, 'text', at)
    if (typeof text === 'string' && field(record, 'thought', at) !== true) texts.push(text)
  })
  run.turn(calls, texts.length === 0 ? undefined : texts.join(''))
  for (const result of results) run.result(result)
}

function readContent(content: object, path: Path, options: NormalizedReadOptions, run: RunBuilderLike): void {
  const partsPath = [...path, 'parts']
  const parts = arrayItems(field(content, 'parts', path), partsPath) ?? []
  if (roleOf(content, path) === 'model') {
    readModelContent(parts, partsPath, options, run)
    return
  }
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

/**
 * Gemini `contents` histories: `functionCall` parts in `model` contents (read by the part reader), answered by
 * `functionResponse` parts (by `id` when both carry one, else by name). A response holding only `error` is an error.
 * Built-in tools (tool combination) are answered in the model's own content by a `toolResponse` with the call's id.
 */
export const geminiRun: ConversationReader = {
  name: 'gemini.contents',
  format: 'gemini',
  accepts: (content, path) => {
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
  marks: (content, path) => Array.isArray(field(content, 'parts', path)),
  read: (contents, path, options, run) => {
    for (const [index, content] of contents.entries()) readContent(content, [...path, index], options, run)
  },
}
