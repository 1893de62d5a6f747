import { normalizeMatchOptions } from '../match/options.js'
import { checkMatcherOptions } from './check-matcher-options.js'
import type { MatcherContextLike, ToolCallMatcherResult } from './context.js'
import type { MatcherOptions } from './matcher-options.js'
import { type Judged, onTrials } from './on-trials.js'
import { compileToolMessages, type ToolMessageExpectation } from './tool-messages/compile-tool-messages.js'
import {
  describeToolMessagesFailure,
  describeToolMessagesPass,
} from './tool-messages/describe-tool-messages.js'
import { matchToolMessages } from './tool-messages/match-tool-messages.js'

export type { ToolMessageExpectation, ToolMessageStatus } from './tool-messages/compile-tool-messages.js'

const NAME = 'toHaveToolMessages'

/**
 * Passes when the run's tool messages — one for each call with a result, in the order of the calls — are as many as
 * `expected` and each has the fields its expectation gives (`content`, `tool_call_id`, `name`, `status`; plain
 * values, rules or asymmetric matchers), as `toHaveToolMessages` of `@langchain/core/testing` means it; ours reads
 * every run format. `content` is the result as read: text holding JSON is parsed, on both sides. An unreadable run
 * fails, negated or not.
 */
export function toHaveToolMessages(
  this: MatcherContextLike,
  received: unknown,
  expected: readonly ToolMessageExpectation[],
  options?: MatcherOptions,
): ToolCallMatcherResult {
  return onTrials(this, received, { name: NAME }, options, (context, value, given) =>
    judge(context, value, expected, given),
  )
}

/** The matcher on one received value: the words after the hint line, and whether the run was read. */
function judge(
  context: MatcherContextLike,
  received: unknown,
  expected: readonly ToolMessageExpectation[],
  given: MatcherOptions | undefined,
): Judged {
  checkMatcherOptions(NAME, given)
  const options = normalizeMatchOptions(given)
  const verdict = matchToolMessages(received, compileToolMessages(expected, options), options)
  const unreadable = !('run' in verdict)
  if (verdict.pass)
    return {
      pass: true,
      body: () => `Expected no match, but ${describeToolMessagesPass(verdict)}`,
      unreadable,
    }
  // Written when first read: under `.not` a failed match passes, and its message is never shown.
  let written: string | undefined
  const body = () => {
    written ??= describeToolMessagesFailure(verdict)
    return written
  }
  // An unreadable run fails `.not` too: Jest's convention for a value a matcher cannot check.
  return { pass: unreadable && context.isNot === true, body, unreadable }
}
