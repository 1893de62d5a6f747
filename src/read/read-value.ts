import type { Path } from '../json/types.js'
import { isConversation, readConversation } from './conversation.js'
import { detect, ITEM_SHAPES, SHAPE_NAMES } from './detect.js'
import { arrayItems } from './field.js'
import { failRead, typeName, withFormat } from './read-error.js'
import { readItems } from './read-items.js'
import type { TurnBody } from './shape.js'
import { refuseAsync } from './stream/async-value.js'
import { detectStream } from './stream/detect-stream.js'
import { readStream } from './stream/read-stream.js'
import type { NormalizedReadOptions } from './types.js'
import { isAiStep, readStepArray } from './vercel-ai.js'

/**
 * Reads a received value that is not text: an array of stream events (assembled, then read), an array of
 * single-call shapes (empty: no call, read as BFCL's `[]`), or an object of a detected shape. A Promise or a live
 * stream is refused with what to write instead. Throws ReadError; `readCalls` catches.
 */
export function readValue(value: unknown, path: Path, options: NormalizedReadOptions): TurnBody {
  if (typeof value !== 'object' || value === null)
    return failRead({ kind: 'not_an_object', path: [...path], detail: typeName(value) })
  refuseAsync(value, path)
  const items = arrayItems(value, path)
  if (items !== undefined) {
    const stream = detectStream(items, path)
    if (stream !== undefined) return readStream(stream, items, path, options, readValue)
    if (items.length > 0 && items.every((item, index) => isAiStep(item, [...path, index])))
      return readStepArray(items, path, options)
    if (isConversation(items, path)) return readConversation(items, path, options, detect)
    return readItems(items, path, options, ITEM_SHAPES, 'bfcl')
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
  return withFormat(shape.format, () => shape.read(value, path, options))
}
