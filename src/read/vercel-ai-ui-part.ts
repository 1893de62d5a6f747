/**
 * One part of an AI SDK UIMessage (and a vitest-evals part, an AI SDK 4 tool invocation) read alone: a call with
 * what its part carries (state, output, approval), a result, text, a step boundary, or nothing. `vercel-ai-ui.ts`
 * splits a message's parts into turns with it.
 */
import type { Path } from '../json/types.js'
import { field, isRecord } from './field.js'
import { readArguments } from './read-arguments.js'
import { type CallFields, makeCall, readCall, readName } from './read-call.js'
import { failRead } from './read-error.js'
import { requireField } from './read-list.js'
import type { CallStatus, PlacedCall, ReceivedResult } from './run/types.js'
import { errorValue } from './run/vercel-ai-result.js'
import type { Call, NormalizedReadOptions } from './types.js'
import { unknownItem } from './unknown-item.js'

const V4: CallFields = { name: 'toolName', args: 'args', encoding: 'either', optionalArgs: false }

/**
 * UI message part types that carry no call: AI SDK 5–6 `UIMessagePart` (`data-*` parts too), AI SDK 4 / Mastra
 * (`source`, `tool-invocation` is read), and the `image` part of vitest-evals transcripts (AI SDK model message
 * content). `readCalls` and `readRun` both read parts by this list.
 */
export const UI_NON_CALLS: ReadonlySet<string> = new Set([
  'text',
  'reasoning',
  'source',
  'source-url',
  'source-document',
  'file',
  'image',
  'step-start',
])

/** Tool part states whose input is still arriving: AI SDK 5 `input-streaming`, AI SDK 4 `partial-call`. */
const PARTIAL = new Set(['input-streaming', 'partial-call'])

/** `finishReason` values that say something about the calls, on an assembled UI message stream's message. */

/** What one UI part adds to a message's turns. */
export type UiPartReading =
  | { kind: 'call'; placed: PlacedCall; step?: number }
  | { kind: 'result'; result: ReceivedResult }
  | { kind: 'text'; text: string }
  | { kind: 'boundary' }
  | { kind: 'none' }

/**
 * Refuses a tool part (or AI SDK 4 invocation) whose input is still arriving (`input-streaming`, `partial-call`): a
 * `truncated` read failure, never a call with half its arguments.
 */
export function refusePartialInput(part: object, path: Path): void {
  const state = field(part, 'state', path)
  if (typeof state !== 'string' || !PARTIAL.has(state)) return
  failRead({
    kind: 'truncated',
    path: [...path, 'state'],
    token: state,
    detail: 'the stream: the call’s input was still arriving',
    calls: [],
  })
}

/** True for a tool part the provider ran (`providerExecuted`) while `serverTools` is `ignore`: it is skipped. */
export function isIgnoredServerPart(part: object, path: Path, options: NormalizedReadOptions): boolean {
  return options.serverTools === 'ignore' && field(part, 'providerExecuted', path) === true
}

/** `call` marked `server` when the part says the provider ran it (`providerExecuted: true`). */
export function markServer(call: Call, part: object, path: Path): Call {
  return field(part, 'providerExecuted', path) === true ? { ...call, server: true } : call
}

export function idOf(part: object, path: Path): { id?: string } {
  const id = field(part, 'toolCallId', path)
  return typeof id === 'string' ? { id } : {}
}

/** States of a call the user must approve (or has approved, its output not yet come). */
const WAITING = new Set(['approval-requested', 'approval-responded'])

/**
 * An AI SDK 5–6 tool part (`tool-<name>`, or `dynamic-tool` naming `toolName`): the call, with the result its state
 * carries (`output-available`, `output-error`) or the state it keeps (`output-denied` or an approval refused:
 * `denied`; an approval asked or answered, its output not come: `approval_requested`).
 */
