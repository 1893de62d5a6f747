import type { Path } from '../json/types.js'
import { aiSdkFinish } from './ai-sdk-finish.js'
import { arrayItems, field, isRecord } from './field.js'
import { requireRecord } from './read-list.js'
import type { PlacedCall, ReceivedResult } from './run/types.js'
import type { Shape, TurnBody } from './shape.js'
import { checkStop } from './stop-signal.js'
import { AI_SDK_RESULT_STOP } from './stop-tables.js'
import type { Call, Format, NormalizedReadOptions } from './types.js'
import { readAiUiPart, UI_NON_CALLS } from './vercel-ai-ui-part.js'
import { idOf, readInvocation } from './vercel-ai-ui-tool-part.js'

export { readAiUiPart, UI_NON_CALLS, type UiPartReading } from './vercel-ai-ui-part.js'

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
  checkStop(read, aiSdkFinish(holder, at), AI_SDK_RESULT_STOP)
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
