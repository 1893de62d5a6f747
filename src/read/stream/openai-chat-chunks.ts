import type { Path } from '../../json/types.js'
import { arrayItems, field, isRecord, ownKeys } from '../field.js'
import { requireRecord } from '../read-list.js'
import { appendText, eachEvent, failUnknownEvent } from './stream-failure.js'
import type { Assembled, OpenCall, StreamFormat } from './stream-format.js'

/**
 * OpenAI Chat Completions streaming (openai-node 4–6, `chat.completion.chunk`): each chunk's `choices[].delta`
 * joined by choice `index`, tool calls by their own `index`, as the SDK's `ChatCompletionStream` does (the name
 * set, the arguments concatenated). A chunk with `choices: []` carries no call: the usage-only chunk of
 * `stream_options.include_usage`, and Azure's opening chunk (`prompt_filter_results`, `object` empty or absent).
 */
const CHUNK = 'chat.completion.chunk'

interface ToolCallState {
  record: Record<string, unknown>
  fn: Record<string, unknown>
  path: Path
}

interface ChoiceState {
  index: number
  message: Record<string, unknown>
  toolCalls: Map<number, ToolCallState>
  extra: Record<string, unknown>
  finish: unknown
  lastCallPath: Path | undefined
}

function signals(event: object, path: Path): 'strong' | false {
  if (field(event, 'object', path) === CHUNK) return 'strong'
  const choices = field(event, 'choices', path)
  const first = Array.isArray(choices) ? choices[0] : undefined
  return isRecord(first) && isRecord(field(first, 'delta', path)) ? 'strong' : false
}

function applyToolCall(state: ChoiceState, delta: object, at: Path): void {
  const position = field(delta, 'index', at)
  const index = typeof position === 'number' ? position : highestKey(state.toolCalls) + 1
  let call = state.toolCalls.get(index)
  if (call === undefined) {
    const fn: Record<string, unknown> = { name: '', arguments: '' }
    call = { record: { type: 'function', function: fn }, fn, path: at }
    state.toolCalls.set(index, call)
  }
  const id = field(delta, 'id', at)
  if (typeof id === 'string' && id !== '') call.record.id = id
  const type = field(delta, 'type', at)
  if (typeof type === 'string' && type !== '') call.record.type = type
  const custom = call.record.type === 'custom'
  const bodyKey = custom ? 'custom' : 'function'
  const body = field(delta, bodyKey, at)
  if (!isRecord(body)) return
  const bodyAt = [...at, bodyKey]
  if (custom && call.record.function !== undefined) {
    call.record.custom = call.fn
    delete call.fn.arguments
    delete call.record.function
  }
  const name = field(body, 'name', bodyAt)
  if (typeof name === 'string' && name !== '') call.fn.name = name
  const key = custom ? 'input' : 'arguments'
  appendText(call.fn, key, field(body, key, bodyAt))
  state.lastCallPath = at
}

function applyDelta(state: ChoiceState, delta: object, at: Path): void {
  for (const key of ownKeys(delta, at)) {
    const value = field(delta, key, at)
    if (key === 'tool_calls') {
      const list = arrayItems(value, [...at, key]) ?? []
      list.forEach((item, index) => {
        applyToolCall(state, requireRecord(item, [...at, key, index]), [...at, key, index])
      })
    } else if (key === 'function_call' && isRecord(value)) {
      if (!isRecord(state.message.function_call)) state.message.function_call = { name: '', arguments: '' }
      const legacy = state.message.function_call as Record<string, unknown>
      const name = field(value, 'name', [...at, key])
      if (typeof name === 'string' && name !== '') legacy.name = name
      appendText(legacy, 'arguments', field(value, 'arguments', [...at, key]))
      state.lastCallPath = [...at, key]
    } else if (typeof value === 'string') appendText(state.message, key, value)
    else if (value !== null && value !== undefined) state.message[key] = value
    else if (!(key in state.message)) state.message[key] = value
  }
}

