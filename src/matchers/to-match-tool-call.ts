import type { CallExpectation } from '../expect/types.js'
import type { MatcherContextLike, ToolCallMatcherResult } from './context.js'
import type { MatcherOptions } from './matcher-options.js'
import { describeCalls, runMatcher } from './run-matcher.js'

/** Passes when the response made exactly one call and it matches (extra calls fail unless `extraCalls: 'allow'`). */
export function toMatchToolCall(
  this: MatcherContextLike,
  received: unknown,
  expected: CallExpectation,
  options?: MatcherOptions,
): ToolCallMatcherResult {
  return runMatcher(this, received, {
    name: 'toMatchToolCall',
    expectation: expected,
    options,
    notWords: (verdict) => `the call matched: ${describeCalls(verdict)}`,
  })
}
