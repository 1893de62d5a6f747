/**
 * Vitest setup entry: `setupFiles: ['expect-tool-calls/vitest']` registers every matcher and `expect.toolCall`, and
 * brings their types. Vitest prints the diff itself from `actual`/`expected`, so messages leave it out.
 */
// Kept in the built .d.ts: `declare module` below merges only with a module the program has loaded.
/// <reference types="vitest" preserve="true" />
import { expect } from 'vitest'
import type { CallExpectation } from './expect/types.js'
import type { MatchOptions } from './match/options.js'
import {
  type MatcherContextLike,
  matchers,
  ToolCallMatcher,
  type ToolCallMatcherResult,
  toolCall,
} from './matchers/index.js'
import type { ToolCallAsymmetricMatchers, ToolCallMatchers } from './matchers/types.js'
import { toMatchToolCallInlineSnapshot, toMatchToolCallSnapshot } from './snapshot/vitest.js'

type Matcher = (this: MatcherContextLike, received: unknown, ...rest: unknown[]) => ToolCallMatcherResult

const withRunnerDiff = Object.fromEntries(
  Object.entries(matchers as Record<string, Matcher>).map(([name, matcher]) => [
    name,
    function (this: MatcherContextLike, received: unknown, ...rest: unknown[]) {
      const context: MatcherContextLike = Object.create(this)
      context.diffPrinting = 'runner'
      return matcher.call(context, received, ...rest)
    },
  ]),
)

expect.extend({ ...withRunnerDiff, toMatchToolCallSnapshot, toMatchToolCallInlineSnapshot })
Object.assign(expect, { toolCall })
Object.assign(expect.not, {
  toolCall: (expected: CallExpectation, options?: MatchOptions) =>
    new ToolCallMatcher(expected, options, true),
})

declare module 'vitest' {
  // biome-ignore lint/suspicious/noExplicitAny: Vitest's own declaration uses `any` here; the parameter must match.
  interface Assertion<T = any> extends ToolCallMatchers<T> {}
  interface AsymmetricMatchersContaining extends ToolCallAsymmetricMatchers {}
  interface ExpectStatic extends ToolCallAsymmetricMatchers {}
}
