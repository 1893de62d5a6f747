import type { Path } from '../../json/types.js'
import { field, isRecord, ownKeys } from '../field.js'
import { readArguments } from '../read-arguments.js'
import { failRead, ReadError } from '../read-error.js'
import type { NormalizedReadOptions } from '../types.js'
import { appendText, copyRecord, eachEvent, failStreamError, failUnknownEvent } from './stream-failure.js'
import type { Assembled, StreamFormat } from './stream-format.js'

/**
 * Members of the `ConverseStreamOutput` union (`@aws-sdk/client-bedrock-runtime` 3.9xx, the events of
 * `ConverseStreamCommand`'s `stream`): each event is an object with one of these keys. `metadata` (usage, metrics)
 * carries no call.
 */
const MESSAGE_EVENTS = new Set([
  'messageStart',
  'contentBlockStart',
  'contentBlockDelta',
  'contentBlockStop',
  'messageStop',
  'metadata',
])
/** The union's exception members: the stream failed, and says why. */
const ERROR_EVENTS = new Set([
  'internalServerException',
  'modelStreamErrorException',
  'validationException',
  'throttlingException',
  'serviceUnavailableException',
])
/** Events only a ConverseStream sends (not `metadata`, which names no stream). */
const SIGNALS = ['messageStart', 'contentBlockStart', 'contentBlockDelta', 'contentBlockStop', 'messageStop']

interface BlockState {
  block: Record<string, unknown>
  /** The `toolUse.input` fragments joined (a tool use's input streams as JSON text). */
  json: string
  path: Path
  stopped: boolean
}

/** The union member an event is: its first own key the union knows, else an `unknown_item` naming what it has. */
function memberOf(event: object, path: Path): string {
  const keys = ownKeys(event, path)
  const known = keys.find((key) => MESSAGE_EVENTS.has(key) || ERROR_EVENTS.has(key))
  if (known !== undefined) return known
  // The SDK puts a member it does not know under `$unknown: [name, value]`.
  const unknown = field(event, '$unknown', path)
  const name = Array.isArray(unknown) && typeof unknown[0] === 'string' ? unknown[0] : undefined
  const type = field(event, 'type', path)
  return failUnknownEvent(path, name ?? (typeof type === 'string' ? type : keys.join(', ') || 'empty event'))
}

function indexOf(body: object, path: Path): unknown {
  return field(body, 'contentBlockIndex', path)
}

function blockAt(blocks: Map<number, BlockState>, body: object, path: Path): BlockState {
  const index = indexOf(body, path)
  const state = typeof index === 'number' ? blocks.get(index) : undefined
  if (state !== undefined) return state
  return failRead({
    kind: 'schema_invalid',
    path: [...path, 'contentBlockIndex'],
    expected: ['the index of a started content block'],
    detail: String(index),
  })
}

/** `contentBlockStart.start`: a tool use (its id and name; its input streams after), a tool result or an image. */
function startBlock(blocks: Map<number, BlockState>, body: object, at: Path): void {
  const startPath = [...at, 'start']
  const start = copyRecord(field(body, 'start', at), startPath)
  const [kind] = Object.keys(start)
  if (kind !== 'toolUse' && kind !== 'toolResult' && kind !== 'image') failUnknownEvent(startPath, kind)
  const block = { [kind]: copyRecord(start[kind], [...startPath, kind]) }
  const index = indexOf(body, at)
  // Without an index, the place after the last block (never one already taken).
  const place = typeof index === 'number' ? index : Math.max(-1, ...blocks.keys()) + 1
  blocks.set(place, { block, json: '', path: at, stopped: false })
}

/** The block a delta goes to: the started one, or (text and reasoning start with their first delta) a new one. */
function deltaBlock(blocks: Map<number, BlockState>, body: object, kind: string, at: Path): BlockState {
  const index = indexOf(body, at)
  if (typeof index === 'number' && !blocks.has(index) && kind !== 'toolUse') {
    const state: BlockState = { block: {}, json: '', path: at, stopped: false }
    blocks.set(index, state)
    return state
  }
  return blockAt(blocks, body, at)
}

/** Applies one `contentBlockDelta.delta` (a union too: `text`, `toolUse`, `reasoningContent`, `citation`…). */
function applyDelta(blocks: Map<number, BlockState>, body: object, at: Path): void {
  const deltaPath = [...at, 'delta']
  const delta = copyRecord(field(body, 'delta', at), deltaPath)
  const [kind] = Object.keys(delta)
  const value = kind === undefined ? undefined : delta[kind]
  if (kind === 'text') appendText(deltaBlock(blocks, body, kind, at).block, 'text', value)
  else if (kind === 'toolUse') {
    const state = deltaBlock(blocks, body, kind, at)
    const input = isRecord(value) ? field(value, 'input', [...deltaPath, kind]) : undefined
    if (typeof input === 'string') state.json += input
  } else if (kind === 'reasoningContent') {
    const { block } = deltaBlock(blocks, body, kind, at)
    const reasoning = copyRecord(value, [...deltaPath, kind])
    const current = isRecord(block.reasoningContent)
      ? (block.reasoningContent as Record<string, unknown>)
      : {}
    const text = isRecord(current.reasoningText) ? { ...(current.reasoningText as object) } : {}
    appendText(text, 'text', reasoning.text)
    if (reasoning.signature !== undefined) Object.assign(text, { signature: reasoning.signature })
    block.reasoningContent =
      reasoning.redactedContent === undefined
        ? { reasoningText: text }
        : { redactedContent: reasoning.redactedContent }
  } else if (kind === 'citation' || kind === 'toolResult' || kind === 'image') {
    // These blocks carry no call: their deltas are kept as streamed, under the block's own key.
    const { block } = deltaBlock(blocks, body, kind, at)
    const key = kind === 'citation' ? 'citationsContent' : kind
    const member = isRecord(block[key]) ? (block[key] as Record<string, unknown>) : {}
    const streamed = Array.isArray(member.streamed) ? member.streamed : []
    block[key] = { ...member, streamed: [...streamed, value] }
  } else failUnknownEvent(deltaPath, kind ?? 'empty delta')
}

