import type { CommaListRule } from '../expect/types.js'
import { normalizeString } from '../unicode-policy.js'
import { lazySchema } from '../zod.js'
import { simpleParams } from './simple-params.js'
import { type RuleDefinition, ruleMismatch, ruleTypeMismatch } from './types.js'

/**
 * Splits a comma-separated list into its parts, each trimmed of surrounding white space. Empty parts are kept, so
 * `"a,,b"` has three parts, `"a,b,"` ends with an empty one and `""` is one empty part.
 */
export function splitCommaList(text: string): string[] {
  return text.split(',').map((part) => part.trim())
}

function sorted(parts: readonly string[]): string[] {
  return [...parts].sort()
}

function sameParts(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((part, index) => part === b[index])
}

/**
 * `commaList`: a string whose comma-separated parts, each trimmed, equal the expected parts (`"web, hero"` =
 * `"web,hero"`): in order, or as a multiset with `unordered: true`. Parts compare exactly otherwise (case
 * included). Reasons: `part_count`, `part_order` (the same parts in another order), `parts_differ`.
 */
export const commaList: RuleDefinition<CommaListRule> = {
  name: 'commaList',
  accepts: simpleParams('commaList', { value: 'string' }),
  params: lazySchema((z) =>
    z.strictObject({
      $rule: z.literal('commaList'),
      value: z.string(),
      unordered: z.boolean().optional(),
    }),
  ),
  compile(params, context) {
    const unordered = params.unordered ?? false
    const expected = splitCommaList(context.normalize(params.value))
    const expectedSorted = sorted(expected)
    return {
      acceptsMissing: false,
      check(received, path, check) {
        if (typeof received !== 'string') return [ruleTypeMismatch('commaList', path, 'string', received!)]
        const parts = splitCommaList(normalizeString(received, check.unicode))
        if (!unordered && sameParts(parts, expected)) return []
        const sameMultiset = sameParts(sorted(parts), expectedSorted)
        if (unordered && sameMultiset) return []
        const reason =
          parts.length !== expected.length ? 'part_count' : sameMultiset ? 'part_order' : 'parts_differ'
        return [ruleMismatch('commaList', path, params, received, reason)]
      },
    }
  },
}
