import type { TurnExpectation } from '../expect/types.js'
import type { MatcherContextLike, ToolCallMatcherResult } from './context.js'
import type { MatcherOptions } from './matcher-options.js'
import { describeCalls, runMatcher } from './run-matcher.js'

/**
 * Passes when the response meets any turn expectation, as written in JSON manifests: a call, `{ calls, order }`,
 * `{ plans }`, `{ abstain: true }`, `{ clarify }` or `{ confirm }`.
 */
export function toMatchTurn(
  this: MatcherContextLike,
  received: unknown,
  expected: TurnExpectation,
  options?: MatcherOptions,
): ToolCallMatcherResult {
  return runMatcher(this, received, {
    name: 'toMatchTurn',
    expectation: expected,
    options,
    notWords: (verdict) => `the turn matched: ${describeCalls(verdict)}`,
  })
}