/** Stop reasons of a response the token limit cut: a tool use it stopped may hold half its input. */
const TOKEN_LIMIT = new Set(['max_tokens', 'model_context_window_exceeded'])

/**
 * A stopped tool use's streamed JSON becomes its `input` (nothing streamed: `{}`, a tool without parameters). Input
 * that is not JSON fails, unless the token limit cut the response: then the block is left out as cut (false), and
 * the response's reader says the limit cut it.
 */
function finishToolUse(state: BlockState, options: NormalizedReadOptions, cutByLimit: boolean): boolean {
  const toolUse = state.block.toolUse as Record<string, unknown>
  if (state.json.trim() === '') {
    toolUse.input = {}
    return true
  }
  const inputPath = [...state.path, 'start', 'toolUse', 'input']
  try {
    toolUse.input = readArguments(state.json, inputPath, 'json', options)
    return true
  } catch (error) {
    if (cutByLimit && error instanceof ReadError) return false
    throw error
  }
}

function assemble(events: readonly unknown[], path: Path, options: NormalizedReadOptions): Assembled {
  const message: Record<string, unknown> = { role: 'assistant' }
  const response: Record<string, unknown> = {}
  const blocks = new Map<number, BlockState>()
  let ended = false
  eachEvent(events, path, (event, at) => {
    const member = memberOf(event, at)
    const bodyPath = [...at, member]
    const body = field(event, member, at)
    if (ERROR_EVENTS.has(member)) failStreamError(at, member, body)
    if (!isRecord(body)) failUnknownEvent(bodyPath, body)
    if (member === 'messageStart') Object.assign(message, copyRecord(body, bodyPath))
    else if (member === 'contentBlockStart') startBlock(blocks, body, bodyPath)
    else if (member === 'contentBlockDelta') applyDelta(blocks, body, bodyPath)
    else if (member === 'contentBlockStop') blockAt(blocks, body, bodyPath).stopped = true
    else if (member === 'messageStop') {
      Object.assign(response, copyRecord(body, bodyPath))
      ended = true
    } else Object.assign(response, copyRecord(body, bodyPath)) // metadata: usage, metrics, trace
  })
  const ordered = [...blocks.entries()].sort(([a], [b]) => a - b).map(([, state]) => state)
  const build = (states: readonly BlockState[]) => ({
    ...response,
    output: { message: { ...message, content: states.map((state) => state.block) } },
  })
  // A text block may end with the message, without its own contentBlockStop; a tool use may not.
  const open = ordered.find((state) => !state.stopped && isRecord(state.block.toolUse))
  const cutByLimit = TOKEN_LIMIT.has(String(response.stopReason))
  const unread = ordered.filter(
    (state) => state.stopped && isRecord(state.block.toolUse) && !finishToolUse(state, options, cutByLimit),
  )
  const whole = ordered.filter((state) => !unread.includes(state))
  if (ended && open === undefined) return { ended, response: build(whole) }
  return cut(whole, open, build)
}

/** A stream cut before `messageStop` (or inside a tool use): what arrived whole, and the call it was inside. */
function cut(
  ordered: readonly BlockState[],
  open: BlockState | undefined,
  build: (states: readonly BlockState[]) => object,
): Assembled {
  const whole = ordered.filter((state) => state !== open)
  const name = open === undefined ? undefined : field(open.block.toolUse as object, 'name', open.path)
  return {
    ended: false,
    response: build(whole),
    awaiting: open === undefined ? 'messageStop' : 'contentBlockStop',
    ...(open === undefined
      ? {}
      : { open: { name: typeof name === 'string' ? name : '', arrived: open.json, path: open.path } }),
  }
}

/**
 * Amazon Bedrock ConverseStream events (`messageStart`, `contentBlockStart` with a `toolUse`, `contentBlockDelta`
 * with `text`, `toolUse.input` JSON fragments, `reasoningContent`, `citation`, `contentBlockStop`, `messageStop`
 * with its `stopReason`, `metadata`), assembled into the response `ConverseCommand` returns, so its reader holds it
 * to the same stop reasons (`max_tokens` is `truncated`). An exception event is a stream error.
 */
export const bedrockEvents: StreamFormat = {
  name: 'bedrock.events',
  format: 'bedrock',
  signals: (event, path) =>
    SIGNALS.some((key) => isRecord(field(event, key, path))) && field(event, 'type', path) === undefined
      ? 'strong'
      : false,
  assemble,
}
