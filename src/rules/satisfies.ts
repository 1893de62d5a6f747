import type { SatisfiesRule } from '../expect/types.js'
import { lazySchema } from '../zod.js'
import { type RuleDefinition, ruleMismatch } from './types.js'

/**
 * `satisfies`: a custom predicate (TypeScript only). It sees `undefined` for an absent key; a predicate that throws
 * counts as not satisfied, with reason `threw`.
 */
export const satisfies: RuleDefinition<SatisfiesRule> = {
  name: 'satisfies',
  codeOnly: true,
  params: lazySchema((z) =>
    z.object({
      $rule: z.literal('satisfies'),
      label: z.string().min(1),
      test: z.custom<SatisfiesRule['test']>((value) => typeof value === 'function', {
        message: 'satisfies needs a predicate function (it cannot be written as JSON)',
      }),
    }),
  ),
  compile(params) {
    return {
      acceptsMissing: true,
      check(received, path) {
        let passed: boolean
        try {
          passed = params.test(received) === true
        } catch {
          return [ruleMismatch('satisfies', path, params, received, 'threw')]
        }
        return passed
          ? []
          : [
              ruleMismatch(
                'satisfies',
                path,
                params,
                received,
                received === undefined ? 'missing' : undefined,
              ),
            ]
      },
    }
  },
}
