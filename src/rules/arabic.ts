import type { ArabicRule } from '../expect/types.js'
import { normalizeString, type UnicodePolicy } from '../unicode-policy.js'
import { lazySchema } from '../zod.js'
import { containsArabic, normalizeArabic, stripTatweel } from './arabic-normalize.js'
import { simpleParams } from './simple-params.js'
import { type RuleDefinition, ruleMismatch, ruleTypeMismatch } from './types.js'

/** A bound on the rounds of `arabicKey`; real text settles in one or two. */
const MAX_ROUNDS = 8

/**
 * The comparison key of a text: `normalizeArabic` and Unicode normalisation, repeated until neither changes the text
 * (unifying ى with ي, say, lets ي compose with a following hamza), so the key of a text and of its normalised form
 * are the same.
 */
/** The text the `arabic` rule compares: normalised (and NFC) until it stops changing. */
export function arabicKey(text: string, unicode: UnicodePolicy): string {
  let key = stripTatweel(text)
  // Stryker disable next-line EqualityOperator,UpdateOperator: the key settles in a round or two, never near the bound
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const next = normalizeString(normalizeArabic(key), unicode)
    // Stryker disable next-line ConditionalExpression: more rounds of a key that has settled leave it as it is
    if (next === key) break
    key = next
  }
  return key
}

/**
 * `arabic`: a string equal to the expected one after Unicode normalisation and `normalizeArabic` (tatweel, alef
 * variants, ya, ta marbuta, surrounding white space, case). When the normalised expected text has Arabic script
 * (U+0600–U+06FF, U+0750–U+077F) and the received has none (`Riyadh` or `Al-Riyadh` for `الرياض`), the reason is
 * `transliterated`; otherwise `not_equal`. Partial Arabic (`الرياض 2025` for `الرياض`) is `not_equal`.
 */
export const arabic: RuleDefinition<ArabicRule> = {
  name: 'arabic',
  accepts: simpleParams('arabic', { value: 'string' }),
  params: lazySchema((z) => z.strictObject({ $rule: z.literal('arabic'), value: z.string() })),
  compile(params, context) {
    const expected = arabicKey(params.value, context.unicode)
    const needsArabic = containsArabic(expected)
    return {
      acceptsMissing: false,
      check(received, path, check) {
        if (typeof received !== 'string') return [ruleTypeMismatch('arabic', path, 'string', received!)]
        if (needsArabic && !containsArabic(received)) {
          return [ruleMismatch('arabic', path, params, received, 'transliterated')]
        }
        if (arabicKey(received, check.unicode) === expected) return []
        return [ruleMismatch('arabic', path, params, received, 'not_equal')]
      },
    }
  },
}
