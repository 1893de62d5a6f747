import type { Path } from '../../json/types.js'
import { failRead, ReadError, withFormat } from '../read-error.js'
import type { TurnBody } from '../shape.js'
import type { Call, NormalizedReadOptions } from '../types.js'
import type { StreamFormat } from './stream-format.js'

/** Reads a response (the ordinary readers, through detection). */
export type ReadResponse = (value: unknown, path: Path, options: NormalizedReadOptions) => TurnBody

/**
 * Reads a stream: its events assembled into the response the SDK would return, which the ordinary readers then read
 * (so every policy of a final response applies to a stream too). A stream that stopped before its end event is a
 * `truncated` failure naming the call it was inside, what of it arrived, and the calls that arrived whole.
 */
export function readStream(
  stream: StreamFormat,
  events: readonly unknown[],
  path: Path,
  options: NormalizedReadOptions,
  readResponse: ReadResponse,
): TurnBody {
  return withFormat(stream.format, () => {
    const assembled = stream.assemble(events, path, options)
    if (assembled.ended) return readResponse(assembled.response, path, options)
    const { open } = assembled
    return failRead({
      kind: 'truncated',
      path: open === undefined ? [...path, events.length] : [...open.path],
      ...(open === undefined ? {} : { token: open.name, detail: open.arrived }),
      expected: [assembled.awaiting],
      calls: callsThatArrived(assembled.response, path, options, readResponse),
    })
  })
}

/** The calls of what arrived whole before a cut; none when even that cannot be read. */
function callsThatArrived(
  response: object,
  path: Path,
  options: NormalizedReadOptions,
  readResponse: ReadResponse,
): Call[] {
  try {
    return readResponse(response, path, options).calls
  } catch (error) {
    if (error instanceof ReadError) return []
    throw error
  }
}
