import type { Path } from '../json/types.js'
import { arrayItems, field, isRecord } from './field.js'
import { readArguments } from './read-arguments.js'
import { type CallFields, makeCall, readCall, readName } from './read-call.js'
import { failRead } from './read-error.js'
import { requireField, requireRecord } from './read-list.js'
import type { CallStatus, PlacedCall, ReceivedResult } from './run/types.js'
import { errorValue } from './run/vercel-ai-result.js'
import type { Shape, TurnBody } from './shape.js'
import { checkStop, type StopTable } from './stop-signal.js'
import type { Call, Format, NormalizedReadOptions } from './types.js'
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
const FINISH: StopTable = { length: 'token_limit', 'content-filter': 'filter', error: 'error' }

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

function idOf(part: object, path: Path): { id?: string } {
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
function readInvocation(invocation: object, at: Path, options: NormalizedReadOptions): UiPartReading {
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

/** One segment of a UI message: a model turn (its calls, each with what its part carries, and text), or a result. */
export type UiSegment =
  | { kind: 'turn'; calls: PlacedCall[]; text: string | undefined }
  | { kind: 'result'; result: ReceivedResult }

/**
 * The parts of a UI message (or of a Mastra message's `content`), and its AI SDK 4 `toolInvocations`: the message
 * itself when it has parts, else the record inside `content` (Mastra's `{ format: 2 | 3, parts }`).
 */
export function uiPartsOf(message: object, path: Path): { holder: object; path: Path } {
  const content = field(message, 'content', path)
  const at = [...path, 'content']
  if (isRecord(content) && ['parts', 'toolInvocations'].some((key) => field(content, key, at) !== undefined))
    return { holder: content, path: at }
  return { holder: message, path }
}

/**
 * Splits one UI message into its segments, in order: `step-start` (and an AI SDK 4 invocation of another `step`)
 * closes a model turn, and so does text after a call that carries its output; a result part closes it and is given
 * alone; calls and text of a message that is not the model's (`model: false`) are not read, its parts still judged.
 * Calls in `toolInvocations` that `parts` does not repeat (one id is one call) come first, their place among the
 * parts being unknown. A `finishReason` kept beside the parts (an assembled UI message stream) is held to the one
 * stop policy.
 */
export function uiSegments(
  message: object,
  path: Path,
  options: NormalizedReadOptions,
  model: boolean,
): UiSegment[] {
  const { holder, path: at } = uiPartsOf(message, path)
  let segments: UiSegment[] = []
  const read = (): TurnBody => {
    const parts = splitParts(holder, at, options, model)
    segments = model ? [...unrepeatedInvocations(holder, at, options), ...parts] : parts
    return {
      format: 'vercel-ai',
      calls: segments.flatMap((one) => (one.kind === 'turn' ? one.calls.map(withStatus) : [])),
    }
  }
  checkStop(read, { value: field(holder, 'finishReason', at), path: [...at, 'finishReason'] }, FINISH)
  return segments
}

function splitParts(holder: object, path: Path, options: NormalizedReadOptions, model: boolean): UiSegment[] {
  const segments: UiSegment[] = []
  let calls: PlacedCall[] = []
  let texts: string[] = []
  let open = false
  let step: number | undefined
  const close = () => {
    if (open) segments.push({ kind: 'turn', calls, text: texts.length === 0 ? undefined : texts.join('') })
    calls = []
    texts = []
    open = false
  }
  const partsAt = [...path, 'parts']
  ;(arrayItems(field(holder, 'parts', path), partsAt) ?? []).forEach((item, index) => {
    const at = [...partsAt, index]
    const reading = readAiUiPart(requireRecord(item, at), at, options)
    if (reading.kind === 'result') {
      close()
      segments.push(reading)
    } else if (reading.kind === 'boundary') close()
    else if (model && reading.kind === 'call') {
      if (reading.step !== undefined && step !== undefined && reading.step !== step) close()
      step = reading.step ?? step
      open = true
      calls.push(reading.placed)
    } else if (model && reading.kind === 'text') {
      // Text after a call that carries its output is the model's next turn: it saw the output (parts without
      // `step-start` keep their last text as the answer).
      if (calls.some((placed) => placed.result !== undefined)) close()
      open = true
      texts.push(reading.text)
    }
  })
  close()
  return segments
}

/**
 * The AI SDK 4 `toolInvocations` of a message that its `parts` do not repeat (Mastra keeps both, and a message may
 * keep a call in one only): one turn per `step`. A call is repeated when a part holds its id; one without an id is
 * read only when no part holds a call.
 */
function unrepeatedInvocations(holder: object, path: Path, options: NormalizedReadOptions): UiSegment[] {
  const listAt = [...path, 'toolInvocations']
  const invocations = arrayItems(field(holder, 'toolInvocations', path), listAt)
  if (invocations === undefined) return []
  const inParts = new Set<string | undefined>()
  const partsAt = [...path, 'parts']
  ;(arrayItems(field(holder, 'parts', path), partsAt) ?? []).forEach((part, index) => {
    if (!isRecord(part)) return
    const at = [...partsAt, index]
    const type = field(part, 'type', at)
    const invocation = type === 'tool-invocation' ? field(part, 'toolInvocation', at) : part
    if (
      type !== 'tool-invocation' &&
      !(typeof type === 'string' && (type.startsWith('tool-') || type === 'dynamic-tool'))
    )
      return
    inParts.add(isRecord(invocation) ? (idOf(invocation, at).id ?? '') : '')
  })
  const turns: { step: number | undefined; calls: PlacedCall[] }[] = []
  invocations.forEach((item, index) => {
    const at = [...listAt, index]
    const invocation = requireRecord(item, at)
    const id = idOf(invocation, at).id
    if (inParts.has(id ?? '') || (id === undefined && inParts.size > 0)) return
    const reading = readInvocation(invocation, at, options)
    if (reading.kind !== 'call') return
    const last = turns.at(-1)
    if (last !== undefined && (reading.step === undefined || reading.step === last.step))
      last.calls.push(reading.placed)
    else turns.push({ step: reading.step, calls: [reading.placed] })
  })
  return turns.map((turn) => ({ kind: 'turn', calls: turn.calls, text: undefined }))
}

/** A placed call as `readCalls` gives it: with the state it keeps (denied, awaiting approval), never a result. */
function withStatus(placed: PlacedCall): Call {
  return placed.status === undefined ? placed.call : { ...placed.call, status: placed.status }
}

/** A message's calls in order across its turns, as `readCalls` reads one message. */
function readUiMessage(
  message: object,
  path: Path,
  options: NormalizedReadOptions,
  format: Format,
): TurnBody {
  const calls = uiSegments(message, path, options, true).flatMap((segment) =>
    segment.kind === 'turn' ? segment.calls.map(withStatus) : [],
  )
  return { format, calls }
}

/** True when every element of `parts` is a typed object (a UI message part, never a Gemini part). */
function hasTypedParts(parts: unknown, path: Path): boolean {
  const items = arrayItems(parts, path)
  const typed = (item: unknown, index: number) =>
    isRecord(item) && typeof field(item, 'type', [...path, index]) === 'string'
  return items?.every(typed) === true
}

/** True for an assistant AI SDK UIMessage (5.x `parts`, 4.x `toolInvocations`). */
function isUiMessage(value: object, path: Path): boolean {
  if (field(value, 'role', path) !== 'assistant') return false
  const parts = field(value, 'parts', path)
  if (parts !== undefined) return hasTypedParts(parts, [...path, 'parts'])
  return Array.isArray(field(value, 'toolInvocations', path))
}

/** True for an assistant Mastra message (`content: { format: 2 | 3, … }`). */
function isMastraMessage(value: object, path: Path): boolean {
  const content = field(value, 'content', path)
  if (field(value, 'role', path) !== 'assistant' || !isRecord(content)) return false
  const format = field(content, 'format', [...path, 'content'])
  return format === 2 || format === 3
}

/** AI SDK UI messages (5.x `UIMessage` with `parts`, 4.x with `toolInvocations`) and Mastra's stored messages. */
export const vercelAiUi = {
  message: {
    name: 'vercel-ai.ui-message',
    format: 'vercel-ai',
    matches: isUiMessage,
    read: (value, path, options) => readUiMessage(value, path, options, 'vercel-ai'),
  },
  mastra: {
    name: 'mastra.message',
    format: 'mastra',
    matches: isMastraMessage,
    read: (value, path, options) => readUiMessage(value, path, options, 'mastra'),
  },
} satisfies Record<string, Shape>

/** The UI part types read as no call (besides `data-*`), for tests and the README. */
export const UI_KNOWN: readonly string[] = [...UI_NON_CALLS]
