import type { RunExpectation } from '../expect/run-types.js'
import type { MatcherContextLike, ToolCallMatcherResult } from './context.js'
import type { MatcherOptions } from './matcher-options.js'
import { describeRunCalls, runRunMatcher } from './run-run-matcher.js'

/** Passes when the whole run meets a run expectation (steps, a sequence mode, counts, never, results). */
export function toMatchRun(
  this: MatcherContextLike,
  received: unknown,
  expected: RunExpectation,
  options?: MatcherOptions,
): ToolCallMatcherResult {
  return runRunMatcher(this, received, {
    name: 'toMatchRun',
    expectation: expected,
    options,
    notWords: (verdict) => `the run met the expectation (${describeRunCalls(verdict)})`,
  })
}
