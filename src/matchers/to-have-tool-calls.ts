import type { RunCallExpectation } from '../expect/run-types.js'
import { usageArray } from './arguments.js'
import type { MatcherContextLike, ToolCallMatcherResult } from './context.js'
import type { MatcherOptions } from './matcher-options.js'
import { describeRunCalls, runRunMatcher } from './run-run-matcher.js'

/** A call as `@langchain/core/testing` writes it: `name`, `id` and `args`, each optional. */
export interface LangChainToolCall {
  readonly name?: string | undefined
  readonly id?: string | undefined
  readonly args?: RunCallExpectation['arguments']
}

/** Either spelling: ours (`arguments`), or LangChain's (`args`, and no name meaning any tool). */
function ours(call: RunCallExpectation | LangChainToolCall): RunCallExpectation {
  if (typeof call !== 'object' || call === null || !('args' in call || !('name' in call)))
    return call as RunCallExpectation
  const { args, ...rest } = call as LangChainToolCall
  return { name: '*', ...rest, ...(args === undefined ? {} : { arguments: args }) } as RunCallExpectation
}

/**
 * Passes when the run's calls, in order across steps, are exactly these (the name and the `{ name, id, args }`
 * form of `@langchain/core/testing`; ours also reads serialised messages and every other run format).
 */
export function toHaveToolCalls(
  this: MatcherContextLike,
  received: unknown,
  expected: readonly (RunCallExpectation | LangChainToolCall)[],
  options?: MatcherOptions,
): ToolCallMatcherResult {
  return runRunMatcher(this, received, {
    name: 'toHaveToolCalls',
    expectation: { calls: usageArray('expected', expected).map(ours), order: 'exact' },
    options,
    notWords: (verdict) => `the calls were exactly these: ${describeRunCalls(verdict)}`,
  })
}
