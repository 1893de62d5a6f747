import type { z } from 'zod'
import { canonicalize } from '../canonical.js'
import type { JsonRule } from '../expect/types.js'
import { parseJson } from '../json/parse.js'
import { lazySchema } from '../zod.js'
import { simpleParams } from './simple-params.js'
import { type RuleDefinition, ruleMismatch, ruleTypeMismatch } from './types.js'

/** `json`: a string holding JSON (parsed strictly) whose value matches the inner expectation. */
export const json: RuleDefinition<JsonRule> = {
  name: 'json',
  accepts: simpleParams('json', { value: 'value' }),
  params: lazySchema(
    (z) => z.strictObject({ $rule: z.literal('json'), value: z.unknown() }) as z.ZodType<JsonRule>,
  ),
  compile(params, context, path) {
    const inner = context.field(params.value, [...path, 'value'])
    return {
      acceptsMissing: false,
      check(received, at, check) {
        if (typeof received !== 'string') return [ruleTypeMismatch('json', at, 'string', received!)]
        const parsed = parseJson(received)
        if (!parsed.ok) return [ruleMismatch('json', at, params, received, parsed.failure.kind)]
        const value = canonicalize(parsed.value, { unicode: check.unicode, maxDepth: 64 })
        if (!value.ok) return [ruleMismatch('json', at, params, received, value.failure.kind)]
        return check.compare(inner, value.value, at)
      },
    }
  },
}
