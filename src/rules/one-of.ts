import type { z } from 'zod'
import type { OneOfRule } from '../expect/types.js'
import { lazySchema } from '../zod.js'
import { simpleParams } from './simple-params.js'
import { type RuleDefinition, ruleMismatch } from './types.js'

/** `oneOf`: passes when any alternative (a plain value or a rule) matches. */
export const oneOf: RuleDefinition<OneOfRule> = {
  name: 'oneOf',
  accepts: simpleParams('oneOf', { values: 'alternatives' }),
  params: lazySchema(
    (z) =>
      z.strictObject({
        $rule: z.literal('oneOf'),
        values: z.array(z.unknown()).min(1, 'oneOf needs at least one alternative'),
      }) as z.ZodType<OneOfRule>,
  ),
  compile(params, context, path) {
    const alternatives = params.values.map((value, index) => context.field(value, [...path, 'values', index]))
    return {
      acceptsMissing: alternatives.some((node) => node.kind === 'rule' && node.check.acceptsMissing),
      check(received, at, check) {
        for (const node of alternatives) if (check.passes(node, received)) return []
        return [
          ruleMismatch('oneOf', at, params, received, received === undefined ? 'missing' : 'no_alternative'),
        ]
      },
      passes: (received, check) => alternatives.some((node) => check.passes(node, received)),
    }
  },
}
