import { usageArray } from './arguments.js'
import type { MatcherContextLike, ToolCallMatcherResult } from './context.js'
import type { MatcherOptions } from './matcher-options.js'
import { runMatcher } from './run-matcher.js'

/** Passes on an Action IR CLARIFY decision; with `missing`, the missing slots must be these (as a set). */
export function toClarify(
  this: MatcherContextLike,
  received: unknown,
  missing?: readonly string[],
  options?: MatcherOptions,
): ToolCallMatcherResult {
  return runMatcher(this, received, {
    name: 'toClarify',
    expectation: { clarify: missing === undefined ? true : usageArray('missing', missing) },
    expectedLabel: missing === undefined ? '' : 'missing',
    options,
    notWords: () => 'the response asked to clarify',
  })
}
