import {
  BACKSLASH,
  COLON,
  isJsonWhiteSpace,
  LBRACE,
  LBRACKET,
  QUOTE,
  RBRACE,
  RBRACKET,
} from './char-codes.js'

/** Whether the quote at `index` is escaped, that is preceded by an odd number of backslashes. */
function isEscaped(text: string, index: number): boolean {
  let i = index - 1
  while (text.charCodeAt(i) === BACKSLASH) i--
  // Stryker disable next-line ArithmeticOperator: `index - 1 + i` and `index + 1 - i` have the same parity
  return (index - 1 - i) % 2 === 1
}

/**
 * One string-aware pass over a text: the number of colons outside strings (in valid JSON, the number of object
 * members), or -1 as soon as collection nesting goes deeper than `maxDepth` (or a string never ends). It does not
 * validate: on text that is not JSON the count means nothing.
 */
export function scanJson(text: string, maxDepth: number): number {
  let depth = 0
  let members = 0
  const length = text.length
  // Stryker disable next-line EqualityOperator: past the end, `charCodeAt` is NaN, which matches no character
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i)
    // Every character would then open a string: a text that does not end in a quote scans to -1, which sends it
    // to the exact parser (only costs time), and one that does holds no collection outside a string.
    // Stryker disable next-line ConditionalExpression: see above
    if (c === QUOTE) {
      let end = text.indexOf('"', i + 1)
      // Stryker disable next-line UnaryOperator: `end` is 1 only for the quote right after an opening quote at 0, never escaped
      while (end !== -1 && isEscaped(text, end)) end = text.indexOf('"', end + 1)
      if (end === -1) return -1
      i = end
    } else if (c === LBRACE || c === LBRACKET) {
      if (++depth > maxDepth) return -1
    } else if (c === RBRACE || c === RBRACKET) {
      depth--
    } else if (c === COLON) {
      members++
    }
  }
  return members
}

/** Whether `text` holds more than `limit` occurrences of `a` and `b` together (native search, stops early). */
export function exceedsCount(text: string, a: string, b: string, limit: number): boolean {
  let count = 0
  for (let i = text.indexOf(a); i !== -1; i = text.indexOf(a, i + 1)) if (++count > limit) return true
  for (let i = text.indexOf(b); i !== -1; i = text.indexOf(b, i + 1)) if (++count > limit) return true
  return false
}

/** Whether `text` holds more than `limit` colons, strings included (native search, stops early). */
function hasMoreColons(text: string, limit: number): boolean {
  let count = 0
  // Stryker disable next-line StringLiteral,ArithmeticOperator: counting more colons only skips the early return in mayExceedKeys
  for (let i = text.indexOf(':'); i !== -1; i = text.indexOf(':', i + 1)) if (++count > limit) return true
  // Stryker disable next-line BooleanLiteral: true only skips the early return in mayExceedKeys
  return false
}

/**
 * Whether valid JSON `text` may hold more than `limit` object keys. Every key is a string followed by optional
 * white space and a colon, so it counts the colons whose previous non-white-space character is an unescaped
 * quote: colons inside strings (times, URLs, escaped JSON such as `{\"a\":1}`) are left out, except in a string
 * that starts with a colon, which only makes the answer cautious.
 */
export function mayExceedKeys(text: string, limit: number): boolean {
  // Every key has its colon: with no more colons than `limit` in all, there are no more keys either.
  // Stryker disable next-line ConditionalExpression: without this early return, the count below answers alike
  if (!hasMoreColons(text, limit)) return false
  let count = 0
  for (let i = text.indexOf(':'); i !== -1; i = text.indexOf(':', i + 1)) {
    let j = i - 1
    let c = text.charCodeAt(j)
    while (isJsonWhiteSpace(c)) c = text.charCodeAt(--j)
    if (c !== QUOTE || (text.charCodeAt(j - 1) === BACKSLASH && isEscaped(text, j))) continue
    if (++count > limit) return true
  }
  return false
}
