import type { Path } from '../../json/types.js'
import { field, isRecord } from '../field.js'
import type { NormalizedReadOptions } from '../types.js'
import { unknownItem } from '../unknown-item.js'
import { vercelAi } from '../vercel-ai.js'
import { stringField, typeOf } from './message-parts.js'
import type { PlacedCall, ReceivedResult } from './types.js'

/** Parts of AI SDK steps and model messages that carry no call and no result. */
const OTHER_PARTS = new Set([
  'text',
  'reasoning',
  'redacted-reasoning',
  'source',
  'file',
  'image',
  'tool-approval-response',
])

/** What one AI SDK part adds to a model turn. */
export type PartReading =
  | { kind: 'call'; placed: PlacedCall }
  | { kind: 'result'; result: ReceivedResult }
  | { kind: 'approval'; id: string }
  | { kind: 'text'; text: string }
  | { kind: 'none' }

/** An error as a value: an Error's message, anything else as given. */
export function errorValue(error: unknown): unknown {
  return error instanceof Error ? error.message : error
}

/**
 * Reads one part of an AI SDK step's `content` or of a model message: `tool-call` (its `input`, or AI SDK 4's
 * `args`), `tool-result` (`output`, AI SDK 5's typed `{ type, value }` in messages, or AI SDK 4's `result` and
 * `isError`), `tool-error`, `tool-approval-request` (the call awaits approval), text; a part of a type this list does
 * not know is `unknown_item` at its place (nothing under `unknownItems: 'ignore'`).
 */
export function readPart(
  part: object,
  path: Path,
  options: NormalizedReadOptions,
  inMessage: boolean,
): PartReading {
  const type = typeOf(part, path)
  if (type === 'tool-call') {
    // A call the provider ran itself is none under `serverTools: 'ignore'`, and so is its result.
    const call = vercelAi.toolCall.read(part, path, options)
    return call === undefined ? { kind: 'none' } : { kind: 'call', placed: { call, path } }
  }
  if (type === 'tool-result' || type === 'tool-error') {
    if (options.serverTools === 'ignore' && field(part, 'providerExecuted', path) === true)
      return { kind: 'none' }
    return { kind: 'result', result: readResult(part, path, type, inMessage) }
  }
  if (type === 'tool-approval-request') {
    const id = stringField(part, 'toolCallId', path)
    return id === undefined ? { kind: 'none' } : { kind: 'approval', id }
  }
  if (type === 'text') {
    const text = field(part, 'text', path)
    return typeof text === 'string' ? { kind: 'text', text } : { kind: 'none' }
  }
  if (type === undefined || !OTHER_PARTS.has(type))
    unknownItem(path, field(part, 'type', path) ?? 'untyped part', options)
  return { kind: 'none' }
}

function readResult(part: object, path: Path, type: string, inMessage: boolean): ReceivedResult {
  const id = stringField(part, 'toolCallId', path)
  const name = stringField(part, 'toolName', path)
  const base = { ...(id === undefined ? {} : { id }), ...(name === undefined ? {} : { name }) }
  if (type === 'tool-error')
    return {
      ...base,
      value: errorValue(field(part, 'error', path)),
      status: 'error',
      raw: true,
      path: [...path, 'error'],
    }
  const output = field(part, 'output', path)
  if (output === undefined) {
    const failed = field(part, 'isError', path) === true
    return {
      ...base,
      value: field(part, 'result', path),
      status: failed ? 'error' : 'ok',
      raw: true,
      path: [...path, 'result'],
    }
  }
  const typed = inMessage && isRecord(output) ? typeOf(output, [...path, 'output']) : undefined
  if (typed === undefined || !isRecord(output))
    return { ...base, value: output, status: 'ok', raw: true, path: [...path, 'output'] }
  const outputAt = [...path, 'output']
  const at = [...outputAt, 'value']
  switch (typed) {
    case 'error-text':
    case 'error-json':
      return { ...base, value: field(output, 'value', outputAt), status: 'error', raw: true, path: at }
    case 'execution-denied':
      return {
        ...base,
        value: field(output, 'reason', outputAt),
        status: 'denied',
        raw: true,
        path: [...path, 'output', 'reason'],
      }
    case 'content':
      return { ...base, value: field(output, 'value', outputAt), status: 'ok', path: at }
    default:
      return { ...base, value: field(output, 'value', outputAt), status: 'ok', raw: true, path: at }
  }
}
