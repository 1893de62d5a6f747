import type { Path } from '../json/types.js'
import { isConversation, readConversationCalls } from './conversation.js'
import { detect, ITEM_SHAPES, laterContainers, SHAPE_NAMES } from './detect.js'
import { arrayItems } from './field.js'
import { failRead, typeName, withFormat } from './read-error.js'
import { readItems } from './read-items.js'
import type { Shape, TurnBody } from './shape.js'
import { refuseAsync } from './stream/async-value.js'
import { detectStream } from './stream/detect-stream.js'
import { readStream } from './stream/read-stream.js'
import type { NormalizedReadOptions } from './types.js'
import { isAiStep, readStepArray } from './vercel-ai.js'
import { checkAmbiguity } from './witness/ambiguity.js'
import { EMPTY_CENSUS, takeCensus } from './witness/census.js'
import { checkCensus } from './witness/witness.js'

/**
 * Reads a received value that is not text: an array of stream events (assembled, then read), an array of
 * single-call shapes (empty: no call, read as BFCL's `[]`), or an object of a detected shape. A Promise or a live
 * stream is refused with what to write instead. Every reading but a stream's (whose assembled response is read here
 * again) is checked by the witness: a call marker or a stop signal it did not account for fails it. Throws
 * ReadError; `readCalls` catches.
 */
export function readValue(value: unknown, path: Path, options: NormalizedReadOptions): TurnBody {
  if (typeof value !== 'object' || value === null)
    return failRead({ kind: 'not_an_object', path: [...path], detail: typeName(value) })
  refuseAsync(value, path)
  const items = arrayItems(value, path)
  if (items !== undefined) {
    const stream = detectStream(items, path)
    if (stream !== undefined) return readStream(stream, items, path, options, readValue)
    return witnessed(value, path, options, readArray(items, path, options))
  }
  const shape = detect(value, path)
  if (shape === undefined) {
    return failRead({
      kind: 'unknown_shape',
      path: [...path],
      expected: SHAPE_NAMES,
      detail: 'no known shape',
    })
  }
  const body = withFormat(shape.format, () => shape.read(value, path, options))
  return witnessed(value, path, options, body, shape)
}

/**
 * The reading, once the witness found nothing it lost: no call marker or stop signal unaccounted for, and, for a
 * value holding call markers, no later container shape that accepts it and reads other calls (`ambiguous_shape`).
 */
function witnessed(
  value: object,
  path: Path,
  options: NormalizedReadOptions,
  body: TurnBody,
  shape?: Shape,
): TurnBody {
  const census = takeCensus(value, options)
  if (census === EMPTY_CENSUS) return body
  const lost = checkCensus(census, body.calls, body.format, path, options)
  if (lost !== undefined) return failRead(lost)
  if (shape === undefined || census.markers.length === 0) return body
  const ambiguous = checkAmbiguity(
    value,
    path,
    options,
    census,
    shape,
    body,
    laterContainers(value, path, shape),
  )
  return ambiguous === undefined ? body : failRead(ambiguous)
}

/** An array that is no stream: AI SDK steps, a conversation, or single-call shapes. */
function readArray(items: readonly unknown[], path: Path, options: NormalizedReadOptions): TurnBody {
  if (items.length > 0 && items.every((item, index) => isAiStep(item, [...path, index])))
    return readStepArray(items, path, options)
  if (isConversation(items, path)) return readConversationCalls(items, path, options, detect)
  return readItems(items, path, options, ITEM_SHAPES, 'bfcl')
}
