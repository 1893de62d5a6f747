import { parseJson } from '../../json/parse.js'
import { isRecord } from '../field.js'
import type { NormalizedReadOptions } from '../types.js'
import { detectStream } from './detect-stream.js'

/** Anything but white space (searched from the end of the first line). */
const MORE = /\S/g

/** A first line that is a whole JSON object on its own: only newline-delimited JSON starts so, with more lines. */
function startsAsNdjson(text: string): boolean {
  const start = text.search(/\S/)
  // Stryker disable next-line ConditionalExpression,LogicalOperator,BooleanLiteral,EqualityOperator,StringLiteral: a gate that only saves time (ndjsonEvents parses every line anyway)
  if (start < 0 || text[start] !== '{') return false
  const end = text.indexOf('\n', start)
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator,StringLiteral: a gate that only saves time (see above)
  if (end < 0 || !text.slice(start, end).trimEnd().endsWith('}')) return false
  MORE.lastIndex = end
  return MORE.test(text)
}

/**
 * The events of a stream recorded as newline-delimited JSON (Ollama's `/api/chat` body with `stream: true`, or any
 * stream's events logged one per line), or `undefined` when `text` is not one: every non-blank line a JSON object,
 * and the objects a stream `detectStream` knows. A last line that does not parse is where the recording was cut: the
 * lines before it are the events that arrived (the stream's reader then says it was cut). Any other text is read as
 * text, as before.
 */
export function ndjsonEvents(text: string, options: NormalizedReadOptions): unknown[] | undefined {
  if (!startsAsNdjson(text)) return undefined
  const lines = text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '')
  const events: unknown[] = []
  for (const [index, line] of lines.entries()) {
    const parsed = parseJson(line, {
      duplicateKeys: 'error',
      maxDepth: options.maxDepth,
      numbers: options.numbers,
    })
    if (parsed.ok && isRecord(parsed.value)) events.push(parsed.value)
    else if (index === 0 || index < lines.length - 1) return undefined
  }
  return detectStream(events, []) === undefined ? undefined : events
}
