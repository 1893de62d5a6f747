import type { RunCallExpectation, RunExpectation, Times } from '../expect/run-types.js'
import type { CallExpectation, TurnExpectation } from '../expect/types.js'
import type { MatchOptions } from '../match/options.js'
import type { RunSnapshotOptions } from '../snapshot/run/run-snapshot-options.js'
import type { LangChainToolCall } from './to-have-tool-calls.js'
import type { Plan } from './to-match-any-plan.js'

/**
 * The matchers, documented once; the Vitest and Jest augmentations extend this interface. Every matcher reads any
 * received shape (SDK objects, arrays, raw text), accepts `.not`, and takes the policies as its last argument.
 */
export interface ToolCallMatchers<R = unknown> {
  /** Exactly one call, matching `expected` (an extra call fails unless `{ extraCalls: 'allow' }`). */
  toMatchToolCall(expected: CallExpectation, options?: MatchOptions): R
  /** The calls match `expected` in order. */
  toMatchToolCalls(expected: readonly CallExpectation[], options?: MatchOptions): R
  /** The calls match `expected` as a multiset: any order, duplicates counted. */
  toMatchParallelCalls(expected: readonly CallExpectation[], options?: MatchOptions): R
  /** Any acceptable plan matches (a plan is a turn expectation or a list of calls in order). */
  toMatchAnyPlan(plans: readonly Plan[], options?: MatchOptions): R
  /** Any turn expectation, as JSON manifests write them: a call, `{ calls, order }`, `{ plans }`, `{ abstain: true }`… */
  toMatchTurn(expected: TurnExpectation, options?: MatchOptions): R
  /** At least one call matches; other calls are allowed. */
  toContainToolCall(expected: CallExpectation, options?: MatchOptions): R
  /** No call at all; a malformed call is not an abstention. */
  toAbstain(options?: MatchOptions): R
  /** An Action IR CLARIFY decision, with these missing slots when given. */
  toClarify(missing?: readonly string[], options?: MatchOptions): R
  /** An Action IR CONFIRM decision with these calls. */
  toConfirm(expected: readonly CallExpectation[], options?: MatchOptions): R
  /** Exactly one call, to a declared tool, fitting its schema as written (aliases never applied; values not compared). */
  toBeValidToolCall(tools: object, options?: MatchOptions): R
  /** At least one call, and every call is to a declared tool and fits its schema as written (aliases never applied). */
  toHaveValidToolCalls(tools: object, options?: MatchOptions): R
  /** The whole run (a conversation, an SDK result with steps) meets a run expectation: steps, order, counts, never. */
  toMatchRun(expected: RunExpectation, options?: MatchOptions): R
  /**
   * Some step called this tool (a name or a call expectation), `times` times when given — as the argument or as the
   * call expectation's own `times`, not both; others allowed. The arguments given are "at least these" (negated too)
   * unless the call expectation says `extraArguments: 'forbid'`.
   */
  toHaveCalledTool(tool: string | RunCallExpectation, times?: Times, options?: MatchOptions): R
  /** These calls, in this order, others allowed between them (`in-order`). */
  toCallInOrder(expected: readonly (string | RunCallExpectation)[], options?: MatchOptions): R
  /** The run's calls, in order across steps, are exactly these (as in `@langchain/core/testing`). */
  toHaveToolCalls(expected: readonly (RunCallExpectation | LangChainToolCall)[], options?: MatchOptions): R
  /** The run made exactly `count` calls (as in `@langchain/core/testing`). */
  toHaveToolCallCount(count: number, options?: MatchOptions): R
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
