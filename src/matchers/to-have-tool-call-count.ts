import { MatcherUsageError } from '../usage-error.js'
import type { MatcherContextLike, ToolCallMatcherResult } from './context.js'
import type { MatcherOptions } from './matcher-options.js'
import { describeRunCalls, runRunMatcher } from './run-run-matcher.js'

/** Passes when the run made exactly `count` calls in all (the name `@langchain/core/testing` uses). */
export function toHaveToolCallCount(
  this: MatcherContextLike,
  received: unknown,
  count: number,
  options?: MatcherOptions,
): ToolCallMatcherResult {
  if (!Number.isInteger(count) || count < 0)
    throw new MatcherUsageError(['count'], 'count must be a whole number, 0 or more')
  return runRunMatcher(this, received, {
    name: 'toHaveToolCallCount',
    expectation: { calls: [{ name: '*', times: count }], order: 'unordered' },
    options,
    expectedLabel: 'count',
    notWords: (verdict) => `${describeRunCalls(verdict)} (${count} call${count === 1 ? '' : 's'})`,
  })
}
