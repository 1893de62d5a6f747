import type { MatcherContextLike, ToolCallMatcherResult } from './context.js'
import type { MatcherOptions } from './matcher-options.js'
import { describeCalls, runMatcher } from './run-matcher.js'

/**
 * Passes when the response made exactly one call, to a declared tool, with arguments that fit its schema: "did the
 * model produce a callable request". The schema is checked as written: an alias a tool's `compare` rule declares is
 * an equivalence for matching, not a value the tool accepts. The values are not compared with any expectation.
 */
export function toBeValidToolCall(
  this: MatcherContextLike,
  received: unknown,
  tools: object,
  options?: MatcherOptions,
): ToolCallMatcherResult {
  return runMatcher(this, received, {
    name: 'toBeValidToolCall',
    expectation: { name: '*' },
    expectedLabel: 'tools',
    options,
    fixed: { tools, validation: 'as_sent' },
    diff: false,
    judgesValidity: true,
    notWords: (verdict) => `the call is valid: ${describeCalls(verdict)}`,
  })
}
