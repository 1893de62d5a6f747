import type { Path } from '../../json/types.js'
import { isRecord } from '../field.js'
import { anthropicEvents } from './anthropic-events.js'
import { bedrockEvents } from './bedrock-events.js'
import { geminiChunks } from './gemini-chunks.js'
import { holdsWholeMessage, langchainChunks } from './langchain-chunks.js'
import { ollamaChunks } from './ollama-chunks.js'
import { openaiChatChunks } from './openai-chat-chunks.js'
import { openaiResponsesEvents } from './openai-responses-events.js'
import type { StreamFormat } from './stream-format.js'
import { vercelAiFullStream } from './vercel-ai-full-stream.js'
import { vercelAiUiStream } from './vercel-ai-ui-stream.js'

/**
 * Stream formats, in the order their signals are asked. An array is a stream when one of its elements is an event
 * only a stream sends (its first such element decides the format; the others need not look alike: keep-alives,
 * usage-only chunks and events of unknown type are the assembler's to judge).
 */
export const STREAM_FORMATS: readonly StreamFormat[] = [
  anthropicEvents,
  openaiResponsesEvents,
  openaiChatChunks,
  geminiChunks,
  vercelAiUiStream,
  vercelAiFullStream,
  langchainChunks,
  bedrockEvents,
  ollamaChunks,
]

/** Own keys (other than `type`) of which a plain object must have one to be an untyped stream's event. */
const EVENT_KEYS = new Set([
  'object',
  'choices',
  'candidates',
  'usageMetadata',
  'promptFeedback',
  'lc',
  'tool_call_chunks',
  // Ollama chunks (`message` + `done`), Bedrock ConverseStream events (one union member each)
  'done',
  'messageStart',
  'contentBlockStart',
  'contentBlockDelta',
  'contentBlockStop',
  'messageStop',
])

/** Every `type` a stream format knows (those that signal a stream are among them). */
const EVENT_TYPES = new Set([
  'AIMessageChunk',
  ...STREAM_FORMATS.flatMap((stream) => stream.eventTypes ?? []),
])

/**
 * False for a plain object (prototype `Object.prototype` or `null`) that no stream format could claim, judged from
 * its own keys and its `type` (`{name, arguments}`, a BFCL entry, a tool call, a content block), so the formats are
 * not asked; true for anything else (an SDK class keeps getters on its prototype).
 */
function mayBeEvent(item: object): boolean {
  try {
    const prototype = Object.getPrototypeOf(item)
    if (prototype !== Object.prototype && prototype !== null) return true
    for (const key in item) {
      if (EVENT_KEYS.has(key)) return true
      if (key === 'type') {
        const type = (item as { type: unknown }).type
        if (typeof type === 'string' && EVENT_TYPES.has(type)) return true
      }
    }
    return false
  } catch {
    return true
  }
}

/** The stream format of an array of events, or `undefined` when no element is an event only a stream sends. */
export function detectStream(items: readonly unknown[], path: Path): StreamFormat | undefined {
  let weak: StreamFormat | undefined
  for (let index = 0; index < items.length; index++) {
    const item = items[index]
    if (!isRecord(item) || !mayBeEvent(item)) continue
    const at = [...path, index]
    for (const stream of STREAM_FORMATS) {
      const signal = stream.signals(item, at)
      // A LangGraph state keeps streamed replies as chunks beside whole messages: a conversation, not a stream.
      if (signal === 'strong')
        return stream === langchainChunks && holdsWholeMessage(items, path) ? undefined : stream
      if (signal === 'weak') weak ??= stream
    }
  }
  return weak
}
