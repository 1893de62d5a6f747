import { z } from 'zod'
import type { WithDefaultRule } from '../expect/types.js'
import type { RuleDefinition } from './types.js'

/** `withDefault`: an absent key counts as the default value, which must then match like a received one. */
export const withDefault: RuleDefinition<WithDefaultRule> = {
  name: 'withDefault',
  params: z.strictObject({
    $rule: z.literal('withDefault'),
    value: z.unknown(),
    default: z.json(),
  }) as z.ZodType<WithDefaultRule>,
  compile(params, context, path) {
    const inner = context.field(params.value, [...path, 'value'])
    const fallback = context.literal(params.default, [...path, 'default'])
    return {
      acceptsMissing: true,
      check: (received, at, check) => check.compare(inner, received === undefined ? fallback : received, at),
    }
  },
}
