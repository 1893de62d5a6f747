import { z } from 'zod'
import type { PatternRule } from '../expect/types.js'
import { type RuleDefinition, ruleMismatch, ruleTypeMismatch } from './types.js'

/** `pattern`: a string that the regular expression matches (unanchored unless the pattern anchors itself). */
export const pattern: RuleDefinition<PatternRule> = {
  name: 'pattern',
  params: z.strictObject({ $rule: z.literal('pattern'), value: z.string(), flags: z.string().optional() }),
  compile(params, context, path) {
    const flags = (params.flags ?? '').replace(/[gy]/g, '')
    try {
      new RegExp('', flags)
    } catch (error) {
      return context.fail([...path, 'flags'], `invalid regular expression flags: ${(error as Error).message}`)
    }
    let regex: RegExp
    try {
      regex = new RegExp(params.value, flags)
    } catch (error) {
      return context.fail([...path, 'value'], `invalid regular expression: ${(error as Error).message}`)
    }
    return {
      acceptsMissing: false,
      check(received, at) {
        if (typeof received !== 'string') return [ruleTypeMismatch('pattern', at, 'string', received!)]
        return regex.test(received) ? [] : [ruleMismatch('pattern', at, params, received)]
      },
    }
  },
}
