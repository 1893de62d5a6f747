import type { Path } from '../../json/types.js'
import { field, isRecord } from '../field.js'
import { readArguments } from '../read-arguments.js'
import { type CallFields, makeCall, readCall, readName } from '../read-call.js'
import { requireRecord } from '../read-list.js'
import type { NormalizedReadOptions } from '../types.js'
import { unknownItem } from '../unknown-item.js'
import { isIgnoredServerPart, markServer, refusePartialInput, UI_NON_CALLS } from '../vercel-ai-ui.js'
import { errorValue } from './ai-sdk-parts.js'
import { stringField, typeOf } from './message-parts.js'
import type { CallStatus, PlacedCall, ReceivedResult } from './types.js'

const V4: CallFields = { name: 'toolName', args: 'args', encoding: 'object', optionalArgs: false }
const EVAL_CALL: CallFields = { name: 'toolName', args: 'input', encoding: 'object', optionalArgs: true }

/** What one UI part adds. */
export type UiPartReading =
  | { kind: 'call'; placed: PlacedCall; step?: number }
  | { kind: 'result'; result: ReceivedResult }
  | { kind: 'text'; text: string }
  | { kind: 'boundary' }
  | { kind: 'none' }

function idOf(part: object, path: Path): { id?: string } {
  const id = stringField(part, 'toolCallId', path)
  return id === undefined ? {} : { id }
}

/** AI SDK 5 tool part states: the result they carry, or the state the call keeps. */
function readV5(part: object, name: string, path: Path, options: NormalizedReadOptions): UiPartReading {
  refusePartialInput(part, path)
  if (isIgnoredServerPart(part, path, options)) return { kind: 'none' }
  const state = field(part, 'state', path)
  const args = readArguments(field(part, 'input', path), [...path, 'input'], 'object', options)
  const call = markServer(
    makeCall(readName(name, [...path, 'type']), args, field(part, 'toolCallId', path)),
    part,
    path,
  )
  const placed: PlacedCall = { call, path }
  const result = (value: unknown, status: ReceivedResult['status'], key: string): UiPartReading => ({
    kind: 'call',
    placed: { ...placed, result: { ...idOf(part, path), value, status, raw: true, path: [...path, key] } },
  })
  if (state === 'output-available') return result(field(part, 'output', path), 'ok', 'output')
  if (state === 'output-error') return result(field(part, 'errorText', path), 'error', 'errorText')
  if (state === 'output-denied') return { kind: 'call', placed: { ...placed, status: 'denied' } }
  const approval = field(part, 'approval', path)
  if (isRecord(approval) && field(approval, 'approved', [...path, 'approval']) === false)
    return { kind: 'call', placed: { ...placed, status: 'denied' } }
  const waiting: CallStatus | undefined =
    state === 'approval-requested' || state === 'approval-responded' ? 'approval_requested' : undefined
  return { kind: 'call', placed: waiting === undefined ? placed : { ...placed, status: waiting } }
}

/** AI SDK 4 `tool-invocation` parts (also Mastra's format 2). */
function readV4(part: object, path: Path, options: NormalizedReadOptions): UiPartReading {
  const at = [...path, 'toolInvocation']
  const invocation = requireRecord(field(part, 'toolInvocation', path), at)
  refusePartialInput(invocation, at)
  if (isIgnoredServerPart(invocation, at, options)) return { kind: 'none' }
  const state = field(invocation, 'state', at)
  const call = markServer(
    readCall(invocation, at, V4, options, field(invocation, 'toolCallId', at)),
    invocation,
    at,
  )
  const step = field(invocation, 'step', at)
  const placed: PlacedCall =
    state === 'result'
      ? {
          call,
          path: at,
          result: {
            ...idOf(invocation, at),
            value: field(invocation, 'result', at),
            status: 'ok',
            raw: true,
            path: [...at, 'result'],
          },
        }
      : { call, path: at }
  return typeof step === 'number' ? { kind: 'call', placed, step } : { kind: 'call', placed }
}

/** vitest-evals' message parts: `tool-call`, `tool-result`, `tool-error`, each naming `toolName`. */
function readEvalPart(part: object, type: string, path: Path, options: NormalizedReadOptions): UiPartReading {
  if (type === 'tool-call')
    return {
      kind: 'call',
      placed: { call: readCall(part, path, EVAL_CALL, options, field(part, 'toolCallId', path)), path },
    }
  const name = stringField(part, 'toolName', path)
  const base = { ...idOf(part, path), ...(name === undefined ? {} : { name }) }
  if (type === 'tool-result')
    return {
      kind: 'result',
      result: {
        ...base,
        value: field(part, 'output', path),
        status: 'ok',
        raw: true,
        path: [...path, 'output'],
      },
    }
  const error = field(part, 'error', path) ?? field(part, 'output', path)
  return {
    kind: 'result',
    result: { ...base, value: errorValue(error), status: 'error', raw: true, path: [...path, 'error'] },
  }
}

/**
 * One part of an AI SDK UIMessage, a Mastra message or a vitest-evals transcript, read for a run: a call (AI SDK 5
 * `tool-<name>` / `dynamic-tool`, AI SDK 4 `tool-invocation`, vitest-evals `tool-call`), a result, text, a step
 * boundary, or nothing. Parts are judged as `readCalls` judges them: the same known list, a part whose input is still
 * arriving `truncated`, a provider-executed call skipped under `serverTools: 'ignore'`, any other type
 * `unknown_item` at its path (skipped under `unknownItems: 'ignore'`).
 */
export function readUiPart(part: object, path: Path, options: NormalizedReadOptions): UiPartReading {
  const type = typeOf(part, path) ?? ''
  const evalStyle = field(part, 'toolName', path) !== undefined && field(part, 'state', path) === undefined
  if (evalStyle && (type === 'tool-call' || type === 'tool-result' || type === 'tool-error'))
    return readEvalPart(part, type, path, options)
  if (type === 'tool-invocation') return readV4(part, path, options)
  if (type === 'dynamic-tool') {
    const name = field(part, 'toolName', path)
    return readV5(part, typeof name === 'string' ? name : '', path, options)
  }
  if (type.startsWith('tool-') && type.length > 'tool-'.length)
    return readV5(part, type.slice('tool-'.length), path, options)
  if (type === 'step-start') return { kind: 'boundary' }
  if (type === 'text') {
    const text = field(part, 'text', path)
    return typeof text === 'string' ? { kind: 'text', text } : { kind: 'none' }
  }
  if (UI_NON_CALLS.has(type) || type.startsWith('data-')) return { kind: 'none' }
  unknownItem(path, field(part, 'type', path), options)
  return { kind: 'none' }
}
