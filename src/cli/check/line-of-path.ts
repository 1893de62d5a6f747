import { isJsonWhiteSpace } from '../../json/char-codes.js'
import { readStringLiteral } from '../../json/literals.js'
import { positionAt } from '../../json/position.js'
import type { Path } from '../../json/types.js'

/**
 * The 1-based line where the value at `path` starts in `text` (valid JSON), or where its deepest existing parent
 * starts when the path goes further than the document (a missing key is reported on its object).
 */
export function lineOfPath(text: string, path: Path): number {
  let offset = skipWhiteSpace(text, 0)
  for (const step of path) {
    const child = childOffset(text, offset, step)
    if (child === undefined) break
    offset = child
  }
  return positionAt(text, offset).line
}

function skipWhiteSpace(text: string, i: number): number {
  while (i < text.length && isJsonWhiteSpace(text.charCodeAt(i))) i++
  return i
}

/** The offset where the member `step` of the container starting at `start` starts, if it has one. */
function childOffset(text: string, start: number, step: string | number): number | undefined {
  const open = text[start]
  if (open !== '{' && open !== '[') return undefined
  let i = skipWhiteSpace(text, start + 1)
  for (let index = 0; text[i] !== '}' && text[i] !== ']'; index++) {
    let key: string | number = index
    if (open === '{') {
      const literal = readStringLiteral(text, i)
      if (!literal.ok) return undefined
      key = literal.value
      i = skipWhiteSpace(text, skipWhiteSpace(text, literal.end) + 1)
    }
    if (key === step) return i
    i = skipWhiteSpace(text, valueEnd(text, i))
    if (text[i] === ',') i = skipWhiteSpace(text, i + 1)
  }
  return undefined
}

/** The offset just after the value starting at `i`. */
function valueEnd(text: string, i: number): number {
  if (text[i] === '"') {
    const literal = readStringLiteral(text, i)
    return literal.ok ? literal.end : text.length
  }
  if (text[i] !== '{' && text[i] !== '[') {
    while (i < text.length && !',}]'.includes(text[i]!) && !isJsonWhiteSpace(text.charCodeAt(i))) i++
    return i
  }
  let depth = 0
  while (i < text.length) {
    const c = text[i]!
    if (c === '"') {
      const literal = readStringLiteral(text, i)
      i = literal.ok ? literal.end : text.length
      continue
    }
    if (c === '{' || c === '[') depth++
    else if (c === '}' || c === ']') depth--
    i++
    if (depth === 0) return i
  }
  return i
}
