import { appendAll } from '../append-all.js'
import { type ExtractedJsonObject, extractJsonObjects } from '../json/extract.js'
import { parseJson } from '../json/parse.js'
import { positionAt } from '../json/position.js'
import type { JsonObject, JsonValue, Path } from '../json/types.js'
import { excerptAround } from './excerpt.js'
import { isRecord } from './field.js'
import { makeCall } from './read-call.js'
import { failRead, ReadError } from './read-error.js'
import { readValue } from './read-value.js'
import type { TurnBody } from './shape.js'
import { readJsonCall } from './text/json-call.js'
import { callKeyOutside, startsAsJson } from './text/tries-to-call.js'
import type { Call, Format, NormalizedReadOptions } from './types.js'

/** The calls one JSON object of a text stands for, with the format they are read as. */
interface Found {
  format: Format
  calls: Call[]
}

function own(value: JsonObject, key: string): JsonValue | undefined {
  return Object.hasOwn(value, key) ? value[key] : undefined
}

/** One entry of a `tool_calls` array: `{function: {name, arguments}}` (OpenAI) or `{name, arguments}`. */
function toolCallOf(entry: JsonValue, index: number, options: NormalizedReadOptions): Call {
  const nested = isRecord(entry) ? own(entry as JsonObject, 'function') : undefined
  if (!isRecord(nested)) return readJsonCall(entry, ['tool_calls', index], options)
  const call = readJsonCall(nested, ['tool_calls', index, 'function'], options)
  const id = own(entry as JsonObject, 'id')
  return typeof id === 'string' ? makeCall(call.name, call.arguments, id) : call
}

/**
 * The calls of one JSON object found in a text: the object itself when it has a `name` key (a call), each entry
 * of an OpenAI `tool_calls` array, or the legacy `function_call`; `undefined` when the object is no call at all.
 * A call-shaped object that cannot be read throws its ReadError.
 */
function callsOf(value: JsonObject, options: NormalizedReadOptions): Found | undefined {
  if (Object.hasOwn(value, 'name')) return { format: 'canonical', calls: [readJsonCall(value, [], options)] }
  const list = own(value, 'tool_calls')
  if (Array.isArray(list))
    return { format: 'openai-chat', calls: list.map((entry, index) => toolCallOf(entry, index, options)) }
  const legacy = own(value, 'function_call')
  if (legacy !== undefined)
    return { format: 'openai-chat', calls: [readJsonCall(legacy, ['function_call'], options)] }
  return undefined
}

/**
 * The choice among the calls of one object, under `lenient: 'last'`: an object carrying a `name` is the call
 * kept, and a broken one is a broken call (its ReadError: never skipped, so never read as an abstention); of a
 * `tool_calls` list, the last usable entry wins, and a list of broken entries fails as its last entry does.
 * `undefined` when the object carries no call, or an empty list.
 */
function lastCallOf(value: JsonObject, options: NormalizedReadOptions): Found | undefined {
  const list = Object.hasOwn(value, 'name') ? undefined : own(value, 'tool_calls')
  if (!Array.isArray(list)) {
    const read = callsOf(value, options)
    const last = read?.calls[read.calls.length - 1]
    return read === undefined || last === undefined ? undefined : { format: read.format, calls: [last] }
  }
  let failure: unknown
  for (let index = list.length - 1; index >= 0; index--) {
    try {
      return { format: 'openai-chat', calls: [toolCallOf(list[index]!, index, options)] }
    } catch (error) {
      if (!(error instanceof ReadError)) throw error
      failure ??= error
    }
  }
  if (failure !== undefined) throw failure
  return undefined
}

/** A call-shaped object at `at` (its key) that did not parse: the JSON failure of the object around it. */
function failFragment(text: string, at: number, options: NormalizedReadOptions): never {
  const brace = text.lastIndexOf('{', at)
  const start = brace === -1 ? at : brace
  const parsed = parseJson(text.slice(start), {
    duplicateKeys: 'last',
    maxDepth: options.maxDepth,
    numbers: options.numbers,
  })
  const offset = parsed.ok ? start : start + parsed.failure.position.offset
  const token = parsed.ok ? undefined : parsed.failure.token
  return failRead({
    kind: parsed.ok ? 'not_json' : parsed.failure.kind,
    format: 'text',
    position: positionAt(text, offset),
    ...(token === undefined ? {} : { token }),
    excerpt: excerptAround(text, offset),
  })
}

/** Kept as `lenient: 'last'`: the last object that carries a call decides (`lastCallOf`). */
function readLast(text: string, found: ExtractedJsonObject[], options: NormalizedReadOptions): TurnBody {
  const whole = parseJson(text, {
    duplicateKeys: 'last',
    maxDepth: options.maxDepth,
    numbers: options.numbers,
  })
  if (whole.ok && Array.isArray(whole.value))
    return failRead({ kind: 'no_call_found', format: 'text', detail: 'a bare array' })
  for (let index = found.length - 1; index >= 0; index--) {
    const last = lastCallOf(found[index]!.value, options)
    if (last !== undefined) return last
  }
  return noCall(text, found)
}

/** No call in a text: an abstention for prose, `no_call_found` when the text opens as JSON (it tried to call). */
function noCall(text: string, found: ExtractedJsonObject[]): TurnBody {
  if (!startsAsJson(text)) return { format: 'text', calls: [] }
  return failRead({
    kind: 'no_call_found',
    format: 'text',
    detail: `${found.length} JSON object(s), none a call`,
  })
}

/** A text that is exactly one JSON value and no call object: read as strict parsing reads it (an SDK response…). */
function readWhole(text: string, options: NormalizedReadOptions): TurnBody | undefined {
  if (!startsAsJson(text)) return undefined
  const whole = parseJson(text, {
    duplicateKeys: 'last',
    maxDepth: options.maxDepth,
    numbers: options.numbers,
  })
  if (!whole.ok || typeof whole.value !== 'object' || whole.value === null) return undefined
  if (!Array.isArray(whole.value) && callsOf(whole.value as JsonObject, options) !== undefined)
    return undefined
  return readValue(whole.value, [] as Path, options)
}

/**
 * Lenient JSON reading: every top-level `{…}` span of the text that parses, in order — a call object (`name` with
 * its arguments under `arguments`, `parameters`, `input` or `args`), an OpenAI `tool_calls` or `function_call`
 * envelope, or no call (a JSON fragment in prose) — and all their calls, in order. A text that is one JSON value of
 * another kind (an SDK response, an array of calls) is read as strict parsing reads it. A call-shaped object that
 * does not parse, or a call that cannot be read, is a read failure; a text with no call is an abstention, unless it
 * opens as JSON (`no_call_found`). With `lenient: 'last'`, the rule: the last object carrying a call is
 * the call (broken, it is a broken call; of a `tool_calls` list, the last usable entry), and a bare array of calls is
 * refused.
 */
export function readLenientText(text: string, options: NormalizedReadOptions): TurnBody {
  const found = text.includes('{')
    ? extractJsonObjects(text, {
        duplicateKeys: 'last',
        maxDepth: options.maxDepth,
        numbers: options.numbers,
      })
    : []
  if (options.lenient === 'last') return readLast(text, found, options)
  const whole = readWhole(text, options)
  if (whole !== undefined) return whole
  const broken = callKeyOutside(text, found)
  if (broken !== -1) failFragment(text, broken, options)
  const calls: Call[] = []
  let format: Format | undefined
  for (const object of found) {
    const read = callsOf(object.value, options)
    if (read === undefined) continue
    format ??= read.format
    appendAll(calls, read.calls)
  }
  return format === undefined ? noCall(text, found) : { format, calls }
}
