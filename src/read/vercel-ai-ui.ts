import type { Path } from '../json/types.js'
import { arrayItems, field, isRecord } from './field.js'
import { type CallFields, readCall } from './read-call.js'
import { failRead } from './read-error.js'
import { readList, requireField } from './read-list.js'
import type { Shape, TurnBody } from './shape.js'
import type { Call, Format, NormalizedReadOptions } from './types.js'
import { unknownItem } from './unknown-item.js'

const V5: CallFields = { name: 'toolName', args: 'input', encoding: 'either', optionalArgs: false }
const V4: CallFields = { name: 'toolName', args: 'args', encoding: 'either', optionalArgs: false }

/**
 * UI message part types that carry no call: AI SDK 5 `UIMessagePart` (`data-*` parts too), AI SDK 4 / Mastra
 * (`source`, `tool-invocation` is read), and the `image` part of vitest-evals transcripts (AI SDK model message
 * content). `readCalls` and `readRun` both read parts by this list.
 */
export const UI_NON_CALLS: ReadonlySet<string> = new Set([
  'text',
  'reasoning',
  'source',
  'source-url',
  'source-document',
  'file',
  'image',
  'step-start',
])

/** Tool part states whose input is still arriving: AI SDK 5 `input-streaming`, AI SDK 4 `partial-call`. */
const PARTIAL = new Set(['input-streaming', 'partial-call'])

/** States of a call the user must approve or has denied: the call was made, the state is kept. */
const STATUS: Readonly<Record<string, Call['status']>> = {
  'approval-requested': 'approval_requested',
  'output-denied': 'denied',
}

/**
 * Refuses a tool part (or AI SDK 4 invocation) whose input is still arriving (`input-streaming`, `partial-call`): a
 * `truncated` read failure, never a call with half its arguments. `readCalls` and `readRun` both check this.
 */
export function refusePartialInput(part: object, path: Path): void {
  const state = field(part, 'state', path)
  if (typeof state !== 'string' || !PARTIAL.has(state)) return
  failRead({
    kind: 'truncated',
    path: [...path, 'state'],
    token: state,
    detail: 'the stream: the call’s input was still arriving',
    calls: [],
  })
}

/** True for a tool part the provider ran (`providerExecuted`) while `serverTools` is `ignore`: it is skipped. */
export function isIgnoredServerPart(part: object, path: Path, options: NormalizedReadOptions): boolean {
  return options.serverTools === 'ignore' && field(part, 'providerExecuted', path) === true
}

/** `call` marked `server` when the part says the provider ran it (`providerExecuted: true`). */
export function markServer(call: Call, part: object, path: Path): Call {
  return field(part, 'providerExecuted', path) === true ? { ...call, server: true } : call
}

/**
 * Reads one tool part: AI SDK 5 `tool-<name>` (the name from the type) or `dynamic-tool` (`toolName`), or an AI SDK
 * 4 `toolInvocation`. A part whose input is still streaming is `truncated`; a call run by the provider
 * (`providerExecuted`) is one only under `serverTools: 'include'`.
 */
function readToolPart(
  part: object,
  path: Path,
  name: string | undefined,
  options: NormalizedReadOptions,
): Call | undefined {
  refusePartialInput(part, path)
  const state = field(part, 'state', path)
  if (isIgnoredServerPart(part, path, options)) return undefined
  const id = field(part, 'toolCallId', path)
  const v5 = field(part, 'input', path) !== undefined || field(part, 'args', path) === undefined
  const fields = v5 ? V5 : V4
  const named = name === undefined ? part : { toolName: name, [fields.args]: field(part, fields.args, path) }
  const call = markServer(readCall(named, path, fields, options, id), part, path)
  const status = typeof state === 'string' ? STATUS[state] : undefined
  return status === undefined ? call : { ...call, status }
}

/** Reads one UI message part: tool parts are calls, known parts carry none, any other type is an unknown item. */
function readUiPart(part: object, path: Path, options: NormalizedReadOptions): Call | undefined {
  const type = field(part, 'type', path)
  if (type === 'tool-invocation') {
    const invocation = requireField(part, 'toolInvocation', path)
    return readToolPart(invocation, [...path, 'toolInvocation'], undefined, options)
  }
  if (type === 'dynamic-tool') return readToolPart(part, path, undefined, options)
  if (typeof type === 'string' && type.startsWith('tool-') && type.length > 5)
    return readToolPart(part, path, type.slice(5), options)
  if (typeof type === 'string' && (UI_NON_CALLS.has(type) || type.startsWith('data-'))) return undefined
  return unknownItem(path, type, options)
}

/**
 * A message's calls: its `parts` when it has them (a call listed both there and in `toolInvocations` is one call,
 * as Mastra's own adapter reads it), else its AI SDK 4 `toolInvocations`.
 */
function readUiMessage(
  message: object,
  path: Path,
  options: NormalizedReadOptions,
  format: Format,
): TurnBody {
  if (Array.isArray(field(message, 'parts', path))) {
    const calls = readList(field(message, 'parts', path), [...path, 'parts'], (part, at) =>
      readUiPart(part, at, options),
    )
    return { format, calls }
  }
  const calls = readList(field(message, 'toolInvocations', path), [...path, 'toolInvocations'], (item, at) =>
    readToolPart(item, at, undefined, options),
  )
  return { format, calls }
}

/** True when every element of `parts` is a typed object (a UI message part, never a Gemini part). */
function hasTypedParts(parts: unknown, path: Path): boolean {
  const items = arrayItems(parts, path)
  const typed = (item: unknown, index: number) =>
    isRecord(item) && typeof field(item, 'type', [...path, index]) === 'string'
  return items?.every(typed) === true
}

/** AI SDK UI messages (5.x `UIMessage` with `parts`, 4.x with `toolInvocations`) and Mastra's stored messages. */
export const vercelAiUi = {
  message: {
    name: 'vercel-ai.ui-message',
    format: 'vercel-ai',
    matches: (value, path) => {
      if (field(value, 'role', path) !== 'assistant') return false
      const parts = field(value, 'parts', path)
      if (parts !== undefined) return hasTypedParts(parts, [...path, 'parts'])
      return Array.isArray(field(value, 'toolInvocations', path))
    },
    read: (value, path, options) => readUiMessage(value, path, options, 'vercel-ai'),
  },
  mastra: {
    name: 'mastra.message',
    format: 'mastra',
    matches: (value, path) => {
      const content = field(value, 'content', path)
      return (
        field(value, 'role', path) === 'assistant' &&
        isRecord(content) &&
        field(content, 'format', [...path, 'content']) === 2
      )
    },
    read: (value, path, options) =>
      readUiMessage(requireField(value, 'content', path), [...path, 'content'], options, 'mastra'),
  },
} satisfies Record<string, Shape>

/** The UI part types read as no call (besides `data-*`), for tests and the README. */
export const UI_KNOWN: readonly string[] = [...UI_NON_CALLS]
