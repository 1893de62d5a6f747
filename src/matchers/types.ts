import type { RunCallExpectation, RunExpectation, Times } from '../expect/run-types.js'
import type { CallExpectation, TurnExpectation } from '../expect/types.js'
import type { MatchOptions } from '../match/options.js'
import type { MatcherOptions, RunSnapshotOptions } from './matcher-options.js'
import type { NoLoopsOptions } from './to-have-no-loops.js'
import type { LangChainToolCall } from './to-have-tool-calls.js'
import type { ToolMessageExpectation } from './to-have-tool-messages.js'
import type { Plan } from './to-match-any-plan.js'

/**
 * The matchers, documented once; the Vitest and Jest augmentations extend this interface. Every matcher reads any
 * received shape (SDK objects, arrays, raw text), accepts `.not`, and takes the policies as its last argument.
 * Every matcher also accepts Trials (from `runTrials`): the assertion as written is judged on each trial, and the
 * option `trials` decides the verdict (`{ all: true }` by default).
 */
export interface ToolCallMatchers<R = unknown> {
  /** Exactly one call, matching `expected` (an extra call fails unless `{ extraCalls: 'allow' }`). */
  toMatchToolCall(expected: CallExpectation, options?: MatcherOptions): R
  /** The calls match `expected` in order. */
  toMatchToolCalls(expected: readonly CallExpectation[], options?: MatcherOptions): R
  /** The calls match `expected` as a multiset: any order, duplicates counted. */
  toMatchParallelCalls(expected: readonly CallExpectation[], options?: MatcherOptions): R
  /** Any acceptable plan matches (a plan is a turn expectation or a list of calls in order). */
  toMatchAnyPlan(plans: readonly Plan[], options?: MatcherOptions): R
  /** Any turn expectation, as JSON manifests write them: a call, `{ calls, order }`, `{ plans }`, `{ abstain: true }`… */
  toMatchTurn(expected: TurnExpectation, options?: MatcherOptions): R
  /** At least one call matches; other calls are allowed. */
  toContainToolCall(expected: CallExpectation, options?: MatcherOptions): R
  /** No call at all; a malformed call is not an abstention. */
  toAbstain(options?: MatcherOptions): R
  /** An Action IR CLARIFY decision, with these missing slots when given. */
  toClarify(missing?: readonly string[], options?: MatcherOptions): R
  /** An Action IR CONFIRM decision with these calls. */
  toConfirm(expected: readonly CallExpectation[], options?: MatcherOptions): R
  /** Exactly one call, to a declared tool, fitting its schema as written (aliases never applied; values not compared). */
  toBeValidToolCall(tools: object, options?: MatcherOptions): R
  /** At least one call, and every call is to a declared tool and fits its schema as written (aliases never applied). */
  toHaveValidToolCalls(tools: object, options?: MatcherOptions): R
  /** The whole run (a conversation, an SDK result with steps) meets a run expectation: steps, order, counts, never. */
  toMatchRun(expected: RunExpectation, options?: MatcherOptions): R
  /**
   * Some step called this tool (a name or a call expectation), `times` times when given — as the argument or as the
   * call expectation's own `times`, not both; others allowed. The arguments given are "at least these" (negated too)
   * unless the call expectation says `extraArguments: 'forbid'`.
   */
  toHaveCalledTool(tool: string | RunCallExpectation, times?: Times, options?: MatcherOptions): R
  /** These calls, in this order, others allowed between them (`in-order`). */
  toCallInOrder(expected: readonly (string | RunCallExpectation)[], options?: MatcherOptions): R
  /** The run's calls, in order across steps, are exactly these (as in `@langchain/core/testing`). */
  toHaveToolCalls(expected: readonly (RunCallExpectation | LangChainToolCall)[], options?: MatcherOptions): R
  /** The run made exactly `count` calls (as in `@langchain/core/testing`). */
  toHaveToolCallCount(count: number, options?: MatcherOptions): R
  /**
   * The run's tool messages (one for each call with a result, in the order of the calls) are as many as `expected`,
   * each with the fields its expectation gives — `content`, `tool_call_id`, `name`, `status` (as in
   * `@langchain/core/testing`). `content` is the result as read: text holding JSON is parsed, on both sides.
   */
  toHaveToolMessages(expected: readonly ToolMessageExpectation[], options?: MatcherOptions): R
  /**
   * The run does not loop: no call made more than `maxIdentical` times (default 2) with the same arguments and the
   * same result; no block of 2 to `cycles.maxPeriod` calls (default 3) repeated `cycles.minRepeats` times (default 3)
   * back to back. The options are those of `loops` in a run expectation, and the policies.
   */
  toHaveNoLoops(options?: NoLoopsOptions): R
  /**
   * The canonical calls equal the stored snapshot, written in the expectation language: loosen a field by hand
   * (`{"$rule": "casefold", "value": "Paris"}`) and later runs compare with that rule; `-u` keeps the rules that
   * still match. Provider-independent: switching SDKs or re-ordering keys never churns a snapshot.
   */
  toMatchToolCallSnapshot(hint?: string): R
  /** The same, stored inline in the test file. */
  toMatchToolCallInlineSnapshot(snapshot?: string): R
  /**
   * The whole run equals the stored run snapshot: a run expectation in plain JSON — steps of canonical calls, each
   * tool result as its shape (`{"$rule": "shape", "value": {"id": "string"}}`) unless `{ results: 'full' }`, status,
   * the final answer. Hand-edit it with rules (`fromResult`, an `order`, `times`, `extraSteps`…) and later runs
   * compare with them; `-u` keeps the rules that still match.
   */
  toMatchRunSnapshot(hint?: string): R
  toMatchRunSnapshot(options: RunSnapshotOptions, hint?: string): R
  /** The same, stored inline in the test file. */
  toMatchRunInlineSnapshot(snapshot?: string): R
  toMatchRunInlineSnapshot(options: RunSnapshotOptions, snapshot?: string): R
}

/** The asymmetric matchers added to `expect`. */
export interface ToolCallAsymmetricMatchers {
  /**
   * Equal to any received value holding exactly one call that matches `expected`. Throws the read failure on a
   * value it cannot read (so no negation passes on it); another party's message is simply not equal.
   */
  toolCall(expected: CallExpectation, options?: MatchOptions): unknown
  /** Equal to any received run that meets the run expectation `expected`; throws the read failure on an unreadable one. */
  toolRun(expected: RunExpectation, options?: MatchOptions): unknown
}
