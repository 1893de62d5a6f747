import type { Path } from '../json/types.js'
import { arrayItems, field, isRecord } from './field.js'
import { readArguments } from './read-arguments.js'
import { makeCall, readName } from './read-call.js'
import { failRead } from './read-error.js'
import { readList } from './read-list.js'
import type { Shape } from './shape.js'
import type { Call, NormalizedReadOptions } from './types.js'

/** UIMessage part types (AI SDK 5–6) that carry no call; `data-*` parts neither. */
const NO_CALL_PARTS = new Set(['text', 'reasoning', 'step-start', 'source-url', 'source-document', 'file'])

/** Tool part states in which the model's call arrived whole (a call awaiting approval or denied is a call too). */
const CALL_STATES = new Set([
  'input-available',
  'output-available',
  'output-error',
  'approval-requested',
  'approval-responded',
  'output-denied',
])

function readPart(part: object, path: Path, options: NormalizedReadOptions): Call | undefined {
  const type = field(part, 'type', path)
  if (typeof type === 'string' && (NO_CALL_PARTS.has(type) || type.startsWith('data-'))) return undefined
  if (typeof type !== 'string' || (type !== 'dynamic-tool' && !type.startsWith('tool-'))) {
    return failRead({ kind: 'unknown_item', path: [...path], token: String(type), detail: 'UIMessage part' })
  }
  const name =
    type === 'dynamic-tool' ? readName(field(part, 'toolName', path), [...path, 'toolName']) : type.slice(5)
  const state = field(part, 'state', path)
  const input = field(part, 'input', path)
  if (state === 'input-streaming') {
    return failRead({
      kind: 'truncated',
      path: [...path],
      token: name,
      detail: input === undefined ? '' : JSON.stringify(input),
      expected: ['input-available'],
    })
  }
  if (typeof state !== 'string' || !CALL_STATES.has(state)) {
    return failRead({
      kind: 'schema_invalid',
      path: [...path, 'state'],
      expected: [...CALL_STATES],
      detail: String(state),
    })
  }
  const args = readArguments(input ?? {}, [...path, 'input'], 'either', options)
  return makeCall(name, args, field(part, 'toolCallId', path))
}

/** True when every part has a string `type` (Gemini parts have none) and the message is the assistant's. */
function isUiMessage(value: object, path: Path): boolean {
  if (field(value, 'role', path) !== 'assistant') return false
  const parts = arrayItems(field(value, 'parts', path), [...path, 'parts'])
  return parts?.every((part) => isRecord(part) && typeof field(part, 'type', path) === 'string') === true
}

/**
 * An AI SDK UIMessage (`{ role: 'assistant', parts }`, what `useChat` and `readUIMessageStream` hold): each
 * `tool-<name>` or `dynamic-tool` part whose input arrived is a call; a part still `input-streaming` is truncated.
 */
export const aiSdkUiMessage: Shape = {
  name: 'vercel-ai.ui-message',
  format: 'vercel-ai',
  matches: isUiMessage,
  read: (value, path, options) => ({
    format: 'vercel-ai',
    calls: readList(field(value, 'parts', path), [...path, 'parts'], (part, at) =>
      readPart(part, at, options),
    ),
  }),
}
