import { appendAll } from '../../append-all.js'
import { parseJson } from '../../json/parse.js'
import type { Path } from '../../json/types.js'
import { arrayItems, field, isRecord } from '../field.js'
import { LANGCHAIN_TYPES } from '../langchain.js'
import { requireRecord } from '../read-list.js'
import { copyRecord, eachEvent, failUnknownEvent } from './stream-failure.js'
import type { Assembled, StreamFormat } from './stream-format.js'

/** `response_metadata` keys with which a provider integration says the response finished (langchain-core 0.3–1). */
const FINISH_KEYS = ['finish_reason', 'stop_reason', 'finishReason', 'stopReason', 'done_reason']

interface MergedChunk {
  index: unknown
  name: string
  args: string
  id: string
  path: Path
}

interface ChunksState {
  content: unknown
  merged: MergedChunk[]
  toolCalls: unknown[]
  invalid: unknown[]
  metadata: Record<string, unknown>
  rest: Record<string, unknown>
  ended: boolean
  /** The merged chunk the last tool-call chunk went to: the call a cut stream was inside. */
  latest: MergedChunk | undefined
}

/** The fields of an AIMessageChunk (a serialised one keeps them in `kwargs`), or `undefined` for anything else. */
function chunkFields(value: object, path: Path): { fields: object; path: Path } | undefined {
  if (field(value, 'lc', path) === 1 && field(value, 'type', path) === 'constructor') {
    const id = arrayItems(field(value, 'id', path), [...path, 'id'])
    if (id?.[id.length - 1] !== 'AIMessageChunk') return undefined
    return {
      fields: requireRecord(field(value, 'kwargs', path), [...path, 'kwargs']),
      path: [...path, 'kwargs'],
    }
  }
  const type = field(value, 'type', path)
  if (type === 'AIMessageChunk' || Array.isArray(field(value, 'tool_call_chunks', path)))
    return { fields: value, path }
  return undefined
}

/**
 * True when some element of `items` is a LangChain message that is no chunk (a human, tool or system message, a
 * whole AIMessage): the list is a conversation (a LangGraph state keeps its streamed replies as chunks), never a
 * chunk stream.
 */
export function holdsWholeMessage(items: readonly unknown[], path: Path): boolean {
  return items.some((item, index) => {
    const at = [...path, index]
    if (!isRecord(item) || chunkFields(item, at) !== undefined) return false
    const type = field(item, 'type', at)
    if (field(item, 'lc', at) === 1 && type === 'constructor') return true
    if (typeof type === 'string') return LANGCHAIN_TYPES.has(type)
    return ['getType', '_getType'].some((method) => typeof field(item, method, at) === 'function')
  })
}

/** Joins two pieces of a message's content: strings concatenated; otherwise lists of blocks one after the other. */
function joinContent(left: unknown, right: unknown): unknown {
  if (left === undefined || left === '') return right
  if (right === undefined || right === '') return left
  if (typeof left === 'string' && typeof right === 'string') return left + right
  const asList = (value: unknown) => (Array.isArray(value) ? value : [{ type: 'text', text: value }])
  return [...asList(left), ...asList(right)]
}

/** A name or id fragment: repeated whole by some integrations (kept once), streamed in pieces by others (joined). */
function joinFragment(left: string, right: unknown): string {
  if (typeof right !== 'string' || right === left) return left
  return left + right
}

/** Merges `tool_call_chunks` by `index`, as `AIMessageChunk.concat` does; a chunk without an index stands alone. */
function mergeToolCallChunk(state: ChunksState, chunk: object, at: Path): void {
  const index = field(chunk, 'index', at)
  const same =
    index !== undefined && index !== null ? state.merged.find((entry) => entry.index === index) : undefined
  const entry = same ?? { index, name: '', args: '', id: '', path: at }
  if (same === undefined) state.merged.push(entry)
  state.latest = entry
  entry.name = joinFragment(entry.name, field(chunk, 'name', at))
  entry.id = joinFragment(entry.id, field(chunk, 'id', at))
  const args = field(chunk, 'args', at)
  if (typeof args === 'string') entry.args += args
}

