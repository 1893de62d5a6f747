import type { Path } from '../json/types.js'
import { field, isRecord } from './field.js'
import { readArguments } from './read-arguments.js'
import { type CallFields, makeCall, readCall, readName } from './read-call.js'
import { failRead, typeName } from './read-error.js'
import { requireField } from './read-list.js'
import type { Call, NormalizedReadOptions } from './types.js'
import { unknownItem } from './unknown-item.js'

/**
 * `function.arguments` is a JSON string in OpenAI's API; OpenAI-compatible servers (and Ollama) send an object,
 * read as that object.
 */
export const OPENAI_FUNCTION: CallFields = {
  name: 'name',
  args: 'arguments',
  encoding: 'either',
  optionalArgs: false,
}

/**
 * Reads one Chat Completions tool call: `{type: 'function', function: {name, arguments}}` (no `type`: a function),
 * or a custom tool's `{type: 'custom', custom: {name, input}}`, whose free text is read as `{ input }`. Any other
 * `type` is an unknown item.
 */
export function readOpenAIToolCall(
  item: object,
  path: Path,
  options: NormalizedReadOptions,
): Call | undefined {
  const type = field(item, 'type', path)
  const id = field(item, 'id', path)
  if (type === 'custom') {
    const custom = requireField(item, 'custom', path)
    return readFreeText(custom, [...path, 'custom'], options, id)
  }
  if (type !== undefined && type !== 'function') return unknownItem(path, type, options)
  const fn = requireField(item, 'function', path)
  return readCall(fn, [...path, 'function'], OPENAI_FUNCTION, options, id)
}

/** A custom (free-form) tool call: its `name` and its text `input`, as arguments `{ input }`. */
export function readFreeText(
  container: object,
  path: Path,
  options: NormalizedReadOptions,
  id: unknown,
): Call {
  const name = readName(field(container, 'name', path), [...path, 'name'])
  const input = field(container, 'input', path)
  if (typeof input !== 'string') {
    return failRead({
      kind: 'schema_invalid',
      path: [...path, 'input'],
      expected: ['string'],
      detail: input === undefined ? 'missing' : typeName(input),
    })
  }
  return makeCall(name, readArguments({ input }, path, 'object', options), id)
}

/** True for a Chat Completions tool call list entry (`function` or `custom`), judged from its own fields. */
export function isOpenAIToolCall(value: unknown, path: Path): boolean {
  if (!isRecord(value)) return false
  const type = field(value, 'type', path)
  if (type === 'function' || type === 'custom') return true
  const fn = field(value, 'function', path)
  return type === undefined && isRecord(fn)
}
