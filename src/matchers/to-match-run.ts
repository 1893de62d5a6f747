import type { RunExpectation } from '../expect/run-types.js'
import type { MatchOptions } from '../match/options.js'
import type { MatcherContextLike, ToolCallMatcherResult } from './context.js'
import { describeRunCalls, runRunMatcher } from './run-run-matcher.js'

/** Passes when the whole run meets a run expectation (steps, a sequence mode, counts, never, results). */
export function toMatchRun(
  this: MatcherContextLike,
  received: unknown,
  expected: RunExpectation,
  options?: MatchOptions,
): ToolCallMatcherResult {
  return runRunMatcher(this, received, {
    name: 'toMatchRun',
    expectation: expected,
    options,
    notWords: (verdict) => `the run met the expectation (${describeRunCalls(verdict)})`,
  })
}
