/**
 * What `expect-tool-calls/vitest` does when Vitest loads it: every matcher, `expect.toolCall` and `expect.toolRun`
 * on Vitest's `expect`. Apart from the setup entry so that the built package loads it as a chunk of its own (see
 * `vitest.ts`).
 */
import { expect } from 'vitest'
import { extendExpect } from './matchers/extend-expect.js'
import { type MatcherContextLike, matchers, type ToolCallMatcherResult } from './matchers/index.js'
import type { TrialsListeningContext } from './matchers/on-trials.js'
import type { ListeningContext } from './matchers/run-matcher.js'
import { recordTrials } from './reporter/record-trials.js'
import { type RecorderState, recordVerdict } from './reporter/record-verdict.js'
import {
  toMatchRunInlineSnapshot,
  toMatchRunSnapshot,
  toMatchToolCallInlineSnapshot,
  toMatchToolCallSnapshot,
} from './snapshot/vitest.js'

type Matcher = (this: MatcherContextLike, received: unknown, ...rest: unknown[]) => ToolCallMatcherResult

/**
 * Registers the matchers on Vitest's `expect`. Vitest prints the diff itself from `actual`/`expected`, so messages
 * leave it out; each graded assertion also records its verdict in the test's metadata, for
 * `expect-tool-calls/reporter`.
 */
export function registerOnVitest(): void {
  const withRunnerDiff = Object.fromEntries(
    Object.entries(matchers as Record<string, Matcher>).map(([name, matcher]) => [
      name,
      function (this: MatcherContextLike & RecorderState, received: unknown, ...rest: unknown[]) {
        const context: ListeningContext & TrialsListeningContext = Object.create(this)
        context.diffPrinting = 'runner'
        // For `expect-tool-calls/reporter`: the verdict and its graded axes go into the test's metadata (a call
        // matcher's graded as `score` does, a run matcher's as `scoreRun` does).
        context.onVerdict = (outcome) => recordVerdict(this, outcome)
        // Assertions on Trials: their counts and label, for the reporter's flaky marks.
        context.onTrials = (outcome) => recordTrials(this, outcome)
        return matcher.call(context, received, ...rest)
      },
    ]),
  )

  extendExpect(expect, {
    ...withRunnerDiff,
    toMatchToolCallSnapshot,
    toMatchToolCallInlineSnapshot,
    toMatchRunSnapshot,
    toMatchRunInlineSnapshot,
  })
}
