import fc from 'fast-check'
import { expect } from 'vitest'
import type { CallExpectation, TurnExpectation } from '../../../src/expect/types.js'
import { match } from '../../../src/match/match.js'
import type { MatchOptions } from '../../../src/match/options.js'
import { meaninglessOptions } from '../../../src/matchers/check-matcher-options.js'
import {
  type MatcherContextLike,
  matchers,
  type ToolCallMatcherResult,
  toolCall,
  UnreadableValueError,
} from '../../../src/matchers/index.js'
import { onlySchemaRefusedTurn } from '../../../src/matchers/only-schema-refused.js'
import { isBrokenCall } from '../../../src/read/broken-call.js'
import { MatcherUsageError } from '../../../src/usage-error.js'
import { turnExpectation } from '../arbitraries/expectation.js'
import { matchOptions, materialize, received } from '../arbitraries/received.js'
import { FUZZ_TOOLS as tools } from '../arbitraries/tools.js'
import { ensure, invariant } from '../support.js'
import { readingOf } from './fast-route.js'

type Name = keyof typeof matchers
type RawMatcher = (this: MatcherContextLike, received: unknown, ...rest: unknown[]) => ToolCallMatcherResult

/** Contexts as the runners give them: none, `.not`, Vitest printing the diff, colours. */
const CONTEXTS: readonly MatcherContextLike[] = [
  {},
  { isNot: true },
  { diffPrinting: 'runner' },
  { diffPrinting: 'runner', isNot: true, promise: 'rejects' },
  {
    utils: {
      matcherHint: (name) => `hint ${name}`,
      EXPECTED_COLOR: (text) => `<${text}>`,
      RECEIVED_COLOR: (text) => `[${text}]`,
      DIM_COLOR: (text) => text,
    },
  },
]

/** One matcher call an expectation amounts to: the matcher's name, its arguments, and the equivalent expectation. */
interface MatcherCall {
  name: Name
  args: unknown[]
  /** The turn expectation and options `match` must agree with; `undefined` for the validity matchers. */
  same: { expectation: TurnExpectation; options: MatchOptions } | undefined
  /** Options the matcher sets itself, whatever the test gives (`toContainToolCall` allows other calls). */
  fixed?: MatchOptions
}

/** The matcher calls that say what `expectation` says (every form has its matcher), plus the validity matchers. */
function callsFor(expectation: TurnExpectation, options: MatchOptions): MatcherCall[] {
  return everyCallFor(expectation, options).map((call) => {
    // An option that means nothing for a matcher is a usage error: each matcher is given only the others.
    const refused = meaninglessOptions(call.name)
    const keep = (given: MatchOptions) =>
      Object.fromEntries(Object.entries(given).filter(([key]) => !(key in refused))) as MatchOptions
    // What the test gave is dropped; what the matcher means itself (toContainToolCall's extraCalls: 'allow') stays.
    return {
      ...call,
      args: call.args.map((arg) => (arg === options ? keep(options) : arg)),
      same:
        call.same === undefined
          ? undefined
          : { ...call.same, options: { ...keep(call.same.options), ...call.fixed } },
    }
  })
}

function everyCallFor(expectation: TurnExpectation, options: MatchOptions): MatcherCall[] {
  const same = (expected: TurnExpectation, given = options) => ({ expectation: expected, options: given })
  const out: MatcherCall[] = [{ name: 'toMatchTurn', args: [expectation, options], same: same(expectation) }]
  if ('name' in expectation) {
    const call = expectation as CallExpectation
    out.push({ name: 'toMatchToolCall', args: [call, options], same: same(call) })
    const fixed = { extraCalls: 'allow' as const }
    out.push({
      name: 'toContainToolCall',
      args: [call, options],
      same: same(call, { ...options, ...fixed }),
      fixed,
    })
  } else if ('calls' in expectation) {
    const parallel = expectation.order === 'parallel'
    out.push({
      name: parallel ? 'toMatchParallelCalls' : 'toMatchToolCalls',
      args: [expectation.calls, options],
      same: same({ calls: expectation.calls, order: parallel ? 'parallel' : 'serial' }),
    })
  } else if ('plans' in expectation) {
    out.push({ name: 'toMatchAnyPlan', args: [expectation.plans, options], same: same(expectation) })
  } else if ('abstain' in expectation) {
    out.push({ name: 'toAbstain', args: [options], same: same(expectation) })
  } else if ('clarify' in expectation) {
    const missing = expectation.clarify === true ? undefined : expectation.clarify
    out.push({ name: 'toClarify', args: [missing, options], same: same(expectation) })
  } else if ('confirm' in expectation && expectation.order !== 'parallel') {
    out.push({ name: 'toConfirm', args: [expectation.confirm, options], same: same(expectation) })
  }
  out.push({ name: 'toBeValidToolCall', args: [tools, options], same: undefined })
  out.push({ name: 'toHaveValidToolCalls', args: [tools, options], same: undefined })
  return out
}

