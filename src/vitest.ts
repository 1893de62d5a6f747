/**
 * Vitest setup entry: `setupFiles: ['expect-tool-calls/vitest']` registers every matcher and `expect.toolCall`, and
 * brings their types. Vitest prints the diff itself from `actual`/`expected`, so messages leave it out. Each graded
 * assertion also records its verdict in the test's metadata, for `expect-tool-calls/reporter`.
 */
// Kept in the built .d.ts: `declare module` below merges only with a module the program has loaded.
/// <reference types="vitest" preserve="true" />
import { expect } from 'vitest'
import type { RunExpectation } from './expect/run-types.js'
import type { CallExpectation } from './expect/types.js'
import type { MatchOptions } from './match/options.js'
import {
  type MatcherContextLike,
  matchers,
  ToolCallMatcher,
  type ToolCallMatcherResult,
  ToolRunMatcher,
  toolCall,
  toolRun,
} from './matchers/index.js'
import type { ListeningContext } from './matchers/run-matcher.js'
import type { ToolCallAsymmetricMatchers, ToolCallMatchers } from './matchers/types.js'
import { type RecorderState, recordVerdict } from './reporter/record-verdict.js'
import type { ToolCallTaskMeta } from './reporter/tool-call-record.js'
import {
  toMatchRunInlineSnapshot,
  toMatchRunSnapshot,
  toMatchToolCallInlineSnapshot,
  toMatchToolCallSnapshot,
} from './snapshot/vitest.js'

type Matcher = (this: MatcherContextLike, received: unknown, ...rest: unknown[]) => ToolCallMatcherResult

const withRunnerDiff = Object.fromEntries(
  Object.entries(matchers as Record<string, Matcher>).map(([name, matcher]) => [
    name,
    function (this: MatcherContextLike & RecorderState, received: unknown, ...rest: unknown[]) {
      const context: ListeningContext = Object.create(this)
      context.diffPrinting = 'runner'
      // For `expect-tool-calls/reporter`: the verdict and its graded axes go into the test's metadata.
      context.onVerdict = (outcome) => recordVerdict(this, outcome)
      return matcher.call(context, received, ...rest)
    },
  ]),
)

expect.extend({
  ...withRunnerDiff,
  toMatchToolCallSnapshot,
  toMatchToolCallInlineSnapshot,
  toMatchRunSnapshot,
  toMatchRunInlineSnapshot,
})
Object.assign(expect, { toolCall, toolRun })
Object.assign(expect.not, {
  toolCall: (expected: CallExpectation, options?: MatchOptions) =>
    new ToolCallMatcher(expected, options, true),
  toolRun: (expected: RunExpectation, options?: MatchOptions) => new ToolRunMatcher(expected, options, true),
})

declare module 'vitest' {
  // biome-ignore lint/suspicious/noExplicitAny: Vitest's own declaration uses `any` here; the parameter must match.
  interface Assertion<T = any> extends ToolCallMatchers<T> {}
  interface AsymmetricMatchersContaining extends ToolCallAsymmetricMatchers {}
  interface ExpectStatic extends ToolCallAsymmetricMatchers {}
  interface TaskMeta extends ToolCallTaskMeta {}
}
