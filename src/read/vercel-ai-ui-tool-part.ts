/**
 * One AI SDK tool part of a UIMessage read alone: an AI SDK 5–6 `tool-<name>` or `dynamic-tool` part, or an AI SDK 4
 * tool invocation, as a call with what it carries (state, output, approval). `vercel-ai-ui-part.ts` reads the other
 * parts.
 */
import type { Path } from '../json/types.js'
import { field, isRecord } from './field.js'
import { readArguments } from './read-arguments.js'
import { type CallFields, makeCall, readCall, readName } from './read-call.js'
import { failRead } from './read-error.js'
import type { CallStatus, PlacedCall, ReceivedResult } from './run/types.js'
import type { Call, NormalizedReadOptions } from './types.js'
import type { UiPartReading } from './vercel-ai-ui-part.js'

const V4: CallFields = { name: 'toolName', args: 'args', encoding: 'either', optionalArgs: false }

/** Tool part states whose input is still arriving: AI SDK 5 `input-streaming`, AI SDK 4 `partial-call`. */
const PARTIAL = new Set(['input-streaming', 'partial-call'])

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

/** The part's `toolCallId` as `{ id }` when it is a string, else `{}`. */
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
export function readToolPart(
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
