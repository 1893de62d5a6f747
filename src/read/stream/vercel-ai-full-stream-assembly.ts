/**
 * Assembles the AI SDK's `fullStream` parts into the result `generateText` would return: one step per `start-step`
 * … `finish-step`, text and reasoning deltas joined, tool input deltas kept until their `tool-call`.
 * `vercel-ai-full-stream.ts` recognises the stream and hands its parts here.
 */
import type { Path } from '../../json/types.js'
import { field } from '../field.js'
import { copyRecord, eachEvent, failStreamError, failUnknownEvent } from './stream-failure.js'
import type { Assembled } from './stream-format.js'

/**
 * Parts of the AI SDK's `fullStream` that carry no call of their own (AI SDK 5–6, and 4's names): boundaries,
 * text and reasoning (joined into content), provider chunks, and tool events the `tool-call` part already stands for.
 */
export const NO_CALL_PARTS = new Set([
  'start',
  'text-start',
  'text-end',
  'reasoning-start',
  'reasoning-end',
  'reasoning-signature',
  'redacted-reasoning',
  'tool-input-end',
  'raw',
])

/**
 * Parts kept as they are in the step's content (what `result.steps[i].content` holds): calls, results, sources,
 * files, and AI SDK 6 approvals (a request carrying its call, a response, a denial), which the step reader applies
 * to the calls beside them.
 */
export const CONTENT_PARTS = new Set([
  'tool-call',
  'tool-result',
  'tool-error',
  'tool-approval-request',
  'tool-approval-response',
  'tool-output-denied',
  'source',
  'file',
])

interface Step {
  content: Record<string, unknown>[]
  finishReason?: unknown
  rawFinishReason?: unknown
}

interface OpenInput {
  name: string
  text: string
  path: Path
}

interface StreamState {
  steps: Step[]
  step: Step
  open: Map<unknown, OpenInput>
  finishReason: unknown
  /** The provider's own reason behind the AI SDK's (AI SDK 6): what `'other'` stands for. */
  rawFinishReason: unknown
  ended: boolean
}

/** Appends streamed text to the step's last part of `type` with the same `id` (a new part when there is none). */
function appendContent(step: Step, type: string, id: unknown, piece: unknown): void {
  const last = step.content[step.content.length - 1]
  if (last !== undefined && last.type === type && last.id === id)
    last.text = `${last.text}${String(piece ?? '')}`
  else step.content.push({ type, ...(id === undefined ? {} : { id }), text: String(piece ?? '') })
}

function closeStep(state: StreamState, finishReason: unknown, rawFinishReason?: unknown): void {
  state.steps.push({
    ...state.step,
    ...(finishReason === undefined ? {} : { finishReason }),
    ...(rawFinishReason === undefined ? {} : { rawFinishReason }),
  })
  state.step = { content: [] }
}

function applyPart(state: StreamState, part: object, at: Path, type: string): void {
  const read = (key: string) => field(part, key, at)
  switch (type) {
    case 'tool-input-start':
    case 'tool-call-streaming-start':
      state.open.set(read('id') ?? read('toolCallId'), { name: String(read('toolName')), text: '', path: at })
      return
    case 'tool-input-delta':
    case 'tool-call-delta': {
      const input = state.open.get(read('id') ?? read('toolCallId'))
      if (input !== undefined) input.text += String(read('delta') ?? read('argsTextDelta') ?? '')
      return
    }
    case 'text-delta':
      appendContent(state.step, 'text', read('id'), read('text') ?? read('textDelta'))
      return
    case 'reasoning-delta':
    case 'reasoning':
      appendContent(state.step, 'reasoning', read('id'), read('text') ?? read('textDelta'))
      return
    case 'start-step':
    case 'step-start':
      if (state.step.content.length > 0) closeStep(state, undefined)
      return
    case 'finish-step':
    case 'step-finish':
      closeStep(state, read('finishReason'), read('rawFinishReason'))
      return
    case 'finish':
      state.ended = true
      state.finishReason = read('finishReason')
      state.rawFinishReason = read('rawFinishReason')
      return
    case 'error':
    case 'abort':
      failStreamError(at, type, read(type === 'error' ? 'error' : 'reason'))
      return
    default:
      if (!CONTENT_PARTS.has(type)) failUnknownEvent(at, type)
      if (type === 'tool-call') state.open.delete(read('toolCallId'))
      state.step.content.push(copyRecord(part, at))
  }
}

/**
 * AI SDK `fullStream` parts assembled into the result `generateText` would return: its steps, each with its content
 * and finish reason, and the run's finish reason; unended when no `finish` part came.
 */
export function assembleFullStream(events: readonly unknown[], path: Path): Assembled {
  const state: StreamState = {
    steps: [],
    step: { content: [] },
    open: new Map(),
    finishReason: undefined,
    rawFinishReason: undefined,
    ended: false,
  }
  eachEvent(events, path, (part, at) => {
    const type = field(part, 'type', at)
    if (typeof type !== 'string') failUnknownEvent(at, type)
    if (!NO_CALL_PARTS.has(type)) applyPart(state, part, at, type)
  })
  if (state.step.content.length > 0 || state.steps.length === 0) closeStep(state, undefined)
  const response = {
    steps: state.steps,
    ...(state.finishReason === undefined ? {} : { finishReason: state.finishReason }),
    ...(state.rawFinishReason === undefined ? {} : { rawFinishReason: state.rawFinishReason }),
  }
  if (state.ended) return { ended: true, response }
  const cut = [...state.open.values()][0]
  return {
    ended: false,
    response,
    awaiting: 'a finish part',
    ...(cut === undefined ? {} : { open: { name: cut.name, arrived: cut.text, path: cut.path } }),
  }
}
