import { canonicalize } from '../../canonical.js'
import { parseJson } from '../../json/parse.js'
import type { JsonValue, Path } from '../../json/types.js'
import { arrayItems, field, isRecord } from '../field.js'
import { failRead } from '../read-error.js'
import type { NormalizedReadOptions } from '../types.js'

/** Block types whose `text` is text (Anthropic, OpenAI chat parts, Responses, MCP, AI SDK). */
const TEXT_TYPES = new Set(['text', 'input_text', 'output_text'])

/**
 * A tool result as a canonical value. Text holding JSON is parsed (strictly, like arguments); other text stays a
 * string. A content-block list is normalised: a single JSON block (Bedrock `[{ json }]`) is its value; text blocks
 * alone are joined (one per line), then parsed if they hold JSON; a list with other blocks (images, files) stays a
 * list of blocks. `raw` values (an object the format gives as the value itself) are only canonicalised.
 */
export function normalizeResult(
  value: unknown,
  path: Path,
  options: NormalizedReadOptions,
  raw = false,
): JsonValue {
  if (typeof value === 'string') return parseText(value, path, options)
  const blocks = raw ? undefined : arrayItems(value, path)
  if (blocks !== undefined) {
    if (blocks.length === 1 && isRecord(blocks[0]) && isJsonBlock(blocks[0], [...path, 0]))
      return canonicalResult(field(blocks[0], 'json', [...path, 0]), [...path, 0, 'json'], options)
    const texts = blocks.map((block, index) => textOfBlock(block, [...path, index]))
    if (blocks.length > 0 && texts.every((text) => text !== undefined))
      return parseText(texts.join('\n'), path, options)
  }
  return canonicalResult(value, path, options)
}

/** The text of a text block (`{ type: 'text', text }`, or Bedrock's untyped `{ text }`), else `undefined`. */
export function textOfBlock(block: unknown, path: Path): string | undefined {
  if (!isRecord(block)) return undefined
  const type = field(block, 'type', path)
  const text = field(block, 'text', path)
  if (typeof text !== 'string') return undefined
  return type === undefined || (typeof type === 'string' && TEXT_TYPES.has(type)) ? text : undefined
}

function isJsonBlock(block: object, path: Path): boolean {
  return field(block, 'type', path) === undefined && field(block, 'json', path) !== undefined
}

function parseText(text: string, path: Path, options: NormalizedReadOptions): JsonValue {
  const parsed = parseJson(text, {
    duplicateKeys: 'error',
    maxDepth: options.maxDepth,
    numbers: options.numbers,
  })
  return canonicalResult(parsed.ok ? parsed.value : text, path, options)
}

/** `value` canonicalised; a value that is not JSON data fails the read at its own path below `path`. */
export function canonicalResult(value: unknown, path: Path, options: NormalizedReadOptions): JsonValue {
  const result = canonicalize(value, options)
  if (result.ok) return result.value
  const { kind, path: inner, detail } = result.failure
  return failRead({ kind, path: [...path, ...inner], ...(detail === undefined ? {} : { detail }) })
}
