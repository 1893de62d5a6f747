import { jsonEqual } from '../canonical.js'
import type { ExactRule } from '../expect/types.js'
import { lazySchema } from '../zod.js'
import { diffValues } from './compare-field.js'
import type { RuleDefinition } from './types.js'

/** `exact`: canonical deep equality with a value taken literally (a `$rule` key inside it is plain data). */
export const exact: RuleDefinition<ExactRule> = {
  name: 'exact',
  params: lazySchema((z) => z.strictObject({ $rule: z.literal('exact'), value: z.json() })),
  compile(params, context, path) {
    const value = context.literal(params.value, [...path, 'value'])
    return {
      acceptsMissing: false,
      check: (received, at) => (jsonEqual(value, received!) ? [] : diffValues(value, received!, at)),
    }
  },
}
