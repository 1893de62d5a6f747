import type { Path } from '../../json/types.js'
import { arrayItems, field } from '../field.js'
import { requireRecord } from '../read-list.js'
import type { NormalizedReadOptions } from '../types.js'
import { isStep } from '../vercel-ai.js'
import { type PartReading, readPart } from './ai-sdk-parts.js'
import { everyBlock, roleOf, someBlock, typeOf } from './message-parts.js'
import type { ConversationReader, PlacedCall, ReceivedResult, RunBuilderLike } from './types.js'

const ROLES = new Set(['system', 'user', 'assistant', 'tool'])
const PARTS = new Set([
  'text',
  'image',
  'file',
  'reasoning',
  'redacted-reasoning',
  'tool-call',
  'tool-result',
  'tool-approval-request',
  'tool-approval-response',
])

/** One model turn's parts read in order: its calls, its text, then the results it holds. */
function readTurn(parts: readonly PartReading[], run: RunBuilderLike, text?: string): void {
  const calls: PlacedCall[] = []
  const texts: string[] = []
  const results: ReceivedResult[] = []
  for (const part of parts) {
    if (part.kind === 'call') calls.push({ ...part.placed })
    else if (part.kind === 'result') results.push(part.result)
    else if (part.kind === 'text') texts.push(part.text)
    else if (part.kind === 'approval') {
      const call = calls.find((placed) => placed.call.id === part.id)
      if (call !== undefined) call.status = 'approval_requested'
    }
  }
  run.turn(calls, text ?? (texts.length === 0 ? undefined : texts.join('')))
  for (const result of results) run.result(result)
}

function readParts(
  list: unknown,
  path: Path,
  options: NormalizedReadOptions,
  inMessage: boolean,
): PartReading[] {
  const items = arrayItems(list, path) ?? []
  return items.map((item, index) =>
    readPart(requireRecord(item, [...path, index]), [...path, index], options, inMessage),
  )
}

/**
 * Reads one `generateText` step: its `content` parts (AI SDK 5 and later), else AI SDK 4's `toolCalls` and
 * `toolResults`.
 */
export function readStep(
  step: object,
  path: Path,
  options: NormalizedReadOptions,
  run: RunBuilderLike,
): void {
  const text = field(step, 'text', path)
  const given = typeof text === 'string' ? text : undefined
  if (Array.isArray(field(step, 'content', path))) {
    readTurn(readParts(field(step, 'content', path), [...path, 'content'], options, false), run, given)
    return
  }
  const calls = readParts(field(step, 'toolCalls', path) ?? [], [...path, 'toolCalls'], options, false)
  const results = field(step, 'toolResults', path)
  readTurn([...calls, ...readParts(results ?? [], [...path, 'toolResults'], options, false)], run, given)
}

/** AI SDK `generateText` results (`steps` is an array): every step is one model turn. */
export function readSteps(
  result: object,
  path: Path,
  options: NormalizedReadOptions,
  run: RunBuilderLike,
): void {
  const steps = arrayItems(field(result, 'steps', path), [...path, 'steps']) ?? []
  steps.forEach((step, index) => {
    const at = [...path, 'steps', index]
    const record = requireRecord(step, at)
    if (isStep(record, at, options)) readStep(record, at, options, run)
  })
}

function readMessage(message: object, path: Path, options: NormalizedReadOptions, run: RunBuilderLike): void {
  const role = roleOf(message, path)
  const content = field(message, 'content', path)
  const contentPath = [...path, 'content']
  if (role === 'assistant') {
    if (typeof content === 'string') run.turn([], content)
    else readTurn(readParts(content, contentPath, options, true), run)
  } else if (role === 'tool') {
    for (const part of readParts(content, contentPath, options, true))
      if (part.kind === 'result') run.result(part.result)
  }
}

/**
 * AI SDK model messages (`result.response.messages`, what `generateText` adds to the conversation): `tool-call`
 * parts in assistant messages, answered by `tool-result` parts in `tool` messages.
 */
export const aiSdkMessagesRun: ConversationReader = {
  name: 'vercel-ai.messages',
  format: 'vercel-ai',
  accepts: (message, path) => {
    const content = field(message, 'content', path)
    return (
      ROLES.has(roleOf(message, path) ?? '') &&
      field(message, 'parts', path) === undefined &&
      ((typeof content === 'string' && roleOf(message, path) !== 'tool') ||
        everyBlock(content, [...path, 'content'], (part, at) => PARTS.has(typeOf(part, at) ?? '')))
    )
  },
  marks: (message, path) =>
    roleOf(message, path) === 'tool' ||
    someBlock(field(message, 'content', path), [...path, 'content'], (part, at) =>
      (typeOf(part, at) ?? '').startsWith('tool-'),
    ),
  read: (messages, path, options, run) => {
    for (const [index, message] of messages.entries()) readMessage(message, [...path, index], options, run)
  },
}
