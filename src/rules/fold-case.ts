/**
 * Where Unicode full case folding (CaseFolding.txt, statuses C and F: what Python's `str.casefold()` does) differs
 * from the derivation below, one code point at a time (`toUpperCase()` then `toLowerCase()`): each range
 * `[first, last, fold]`, where `fold` is a code point offset or the folded text. Every other code point folds as
 * derived. Checked against Python over every code point (test/rules/fold-case.test.ts).
 */
const EXCEPTIONS: readonly (readonly [first: number, last: number, fold: number | string])[] = [
  // Dotless ı: its capital is I, but it folds to itself (only the Turkic folding, status T, joins I and ı).
  [0x131, 0x131, 0],
  // Cherokee folds to the capitals (the older letters): capitals stay, small letters move to them.
  [0x13a0, 0x13f5, 0],
  [0x13f8, 0x13fd, -8],
  [0xab70, 0xabbf, 0x13a0 - 0xab70],
  // Capital sharp S: its lower case is ß, which folds to ss.
  [0x1e9e, 0x1e9e, 'ss'],
]

const EXCEPTION = new RegExp(
  `[${EXCEPTIONS.map(([first, last]) => `\\u{${first.toString(16)}}-\\u{${last.toString(16)}}`).join('')}]`,
  'gu',
)

// biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point
const ASCII = /^[\x00-\x7f]*$/

/**
 * Unicode full case folding, as Python's `str.casefold()`: `ẞ`, `ß`, `SS` and `ss` fold to `ss`, `ﬁ` to `fi`, `ς`
 * to `σ`, `İ` to `i̇` (i and a combining dot), and dotless `ı` stays `ı`. No normalisation: a caller that wants
 * composed and decomposed text equal normalises before and after.
 */
export function foldCase(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase()
  let folded = ''
  let from = 0
  for (const match of text.matchAll(EXCEPTION)) {
    folded += derive(text.slice(from, match.index)) + foldException(match[0].codePointAt(0)!)
    from = match.index + match[0].length
  }
  return folded + derive(text.slice(from))
}

/**
 * Folds text holding no exception: mapping case is context-free but for the final sigma, which `toLowerCase()`
 * writes `ς` at the end of a word (and only there: upper case has no `ς` left), so `ς` becomes `σ` afterwards.
 */
function derive(text: string): string {
  return text.toUpperCase().toLowerCase().replaceAll('ς', 'σ')
}

function foldException(code: number): string {
  const [, , fold] = EXCEPTIONS.find(([first, last]) => code >= first && code <= last)!
  return typeof fold === 'string' ? fold : String.fromCodePoint(code + fold)
}
