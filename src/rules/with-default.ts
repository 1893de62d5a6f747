import type { z } from 'zod'
import type { WithDefaultRule } from '../expect/types.js'
import { lazySchema } from '../zod.js'
import type { RuleDefinition } from './types.js'

/**
 * `withDefault`: an absent key counts as the default value, which must then match like a received one. Mismatches
 * found on the default carry reason `defaulted`, so a message can say the value was absent.
 */
export const withDefault: RuleDefinition<WithDefaultRule> = {
  name: 'withDefault',
  params: lazySchema(
    (z) =>
      z.strictObject({
        $rule: z.literal('withDefault'),
        value: z.unknown(),
        default: z.json(),
      }) as z.ZodType<WithDefaultRule>,
  ),
  compile(params, context, path) {
    const inner = context.field(params.value, [...path, 'value'])
    const fallback = context.literal(params.default, [...path, 'default'])
    return {
      acceptsMissing: true,
      check(received, at, check) {
        if (received !== undefined) return check.compare(inner, received, at)
        return check
          .compare(inner, fallback, at)
          .map((mismatch) => Object.assign({}, mismatch, { reason: 'defaulted' }))
      },
      passes: (received, check) => check.passes(inner, received === undefined ? fallback : received),
    }
  },
}
