import type { Path } from '../../json/types.js'
import { field, isRecord } from '../field.js'
import { stringField, typeOf } from './message-parts.js'
import type { ReceivedResult } from './types.js'

/** An error as a value: an Error's message, anything else as given. */
export function errorValue(error: unknown): unknown {
  return error instanceof Error ? error.message : error
}

/**
 * Reads the result an AI SDK `tool-result` or `tool-error` part carries: `output` (in a model message, AI SDK 5's
 * typed `{ type, value }`: `error-*` is an error, `execution-denied` a denial, `content` content blocks), AI SDK 4's
 * `result` and `isError`, or a `tool-error`'s `error`.
 */
export function readAiResult(part: object, path: Path, type: string, inMessage: boolean): ReceivedResult {
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
