/** The most characters of one id or name a diff prints; the rest is counted. */
export const TERMINAL_CHARS = 120

/**
 * Characters that must not reach a terminal raw: C0 and C1 controls and DEL (they move the cursor, change colours,
 * ring), the bidirectional controls (U+061C, U+200E, U+200F, the embeddings and overrides U+202A–U+202E, the
 * isolates U+2066–U+2069: they reorder what follows, so an id can read as another), and the line and paragraph
 * separators.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters this module escapes
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g

/** `UNSAFE` without the C0 controls, which `JSON.stringify` escapes inside strings and writes as white space outside. */
const UNSAFE_IN_JSON = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g

const hex = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`

/**
 * Data as one line of text that cannot drive the terminal: clipped to `limit` code points (with how many more there
 * were), then written as in a JSON string (quotes, backslashes, lone surrogates and controls escaped), with every
 * other unsafe character (`UNSAFE`) escaped as `\uXXXX` too.
 */
export function printable(text: string, limit = TERMINAL_CHARS): string {
  const points = Array.from(text)
  const clipped = points.length > limit ? points.slice(0, limit).join('') : text
  const escaped = JSON.stringify(clipped).slice(1, -1).replace(UNSAFE, hex)
  return points.length > limit ? `${escaped}… (${points.length - limit} more characters)` : escaped
}

/**
 * JSON text (as `JSON.stringify` writes it) with the unsafe characters it leaves raw (C1 controls, bidirectional
 * controls, separators) escaped as `\uXXXX`: the same JSON value, safe to print. They can only stand inside strings.
 */
export function escapeJsonText(json: string): string {
  return json.replace(UNSAFE_IN_JSON, hex)
}
