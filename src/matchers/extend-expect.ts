import type { RunExpectation } from '../expect/run-types.js'
import type { CallExpectation } from '../expect/types.js'
import type { MatchOptions } from '../match/options.js'
import { ToolCallMatcher, toolCall } from './tool-call.js'
import { ToolRunMatcher, toolRun } from './tool-run.js'

/** The part of a runner's `expect` the setup entries touch (Vitest's and Jest's both have it). */
export interface ExtendableExpect {
  extend(matchers: object): void
  not: object
}

/**
 * What both setup entries do to their runner's `expect`: registers `matchers` (each runner's own set: its
 * snapshot matchers, and how diffs are printed), and adds `expect.toolCall`, `expect.toolRun` and their `.not`
 * forms.
 */
export function extendExpect(expect: ExtendableExpect, matchers: object): void {
  expect.extend(matchers)
  Object.assign(expect, { toolCall, toolRun })
  Object.assign(expect.not, {
    toolCall: (expected: CallExpectation, options?: MatchOptions) =>
      new ToolCallMatcher(expected, options, true),
    toolRun: (expected: RunExpectation, options?: MatchOptions) =>
      new ToolRunMatcher(expected, options, true),
  })
}