function applyChunk(state: ChunksState, fields: object, at: Path): void {
  state.content = joinContent(state.content, field(fields, 'content', at))
  const chunks = arrayItems(field(fields, 'tool_call_chunks', at), [...at, 'tool_call_chunks']) ?? []
  chunks.forEach((chunk, index) => {
    const chunkAt = [...at, 'tool_call_chunks', index]
    mergeToolCallChunk(state, requireRecord(chunk, chunkAt), chunkAt)
  })
  if (chunks.length === 0) {
    // Without chunks, the calls a chunk lists are whole (a provider that sends each call in one piece).
    appendAll(state.toolCalls, arrayItems(field(fields, 'tool_calls', at), [...at, 'tool_calls']) ?? [])
    appendAll(
      state.invalid,
      arrayItems(field(fields, 'invalid_tool_calls', at), [...at, 'invalid_tool_calls']) ?? [],
    )
  }
  const metadata = field(fields, 'response_metadata', at)
  if (isRecord(metadata)) {
    const copy = copyRecord(metadata, [...at, 'response_metadata'])
    Object.assign(state.metadata, copy)
    if (FINISH_KEYS.some((key) => copy[key] !== undefined && copy[key] !== null)) state.ended = true
  }
  if (field(fields, 'chunk_position', at) === 'last') state.ended = true
  for (const key of ['id', 'usage_metadata']) {
    const value = field(fields, key, at)
    if (value !== undefined && value !== null) state.rest[key] = value
  }
}

/** A merged chunk whose `args` is a JSON object (or empty) is a call; any other is an invalid call, never dropped. */
function finish(state: ChunksState, entry: MergedChunk): void {
  const parsed = entry.args.trim() === '' ? { ok: true as const, value: {} } : parseJson(entry.args)
  const id = entry.id === '' ? {} : { id: entry.id }
  if (parsed.ok && isRecord(parsed.value)) {
    state.toolCalls.push({ name: entry.name, args: parsed.value, ...id, type: 'tool_call' })
  } else {
    state.invalid.push({
      name: entry.name,
      args: entry.args,
      ...id,
      error: 'Malformed args.',
      type: 'invalid_tool_call',
    })
  }
}

function assemble(events: readonly unknown[], path: Path): Assembled {
  const state: ChunksState = {
    content: '',
    merged: [],
    toolCalls: [],
    invalid: [],
    metadata: {},
    rest: {},
    ended: false,
    latest: undefined,
  }
  eachEvent(events, path, (event, at) => {
    const chunk = chunkFields(event, at)
    if (chunk === undefined) failUnknownEvent(at, field(event, 'type', at))
    applyChunk(state, chunk.fields, chunk.path)
  })
  const cut = state.ended ? undefined : state.latest
  for (const entry of state.merged) if (entry !== cut) finish(state, entry)
  const response = {
    type: 'ai',
    ...state.rest,
    content: state.content,
    tool_calls: state.toolCalls,
    invalid_tool_calls: state.invalid,
    response_metadata: state.metadata,
  }
  if (state.ended) return { ended: true, response }
  return {
    ended: false,
    response,
    awaiting: `a chunk whose response_metadata has ${FINISH_KEYS.join(', ')} or whose chunk_position is "last"`,
    ...(cut === undefined ? {} : { open: { name: cut.name, arrived: cut.args, path: cut.path } }),
  }
}

/**
 * LangChain `AIMessageChunk`s (`model.stream()`; instances, plain dicts, or serialised), concatenated the way
 * `AIMessageChunk.concat` does: content joined, `tool_call_chunks` merged by `index` and parsed into `tool_calls`
 * (arguments that are not a JSON object become an `invalid_tool_calls` entry, a malformed call). The stream ends
 * with a chunk whose `response_metadata` carries a finish reason, or whose `chunk_position` is `"last"`.
 */
export const langchainChunks: StreamFormat = {
  name: 'langchain.chunks',
  format: 'langchain',
  signals: (event, path) => (chunkFields(event, path) === undefined ? false : 'strong'),
  assemble: (events, path) => assemble(events, path),
}
