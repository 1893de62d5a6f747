import { extractJsonObjects } from '../json/extract.js'
import { parseJson } from '../json/parse.js'
import { positionAt } from '../json/position.js'
import type { JsonObject, JsonValue } from '../json/types.js'
import { excerptAround } from './excerpt.js'
import { isRecord } from './field.js'
import { readArguments } from './read-arguments.js'
import { makeCall } from './read-call.js'
import { failRead, withFormat } from './read-error.js'
import type { TurnBody } from './shape.js'
import type { Format, NormalizedReadOptions } from './types.js'

/** A usable call found in an extracted object: where it sits in that object, and its raw parts. */
interface Candidate {
  format: Format
  path: (string | number)[]
  name: string
  args: JsonObject
}

function get(value: JsonValue | undefined, key: string): JsonValue | undefined {
  return isRecord(value) && Object.hasOwn(value, key) ? (value as JsonObject)[key] : undefined
}

/** The value at `path` inside `value` (a candidate's path: keys and indexes that exist). */
function valueAt(value: JsonValue | undefined, path: readonly (string | number)[]): JsonValue | undefined {
  let at = value
  for (const step of path) at = typeof step === 'number' ? (at as JsonValue[])[step] : get(at, step)
  return at
}

/** Arguments as seed 002 accepts them: absent (`{}`), an object, or a string that decodes to an object. */
function usableArguments(raw: JsonValue | undefined, options: NormalizedReadOptions): JsonObject | undefined {
  if (raw === undefined) return Object.create(null) as JsonObject
  if (isRecord(raw)) return raw as JsonObject
  if (typeof raw !== 'string') return undefined
  const parsed = parseJson(raw, { duplicateKeys: 'last', maxDepth: options.maxDepth, numbers: 'double' })
  return parsed.ok && isRecord(parsed.value) ? (parsed.value as JsonObject) : undefined
}

/** `{name, arguments?}` with a non-empty string name; other envelope keys are ignored (seed 002). */
function asCall(
  value: JsonValue | undefined,
  path: (string | number)[],
  format: Format,
  options: NormalizedReadOptions,
): Candidate | undefined {
  const name = get(value, 'name')
  if (typeof name !== 'string' || name === '') return undefined
  const args = usableArguments(get(value, 'arguments'), options)
  return args === undefined ? undefined : { format, path, name, args }
}

/** The call of one extracted object: the object itself, else the last usable entry of its `tool_calls`. */
function findCall(value: JsonObject, options: NormalizedReadOptions): Candidate | undefined {
  const direct = asCall(value, [], 'canonical', options)
  if (direct !== undefined) return direct
  const list = get(value, 'tool_calls')
  if (!Array.isArray(list)) return undefined
  for (let index = list.length - 1; index >= 0; index--) {
    const entry = list[index]
    const nested = get(entry, 'function')
    const call = isRecord(nested)
      ? asCall(nested, ['tool_calls', index, 'function'], 'openai-chat', options)
      : asCall(entry, ['tool_calls', index], 'openai-chat', options)
    if (call !== undefined) return call
  }
  return undefined
}

/**
 * Objects are found with every number rounded (a span is a call or not whatever its digits); the one chosen is read
 * again under the number policy, so that a call whose numbers a double cannot hold is a `precision_loss` read
 * failure, as in strict text, never a rounded call.
 */
function refuseLostPrecision(text: string, start: number, end: number, options: NormalizedReadOptions): void {
  if (options.numbers === 'double') return
  const exact = parseJson(text.slice(start, end), { duplicateKeys: 'last', maxDepth: options.maxDepth })
  if (exact.ok || exact.failure.kind !== 'precision_loss') return
  const offset = start + exact.failure.position.offset
  failRead({
    kind: 'precision_loss',
    format: 'text',
    position: positionAt(text, offset),
    ...(exact.failure.token === undefined ? {} : { token: exact.failure.token }),
    excerpt: excerptAround(text, offset),
  })
}

/** Seed 002: "a bare array of calls must not pass". A text that is one JSON array is refused whole. */
function isBareArray(text: string, options: NormalizedReadOptions): boolean {
  if (!text.trimStart().startsWith('[')) return false
  const parsed = parseJson(text, { duplicateKeys: 'last', maxDepth: options.maxDepth, numbers: 'double' })
  return parsed.ok && Array.isArray(parsed.value)
}

/**
 * Lenient (seed 002): every balanced `{…}` span that parses, and the LAST one that is a call or unwraps to one
 * wins. Text without `{` is prose with no call; braces but no usable call, or a text that is one bare JSON array,
 * is `no_call_found`.
 */
export function readLenientText(text: string, options: NormalizedReadOptions): TurnBody {
  if (!text.includes('{')) return { format: 'text', calls: [] }
  if (isBareArray(text, options))
    return failRead({ kind: 'no_call_found', format: 'text', detail: 'a bare array' })
  const found = extractJsonObjects(text, {
    duplicateKeys: 'last',
    maxDepth: options.maxDepth,
    numbers: 'double',
  })
  for (let index = found.length - 1; index >= 0; index--) {
    const object = found[index]!
    const call = findCall(object.value, options)
    if (call === undefined) continue
    refuseLostPrecision(text, object.start, object.end, options)
    const rawArguments = get(valueAt(object.value, call.path), 'arguments')
    if (typeof rawArguments === 'string') refuseLostPrecision(rawArguments, 0, rawArguments.length, options)
    const args = withFormat(call.format, () =>
      readArguments(call.args, [...call.path, 'arguments'], 'object', options),
    )
    return { format: call.format, calls: [makeCall(call.name, args)] }
  }
  return failRead({
    kind: 'no_call_found',
    format: 'text',
    detail: `${found.length} JSON object(s), none a call`,
  })
}
