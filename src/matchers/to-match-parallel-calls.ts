import type { CallExpectation } from '../expect/types.js'
import { usageArray } from './arguments.js'
import type { MatcherContextLike, ToolCallMatcherResult } from './context.js'
import type { MatcherOptions } from './matcher-options.js'
import { describeCalls, runMatcher } from './run-matcher.js'

/** Passes when the calls match the expected ones as a multiset: any order, duplicates counted (maximum matching). */
export function toMatchParallelCalls(
  this: MatcherContextLike,
  received: unknown,
  expected: readonly CallExpectation[],
  options?: MatcherOptions,
): ToolCallMatcherResult {
  return runMatcher(this, received, {
    name: 'toMatchParallelCalls',
    expectation: { calls: usageArray('expected', expected), order: 'parallel' },
    options,
    notWords: (verdict) => `the calls matched: ${describeCalls(verdict)}`,
  })
}
