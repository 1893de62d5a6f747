import { parseJson } from '../json/parse.js'
import type { JsonObject, JsonValue } from '../json/types.js'
import { looksPythonic } from '../read/pythonic/read-pythonic.js'

/** What BFCL strips from both ends of a prompting model's text before decoding: white space and backticks. */
const EDGES = /^[\s`]+|[\s`]+$/g

const isObject = (value: JsonValue): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isEmpty = (value: JsonValue) => isObject(value) && Object.keys(value).length === 0

const oneKey = (value: JsonValue): string | undefined => {
  if (!isObject(value)) return undefined
  const keys = Object.keys(value)
  return keys.length === 1 ? keys[0] : undefined
}

/**
 * A list of calls as BFCL stores it. `[]` and `[{}]` are no call (BFCL's empty output). When any element is a
 * function-calling model's `{func: "<arguments as JSON text>"}`, every one-key element becomes `{name, arguments}`,
 * so that the reader parses each arguments string strictly (a failure is `arguments_not_json` with its position);
 * otherwise the list is read as it is (`[{func: {param: value}}]`, or any shape the reader knows).
 */
function readList(list: JsonValue[]): JsonValue {
  if (list.length === 0 || (list.length === 1 && isEmpty(list[0]!))) return []
  const encoded = list.some((item) => {
    const key = oneKey(item)
    return key !== undefined && typeof (item as JsonObject)[key] === 'string'
  })
  if (!encoded) return list
  return list.map((item) => {
    const key = oneKey(item)
    return key === undefined ? item : { name: key, arguments: (item as JsonObject)[key]! }
  })
}

function readText(raw: string): JsonValue {
  const text = raw.replace(EDGES, '')
  // Python call syntax is the reader's `pythonic` format: a decoding failure is a `python_syntax` read failure.
  if (looksPythonic(text)) return text
  // Prose with no call in it (or nothing at all) is an abstention, as BFCL counts text it cannot decode.
  if (!text.startsWith('[') && !text.startsWith('{')) return []
  const parsed = parseJson(text, { duplicateKeys: 'error' })
  // Broken JSON goes to the reader as text, which fails it with the kind and the position.
  if (!parsed.ok) return text
  return Array.isArray(parsed.value) ? readList(parsed.value) : parsed.value
}

/**
 * What a BFCL result row's `result` is, as `received` for `match` or `score` (which read and judge it), whatever
 * the model type wrote:
 * - a list of decoded calls `[{func: {param: value}}]`, or a function-calling model's `[{func: "<JSON text>"}]`
 *   (each arguments string is then parsed strictly by the reader);
 * - text (a prompting model), with white space and backticks trimmed from both ends as BFCL does: Python call
 *   syntax (`[get_weather(city='Paris')]`, the reader's `pythonic` format), JSON text, or prose — anything else,
 *   including nothing — which is no call (an abstention);
 * - anything else as it is (an SDK response, say; `null` or a number then fail to read).
 */
export function readBfclResult(result: JsonValue): JsonValue {
  if (typeof result === 'string') return readText(result)
  if (Array.isArray(result)) return readList(result)
  return result
}
