import type { CasefoldRule } from '../expect/types.js'
import { normalizeString } from '../unicode-policy.js'
import { lazySchema } from '../zod.js'
import { simpleParams } from './simple-params.js'
import { type RuleDefinition, ruleMismatch, ruleTypeMismatch } from './types.js'

/** Folds case the way comparisons need it: `ß` and `SS`, `İ` and `i̇` compare equal. */
export function foldCase(text: string): string {
  return text.toUpperCase().toLowerCase()
}

/** `casefold`: case-insensitive string equality after Unicode normalisation. */
export const casefold: RuleDefinition<CasefoldRule> = {
  name: 'casefold',
  accepts: simpleParams('casefold', { value: 'string' }),
  params: lazySchema((z) => z.strictObject({ $rule: z.literal('casefold'), value: z.string() })),
  compile(params, context) {
    const folded = foldCase(context.normalize(params.value))
    return {
      acceptsMissing: false,
      check(received, path, check) {
        if (typeof received !== 'string') return [ruleTypeMismatch('casefold', path, 'string', received!)]
        if (foldCase(normalizeString(received, check.unicode)) === folded) return []
        return [ruleMismatch('casefold', path, params, received)]
      },
    }
  },
}
