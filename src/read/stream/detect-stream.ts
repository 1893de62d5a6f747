import type { Path } from '../../json/types.js'
import { isRecord } from '../field.js'
import { aiSdkFullStream } from './ai-sdk-full-stream.js'
import { aiSdkUiStream } from './ai-sdk-ui-stream.js'
import { anthropicEvents } from './anthropic-events.js'
import { geminiChunks } from './gemini-chunks.js'
import { langchainChunks } from './langchain-chunks.js'
import { openaiChatChunks } from './openai-chat-chunks.js'
import { openaiResponsesEvents } from './openai-responses-events.js'
import type { StreamFormat } from './stream-format.js'

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
  aiSdkUiStream,
  aiSdkFullStream,
  langchainChunks,
]

/** The stream format of an array of events, or `undefined` when no element is an event only a stream sends. */
export function detectStream(items: readonly unknown[], path: Path): StreamFormat | undefined {
  let weak: StreamFormat | undefined
  for (let index = 0; index < items.length; index++) {
    const item = items[index]
    if (!isRecord(item)) continue
    const at = [...path, index]
    for (const stream of STREAM_FORMATS) {
      const signal = stream.signals(item, at)
      if (signal === 'strong') return stream
      if (signal === 'weak') weak ??= stream
    }
  }
  return weak
}