function runRaw(call: MatcherCall, context: MatcherContextLike, value: unknown): ToolCallMatcherResult {
  return (matchers[call.name] as RawMatcher).call(context, value, ...call.args)
}

/** Asserts through Vitest's `expect`; true when it threw an assertion failure (anything else is rethrown). */
function failsInVitest(call: MatcherCall, value: unknown, not: boolean): boolean {
  const assertion = (not ? expect(value).not : expect(value)) as unknown as Record<
    Name,
    (...args: unknown[]) => void
  >
  try {
    assertion[call.name]!(...call.args)
    return false
  } catch (error) {
    ensure(!(error instanceof MatcherUsageError), `${call.name} threw a usage error on a valid expectation`)
    ensure(
      error instanceof Error && error.message.includes(call.name),
      () => `${call.name} threw ${String(error)}`,
    )
    return true
  }
}

/** Registers the raw matchers with Vitest unless the setup entry (or an earlier call) did. */
export function registerMatchers(): void {
  if (!Object.hasOwn(expect, 'toMatchTurn')) expect.extend(matchers)
}

/**
 * Every matcher, raw (in every context) and through Vitest's `expect` (with and without `.not`), never throws on
 * received input; its message is a string; `pass` is what `match` says of the same expectation; Vitest fails the
 * assertion exactly when it should; `expect.toolCall` agrees with `toMatchToolCall`.
 */
export const matchersInvariant = invariant(
  'matchers: never throw, messages render, agree with match, raw and through expect',
  6,
  fc.tuple(received, turnExpectation(), matchOptions, fc.nat(CONTEXTS.length - 1)),
  ([input, expectation, options, contextIndex]) => {
    registerMatchers()
    // A value that cannot be read fails every matcher negated or not; `.not.toAbstain()` passes on a broken call.
    const failure = match(materialize(input), { abstain: true }, options).failure
    // A Proxy whose traps start throwing after so many calls answers each route by how often it was read before
    // (see `readingOf`): such a value is held to never throwing and to words that render, not to agreement.
    const counted = readingOf(input) === 'counted'
    for (const call of callsFor(expectation, options)) {
      const context = CONTEXTS[contextIndex]!
      const result = runRaw(call, context, materialize(input))
      ensure(typeof result.pass === 'boolean', `${call.name}: pass is not a boolean`)
      ensure(typeof result.message() === 'string', `${call.name}: message is not a string`)
      if (counted) continue
      const notPasses = call.name === 'toAbstain' && failure !== undefined && isBrokenCall(failure)
      // Negated, a matcher also fails when only a tool's schema kept the calls from matching.
      const engine =
        call.same === undefined
          ? undefined
          : match(materialize(input), call.same.expectation, call.same.options)
      const refused =
        call.same !== undefined &&
        engine !== undefined &&
        onlySchemaRefusedTurn(materialize(input), call.same.expectation, call.same.options, engine)
      const failsNegated = (failure !== undefined && !notPasses) || refused
      const positive = context.isNot === true && failsNegated ? false : result.pass
      if (engine !== undefined)
        ensure(positive === engine.pass, `${call.name} says ${positive}, match says ${engine.pass}`)
      ensure(failsInVitest(call, materialize(input), false) === !positive, `${call.name}: expect disagrees`)
      ensure(
        failsInVitest(call, materialize(input), true) === (positive || failsNegated),
        `${call.name}: expect.not disagrees`,
      )
      if (call.name === 'toMatchToolCall') {
        // On a value it cannot read (but another party's message) it throws the read failure.
        let asymmetric: boolean | 'threw'
        try {
          asymmetric = toolCall(call.args[0] as CallExpectation, options).asymmetricMatch(materialize(input))
        } catch (error) {
          ensure(error instanceof UnreadableValueError, () => `expect.toolCall threw ${String(error)}`)
          asymmetric = 'threw'
        }
        const unreadable = failure !== undefined && failure.kind !== 'not_model_output'
        ensure(
          asymmetric === (unreadable ? 'threw' : positive),
          'expect.toolCall disagrees with toMatchToolCall',
        )
      }
    }
  },
)
