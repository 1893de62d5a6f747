import { MatcherUsageError } from '../../usage-error.js'

/** What `collectStream` takes: a live stream, a web `ReadableStream`, or a Promise of either. */
export type CollectableStream<T> =
  | AsyncIterable<T>
  | Iterable<T>
  | ReadableStream<T>
  | PromiseLike<AsyncIterable<T> | Iterable<T> | ReadableStream<T>>

/**
 * Awaits a stream into the array of its events, so a matcher (or `readCalls`) can assemble it: the AI SDK's
 * `fullStream` or UI message stream, the OpenAI SDK's `Stream`, an Anthropic `MessageStream`, LangChain's
 * `model.stream()`, Gemini's `generateContentStream`. Works on Node 20, which has no `Array.fromAsync`. A stream that
 * throws rejects with that error; a value that is no stream is a usage error.
 *
 * @example expect(await collectStream(result.fullStream)).toMatchToolCall({ name: 'get_weather' })
 */
export async function collectStream<T>(stream: CollectableStream<T>): Promise<T[]> {
  const source: unknown = await stream
  const events: T[] = []
  if (isAsyncIterable<T>(source) || isIterable<T>(source)) {
    for await (const event of source) events.push(event)
    return events
  }
  if (isReadableStream<T>(source)) {
    const reader = source.getReader()
    for (let next = await reader.read(); !next.done; next = await reader.read()) events.push(next.value)
    return events
  }
  throw new MatcherUsageError(
    ['stream'],
    'collectStream takes a stream (an async iterable or a ReadableStream), or a Promise of one',
  )
}

function isAsyncIterable<T>(value: unknown): value is AsyncIterable<T> {
  return typeof (value as { [Symbol.asyncIterator]?: unknown } | null)?.[Symbol.asyncIterator] === 'function'
}

function isIterable<T>(value: unknown): value is Iterable<T> {
  return (
    typeof value !== 'string' &&
    typeof (value as { [Symbol.iterator]?: unknown } | null)?.[Symbol.iterator] === 'function'
  )
}

function isReadableStream<T>(value: unknown): value is ReadableStream<T> {
  return typeof (value as { getReader?: unknown } | null)?.getReader === 'function'
}
