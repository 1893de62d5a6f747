import type { CasefoldRule } from '../expect/types.js'
import { normalizeString, type UnicodePolicy } from '../unicode-policy.js'
import { lazySchema } from '../zod.js'
import { foldCase } from './fold-case.js'
import { simpleParams } from './simple-params.js'
import { type RuleDefinition, ruleMismatch, ruleTypeMismatch } from './types.js'

/**
 * Text as `casefold` compares it: normalised under the Unicode policy, folded (Unicode full case folding), then
 * normalised again, since folding may leave a letter and its accent apart (`ΐ` folds to ι, ̈, ́).
 */
export function caselessForm(text: string, unicode: UnicodePolicy): string {
  return normalizeString(foldCase(normalizeString(text, unicode)), unicode)
}

/** `casefold`: case-insensitive string equality (Unicode full case folding) after Unicode normalisation. */
export const casefold: RuleDefinition<CasefoldRule> = {
  name: 'casefold',
  accepts: simpleParams('casefold', { value: 'string' }),
  params: lazySchema((z) => z.strictObject({ $rule: z.literal('casefold'), value: z.string() })),
  compile(params, context) {
    const folded = caselessForm(params.value, context.unicode)
    return {
      acceptsMissing: false,
      check(received, path, check) {
        if (typeof received !== 'string') return [ruleTypeMismatch('casefold', path, 'string', received!)]
        if (caselessForm(received, check.unicode) === folded) return []
        return [ruleMismatch('casefold', path, params, received)]
      },
    }
  },
}
