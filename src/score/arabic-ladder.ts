import { stableStringify } from '../canonical.js'
import type { JsonValue } from '../json/types.js'
import { containsArabic, normalizeArabic } from '../rules/arabic-normalize.js'

/** The `arabic` profile's credits: exact after trimming, Arabic-normalised, case-insensitive, anything else. */
export const LADDER = { exact: 1, arabic: 0.9, casefold: 0.8, none: 0 } as const

/** A value as the ladder compares it: strings as they are, numbers stringified, anything else as canonical JSON. */
function asText(value: JsonValue): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number') return String(value)
  return stableStringify(value)
}

/**
 * Per-key credit: 1.0 when equal after trimming, 0.9 when equal after `normalizeArabic` (tried only when
 * the expected text has Arabic script: the normaliser lower-cases, and would otherwise swallow the next step), 0.8
 * when equal ignoring case, else 0; a missing key is 0.
 */
export function ladderCredit(expected: JsonValue, received: JsonValue | undefined): number {
  if (received === undefined) return LADDER.none
  const want = asText(expected).trim()
  const got = asText(received).trim()
  if (want === got) return LADDER.exact
  if (containsArabic(want) && normalizeArabic(want) === normalizeArabic(got)) return LADDER.arabic
  if (want.toLowerCase() === got.toLowerCase()) return LADDER.casefold
  return LADDER.none
}
