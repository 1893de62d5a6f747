import type { CallExpectation } from '../expect/types.js'
import { usageArray } from './arguments.js'
import type { MatcherContextLike, ToolCallMatcherResult } from './context.js'
import type { MatcherOptions } from './matcher-options.js'
import { describeCalls, runMatcher } from './run-matcher.js'

/** Passes on an Action IR CONFIRM decision whose calls match these, in order. */
export function toConfirm(
  this: MatcherContextLike,
  received: unknown,
  expected: readonly CallExpectation[],
  options?: MatcherOptions,
): ToolCallMatcherResult {
  return runMatcher(this, received, {
    name: 'toConfirm',
    expectation: { confirm: usageArray('expected', expected) },
    options,
    notWords: (verdict) => `the response asked to confirm: ${describeCalls(verdict)}`,
  })
}
