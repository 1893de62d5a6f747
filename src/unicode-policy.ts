/** How strings and keys are normalised: `nfc` treats composed and decomposed text as the same; `none` compares code points. */
export type UnicodePolicy = 'nfc' | 'none'

// biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point
const ASCII = /^[\x00-\x7f]*$/

/** Normalises one string under the Unicode policy (ASCII strings are returned as they are). */
export function normalizeString(text: string, unicode: UnicodePolicy): string {
  if (unicode === 'none' || ASCII.test(text)) return text
  return text.normalize('NFC')
}
