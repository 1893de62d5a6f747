/** The widest excerpt kept for a failure: enough for one line of a message with a caret under the position. */
const WIDTH = 80

/**
 * Cuts a window of at most 80 UTF-16 code units of `text` around `offset` (never splitting a surrogate pair),
 * with the offset re-based on the window, so a message can print the window and a caret under it.
 */
export function excerptAround(text: string, offset: number): { text: string; offset: number } {
  const at = Math.max(0, Math.min(offset, text.length))
  let start = Math.max(0, at - WIDTH / 2)
  let end = Math.min(text.length, start + WIDTH)
  start = Math.max(0, end - WIDTH)
  if (start > 0 && isLowSurrogate(text.charCodeAt(start))) start++
  if (end < text.length && isLowSurrogate(text.charCodeAt(end))) end--
  return { text: text.slice(start, end), offset: at - start }
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff
}
