import type { Path } from '../../json/types.js'
import { field, isRecord } from '../field.js'
import { readArguments } from '../read-arguments.js'
import { ReadError } from '../read-error.js'
import { ANTHROPIC_STOP } from '../stop-tables.js'
import type { NormalizedReadOptions } from '../types.js'
import { placeOfStart, startedBlock } from './block-places.js'
import { appendText, copyRecord, eachEvent, failStreamError, failUnknownEvent } from './stream-failure.js'
import type { Assembled, StreamFormat } from './stream-format.js'

/** Events of the Messages stream (anthropic-sdk-typescript 0.x, beta included) that build the message. */
const MESSAGE_EVENTS = new Set([
  'message_start',
  'content_block_start',
  'content_block_delta',
  'content_block_stop',
  'message_delta',
  'message_stop',
])

/** Events that carry no call. */
const NO_CALL_EVENTS = new Set(['ping'])

interface BlockState {
  block: Record<string, unknown>
  json: string
  path: Path
  stopped: boolean
}

/** Applies one `content_block_delta` to its block; a delta type not listed here is `unknown_item`. */
function applyDelta(state: BlockState, delta: object, at: Path): void {
  const type = field(delta, 'type', at)
  const { block } = state
  if (type === 'text_delta') appendText(block, 'text', field(delta, 'text', at))
  else if (type === 'input_json_delta') state.json += String(field(delta, 'partial_json', at) ?? '')
  else if (type === 'thinking_delta') appendText(block, 'thinking', field(delta, 'thinking', at))
  else if (type === 'signature_delta') block.signature = field(delta, 'signature', at)
  else if (type === 'citations_delta') {
    const citations = Array.isArray(block.citations) ? block.citations : []
    block.citations = [...citations, field(delta, 'citation', at)]
  } else failUnknownEvent(at, type)
}

/**
 * A block's streamed JSON becomes its `input` (no JSON streamed: the `input` it started with); true when it did.
 * Input that is not JSON fails, unless the token limit cut the message: then the block is left out as cut (false),
 * and the message's reader says the limit cut it (one stop policy), not that the arguments are not JSON.
 */
function finishInput(state: BlockState, options: NormalizedReadOptions, cutByLimit: boolean): boolean {
  if (state.json === '') return true
  try {
    state.block.input = readArguments(state.json, [...state.path, 'content_block', 'input'], 'json', options)
    return true
  } catch (error) {
    if (cutByLimit && error instanceof ReadError) return false
    throw error
  }
}

/** A call block the stream was still sending: started, named, never stopped. */
function isOpenCall(state: BlockState): boolean {
  return !state.stopped && typeof state.block.name === 'string'
}

function blockAt(blocks: Map<number, BlockState>, event: object, at: Path): BlockState {
  return startedBlock(blocks, field(event, 'index', at), [...at, 'index'])
}

function assemble(events: readonly unknown[], path: Path, options: NormalizedReadOptions): Assembled {
  let message: Record<string, unknown> = { type: 'message', role: 'assistant' }
  const blocks = new Map<number, BlockState>()
  let ended = false
  eachEvent(events, path, (event, at) => {
    const type = field(event, 'type', at)
    if (typeof type === 'string' && NO_CALL_EVENTS.has(type)) return
    if (type === 'error') failStreamError(at, type, field(event, 'error', at), [...at, 'error'])
    if (typeof type !== 'string' || !MESSAGE_EVENTS.has(type)) failUnknownEvent(at, type)
    if (type === 'message_start') message = copyRecord(field(event, 'message', at), [...at, 'message'])
    else if (type === 'content_block_start') {
      const index = field(event, 'index', at)
      const block = copyRecord(field(event, 'content_block', at), [...at, 'content_block'])
      blocks.set(placeOfStart(blocks, index, [...at, 'index']), {
        block,
        json: '',
        path: at,
        stopped: false,
      })
    } else if (type === 'content_block_delta') {
      const delta = field(event, 'delta', at)
      if (!isRecord(delta)) failUnknownEvent([...at, 'delta'], delta)
      applyDelta(blockAt(blocks, event, at), delta, [...at, 'delta'])
    } else if (type === 'content_block_stop') blockAt(blocks, event, at).stopped = true
    else if (type === 'message_delta') {
      const delta = field(event, 'delta', at)
      if (isRecord(delta)) Object.assign(message, copyRecord(delta, [...at, 'delta']))
      const usage = field(event, 'usage', at)
      if (isRecord(usage))
        message.usage = {
          ...(isRecord(message.usage) ? message.usage : {}),
          ...copyRecord(usage, [...at, 'usage']),
        }
    } else ended = true // message_stop
  })
  const ordered = [...blocks.entries()].sort(([a], [b]) => a - b).map(([, state]) => state)
  const stop = message.stop_reason
  const cutByLimit = typeof stop === 'string' && ANTHROPIC_STOP[stop] === 'token_limit'
  if (ended) {
    // A call the limit cut (its input unfinished, or never stopped with none) is left out: the reader says `truncated`.
    const whole = ordered.filter(
      (state) =>
        !(cutByLimit && isOpenCall(state) && state.json === '') && finishInput(state, options, cutByLimit),
    )
    return { ended, response: { ...message, content: whole.map((state) => state.block) } }
  }
  const cut = ordered.find(isOpenCall)
  const whole = ordered
    .filter((state) => state !== cut && finishInput(state, options, cutByLimit))
    .map((state) => state.block)
  return {
    ended,
    response: { ...message, content: whole },
    awaiting: 'message_stop',
    ...(cut === undefined
      ? {}
      : { open: { name: String(cut.block.name), arrived: cut.json, path: cut.path } }),
  }
}

/**
 * Anthropic Messages streaming events (`message_start`, `content_block_*` with `text_delta`, `input_json_delta`,
 * `thinking_delta`, `signature_delta`, `citations_delta`, `message_delta`, `message_stop`), assembled into the
 * `message` the SDK's `finalMessage()` returns; `ping` carries no call, `error` is a stream error.
 */
export const anthropicEvents: StreamFormat = {
  name: 'anthropic.events',
  format: 'anthropic',
  eventTypes: [...MESSAGE_EVENTS, ...NO_CALL_EVENTS, 'error'],
  noCallEvents: [...NO_CALL_EVENTS],
  signals: (event, path) => {
    const type = field(event, 'type', path)
    return typeof type === 'string' && MESSAGE_EVENTS.has(type) ? 'strong' : false
  },
  assemble,
}
