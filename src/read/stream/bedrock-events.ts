import type { Path } from '../../json/types.js'
import { field, isRecord, ownKeys } from '../field.js'
import { readArguments } from '../read-arguments.js'
import { ReadError } from '../read-error.js'
import type { NormalizedReadOptions } from '../types.js'
import { applyDelta, type BlockState, blockAt, startBlock } from './bedrock-blocks.js'
import { copyRecord, eachEvent, failStreamError, failUnknownEvent } from './stream-failure.js'
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
    if (ERROR_EVENTS.has(member)) failStreamError(at, member, body, bodyPath)
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
