import { toAbstain } from './to-abstain.js'
import { toBeValidToolCall } from './to-be-valid-tool-call.js'
import { toCallInOrder } from './to-call-in-order.js'
import { toClarify } from './to-clarify.js'
import { toConfirm } from './to-confirm.js'
import { toContainToolCall } from './to-contain-tool-call.js'
import { toHaveCalledTool } from './to-have-called-tool.js'
import { toHaveNoLoops } from './to-have-no-loops.js'
import { toHaveToolCallCount } from './to-have-tool-call-count.js'
import { toHaveToolCalls } from './to-have-tool-calls.js'
import { toHaveToolMessages } from './to-have-tool-messages.js'
import { toHaveValidToolCalls } from './to-have-valid-tool-calls.js'
import { toMatchAnyPlan } from './to-match-any-plan.js'
import { toMatchParallelCalls } from './to-match-parallel-calls.js'
import { toMatchRun } from './to-match-run.js'
import { toMatchRunInlineSnapshot } from './to-match-run-inline-snapshot.js'
import { toMatchRunSnapshot } from './to-match-run-snapshot.js'
import { toMatchToolCall } from './to-match-tool-call.js'
import { toMatchToolCallInlineSnapshot } from './to-match-tool-call-inline-snapshot.js'
import { toMatchToolCallSnapshot } from './to-match-tool-call-snapshot.js'
import { toMatchToolCalls } from './to-match-tool-calls.js'
import { toMatchTurn } from './to-match-turn.js'

export type { DiffPrinting, MatcherContextLike, ToolCallMatcherResult } from './context.js'
export type { MatcherOptions } from './matcher-options.js'
export type { ToolMessageExpectation, ToolMessageStatus } from './to-have-tool-messages.js'
export type { Plan } from './to-match-any-plan.js'
export { ToolCallMatcher, toolCall } from './tool-call.js'
export { ToolRunMatcher, toolRun } from './tool-run.js'
export type { ToolCallMatchers } from './types.js'
export { UnreadableValueError } from './unreadable-value-error.js'

/**
 * Every matcher, for `expect.extend(matchers)` in either runner or with the standalone `expect` package. Each reads
 * any received shape, accepts `.not`, and puts its diff in the message (the Vitest setup entry lets Vitest print the
 * diff instead). The snapshot matchers here only throw a usage error: the setup entries replace them with the
 * ones on the runner's snapshot store.
 */
export const matchers = {
  toMatchToolCall,
  toMatchToolCalls,
  toMatchParallelCalls,
  toMatchAnyPlan,
  toMatchTurn,
  toContainToolCall,
  toAbstain,
  toClarify,
  toConfirm,
  toBeValidToolCall,
  toHaveValidToolCalls,
  toMatchToolCallSnapshot,
  toMatchToolCallInlineSnapshot,
  toMatchRun,
  toMatchRunSnapshot,
  toMatchRunInlineSnapshot,
  toHaveCalledTool,
  toCallInOrder,
  toHaveToolCalls,
  toHaveToolCallCount,
  toHaveToolMessages,
  toHaveNoLoops,
}
