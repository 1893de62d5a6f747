/**
 * Characters that must not reach Markdown raw: controls (a line break ends a table row), the bidirectional controls
 * (they reorder what follows, so an id can read as another) and the line and paragraph separators.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters this module escapes
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g

/**
 * Markdown's own characters that could change what a name shows: an HTML tag's opening, entities, cells, code,
 * emphasis (a `>` alone is text: it quotes only at the start of a line, which a cell never is).
 */
const SPECIAL = /[\\`*<&|]/g

/**
 * Data (an id, a category, a difference in words) as literal Markdown text on one line: unsafe characters written
 * as `\uXXXX`, Markdown's special characters escaped with a backslash, so a name shows as written and nothing else.
 */
export function markdownText(text: string): string {
  return (
    text
      .replace(SPECIAL, (char) => `\\${char}`)
      .replace(UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
      // a link's `](`: the brackets alone (`steps[1]`) stay as they are
      .replace(/\]\(/g, '\\](')
  )
}
