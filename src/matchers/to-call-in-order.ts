import type { RunCallExpectation } from '../expect/run-types.js'
import { usageArray } from './arguments.js'
import type { MatcherContextLike, ToolCallMatcherResult } from './context.js'
import type { MatcherOptions } from './matcher-options.js'
import { describeRunCalls, runRunMatcher } from './run-run-matcher.js'

/**
 * Passes when the run makes these calls in this order, other calls allowed between them (`in-order`: the peers'
 * IN_ORDER). Each entry is a tool name or a call expectation.
 */
export function toCallInOrder(
  this: MatcherContextLike,
  received: unknown,
  expected: readonly (string | RunCallExpectation)[],
  options?: MatcherOptions,
): ToolCallMatcherResult {
  const calls = usageArray('expected', expected).map((call) =>
    typeof call === 'string' ? { name: call } : call,
  )
  return runRunMatcher(this, received, {
    name: 'toCallInOrder',
    expectation: { calls, order: 'in-order' },
    options,
    notWords: (verdict) => `the calls came in that order: ${describeRunCalls(verdict)}`,
  })
}
