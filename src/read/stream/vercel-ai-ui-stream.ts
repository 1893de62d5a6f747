import type { Path } from '../../json/types.js'
import { field } from '../field.js'
import { failRead } from '../read-error.js'
import { copyRecord, eachEvent, failStreamError, failUnknownEvent } from './stream-failure.js'
import type { Assembled, StreamFormat } from './stream-format.js'

/** UI message chunks (AI SDK 5–6) that carry no call: boundaries and metadata. */
const NO_CALL_CHUNKS = new Set(['start', 'finish-step', 'text-end', 'reasoning-end', 'message-metadata'])

/** Chunks that are also UIMessage parts, kept as they are. */
const PART_CHUNKS = new Set(['source-url', 'source-document', 'file'])

/** Tool chunks, and the part state each sets. */
const TOOL_STATES: Record<string, string> = {
  'tool-input-start': 'input-streaming',
  'tool-input-available': 'input-available',
  'tool-input-error': 'output-error',
  'tool-output-available': 'output-available',
  'tool-output-error': 'output-error',
  'tool-approval-request': 'approval-requested',
  'tool-output-denied': 'output-denied',
}

interface ToolState {
  part: Record<string, unknown>
  text: string
  path: Path
}

interface MessageState {
  message: Record<string, unknown>
  parts: Record<string, unknown>[]
  tools: Map<unknown, ToolState>
  ended: boolean
}

function textPart(state: MessageState, type: string, id: unknown): Record<string, unknown> {
  const found = state.parts.find((part) => part.type === type && part.id === id && part.state === 'streaming')
  if (found !== undefined) return found
  const part: Record<string, unknown> = { type, id, text: '', state: 'streaming' }
  state.parts.push(part)
  return part
}

/** Applies a tool chunk to its part (made at its first chunk): the state it sets, and the fields it brings. */
function applyTool(state: MessageState, chunk: object, at: Path, type: string): void {
  const fields = copyRecord(chunk, at)
  const { type: _, inputTextDelta, ...rest } = fields
  let tool = state.tools.get(rest.toolCallId)
  if (tool === undefined) {
    if (typeof rest.toolName !== 'string') {
      failRead({
        kind: 'schema_invalid',
        path: [...at, 'toolName'],
        expected: ['the tool name of a call first seen'],
      })
    }
    const name = rest.toolName
    const part = rest.dynamic === true ? { type: 'dynamic-tool', toolName: name } : { type: `tool-${name}` }
    tool = { part, text: '', path: at }
    state.tools.set(rest.toolCallId, tool)
    state.parts.push(part)
  }
  if (type === 'tool-input-delta') {
    tool.text += String(inputTextDelta ?? '')
    return
  }
  const { toolName: __, dynamic: ___, approvalId, ...kept } = rest
  Object.assign(tool.part, kept, { state: TOOL_STATES[type] })
  // `readUIMessageStream` keeps an approval request as the part's `approval`.
  if (type === 'tool-approval-request') tool.part.approval = { id: approvalId }
}

/**
 * The input of a call that arrived only as `tool-input-delta` pieces (no `tool-input-available`, as vercel/ai's
 * LangGraph adapter sends it): their joined text, which the part reader parses as it parses any JSON input. In a
 * stream that finished, a call still `input-streaming` has all its input (`input-available`); in one that did not,
 * it is the call that was cut.
 */
function joinDeltas(tools: Iterable<ToolState>, ended: boolean): void {
  for (const { part, text } of tools) {
    if (part.state === 'input-streaming' && !ended) continue
    if (part.state === 'input-streaming') part.state = 'input-available'
    if (part.input === undefined && text !== '') part.input = text
  }
}

