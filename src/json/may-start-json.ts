import { CR, LF, MINUS, NINE, QUOTE, SPACE, TAB, ZERO } from './char-codes.js'

/**
 * Whether the first character after JSON white space could begin a JSON value (`{ [ " -`, a digit, or the `t f n`
 * of a literal). When it cannot, `JSON.parse` would only throw, and a thrown `SyntaxError` costs microseconds:
 * prose answers go straight to the exact parser, which says why they are not JSON.
 */
export function mayStartJson(text: string): boolean {
  // Stryker disable next-line EqualityOperator: one step past the end reads NaN and undefined, which start nothing
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code === SPACE || code === TAB || code === LF || code === CR) continue
    if (code >= ZERO && code <= NINE) return true
    return code === QUOTE || code === MINUS || OPENERS.includes(text[index]!)
  }
  return false
}

const OPENERS = '{[tfn'
