import type { Path } from '../../json/types.js'
import { arrayItems, field, isRecord } from '../field.js'
import { readArguments } from '../read-arguments.js'
import { type CallFields, makeCall, readCall, readName } from '../read-call.js'
import { failRead } from '../read-error.js'
import { requireRecord } from '../read-list.js'
import type { NormalizedReadOptions } from '../types.js'
import { errorValue } from './ai-sdk-parts.js'
import { everyBlock, roleOf, stringField, typeOf } from './message-parts.js'
import type {
  CallStatus,
  ConversationReader,
  PlacedCall,
  ReceivedResult,
  RunBuilderLike,
  RunFormat,
} from './types.js'

const ROLES = new Set(['system', 'user', 'assistant', 'tool'])
const V4: CallFields = { name: 'toolName', args: 'args', encoding: 'object', optionalArgs: false }
const EVAL_CALL: CallFields = { name: 'toolName', args: 'input', encoding: 'object', optionalArgs: true }
/** Parts that carry no call and no result (`data-…` parts are the app's own). */
const OTHER_PARTS = new Set([
  'text',
  'reasoning',
  'step-start',
  'source',
  'source-url',
  'source-document',
  'file',
  'image',
])

/** What one UI part adds. */
type Reading =
  | { kind: 'call'; placed: PlacedCall; step?: number }
  | { kind: 'result'; result: ReceivedResult }
  | { kind: 'text'; text: string }
  | { kind: 'boundary' }
  | { kind: 'none' }

function idOf(part: object, path: Path): { id?: string } {
  const id = stringField(part, 'toolCallId', path)
  return id === undefined ? {} : { id }
}

/** AI SDK 5 tool part states: the result they carry, or the state the call keeps. */
function readV5(part: object, name: string, path: Path, options: NormalizedReadOptions): Reading {
  const state = field(part, 'state', path)
  if (state === 'input-streaming')
    return failRead({
      kind: 'schema_invalid',
      path: [...path, 'state'],
      expected: ['a complete call'],
      detail: state,
    })
  const args = readArguments(field(part, 'input', path), [...path, 'input'], 'object', options)
  const call = makeCall(readName(name, [...path, 'type']), args, field(part, 'toolCallId', path))
  const placed: PlacedCall = { call, path }
  const result = (value: unknown, status: ReceivedResult['status'], key: string): Reading => ({
    kind: 'call',
    placed: { ...placed, result: { ...idOf(part, path), value, status, raw: true, path: [...path, key] } },
  })
  if (state === 'output-available') return result(field(part, 'output', path), 'ok', 'output')
  if (state === 'output-error') return result(field(part, 'errorText', path), 'error', 'errorText')
  if (state === 'output-denied') return { kind: 'call', placed: { ...placed, status: 'denied' } }
  const approval = field(part, 'approval', path)
  if (isRecord(approval) && field(approval, 'approved', [...path, 'approval']) === false)
    return { kind: 'call', placed: { ...placed, status: 'denied' } }
  const waiting: CallStatus | undefined =
    state === 'approval-requested' || state === 'approval-responded' ? 'approval_requested' : undefined
  return { kind: 'call', placed: waiting === undefined ? placed : { ...placed, status: waiting } }
}

/** AI SDK 4 `tool-invocation` parts (also Mastra's format 2). */
function readV4(part: object, path: Path, options: NormalizedReadOptions): Reading {
  const at = [...path, 'toolInvocation']
  const invocation = requireRecord(field(part, 'toolInvocation', path), at)
  const state = field(invocation, 'state', at)
  if (state === 'partial-call')
    return failRead({
      kind: 'schema_invalid',
      path: [...at, 'state'],
      expected: ['a complete call'],
      detail: state,
    })
  const call = readCall(invocation, at, V4, options, field(invocation, 'toolCallId', at))
  const step = field(invocation, 'step', at)
  const placed: PlacedCall =
    state === 'result'
      ? {
          call,
          path: at,
          result: {
            ...idOf(invocation, at),
            value: field(invocation, 'result', at),
            status: 'ok',
            raw: true,
            path: [...at, 'result'],
          },
        }
      : { call, path: at }
  return typeof step === 'number' ? { kind: 'call', placed, step } : { kind: 'call', placed }
}

/** vitest-evals' message parts: `tool-call`, `tool-result`, `tool-error`, each naming `toolName`. */
function readEvalPart(part: object, type: string, path: Path, options: NormalizedReadOptions): Reading {
  if (type === 'tool-call')
    return {
      kind: 'call',
      placed: { call: readCall(part, path, EVAL_CALL, options, field(part, 'toolCallId', path)), path },
    }
  const name = stringField(part, 'toolName', path)
  const base = { ...idOf(part, path), ...(name === undefined ? {} : { name }) }
  if (type === 'tool-result')
    return {
      kind: 'result',
      result: {
        ...base,
        value: field(part, 'output', path),
        status: 'ok',
        raw: true,
        path: [...path, 'output'],
      },
    }
  const error = field(part, 'error', path) ?? field(part, 'output', path)
  return {
    kind: 'result',
    result: { ...base, value: errorValue(error), status: 'error', raw: true, path: [...path, 'error'] },
  }
}