function applyChunk(state: MessageState, chunk: object, at: Path, type: string): void {
  const read = (key: string) => field(chunk, key, at)
  if (type === 'tool-input-delta' || Object.hasOwn(TOOL_STATES, type)) applyTool(state, chunk, at, type)
  else if (type === 'text-start' || type === 'reasoning-start') textPart(state, type.slice(0, -6), read('id'))
  else if (type === 'text-delta' || type === 'reasoning-delta') {
    const part = textPart(state, type.slice(0, -6), read('id'))
    part.text = `${part.text}${String(read('delta') ?? '')}`
  } else if (type === 'start-step') state.parts.push({ type: 'step-start' })
  else if (PART_CHUNKS.has(type) || type.startsWith('data-')) {
    const { ...part } = copyRecord(chunk, at)
    state.parts.push(part)
  } else if (type === 'finish') {
    state.ended = true
    // A UIMessage has no finish reason; kept beside its parts so the token-limit policy can read it.
    const reason = read('finishReason')
    if (reason !== undefined) state.message.finishReason = reason
  } else if (type === 'error' || type === 'abort')
    failStreamError(at, type, read('errorText') ?? read('reason'))
  else failUnknownEvent(at, type)
}

function assemble(events: readonly unknown[], path: Path): Assembled {
  const state: MessageState = { message: { role: 'assistant' }, parts: [], tools: new Map(), ended: false }
  eachEvent(events, path, (chunk, at) => {
    const type = field(chunk, 'type', at)
    if (typeof type !== 'string') failUnknownEvent(at, type)
    if (type === 'start') {
      const id = field(chunk, 'messageId', at)
      if (id !== undefined) state.message.id = id
    }
    if (!NO_CALL_CHUNKS.has(type)) applyChunk(state, chunk, at, type)
  })
  for (const part of state.parts) if (part.state === 'streaming') part.state = 'done'
  joinDeltas(state.tools.values(), state.ended)
  const cut = state.ended
    ? undefined
    : [...state.tools.values()].find((tool) => tool.part.state === 'input-streaming')
  const parts = state.parts.filter((part) => part !== cut?.part)
  const response = { ...state.message, parts }
  if (state.ended) return { ended: true, response }
  const name = String(cut?.part.toolName ?? String(cut?.part.type).slice(5))
  return {
    ended: false,
    response,
    awaiting: 'a finish chunk',
    ...(cut === undefined ? {} : { open: { name, arrived: cut.text, path: cut.path } }),
  }
}

/** Chunks only a UI message stream sends (a `fullStream` names its fields otherwise). */
function signals(chunk: object, path: Path): 'strong' | false {
  const type = field(chunk, 'type', path)
  const has = (key: string) => field(chunk, key, path) !== undefined
  switch (type) {
    case 'tool-input-available':
    case 'tool-output-available':
    case 'tool-input-error':
    case 'tool-output-error':
    case 'message-metadata':
      return 'strong'
    case 'tool-input-start':
      return has('toolCallId') ? 'strong' : false
    case 'tool-input-delta':
      return has('inputTextDelta') ? 'strong' : false
    case 'text-delta':
    case 'reasoning-delta':
      return has('delta') ? 'strong' : false
    default:
      return false
  }
}

/**
 * AI SDK UI message stream chunks (`toUIMessageStream`, AI SDK 5–6), assembled into the assistant UIMessage
 * `readUIMessageStream` builds: text and reasoning parts, `step-start` parts, and one `tool-<name>` (or
 * `dynamic-tool`) part per call, in the state its last chunk set (`input-available`, `output-available`, …).
 */
export const vercelAiUiStream: StreamFormat = {
  name: 'vercel-ai.ui-stream',
  format: 'vercel-ai',
  eventTypes: [
    ...NO_CALL_CHUNKS,
    ...PART_CHUNKS,
    ...Object.keys(TOOL_STATES),
    ...['tool-input-delta', 'text-start', 'text-delta', 'reasoning-start', 'reasoning-delta', 'start-step'],
    ...['finish', 'error', 'abort', 'data-*'],
  ],
  noCallEvents: [...NO_CALL_CHUNKS],
  signals,
  assemble: (events, path) => assemble(events, path),
}
