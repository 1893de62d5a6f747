import type { TrimmedRule } from '../expect/types.js'
import { lazySchema } from '../zod.js'
import { simpleParams } from './simple-params.js'
import { type RuleDefinition, ruleMismatch, ruleTypeMismatch } from './types.js'

/** `trimmed`: string equality after trimming surrounding white space on both sides. */
export const trimmed: RuleDefinition<TrimmedRule> = {
  name: 'trimmed',
  accepts: simpleParams('trimmed', { value: 'string' }),
  params: lazySchema((z) => z.strictObject({ $rule: z.literal('trimmed'), value: z.string() })),
  compile(params, context) {
    const value = context.normalize(params.value).trim()
    return {
      acceptsMissing: false,
      check(received, path) {
        if (typeof received !== 'string') return [ruleTypeMismatch('trimmed', path, 'string', received!)]
        return received.trim() === value ? [] : [ruleMismatch('trimmed', path, params, received)]
      },
    }
  },
}
