/** A Markdown fence opening the text: three backticks, an optional language, the end of the line. */
const OPENING_FENCE = /^\s*```[\w+-]*[ \t]*\r?\n/

/**
 * JSON that opens a text (after white space, or inside an opening fence): an object whose first key or end follows
 * (`{"`, `{'`, `{}`), or an array whose first element is an object, array or string, or which ends (`[{`, `[[`,
 * `["`, `[]`). Prose that opens with `{PNR-7XK2Q9}` or a citation `[1]` does not.
 */
const JSON_START = /^\s*(?:\{\s*["'}]|\[\s*[{["\]])/

/** A key that makes an object call-shaped (a call's name, or an OpenAI envelope of calls), also where the text ends. */
export const CALL_KEY = /"(?:name|tool_name|tool_calls|function_call)"\s*(?::|$)/g

/** True when the text opens as JSON, after white space or an opening Markdown fence: it tries to be a call. */
export function startsAsJson(text: string): boolean {
  const fence = OPENING_FENCE.exec(text)
  return JSON_START.test(fence === null ? text : text.slice(fence[0].length))
}

/**
 * The offset of the first call-shaped key (`"name":`, `"tool_calls":` …) outside the given spans of `text`, or -1.
 * The spans are the JSON objects that parsed, in text order, not overlapping; a call key elsewhere belongs to an object that does not parse.
 */
export function callKeyOutside(text: string, spans: readonly { start: number; end: number }[]): number {
  const pattern = new RegExp(CALL_KEY.source, 'g')
  let span = 0
  for (let found = pattern.exec(text); found !== null; found = pattern.exec(text)) {
    const at = found.index
    while (span < spans.length && spans[span]!.end <= at) span++
    const inside = span < spans.length && spans[span]!.start <= at
    if (!inside) return at
    pattern.lastIndex = spans[span]!.end
  }
  return -1
}

/**
 * Whether text that is not one JSON value tries to be a call: it opens as JSON after white
 * space or a fence, or holds a call-shaped object anywhere (whether or not it parses). Anything else — prose,
 * whatever brackets, braces, parentheses or JSON-looking fragments it holds — is an answer in words: an abstention.
 */
export function triesToCall(text: string): boolean {
  return startsAsJson(text) || callKeyOutside(text, []) !== -1
}
