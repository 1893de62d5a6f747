import type { Path } from '../../json/types.js'
import { failRead } from '../read-error.js'

/**
 * Fails `async_value` for a Promise (any thenable) or a live stream (an async iterable: the AI SDK's `fullStream`,
 * the OpenAI SDK's `Stream`, an Anthropic message stream), whose value or events the test forgot to await; returns
 * for anything else. A getter that throws here is left to the readers, which report it.
 */
export function refuseAsync(value: object, path: Path): void {
  let detail: string | undefined
  try {
    if (typeof (value as { then?: unknown }).then === 'function') detail = 'promise'
    else if (typeof (value as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] === 'function')
      detail = 'async iterable'
  } catch {
    return
  }
  if (detail !== undefined) failRead({ kind: 'async_value', path: [...path], detail })
}
