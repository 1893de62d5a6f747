import type { IgnoreRule } from '../expect/types.js'
import { lazySchema } from '../zod.js'
import { simpleParams } from './simple-params.js'
import type { RuleDefinition } from './types.js'

/** `ignore`: anything, present or absent (free text the call scorer must not judge). */
export const ignore: RuleDefinition<IgnoreRule> = {
  name: 'ignore',
  accepts: simpleParams('ignore', {}),
  params: lazySchema((z) => z.strictObject({ $rule: z.literal('ignore') })),
  compile: () => ({ acceptsMissing: true, check: () => [] }),
}
