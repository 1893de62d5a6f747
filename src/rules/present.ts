import type { PresentRule } from '../expect/types.js'
import { lazySchema } from '../zod.js'
import { simpleParams } from './simple-params.js'
import type { RuleDefinition } from './types.js'

/** `present`: the key is there, with any value. */
export const present: RuleDefinition<PresentRule> = {
  name: 'present',
  accepts: simpleParams('present', {}),
  params: lazySchema((z) => z.strictObject({ $rule: z.literal('present') })),
  compile: () => ({ acceptsMissing: false, check: () => [] }),
}