function readToolPart(
  part: object,
  name: unknown,
  namePath: Path,
  path: Path,
  options: NormalizedReadOptions,
) {
  refusePartialInput(part, path)
  if (isIgnoredServerPart(part, path, options)) return { kind: 'none' } as const
  // AI SDK 4's `args` is read when a part has no `input`.
  const key =
    field(part, 'input', path) === undefined && field(part, 'args', path) !== undefined ? 'args' : 'input'
  const args = readArguments(field(part, key, path), [...path, key], 'either', options)
  const call = markServer(
    makeCall(readName(name, namePath), args, field(part, 'toolCallId', path)),
    part,
    path,
  )
  const placed: PlacedCall = { call, path }
  const state = field(part, 'state', path)
  const result = (value: unknown, status: ReceivedResult['status'], key: string): UiPartReading => ({
    kind: 'call',
    placed: { ...placed, result: { ...idOf(part, path), value, status, raw: true, path: [...path, key] } },
  })
  if (state === 'output-available') return result(field(part, 'output', path), 'ok', 'output')
  if (state === 'output-error') return result(field(part, 'errorText', path), 'error', 'errorText')
  const approval = field(part, 'approval', path)
  const refused = isRecord(approval) && field(approval, 'approved', [...path, 'approval']) === false
  const status: CallStatus | undefined =
    state === 'output-denied' || refused
      ? 'denied'
      : typeof state === 'string' && WAITING.has(state)
        ? 'approval_requested'
        : undefined
  return { kind: 'call', placed: status === undefined ? placed : { ...placed, status } } as const
}

/** An AI SDK 4 tool invocation (a `tool-invocation` part's, or an element of `toolInvocations`). */
export function readInvocation(invocation: object, at: Path, options: NormalizedReadOptions): UiPartReading {
  refusePartialInput(invocation, at)
  if (isIgnoredServerPart(invocation, at, options)) return { kind: 'none' }
  const call = markServer(
    readCall(invocation, at, V4, options, field(invocation, 'toolCallId', at)),
    invocation,
    at,
  )
  const placed: PlacedCall =
    field(invocation, 'state', at) === 'result'
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
  const step = field(invocation, 'step', at)
  return typeof step === 'number' ? { kind: 'call', placed, step } : { kind: 'call', placed }
}

const EVAL_CALL: CallFields = { name: 'toolName', args: 'input', encoding: 'object', optionalArgs: true }

/** vitest-evals' message parts: `tool-call`, `tool-result`, `tool-error`, each naming `toolName`. */
function readEvalPart(part: object, type: string, path: Path, options: NormalizedReadOptions): UiPartReading {
  if (type === 'tool-call')
    return {
      kind: 'call',
      placed: { call: readCall(part, path, EVAL_CALL, options, field(part, 'toolCallId', path)), path },
    }
  const name = stringAt(part, 'toolName', path)
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

/** True for a vitest-evals part: `tool-call`, `tool-result` or `tool-error` naming `toolName`, without a state. */
function isEvalPart(part: object, path: Path): boolean {
  const type = stringAt(part, 'type', path) ?? ''
  return (
    ['tool-call', 'tool-result', 'tool-error'].includes(type) &&
    field(part, 'toolName', path) !== undefined &&
    field(part, 'state', path) === undefined
  )
}

function stringAt(value: object, key: string, path: Path): string | undefined {
  const found = field(value, key, path)
  return typeof found === 'string' ? found : undefined
}

/**
 * Reads one part of an AI SDK UIMessage (or a Mastra message, or a vitest-evals transcript): a vitest-evals
 * `tool-call`, `tool-result` or `tool-error` (naming `toolName`, without a state), a call (AI SDK 5–6 `tool-<name>` / `dynamic-tool`,
 * AI SDK 4 `tool-invocation`) with the result or state it carries, text, a step boundary (`step-start`), or nothing
 * (the known list above, `data-*`); a part whose input is still arriving is `truncated`, a call the provider ran is
 * nothing under `serverTools: 'ignore'`, any other type `unknown_item` at its path.
 */
export function readAiUiPart(part: object, path: Path, options: NormalizedReadOptions): UiPartReading {
  const raw = field(part, 'type', path)
  const type = typeof raw === 'string' ? raw : ''
  if (isEvalPart(part, path)) return readEvalPart(part, type, path, options)
  if (type === 'tool-invocation')
    return readInvocation(requireField(part, 'toolInvocation', path), [...path, 'toolInvocation'], options)
  if (type === 'dynamic-tool')
    return readToolPart(part, field(part, 'toolName', path), [...path, 'toolName'], path, options)
  if (type.startsWith('tool-') && type.length > 'tool-'.length)
    return readToolPart(part, type.slice('tool-'.length), [...path, 'type'], path, options)
  if (type === 'step-start') return { kind: 'boundary' }
  if (type === 'text') {
    const text = field(part, 'text', path)
    return typeof text === 'string' ? { kind: 'text', text } : { kind: 'none' }
  }
  if (UI_NON_CALLS.has(type) || type.startsWith('data-')) return { kind: 'none' }
  unknownItem(path, raw, options)
  return { kind: 'none' }
}
