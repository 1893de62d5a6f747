import type { Path } from '../json/types.js'
import { arrayItems, field, isRecord } from './field.js'
import { isResponsesItemType } from './openai-responses-items.js'
import { readKnownItem } from './openai-responses-known-item.js'
import { bodyOf, checkPlacedStop, type PlacedCall } from './placed-call.js'
import { readList } from './read-list.js'
import type { ItemShape, Shape } from './shape.js'
import type { StopReason, StopTable } from './stop-signal.js'
import { RESPONSES_INCOMPLETE_REASON, RESPONSES_STATUS } from './stop-tables.js'
import type { Call, NormalizedReadOptions } from './types.js'
import { unknownItem } from './unknown-item.js'

/** Reads one output item (see `openai-responses-known-item.ts`); an item of unknown type is an unknown item. */
export function readItem(item: object, path: Path, options: NormalizedReadOptions): Call | undefined {
  const type = field(item, 'type', path)
  if (typeof type !== 'string' || !isResponsesItemType(type)) return unknownItem(path, type, options)
  return readKnownItem(item, type, path, options)
}

/** The stop a response's `status` gives, with the table that says what it means. */
function stopOf(response: object, path: Path): { stop: StopReason; table: StopTable } {
  const status = field(response, 'status', path)
  if (status === 'incomplete') {
    const detailsPath = [...path, 'incomplete_details']
    const details = field(response, 'incomplete_details', path)
    const reason = isRecord(details) ? field(details, 'reason', detailsPath) : undefined
    if (typeof reason === 'string' && Object.hasOwn(RESPONSES_INCOMPLETE_REASON, reason))
      return { stop: { value: reason, path: [...detailsPath, 'reason'] }, table: RESPONSES_INCOMPLETE_REASON }
  }
  return { stop: { value: status, path: [...path, 'status'] }, table: RESPONSES_STATUS }
}

/**
 * Reads a response's `output`, each call placed at its item, then holds it to its `status` through the one stop
 * policy: `incomplete` because of `max_output_tokens` is `truncated`, because of `content_filter` `filtered`, for
 * another reason `incomplete`; `failed` and `cancelled` are `model_error`; `queued` and `in_progress` are
 * `incomplete` (each with the calls that did arrive whole: a call cut inside its arguments is the cut, not arguments
 * that are not JSON).
 */
export function readResponsesOutput(
  response: object,
  path: Path,
  options: NormalizedReadOptions,
): PlacedCall[] {
  const read = (): PlacedCall[] => {
    const placed: PlacedCall[] = []
    readList(field(response, 'output', path), [...path, 'output'], (item, at) => {
      const call = readItem(item, at, options)
      if (call !== undefined) placed.push({ call, path: at })
      return call
    })
    return placed
  }
  const { stop, table } = stopOf(response, path)
  return checkPlacedStop('openai-responses', read, stop, table)
}

/**
 * True for an `output` list only the Responses API writes: typed objects, at least one of a Responses item type
 * (another type among them is read as an unknown item).
 */
function isOutputList(value: object, path: Path): boolean {
  const items = arrayItems(field(value, 'output', path), [...path, 'output'])
  if (items === undefined || items.length === 0) return false
  const types = items.map((item, index) =>
    isRecord(item) ? field(item, 'type', [...path, 'output', index]) : undefined,
  )
  return types.every((type) => typeof type === 'string') && types.some(isResponsesItemType)
}

/** OpenAI Responses API: the response (its `output` array) and one output item. */
export const openaiResponses = {
  response: {
    name: 'openai-responses.response',
    format: 'openai-responses',
    matches: (value, path) => field(value, 'object', path) === 'response' || isOutputList(value, path),
    read: (value, path, options) => bodyOf('openai-responses', readResponsesOutput(value, path, options)),
  },
  item: {
    name: 'openai-responses.item',
    format: 'openai-responses',
    topLevel: true,
    requires: ['type'],
    matches: (value, path) => isResponsesItemType(field(value, 'type', path)),
    read: readItem,
  },
} satisfies Record<string, Shape | ItemShape>
