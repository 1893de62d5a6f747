import type { Path } from '../../json/types.js'
import { arrayItems, field, isRecord } from '../field.js'
import { requireRecord } from '../read-list.js'
import type { NormalizedReadOptions } from '../types.js'
import { everyBlock, roleOf, typeOf } from './message-parts.js'
import type { ConversationReader, PlacedCall, RunBuilderLike, RunFormat } from './types.js'
import { readUiPart } from './ui-parts.js'

const ROLES = new Set(['system', 'user', 'assistant', 'tool'])
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
