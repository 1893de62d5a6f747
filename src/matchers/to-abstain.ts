import type { MatcherContextLike, ToolCallMatcherResult } from './context.js'
import type { MatcherOptions } from './matcher-options.js'
import { runMatcher } from './run-matcher.js'

/**
 * Passes when the response made no call at all (text only, an empty list, Action IR ABSTAIN). A malformed call is
 * not an abstention: it fails, and the message says why it could not be read; `.not.toAbstain()` passes on it.
 * Anything else that cannot be read (an unknown shape, someone else's message, a filtered response) fails both
 * `toAbstain()` and `.not.toAbstain()`.
 */
export function toAbstain(
  this: MatcherContextLike,
  received: unknown,
  options?: MatcherOptions,
): ToolCallMatcherResult {
  return runMatcher(this, received, {
    name: 'toAbstain',
    expectation: { abstain: true },
    expectedLabel: '',
    options,
    notWords: () => 'the response made no tool call',
    negationPassesOnBrokenCall: true,
  })
}
