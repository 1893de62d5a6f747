import type { PatternRule } from '../expect/types.js'
import { compileLinearRegex, type LinearRegex } from '../regex/linear-regex.js'
import { lazySchema } from '../zod.js'
import { simpleParams } from './simple-params.js'
import { type RuleDefinition, ruleMismatch, ruleTypeMismatch } from './types.js'

/**
 * `pattern`: a string that the regular expression matches (unanchored unless the pattern anchors itself). Run by
 * a matcher that reads each character once (`compileLinearRegex`), never by backtracking, so no pattern hangs:
 * `(a+)+$` against a million `a`s answers at once. What it matches is what JavaScript matches; a pattern that only
 * backtracking can run (lookahead, lookbehind, backreferences) is a usage error naming the path. A test the
 * matcher gives up on (`MAX_WORK`) fails, with a reason that says it is undecided.
 */
export const pattern: RuleDefinition<PatternRule> = {
  name: 'pattern',
  accepts: simpleParams('pattern', { value: 'string' }),
  params: lazySchema((z) =>
    z.strictObject({ $rule: z.literal('pattern'), value: z.string(), flags: z.string().optional() }),
  ),
  compile(params, context, path) {
    const flags = (params.flags ?? '').replace(/[gy]/g, '')
    try {
      new RegExp('', flags)
    } catch (error) {
      return context.fail([...path, 'flags'], `invalid regular expression flags: ${(error as Error).message}`)
    }
    try {
      new RegExp(params.value, flags)
    } catch (error) {
      return context.fail([...path, 'value'], `invalid regular expression: ${(error as Error).message}`)
    }
    let regex: LinearRegex
    try {
      regex = compileLinearRegex(params.value, flags)
    } catch (error) {
      // An `UnsupportedRegex`, whose message says what only backtracking could run.
      return context.fail([...path, 'value'], `unsupported regular expression: ${(error as Error).message}`)
    }
    return {
      acceptsMissing: false,
      check(received, at) {
        if (typeof received !== 'string') return [ruleTypeMismatch('pattern', at, 'string', received!)]
        const matched = regex.test(received)
        if (matched === true) return []
        return [
          ruleMismatch('pattern', at, params, received, matched === undefined ? 'undecided' : undefined),
        ]
      },
    }
  },
}
