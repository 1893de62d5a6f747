import type { AbsentRule } from '../expect/types.js'
import { lazySchema } from '../zod.js'
import { simpleParams } from './simple-params.js'
import type { RuleDefinition } from './types.js'

/** `absent`: the key is not there. */
export const absent: RuleDefinition<AbsentRule> = {
  name: 'absent',
  accepts: simpleParams('absent', {}),
  params: lazySchema((z) => z.strictObject({ $rule: z.literal('absent') })),
  compile: (params) => ({
    acceptsMissing: true,
    check: (received, path) =>
      received === undefined
        ? []
        : [{ kind: 'unexpected', path, expected: params, received, rule: 'absent' }],
  }),
}
