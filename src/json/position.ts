import { COLON, COMMA, CR, LBRACE, LBRACKET, LF, QUOTE, RBRACE, RBRACKET, SPACE } from './char-codes.js'
import type { TextPosition } from './types.js'

/** Longest token excerpt, in UTF-16 code units. */
const MAX_TOKEN = 32

/**
 * Counts lines and columns before `offset`; LF, CR and CR LF each end a line. `find(code, from)` is a native
 * search for a line feed or a carriage return, so long lines cost little; `codeAt` reads one unit.
 */
function positionIn(
  find: (code: number, from: number) => number,
  codeAt: (index: number) => number,
  offset: number,
): TextPosition {
  let line = 1
  let lineStart = 0
  let nextLf = find(LF, 0)
  let nextCr = find(CR, 0)
  for (;;) {
    const lineBreak = nextLf < 0 ? nextCr : nextCr < 0 ? nextLf : Math.min(nextLf, nextCr)
    if (lineBreak < 0 || lineBreak >= offset) break
    if (lineBreak === nextCr) {
      nextCr = find(CR, lineBreak + 1)
      if (codeAt(lineBreak + 1) === LF) continue // CR LF: the line feed ends the line
    } else {
      nextLf = find(LF, lineBreak + 1)
    }
    line++
    lineStart = lineBreak + 1
  }
  return { offset, line, column: offset - lineStart + 1 }
}

/**
 * The position of `offset` in `text`: the offset itself (UTF-16 code units from 0), the line (from 1; LF, CR and
 * CR LF each end a line) and the column (UTF-16 code units from 1).
 */
export function positionAt(text: string, offset: number): TextPosition {
  return positionIn(
    (code, from) => text.indexOf(code === LF ? '\n' : '\r', from),
    (i) => text.charCodeAt(i),
    offset,
  )
}

/** The position of byte `offset` in UTF-8 `bytes`: offset, line and column all count bytes. */
export function bytePositionAt(bytes: Uint8Array, offset: number): TextPosition {
  return positionIn(
    (code, from) => bytes.indexOf(code, from),
    // Stryker disable next-line UnaryOperator: past the end, 1 is no line feed either
    (i) => bytes[i] ?? -1,
    offset,
  )
}

/** Whether a code unit ends a token: JSON white space, other control characters, or a JSON punctuator. */
function isDelimiter(c: number): boolean {
  return (
    c <= SPACE ||
    c === QUOTE ||
    c === COMMA ||
    c === COLON ||
    c === LBRACKET ||
    c === RBRACKET ||
    c === LBRACE ||
    c === RBRACE
  )
}

/**
 * The token that starts at `offset`, for failure reports: a delimiter (white space, control character or
 * punctuator) alone, otherwise the run of characters up to the next delimiter, at most 32 code units (a surrogate
 * pair is never split). `undefined` at the end of the text.
 */
export function tokenAt(text: string, offset: number): string | undefined {
  if (offset >= text.length) return undefined
  const first = text.charCodeAt(offset)
  let end = offset + 1
  if (!isDelimiter(first)) {
    const limit = Math.min(text.length, offset + MAX_TOKEN)
    while (end < limit && !isDelimiter(text.charCodeAt(end))) end++
  }
  return clip(text, offset, end)
}

/** `text.slice(start, end)`, one unit shorter when that end would cut a surrogate pair in two. */
export function clip(text: string, start: number, end: number): string {
  const last = text.charCodeAt(end - 1)
  const next = text.charCodeAt(end)
  const cuts = last >= 0xd800 && last <= 0xdbff && next >= 0xdc00 && next <= 0xdfff
  return text.slice(start, cuts && end > start + 1 ? end - 1 : end)
}
