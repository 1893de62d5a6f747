import type { MatcherContextLike, ToolCallMatcherResult } from './context.js'
import type { MatcherOptions } from './matcher-options.js'
import { describeCalls, runMatcher } from './run-matcher.js'

/**
 * Passes when the response made at least one call and every call is to a declared tool and fits its schema as
 * written (a tool's `compare` aliases never applied, as for `toBeValidToolCall`).
 */
export function toHaveValidToolCalls(
  this: MatcherContextLike,
  received: unknown,
  tools: object,
  options?: MatcherOptions,
): ToolCallMatcherResult {
  return runMatcher(this, received, {
    name: 'toHaveValidToolCalls',
    expectation: { name: '*' },
    expectedLabel: 'tools',
    options,
    fixed: { tools, extraCalls: 'allow', validation: 'as_sent' },
    diff: false,
    judgesValidity: true,
    notWords: (verdict) => `every call is valid: ${describeCalls(verdict)}`,
  })
}
