import { looksPythonic, readPythonicText } from '../pythonic/read-pythonic.js'
import { findPattern, type TextSyntax } from './text-syntax.js'

const NAME = String.raw`[\p{L}_][\p{L}\p{N}_]*(?:\.[\p{L}_][\p{L}\p{N}_]*)*`
const IDENT = String.raw`[\p{L}_][\p{L}\p{N}_]*`
/** Llama's tokens around pythonic calls: `<|python_tag|>` before, `<|eot_id|>` / `<|eom_id|>` after. */
const LEADING_TAG = /^\s*<\|python_tag\|>/

/**
 * Text that opens with a call in Python syntax, for detection (a marker): `[name(` in brackets, or a bare
 * `name(` followed by a keyword argument or `)`, or a bare `name(…)` that closes the text; prose such as
 * "Note(s): …" is not one.
 */
const CALL_START = new RegExp(
  String.raw`^\s*(?:<\|python_tag\|>\s*)?(?:\[\s*${NAME}\s*\(|${NAME}\(\s*(?:\)|${IDENT}\s*=(?!=)))`,
  'u',
)
const BARE_CALL = new RegExp(
  String.raw`^\s*(?:<\|python_tag\|>\s*)?${NAME}\([^]*\)\s*(?:<\|eo[tm]_id\|>)?\s*$`,
  'u',
)

/** Replaces every character outside `[start, end)` but line breaks with a space, so positions stay the same. */
export function maskOutside(text: string, start: number, end: number): string {
  const blank = (part: string) => part.replace(/[^\r\n]/g, ' ')
  return blank(text.slice(0, start)) + text.slice(start, end) + blank(text.slice(end))
}

/**
 * The text without Llama's leading `<|python_tag|>` (blanked: positions are kept) and cut at its trailing end token,
 * where the calls end.
 */
function withoutLlamaTokens(text: string): string {
  const tag = LEADING_TAG.exec(text)
  const start = tag === null ? 0 : tag[0].length
  const token = /<\|eo[tm]_id\|>\s*$/.exec(text)
  const end = token === null ? text.length : token.index
  // Stryker disable next-line ConditionalExpression: only saves copying a text with no token
  if (start === 0 && end === text.length) return text
  return maskOutside(text, start, end).slice(0, end)
}

/**
 * Python call syntax, the "pythonic" output of prompted models (BFCL's prompting format; Llama 3.2 and 4):
 * `[get_weather(city='Paris'), math.hypot(x=3, y=4)]`, read by `src/read/pythonic/`, also between Llama's
 * `<|python_tag|>` and its `<|eot_id|>` / `<|eom_id|>` token. Selected with `syntax: 'python'`, any text that opens
 * like a call is read so (a failure says where it is not one); detected without it only when it opens with a
 * bracketed call or a keyword argument, or is one bare call.
 */
export const python: TextSyntax = {
  syntax: 'python',
  format: 'pythonic',
  find: (text) => findPattern(text, CALL_START) ?? findPattern(text, BARE_CALL),
  accepts: (text) => looksPythonic(withoutLlamaTokens(text)),
  read: (text, options) => readPythonicText(withoutLlamaTokens(text), options, 'pythonic', text),
}
