import { z } from 'zod'
import type { AbsentRule } from '../expect/types.js'
import type { RuleDefinition } from './types.js'

/** `absent`: the key is not there. */
export const absent: RuleDefinition<AbsentRule> = {
  name: 'absent',
  params: z.strictObject({ $rule: z.literal('absent') }),
  compile: (params) => ({
    acceptsMissing: true,
    check: (received, path) =>
      received === undefined
        ? []
        : [{ kind: 'unexpected', path, expected: params, received, rule: 'absent' }],
  }),
}
