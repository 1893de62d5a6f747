import { z } from 'zod'
import type { PresentRule } from '../expect/types.js'
import type { RuleDefinition } from './types.js'

/** `present`: the key is there, with any value. */
export const present: RuleDefinition<PresentRule> = {
  name: 'present',
  params: z.strictObject({ $rule: z.literal('present') }),
  compile: () => ({ acceptsMissing: false, check: () => [] }),
}
