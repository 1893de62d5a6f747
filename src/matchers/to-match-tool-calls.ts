import type { CallExpectation } from '../expect/types.js'
import { usageArray } from './arguments.js'
import type { MatcherContextLike, ToolCallMatcherResult } from './context.js'
import type { MatcherOptions } from './matcher-options.js'
import { describeCalls, runMatcher } from './run-matcher.js'

/** Passes when the calls match the expected ones in order (serial). */
export function toMatchToolCalls(
  this: MatcherContextLike,
  received: unknown,
  expected: readonly CallExpectation[],
  options?: MatcherOptions,
): ToolCallMatcherResult {
  return runMatcher(this, received, {
    name: 'toMatchToolCalls',
    expectation: { calls: usageArray('expected', expected), order: 'serial' },
    options,
    notWords: (verdict) => `the calls matched in order: ${describeCalls(verdict)}`,
  })
}