function choiceState(states: Map<number, ChoiceState>, choice: object, at: Path, position: number) {
  const raw = field(choice, 'index', at)
  const index = typeof raw === 'number' ? raw : position
  let state = states.get(index)
  if (state === undefined) {
    state = { index, message: {}, toolCalls: new Map(), extra: {}, finish: null, lastCallPath: undefined }
    states.set(index, state)
  }
  return state
}

function assemble(events: readonly unknown[], path: Path): Assembled {
  const base: Record<string, unknown> = {}
  const states = new Map<number, ChoiceState>()
  eachEvent(events, path, (event, at) => {
    const object = field(event, 'object', at)
    const choices = arrayItems(field(event, 'choices', at), [...at, 'choices'])
    if (choices === undefined || (object !== undefined && object !== CHUNK && object !== '')) {
      failUnknownEvent(at, object ?? field(event, 'type', at) ?? 'no choices')
    }
    for (const key of ownKeys(event, at))
      if (key !== 'choices' && key !== 'object') base[key] = field(event, key, at)
    choices.forEach((item, position) => {
      const choiceAt = [...at, 'choices', position]
      const choice = requireRecord(item, choiceAt)
      const state = choiceState(states, choice, choiceAt, position)
      const delta = field(choice, 'delta', choiceAt)
      if (isRecord(delta)) applyDelta(state, delta, [...choiceAt, 'delta'])
      const finish = field(choice, 'finish_reason', choiceAt)
      if (finish !== null && finish !== undefined) state.finish = finish
      const filter = field(choice, 'content_filter_results', choiceAt)
      if (filter !== undefined) state.extra.content_filter_results = filter
    })
  })
  const sorted = [...states.values()].sort((a, b) => a.index - b.index)
  const open = sorted.filter((state) => state.finish === null).map(cutOpenCall)[0]
  const response = {
    ...base,
    object: 'chat.completion',
    choices: sorted.map((state) => ({
      index: state.index,
      message: message(state),
      finish_reason: state.finish,
      ...state.extra,
    })),
  }
  const ended = sorted.length > 0 && sorted.every((state) => state.finish !== null)
  if (ended) return { ended: true, response }
  return {
    ended: false,
    response,
    awaiting: 'a chunk with finish_reason',
    ...(open === undefined ? {} : { open }),
  }
}

/** Removes the call an unfinished choice was sending (its last one) and describes it. */
function cutOpenCall(state: ChoiceState): OpenCall | undefined {
  const legacy = state.message.function_call as Record<string, unknown> | undefined
  if (legacy !== undefined) {
    delete state.message.function_call
    return { name: String(legacy.name), arrived: String(legacy.arguments), path: state.lastCallPath ?? [] }
  }
  const last = highestKey(state.toolCalls)
  const call = state.toolCalls.get(last)
  if (call === undefined) return undefined
  state.toolCalls.delete(last)
  const arrived = call.fn.arguments ?? call.fn.input
  return { name: String(call.fn.name), arrived: String(arrived), path: call.path }
}

function message(state: ChoiceState): Record<string, unknown> {
  const calls = [...state.toolCalls.entries()].sort(([a], [b]) => a - b).map(([, call]) => call.record)
  return { role: 'assistant', ...state.message, ...(calls.length > 0 ? { tool_calls: calls } : {}) }
}

/** OpenAI Chat Completions chunks, assembled into the `chat.completion` the SDK's stream helper returns. */
export const openaiChatChunks: StreamFormat = {
  name: 'openai-chat.chunks',
  format: 'openai-chat',
  signals,
  assemble: (events, path) => assemble(events, path),
}

/** The highest index among the tool calls seen so far, or -1 (no spread: a stream may hold many calls). */
function highestKey(calls: ReadonlyMap<number, unknown>): number {
  let highest = -1
  for (const key of calls.keys()) if (key > highest) highest = key
  return highest
}
