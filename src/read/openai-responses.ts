import type { Path } from '../json/types.js'
import { field, isRecord } from './field.js'
import { isResponsesItemType, readKnownItem } from './openai-responses-items.js'
import { failRead } from './read-error.js'
import { readList } from './read-list.js'
import type { ItemShape, Shape, TurnBody } from './shape.js'
import type { Call, NormalizedReadOptions } from './types.js'
import { unknownItem } from './unknown-item.js'

/** Reads one output item (see `openai-responses-items.ts`); an item of unknown type is an unknown item. */
function readItem(item: object, path: Path, options: NormalizedReadOptions): Call | undefined {
  const type = field(item, 'type', path)
  if (typeof type !== 'string' || !isResponsesItemType(type)) return unknownItem(path, type, options)
  return readKnownItem(item, type, path, options)
}

/**
 * Reads a response's `output`, then holds it to its `status`: `incomplete` because of `max_output_tokens` is
 * `truncated`, because of `content_filter` is `filtered` (both with the calls that did arrive).
 */
function readResponse(response: object, path: Path, options: NormalizedReadOptions): TurnBody {
  const calls = readList(field(response, 'output', path), [...path, 'output'], (item, at) =>
    readItem(item, at, options),
  )
  if (field(response, 'status', path) !== 'incomplete') return { format: 'openai-responses', calls }
  const details = field(response, 'incomplete_details', path)
  const detailsPath = [...path, 'incomplete_details']
  const reason = isRecord(details) ? field(details, 'reason', detailsPath) : undefined
  const at = [...detailsPath, 'reason']
  if (reason === 'content_filter') {
    return failRead({ kind: 'filtered', path: at, token: reason, detail: 'a content filter', calls })
  }
  return failRead({
    kind: 'truncated',
    path: reason === undefined ? [...path, 'status'] : at,
    token: typeof reason === 'string' ? reason : 'incomplete',
    detail: reason === 'max_output_tokens' ? 'the token limit' : 'the response being incomplete',
    calls,
  })
}

/** OpenAI Responses API: the response (its `output` array) and one output item. */
export const openaiResponses = {
  response: {
    name: 'openai-responses.response',
    format: 'openai-responses',
    matches: (value, path) =>
      field(value, 'object', path) === 'response' || Array.isArray(field(value, 'output', path)),
    read: readResponse,
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