function readUiPart(part: object, path: Path, options: NormalizedReadOptions): Reading {
  const type = typeOf(part, path) ?? ''
  const evalStyle = field(part, 'toolName', path) !== undefined && field(part, 'state', path) === undefined
  if (evalStyle && (type === 'tool-call' || type === 'tool-result' || type === 'tool-error'))
    return readEvalPart(part, type, path, options)
  if (type === 'tool-invocation') return readV4(part, path, options)
  if (type === 'dynamic-tool') {
    const name = field(part, 'toolName', path)
    return readV5(part, typeof name === 'string' ? name : '', path, options)
  }
  if (type.startsWith('tool-')) return readV5(part, type.slice('tool-'.length), path, options)
  if (type === 'step-start') return { kind: 'boundary' }
  if (type === 'text') {
    const text = field(part, 'text', path)
    return typeof text === 'string' ? { kind: 'text', text } : { kind: 'none' }
  }
  if (OTHER_PARTS.has(type) || type.startsWith('data-')) return { kind: 'none' }
  return failRead({
    kind: 'schema_invalid',
    path: [...path, 'type'],
    expected: [
      'tool-…',
      'dynamic-tool',
      'tool-invocation',
      'tool-call',
      'tool-result',
      'tool-error',
      ...OTHER_PARTS,
    ],
    detail: type === '' ? 'missing' : type,
  })
}

/** The parts of a UI message, or of a Mastra message's `content` (`{ format: 2 | 3, parts }`). */
function partsOf(message: object, path: Path): { parts: unknown; path: Path } {
  const content = field(message, 'content', path)
  if (isRecord(content) && field(content, 'parts', [...path, 'content']) !== undefined)
    return { parts: field(content, 'parts', [...path, 'content']), path: [...path, 'content', 'parts'] }
  return { parts: field(message, 'parts', path), path: [...path, 'parts'] }
}

function readMessage(message: object, path: Path, options: NormalizedReadOptions, run: RunBuilderLike): void {
  const { parts, path: partsPath } = partsOf(message, path)
  const model = roleOf(message, path) === 'assistant'
  let calls: PlacedCall[] = []
  let texts: string[] = []
  let open = false
  let step: number | undefined
  const close = () => {
    if (open) run.turn(calls, texts.length === 0 ? undefined : texts.join(''))
    calls = []
    texts = []
    open = false
  }
  ;(arrayItems(parts, partsPath) ?? []).forEach((item, index) => {
    const at = [...partsPath, index]
    const reading = readUiPart(requireRecord(item, at), at, options)
    if (reading.kind === 'result') {
      close()
      run.result(reading.result)
    } else if (reading.kind === 'boundary') close()
    else if (model && reading.kind === 'call') {
      if (reading.step !== undefined && step !== undefined && reading.step !== step) close()
      step = reading.step ?? step
      open = true
      calls.push(reading.placed)
    } else if (model && reading.kind === 'text') {
      open = true
      texts.push(reading.text)
    }
  })
  close()
}

function accepts(message: object, path: Path): boolean {
  const { parts, path: partsPath } = partsOf(message, path)
  return (
    ROLES.has(roleOf(message, path) ?? '') &&
    everyBlock(parts, partsPath, (part, at) => typeOf(part, at) !== undefined)
  )
}

function uiReader(name: string, format: RunFormat, marks: ConversationReader['marks']): ConversationReader {
  return {
    name,
    format,
    accepts,
    marks,
    read: (messages, path, options, run) => {
      for (const [index, message] of messages.entries()) readMessage(message, [...path, index], options, run)
    },
  }
}

function hasFormat(message: object, path: Path): boolean {
  const content = field(message, 'content', path)
  if (!isRecord(content)) return false
  const format = field(content, 'format', [...path, 'content'])
  return format === 2 || format === 3
}

/** Mastra message lists (`content: { format: 2 | 3, parts }`, the AI SDK UI parts inside). */
export const mastraRun = uiReader('mastra.messages', 'mastra', hasFormat)

/** vitest-evals transcripts: `{ role, parts }` with `tool-call`, `tool-result` and `tool-error` parts. */
export const evalMessagesRun = uiReader('vitest-evals.messages', 'vitest-evals', (message, path) => {
  const { parts, path: partsPath } = partsOf(message, path)
  return (
    !hasFormat(message, path) &&
    (arrayItems(parts, partsPath) ?? []).some(
      (part, index) =>
        isRecord(part) &&
        ['tool-call', 'tool-result', 'tool-error'].includes(typeOf(part, [...partsPath, index]) ?? '') &&
        field(part, 'state', [...partsPath, index]) === undefined,
    )
  )
})

/** AI SDK UIMessage arrays (`useChat`): tool parts carry their own state and result; `step-start` splits steps. */
export const uiMessagesRun = uiReader('vercel-ai.ui-messages', 'vercel-ai', (message, path) =>
  Array.isArray(field(message, 'parts', path)),
)
