import type { Path } from '../json/types.js'
import { field, isRecord } from './field.js'
import { type CallFields, readCall } from './read-call.js'
import { failRead } from './read-error.js'
import type { PlacedCall, ReceivedResult } from './run/types.js'
import { readAiResult } from './run/vercel-ai-result.js'
import type { Call, NormalizedReadOptions } from './types.js'
import { unknownItem } from './unknown-item.js'

/** AI SDK 5 and later name the arguments `input`; AI SDK 4 named them `args`. */
const V5: CallFields = { name: 'toolName', args: 'input', encoding: 'either', optionalArgs: false }
const V4: CallFields = { name: 'toolName', args: 'args', encoding: 'either', optionalArgs: false }

/**
 * The part types of an AI SDK model turn: a step's `content` (`ai` 5–6 `ContentPart`) and an assistant or tool
 * `ModelMessage`'s content (4–6), each with what it is. The one list: `readCalls` and `readRun` both read parts by it.
 */
const PART_KINDS: Readonly<Record<string, 'call' | 'result' | 'approval' | 'decision' | 'text' | 'none'>> = {
  'tool-call': 'call',
  'tool-result': 'result',
  'tool-error': 'result',
  'tool-approval-request': 'approval',
  'tool-approval-response': 'decision',
  // a denial as the AI SDK's `fullStream` sends it (kept in the step an assembled stream gives)
  'tool-output-denied': 'decision',
  text: 'text',
  reasoning: 'none',
  'redacted-reasoning': 'none',
  'reasoning-file': 'none',
  source: 'none',
  file: 'none',
  image: 'none',
}

/** The roles of AI SDK messages (`ModelMessage`, `UIMessage`, Mastra's stored messages). */
export const AI_SDK_ROLES: ReadonlySet<string> = new Set(['system', 'user', 'assistant', 'tool'])

/** The part types of an AI SDK model turn that carry no call of their own (for tests and the README). */
export const CONTENT_NON_CALLS: ReadonlySet<string> = new Set(
  Object.keys(PART_KINDS).filter((type) => PART_KINDS[type] !== 'call'),
)

/** What one AI SDK part adds to a model turn. */
export type AiPartReading =
  | { kind: 'call'; placed: PlacedCall }
  | { kind: 'result'; result: ReceivedResult }
  /** An approval request for the call `id`; `placed` when the part carries the call itself (AI SDK 6 steps). */
  | { kind: 'approval'; id: string | undefined; approvalId: string | undefined; placed?: PlacedCall }
  /** An approval response (`approved`), or a denial: for the call `id`, or the approval `approvalId`. */
  | {
      kind: 'decision'
      id: string | undefined
      approvalId: string | undefined
      approved: boolean
      reason: unknown
      path: Path
    }
  | { kind: 'text'; text: string }
  | { kind: 'none' }

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

function stringAt(value: object, key: string, path: Path): string | undefined {
  const found = field(value, key, path)
  return typeof found === 'string' ? found : undefined
}

/** The call an approval part names: its `toolCallId`, or (AI SDK 6 steps) the call it carries in `toolCall`. */
function approvalCall(
  part: object,
  path: Path,
  options: NormalizedReadOptions,
): { id: string | undefined; placed?: PlacedCall } {
  const own = stringAt(part, 'toolCallId', path)
  const carried = field(part, 'toolCall', path)
  if (!isRecord(carried)) return { id: own }
  const at = [...path, 'toolCall']
  const id = own ?? stringAt(carried, 'toolCallId', at)
  const call = readAiToolCall(carried, at, options)
  return call === undefined ? { id } : { id, placed: { call, path: at } }
}

/**
 * Reads one part of an AI SDK step's `content` or of a model message by the one list above: a call, a result
 * (`tool-result`, `tool-error`), an approval request or response, text, or nothing; a part of a type the list does
 * not know is `unknown_item` at its place (nothing under `unknownItems: 'ignore'`). A call or result the provider
 * ran is nothing under `serverTools: 'ignore'`.
 */
export function readAiPart(
  part: object,
  path: Path,
  options: NormalizedReadOptions,
  inMessage: boolean,
): AiPartReading {
  const raw = field(part, 'type', path)
  const type = typeof raw === 'string' && Object.hasOwn(PART_KINDS, raw) ? raw : undefined
  if (type === undefined) {
    unknownItem(path, raw ?? 'untyped part', options)
    return { kind: 'none' }
  }
  switch (PART_KINDS[type]) {
    case 'call': {
      const call = readAiToolCall(part, path, options)
      return call === undefined ? { kind: 'none' } : { kind: 'call', placed: { call, path } }
    }
    case 'result':
      if (options.serverTools === 'ignore' && field(part, 'providerExecuted', path) === true)
        return { kind: 'none' }
      return { kind: 'result', result: readAiResult(part, path, type, inMessage) }
    case 'approval':
      return {
        kind: 'approval',
        approvalId: stringAt(part, 'approvalId', path),
        ...approvalCall(part, path, options),
      }
    case 'decision': {
      const approved = type === 'tool-approval-response' && field(part, 'approved', path) !== false
      const { id } = approvalCall(part, path, options)
      const reason = field(part, 'reason', path)
      return { kind: 'decision', id, approvalId: stringAt(part, 'approvalId', path), approved, reason, path }
    }
    case 'text': {
      const text = field(part, 'text', path)
      return typeof text === 'string' ? { kind: 'text', text } : { kind: 'none' }
    }
    default:
      return { kind: 'none' }
  }
}

/** Reads one content part for `readCalls`: its call, or none. */
export function readContentPart(part: object, path: Path, options: NormalizedReadOptions): Call | undefined {
  const reading = readAiPart(part, path, options, true)
  return reading.kind === 'call' ? reading.placed.call : undefined
}
