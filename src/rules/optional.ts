import type { z } from 'zod'
import type { OptionalRule } from '../expect/types.js'
import { lazySchema } from '../zod.js'
import { simpleParams } from './simple-params.js'
import type { RuleDefinition } from './types.js'

/** `optional`: absent, or matching the inner expectation. */
export const optional: RuleDefinition<OptionalRule> = {
  name: 'optional',
  accepts: simpleParams('optional', { value: 'value' }),
  params: lazySchema(
    (z) => z.strictObject({ $rule: z.literal('optional'), value: z.unknown() }) as z.ZodType<OptionalRule>,
  ),
  compile(params, context, path) {
    const inner = context.field(params.value, [...path, 'value'])
    return {
      acceptsMissing: true,
      check: (received, at, check) => (received === undefined ? [] : check.compare(inner, received, at)),
      passes: (received, check) => received === undefined || check.passes(inner, received),
    }
  },
}
