import type { Path } from '../../json/types.js'
import { arrayItems, field, isRecord } from '../field.js'
import { appendText, copyRecord, eachEvent, failStreamError, failUnknownEvent } from './stream-failure.js'
import type { Assembled, StreamFormat } from './stream-format.js'

/** Events that carry the whole response (the first ones, and the final one that ends the stream). */
const RESPONSE_EVENTS = new Set(['response.created', 'response.in_progress', 'response.queued'])
const FINAL_EVENTS = new Set(['response.completed', 'response.incomplete'])

/** Events whose item is a call and whose deltas stream its arguments (key of the streamed text), by event prefix. */
const ARGUMENT_EVENTS: Record<string, string> = {
  'response.function_call_arguments': 'arguments',
  'response.mcp_call_arguments': 'arguments',
  'response.custom_tool_call_input': 'input',
}

/**
 * Events (openai-node 5–6) that only stream text, reasoning, or the progress of a tool OpenAI runs: the item they
 * build arrives whole in `response.output_item.done` and in the final response, so they carry no call of their own.
 */
const NO_CALL_EVENTS = new Set([
  'keepalive',
  'response.content_part.added',
  'response.content_part.done',
  'response.output_text.delta',
  'response.output_text.done',
  'response.output_text.annotation.added',
  'response.refusal.delta',
  'response.refusal.done',
  'response.reasoning_summary_part.added',
  'response.reasoning_summary_part.done',
  'response.reasoning_summary_text.delta',
  'response.reasoning_summary_text.done',
  'response.reasoning_text.delta',
  'response.reasoning_text.done',
  'response.audio.delta',
  'response.audio.done',
  'response.audio.transcript.delta',
  'response.audio.transcript.done',
  'response.web_search_call.in_progress',
  'response.web_search_call.searching',
  'response.web_search_call.completed',
  'response.file_search_call.in_progress',
  'response.file_search_call.searching',
  'response.file_search_call.completed',
  'response.code_interpreter_call.in_progress',
  'response.code_interpreter_call.interpreting',
  'response.code_interpreter_call.completed',
  'response.code_interpreter_call_code.delta',
  'response.code_interpreter_call_code.done',
  'response.image_generation_call.in_progress',
  'response.image_generation_call.generating',
  'response.image_generation_call.partial_image',
  'response.image_generation_call.completed',
  'response.mcp_call.in_progress',
  'response.mcp_call.completed',
  'response.mcp_call.failed',
  'response.mcp_list_tools.in_progress',
  'response.mcp_list_tools.completed',
  'response.mcp_list_tools.failed',
])

interface ItemState {
  item: Record<string, unknown>
  path: Path
  done: boolean
}

function isKnown(type: unknown): type is string {
  return (
    typeof type === 'string' &&
    (RESPONSE_EVENTS.has(type) ||
      FINAL_EVENTS.has(type) ||
      NO_CALL_EVENTS.has(type) ||
      type.startsWith('response.output_item.') ||
      Object.keys(ARGUMENT_EVENTS).some((prefix) => type.startsWith(`${prefix}.`)))
  )
}

function itemAt(items: Map<number, ItemState>, event: object, at: Path): ItemState | undefined {
  const index = field(event, 'output_index', at)
  return typeof index === 'number' ? items.get(index) : undefined
}

/** A call item's streamed arguments: deltas appended, `done` setting the whole text. */
function applyArguments(items: Map<number, ItemState>, event: object, at: Path, type: string): void {
  const prefix = Object.keys(ARGUMENT_EVENTS).find((key) => type.startsWith(`${key}.`))!
  const key = ARGUMENT_EVENTS[prefix]!
  const delta = type === `${prefix}.delta`
  if (!delta && type !== `${prefix}.done`) failUnknownEvent(at, type)
  const state = itemAt(items, event, at)
  if (state === undefined || state.done) return
  if (delta) appendText(state.item, key, field(event, 'delta', at))
  else {
    const whole = field(event, key, at)
    if (typeof whole === 'string') state.item[key] = whole
  }
}

function assemble(events: readonly unknown[], path: Path): Assembled {
  let response: Record<string, unknown> = { object: 'response' }
  const items = new Map<number, ItemState>()
  let ended = false
  eachEvent(events, path, (event, at) => {
    const type = field(event, 'type', at)
    if (type === 'error') failStreamError(at, type, event)
    if (type === 'response.failed') {
      const failed = field(event, 'response', at)
      failStreamError(at, type, isRecord(failed) ? field(failed, 'error', [...at, 'response']) : undefined, [
        ...at,
        'response',
        'error',
      ])
    }
    if (!isKnown(type)) failUnknownEvent(at, type)
    if (NO_CALL_EVENTS.has(type)) return
    if (RESPONSE_EVENTS.has(type) || FINAL_EVENTS.has(type)) {
      response = copyRecord(field(event, 'response', at), [...at, 'response'])
      ended ||= FINAL_EVENTS.has(type)
    } else if (type === 'response.output_item.added' || type === 'response.output_item.done') {
      const index = field(event, 'output_index', at)
      const item = copyRecord(field(event, 'item', at), [...at, 'item'])
      items.set(typeof index === 'number' ? index : items.size, {
        item,
        path: at,
        done: type.endsWith('.done'),
      })
    } else if (type.startsWith('response.output_item.')) failUnknownEvent(at, type)
    else applyArguments(items, event, at, type)
  })
  const ordered = [...items.entries()].sort(([a], [b]) => a - b).map(([, state]) => state)
  const final = arrayItems(response.output, [...path, 'output'])
  if (ended) {
    const output = final !== undefined && final.length > 0 ? final : ordered.map((state) => state.item)
    return { ended, response: { ...response, output } }
  }
  const cut = ordered.find((state) => !state.done && typeof state.item.name === 'string')
  const whole = ordered.filter((state) => state.done).map((state) => state.item)
  const arrived = cut === undefined ? '' : String(cut.item.arguments ?? cut.item.input ?? '')
  // What arrived whole, without the status of the opening event (`in_progress`): the cut is told apart, by the stream.
  const { status: _, ...opened } = response
  return {
    ended,
    response: { ...opened, output: whole },
    awaiting: 'response.completed',
    ...(cut === undefined ? {} : { open: { name: String(cut.item.name), arrived, path: cut.path } }),
  }
}

/**
 * OpenAI Responses API streaming events, assembled into the response the SDK's `finalResponse()` returns: the
 * final event's response (`response.completed`, or `response.incomplete` that the token-limit policy reads), its
 * output taken from the item events when the final response lists none. `error` and `response.failed` are stream
 * errors.
 */
export const openaiResponsesEvents: StreamFormat = {
  name: 'openai-responses.events',
  format: 'openai-responses',
  eventTypes: [
    ...RESPONSE_EVENTS,
    ...FINAL_EVENTS,
    ...NO_CALL_EVENTS,
    'response.output_item.added',
    'response.output_item.done',
    ...Object.keys(ARGUMENT_EVENTS).flatMap((prefix) => [`${prefix}.delta`, `${prefix}.done`]),
    'error',
    'response.failed',
  ],
  noCallEvents: [...NO_CALL_EVENTS],
  signals: (event, path) => {
    const type = field(event, 'type', path)
    return typeof type === 'string' && type.startsWith('response.') ? 'strong' : false
  },
  assemble: (events, path) => assemble(events, path),
}
