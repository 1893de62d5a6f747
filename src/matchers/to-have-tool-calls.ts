import type { RunCallExpectation } from '../expect/run-types.js'
import type { MatchOptions } from '../match/options.js'
import { usageArray } from './arguments.js'
import type { MatcherContextLike, ToolCallMatcherResult } from './context.js'
import { describeRunCalls, runRunMatcher } from './run-run-matcher.js'

/**
 * Passes when the run's calls, in order across steps, are exactly these (the name `@langchain/core/testing` uses;
 * ours also reads serialised messages and every other run format, and may check results and status).
 */
export function toHaveToolCalls(
  this: MatcherContextLike,
  received: unknown,
  expected: readonly RunCallExpectation[],
  options?: MatchOptions,
): ToolCallMatcherResult {
  return runRunMatcher(this, received, {
    name: 'toHaveToolCalls',
    expectation: { calls: usageArray('expected', expected), order: 'exact' },
    options,
    notWords: (verdict) => `the calls were exactly these: ${describeRunCalls(verdict)}`,
  })
}
