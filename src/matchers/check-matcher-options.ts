import { guardReading } from '../expect/guard-reading.js'
import type { MatchOptions } from '../match/options.js'
import { RUN_EXTRA_CALLS } from '../match/run/refuse-extra-calls.js'
import { MatcherUsageError } from '../usage-error.js'

type Why = Partial<Record<keyof MatchOptions, string>>

const NO_CALL_EXPECTED: Why = {
  extraArguments: 'it expects no call, so no arguments are compared',
  extraCalls: 'it expects no call: any call fails it',
  tools: 'it expects no call, so no call is compared or validated',
  validation: 'it expects no call, so no call is validated',
}
const VALIDATES: Why = {
  tools: 'the tools are its first argument',
  validation: "it checks each call against the schema as written ('as_sent')",
  extraArguments:
    'it compares no arguments with an expectation: the schema says which arguments a tool takes',
}

/**
 * The options that mean nothing for a matcher, and why: the matcher fixes that policy itself, or compares nothing
 * it would govern. Given anyway, they would seem to tighten or loosen the assertion and change nothing.
 */
const MEANINGLESS: Readonly<Record<string, Why>> = {
  toContainToolCall: { extraCalls: 'other calls are always allowed: it passes when one call matches' },
  toAbstain: NO_CALL_EXPECTED,
  toClarify: {
    extraArguments: 'a clarification has no arguments to compare',
    extraCalls: 'a clarification is judged by its decision and missing slots, not by calls',
  },
  toBeValidToolCall: VALIDATES,
  toHaveValidToolCalls: { ...VALIDATES, extraCalls: 'every call is checked' },
  toMatchRun: { extraCalls: RUN_EXTRA_CALLS },
  'expect.toolRun': { extraCalls: RUN_EXTRA_CALLS },
  toHaveCalledTool: {
    extraCalls: `other calls are always allowed (order 'superset'); ${RUN_EXTRA_CALLS}`,
    extraArguments:
      "its arguments are at least these; write extraArguments: 'forbid' in the call expectation for the exact set",
  },
  toCallInOrder: {
    extraCalls: `other calls are always allowed, between the listed ones and around them (order 'in-order'); ${RUN_EXTRA_CALLS}`,
  },
  toHaveToolCalls: {
    extraCalls: `the calls are exactly these (order 'exact'); ${RUN_EXTRA_CALLS}`,
  },
  toHaveToolCallCount: {
    extraCalls: 'it counts every call',
    extraArguments: 'it compares no arguments',
  },
  toHaveToolMessages: {
    extraCalls: 'it compares the tool messages one by one: their number must equal the expected number',
    extraArguments: 'it compares no arguments: a tool message holds what the tool returned',
    tools: 'it compares what the tools returned, and no call is validated',
    validation: 'it compares what the tools returned, and no call is validated',
  },
  toHaveNoLoops: {
    extraCalls: 'it compares the calls with each other, not with a list',
    extraArguments: 'it compares no arguments with an expectation: ignoreArguments leaves keys out',
  },
}

/** The options that mean nothing for `matcher`, with the reason (for tests and documentation). */
export function meaninglessOptions(matcher: string): Why {
  return MEANINGLESS[matcher] ?? {}
}

/**
 * Throws a `MatcherUsageError` for an option given to `matcher` (not `undefined`) that means nothing for it,
 * saying why: `toContainToolCall(call, { extraCalls: 'forbid' })` would read as "no other call" and check nothing
 * of the kind. Anything else about the options (not an object, an unknown key) is for their normalisation to say.
 */
export function checkMatcherOptions(matcher: string, options: unknown): void {
  const why = MEANINGLESS[matcher]
  if (why === undefined || typeof options !== 'object' || options === null) return
  guardReading(options, ['options'], () => {
    for (const [key, reason] of Object.entries(why)) {
      if ((options as Record<string, unknown>)[key] !== undefined)
        throw new MatcherUsageError(['options', key], `${key} means nothing for ${matcher}: ${reason}`)
    }
  })
}
