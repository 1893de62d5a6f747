import { guardReading } from '../expect/guard-reading.js'
import type { LoopOptions } from '../expect/run-types.js'
import type { MatchOptions } from '../match/options.js'
import { MatcherUsageError } from '../usage-error.js'
import type { MatcherContextLike, ToolCallMatcherResult } from './context.js'
import { runRunMatcher } from './run-run-matcher.js'

/** The options `toHaveNoLoops` takes: what counts as a loop (as `loops` in a run expectation), and the policies. */
export type NoLoopsOptions = LoopOptions & MatchOptions

const LOOP_KEYS = ['maxIdentical', 'ignoreArguments', 'cycles'] as const

/**
 * Passes when the run does not loop: no call made more than `maxIdentical` times (default 2) with the same arguments
 * and the same result, no block of 2 to `cycles.maxPeriod` calls (default 3) repeated `cycles.minRepeats` times
 * (default 3) back to back — the run expectation `{ loops: options }`. A run with no calls passes.
 */
export function toHaveNoLoops(
  this: MatcherContextLike,
  received: unknown,
  options?: NoLoopsOptions,
): ToolCallMatcherResult {
  const { loops, match } = split(options)
  return runRunMatcher(this, received, {
    name: 'toHaveNoLoops',
    expectation: { loops },
    options: match,
    expectedLabel: options === undefined ? '' : 'options',
    notWords: (verdict) => {
      const calls = verdict.run?.steps.reduce((sum, step) => sum + step.calls.length, 0) ?? 0
      return `the run does not loop (${calls} call${calls === 1 ? '' : 's'})`
    },
  })
}

/** The loop options apart from the policies (anything else is the policies' to accept or refuse). */
function split(options: NoLoopsOptions | undefined): { loops: LoopOptions; match: MatchOptions | undefined } {
  if (options === undefined) return { loops: {}, match: undefined }
  if (typeof options !== 'object' || options === null)
    throw new MatcherUsageError(['options'], 'options must be an object')
  return guardReading(options, ['options'], () => {
    const loops: Record<string, unknown> = {}
    const match: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(options))
      if ((LOOP_KEYS as readonly string[]).includes(key)) loops[key] = value
      else match[key] = value
    return {
      loops: loops as LoopOptions,
      match: Object.keys(match).length === 0 ? undefined : (match as MatchOptions),
    }
  })
}
