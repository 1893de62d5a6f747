import type { RunCallExpectation, Times } from '../expect/run-types.js'
import type { MatchOptions } from '../match/options.js'
import type { MatcherContextLike, ToolCallMatcherResult } from './context.js'
import { describeRunCalls, runRunMatcher } from './run-run-matcher.js'

/**
 * Passes when some step of the run called `tool` (a name, or a call expectation with arguments), `times` times
 * when given (a number or `{ min, max }`); other calls are allowed. `.not.toHaveCalledTool('delete_account')`: never.
 */
export function toHaveCalledTool(
  this: MatcherContextLike,
  received: unknown,
  tool: string | RunCallExpectation,
  times?: Times,
  options?: MatchOptions,
): ToolCallMatcherResult {
  const call = typeof tool === 'string' ? { name: tool } : tool
  return runRunMatcher(this, received, {
    name: 'toHaveCalledTool',
    expectation: { calls: [{ ...call, times: times ?? { min: 1 } }], order: 'superset' },
    options,
    expectedLabel: times === undefined ? 'tool' : 'tool, times',
    notWords: (verdict) => describeRunCalls(verdict),
  })
}
