import type { Path } from '../json/types.js'
import { field } from './field.js'
import { type CallFields, readCall } from './read-call.js'
import { failRead } from './read-error.js'
import type { Call, NormalizedReadOptions } from './types.js'
import { unknownItem } from './unknown-item.js'

/** AI SDK 5 and later name the arguments `input`; AI SDK 4 named them `args`. */
const V5: CallFields = { name: 'toolName', args: 'input', encoding: 'either', optionalArgs: false }
const V4: CallFields = { name: 'toolName', args: 'args', encoding: 'either', optionalArgs: false }

/**
 * Content part types of a step / an assistant `ModelMessage` (`ai` 5.x `ContentPart`, 6.x approvals) that carry no
 * call: text, reasoning, sources, files, and the results, errors and approval requests of calls listed beside them.
 */
export const CONTENT_NON_CALLS: ReadonlySet<string> = new Set([
  'text',
  'reasoning',
  'redacted-reasoning',
  'source',
  'file',
  'image',
  'tool-result',
  'tool-error',
  'tool-approval-request',
  'tool-approval-response',
])

/**
 * Reads one AI SDK tool call (`toolName` + `input`, or `args` in AI SDK 4): a call the provider ran itself
 * (`providerExecuted: true`) is one only under `serverTools: 'include'`, marked `server`; a call the SDK marked
 * `invalid` (arguments that did not parse or fit) is a broken call.
 */
export function readAiToolCall(item: object, path: Path, options: NormalizedReadOptions): Call | undefined {
  if (field(item, 'invalid', path) === true) {
    const error = field(item, 'error', path)
    return failRead({
      kind: 'arguments_not_json',
      path: [...path, 'input'],
      detail: typeof error === 'string' ? error : 'marked invalid by the AI SDK',
    })
  }
  const server = field(item, 'providerExecuted', path) === true
  if (server && options.serverTools === 'ignore') return undefined
  const fields = field(item, 'input', path) !== undefined ? V5 : V4
  const call = readCall(item, path, fields, options, field(item, 'toolCallId', path))
  return server ? { ...call, server: true } : call
}

/** Reads one content part: a `tool-call` is a call, known parts carry none, any other type is an unknown item. */
export function readContentPart(part: object, path: Path, options: NormalizedReadOptions): Call | undefined {
  const type = field(part, 'type', path)
  if (type === 'tool-call') return readAiToolCall(part, path, options)
  if (typeof type === 'string' && CONTENT_NON_CALLS.has(type)) return undefined
  return unknownItem(path, type, options)
}
