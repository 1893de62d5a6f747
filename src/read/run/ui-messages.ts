import type { Path } from '../../json/types.js'
import { arrayItems, field, isRecord } from '../field.js'
import type { NormalizedReadOptions } from '../types.js'
import { AI_SDK_ROLES } from '../vercel-ai-parts.js'
import { uiPartsOf, uiSegments } from '../vercel-ai-ui.js'
import { everyBlock, roleOf, typeOf } from './message-parts.js'
import type { ConversationReader, RunBuilderLike, RunFormat } from './types.js'

const EVAL_TYPES = new Set(['tool-call', 'tool-result', 'tool-error'])

/**
 * Gives one UI message to the run: the segments the format's own message reader splits it into (model turns and
 * results; `vercel-ai-ui.ts`), so a message reads here as `readCalls` reads it alone.
 */
export function readUiMessageRun(
  message: object,
  path: Path,
  options: NormalizedReadOptions,
  run: RunBuilderLike,
): void {
  const model = roleOf(message, path) === 'assistant'
  for (const segment of uiSegments(message, path, options, model)) {
    if (segment.kind === 'result') run.result(segment.result)
    else run.turn(segment.calls, segment.text)
  }
}

function partsOf(message: object, path: Path): { parts: unknown; path: Path } {
  const { holder, path: at } = uiPartsOf(message, path)
  return { parts: field(holder, 'parts', at), path: [...at, 'parts'] }
}

function accepts(message: object, path: Path): boolean {
  const { parts, path: partsPath } = partsOf(message, path)
  return (
    AI_SDK_ROLES.has(roleOf(message, path) ?? '') &&
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
      for (const [index, message] of messages.entries())
        readUiMessageRun(message, [...path, index], options, run)
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
        EVAL_TYPES.has(typeOf(part, [...partsPath, index]) ?? '') &&
        field(part, 'state', [...partsPath, index]) === undefined,
    )
  )
})

/** AI SDK UIMessage arrays (`useChat`): tool parts carry their own state and result; `step-start` splits steps. */
export const uiMessagesRun = uiReader('vercel-ai.ui-messages', 'vercel-ai', (message, path) =>
  Array.isArray(field(message, 'parts', path)),
)
