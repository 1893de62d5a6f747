import { BACKSLASH, LBRACE, QUOTE, RBRACE } from './char-codes.js'
import { normalizeJsonOptions } from './options.js'
import { parseJson } from './parse.js'
import type { JsonObject, JsonParseOptions } from './types.js'

/** Not scanned yet. */
const UNKNOWN = -2
/** Never closes, or cannot be JSON. */
const FAILED = -1

/** A JSON object found in a text: the value and where its text is, `text.slice(start, end)`. */
export interface ExtractedJsonObject {
  value: JsonObject
  start: number
  end: number
}

/**
 * Finds where balanced spans close. Each `{` gets, in `ends`, the index of its matching `}` or `FAILED`.
 *
 * A scan from one `{` is string-aware (a quote opens a JSON string, a backslash escapes the next character), and
 * settles every `{` it meets outside strings: from such a brace, a scan of its own would run the same way. Scans
 * that start in different states can only fall into step through a backslash outside a string, which no JSON
 * object contains: so a scan stops there, failing every span still open, and no two scans ever cover the same
 * characters in the same state. That keeps the work linear even on text such as 100,000 `{`.
 */
class SpanFinder {
  readonly ends: Int32Array
  /** For each settled `{`, how deeply braces nest in its span, itself included. */
  readonly depths: Int32Array

  constructor(
    private readonly text: string,
    readonly starts: Int32Array,
  ) {
    this.ends = new Int32Array(starts.length).fill(UNKNOWN)
    this.depths = new Int32Array(starts.length)
  }

  /** The index of the `}` that closes brace number `b`, or `FAILED`. */
  endOf(b: number): number {
    const known = this.ends[b]!
    return known === UNKNOWN ? this.scan(b) : known
  }

  private scan(first: number): number {
    const { text, ends, depths } = this
    const open: number[] = [first]
    let brace = first + 1 // the number of the next `{` in the text
    let inString = false
    // Stryker disable next-line EqualityOperator: past the end, `charCodeAt` is NaN, which matches no character
    for (let i = this.starts[first]! + 1; i < text.length; i++) {
      const c = text.charCodeAt(i)
      if (inString) {
        if (c === QUOTE) inString = false
        else if (c === LBRACE) brace++
        else if (c === BACKSLASH && text.charCodeAt(++i) === LBRACE) brace++
      } else if (c === QUOTE) {
        inString = true
      } else if (c === LBRACE) {
        open.push(brace++)
      } else if (c === RBRACE) {
        const closed = open.pop()!
        ends[closed] = i
        // Depths only let a span too deep be skipped without parsing it; a smaller depth leaves the span to the
        // parser, which fails it as too deep: so these lines only cost time when wrong.
        // Stryker disable next-line ArithmeticOperator: a shortcut only (see above)
        const depth = depths[closed]! + 1
        depths[closed] = depth
        if (open.length === 0) return i
        // Stryker disable next-line ArithmeticOperator: a shortcut only (see above)
        const parent = open[open.length - 1]!
        // Stryker disable next-line ConditionalExpression,EqualityOperator: a shortcut only (see above)
        if (depths[parent]! < depth) depths[parent] = depth
      } else if (c === BACKSLASH) {
        break
      }
    }
    for (const b of open) ends[b] = FAILED
    return FAILED
  }
}

/** The offsets of every `{` in the text. */
function braceOffsets(text: string): Int32Array {
  let count = 0
  for (let i = text.indexOf('{'); i !== -1; i = text.indexOf('{', i + 1)) count++
  const starts = new Int32Array(count)
  let k = 0
  for (let i = text.indexOf('{'); i !== -1; i = text.indexOf('{', i + 1)) starts[k++] = i
  return starts
}

/**
 * Lenient extraction: every top-level balanced `{…}` span of a text that parses as a JSON object, in text order.
 * Prose, Markdown fences and anything else around the spans is ignored. Braces inside JSON strings do not count;
 * a span that never closes or does not parse is skipped, and the search goes on after its opening brace. Each
 * span is parsed with `duplicateKeys: 'last'` unless the options say otherwise; the nesting limit and finite
 * numbers still apply. Never throws; linear in practice (the work on spans that fail is bounded by `maxDepth`).
 */
export function extractJsonObjects(text: string, options?: Partial<JsonParseOptions>): ExtractedJsonObject[] {
  if (typeof text !== 'string') return []
  const normalized = normalizeJsonOptions({ ...options, duplicateKeys: options?.duplicateKeys ?? 'last' })
  const starts = braceOffsets(text)
  const finder = new SpanFinder(text, starts)
  const found: ExtractedJsonObject[] = []
  // Stryker disable next-line EqualityOperator: one brace past the end slices no text, which does not parse
  for (let b = 0; b < starts.length; b++) {
    const start = starts[b]!
    const close = finder.endOf(b)
    // A span whose braces alone nest too deeply cannot parse: no need to try. (A shortcut: the parser would fail
    // a span that never closes, or nests too deeply, just the same.)
    // Stryker disable next-line ConditionalExpression,LogicalOperator: a shortcut only (see above)
    if (close === FAILED || finder.depths[b]! > normalized.maxDepth) continue
    const parsed = parseJson(text.slice(start, close + 1), normalized)
    if (!parsed.ok) continue
    found.push({ value: parsed.value as JsonObject, start, end: close + 1 })
    // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: past the last brace, `starts[b + 1]` is undefined and compares false; no brace sits at `close`, a `}`
    while (b + 1 < starts.length && starts[b + 1]! < close) b++
  }
  return found
}
