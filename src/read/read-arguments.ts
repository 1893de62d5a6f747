import { canonicalize } from '../canonical.js'
import { parseJson } from '../json/parse.js'
import type { JsonObject, Path } from '../json/types.js'
import { excerptAround } from './excerpt.js'
import { isRecord } from './field.js'
import { failRead, typeName } from './read-error.js'
import type { NormalizedReadOptions } from './types.js'

/** How a format carries arguments: a JSON object, a JSON-encoded string (OpenAI), or either. */
export type ArgumentsEncoding = 'object' | 'json' | 'either'

const EXPECTED: Record<ArgumentsEncoding, readonly string[]> = {
  object: ['object'],
  json: ['JSON string'],
  either: ['object', 'JSON string'],
}

/**
 * Reads one arguments value at `path` into a canonical JsonObject. A JSON string is decoded strictly (whatever the
 * parse policy); a failure is `arguments_not_json` with the position in that string and an excerpt. The value then
 * goes through `canonicalize`, whose failures keep their kind with the path prefixed by `path`.
 */
export function readArguments(
  raw: unknown,
  path: Path,
  encoding: ArgumentsEncoding,
  options: NormalizedReadOptions,
): JsonObject {
  if (typeof raw === 'string' && encoding !== 'object')
    return canonicalArguments(decode(raw, path, options), path, options)
  if (isRecord(raw) && encoding !== 'json') return canonicalArguments(raw, path, options)
  return failRead({
    kind: 'schema_invalid',
    path: [...path],
    expected: EXPECTED[encoding],
    detail: typeName(raw),
  })
}

function decode(text: string, path: Path, options: NormalizedReadOptions): unknown {
  const parsed = parseJson(text, {
    duplicateKeys: 'error',
    maxDepth: options.maxDepth,
    numbers: options.numbers,
  })
  if (!parsed.ok) {
    const { kind, position, token } = parsed.failure
    return failRead({
      kind: 'arguments_not_json',
      path: [...path],
      position,
      ...(token === undefined ? {} : { token }),
      excerpt: excerptAround(text, position.offset),
      detail: kind,
    })
  }
  if (!isRecord(parsed.value)) {
    return failRead({
      kind: 'arguments_not_json',
      path: [...path],
      excerpt: excerptAround(text, 0),
      detail: `decodes to ${typeName(parsed.value)}, not an object`,
    })
  }
  return parsed.value
}

function canonicalArguments(value: unknown, path: Path, options: NormalizedReadOptions): JsonObject {
  const result = canonicalize(value, options) // its `unicode` and `maxDepth` are the canonical options
  if (!result.ok) {
    const { kind, path: inner, detail } = result.failure
    return failRead({ kind, path: [...path, ...inner], ...(detail === undefined ? {} : { detail }) })
  }
  if (!isRecord(result.value)) {
    return failRead({
      kind: 'schema_invalid',
      path: [...path],
      expected: ['object'],
      detail: typeName(result.value),
    })
  }
  return result.value as JsonObject
}
