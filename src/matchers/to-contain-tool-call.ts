import type { CallExpectation } from '../expect/types.js'
import { describeReceivedCall } from '../report/describe-mismatch.js'
import type { MatcherContextLike, ToolCallMatcherResult } from './context.js'
import type { MatcherOptions } from './matcher-options.js'
import { runMatcher } from './run-matcher.js'

/** Passes when at least one call matches; other calls are allowed. */
export function toContainToolCall(
  this: MatcherContextLike,
  received: unknown,
  expected: CallExpectation,
  options?: MatcherOptions,
): ToolCallMatcherResult {
  return runMatcher(this, received, {
    name: 'toContainToolCall',
    expectation: expected,
    options,
    fixed: { extraCalls: 'allow' },
    notWords: (verdict) => {
      const pair = verdict.pairs[0]
      const call = pair === undefined ? undefined : verdict.turn?.calls[pair.received]
      return `calls[${pair?.received ?? 0}] matched: ${describeReceivedCall(call)}`
    },
  })
}
