import fc from 'fast-check'
import { compileCachedTurn } from '../../../src/expect/compile-cache.js'
import type { TurnExpectation } from '../../../src/expect/types.js'
import { decide, decideFull } from '../../../src/match/decide.js'
import { decideFast, type FastAnswer } from '../../../src/match/fast/decide-fast.js'
import { match, matchFull } from '../../../src/match/match.js'
import { type MatchOptions, normalizeMatchOptions } from '../../../src/match/options.js'
import { readCalls } from '../../../src/read/read-calls.js'
import { MatcherUsageError } from '../../../src/usage-error.js'
import { callExpectation, turnExpectation } from '../arbitraries/expectation.js'
import {
  matchOptions,
  materialize,
  type Received,
  readable,
  received,
  sharedCalls,
} from '../arbitraries/received.js'
import { buildWire, noise } from '../arbitraries/wire.js'
import { expectationFrom } from '../expectation-from.js'
import { ensure, ensureSame, invariant, readOptionsOf, snapshot, usageErrorOnly } from '../support.js'

/** How often each answer of the fast route was seen (a test asks that both `pass` and `fail` are reached). */
export const fastAnswers: Record<FastAnswer, number> = { pass: 0, fail: 0, unsure: 0 }

/**
 * The fast route agrees with the full route on one case (issue #18): where it answers, `decideFast` gives the full
 * route's pass; `decide` gives it whatever the route; `match` gives the full route's verdict field for field, in
 * the same key order (a passing one built on first access). Hostile values (`exact` false: Proxies that throw after
 * so many trap calls, getters that count) answer according to how often they are read, and the fast route reads
 * them before (and less than) the full route: for them `decide` and `match` are asked to agree with each other and
 * never to throw. Malformed expectations or options are another test's.
 */
export function routesAgree(
  make: () => unknown,
  expectation: TurnExpectation,
  options: MatchOptions | undefined,
  exact = true,
): void {
  const normalized = usageErrorOnly(() => normalizeMatchOptions(options))
  if (normalized instanceof MatcherUsageError) return
  const compiled = usageErrorOnly(() => compileCachedTurn(expectation, normalized))
  if (compiled instanceof MatcherUsageError) return
  if (!exact) {
    const verdict = match(make(), expectation, options)
    ensure(decide(make(), expectation, options) === verdict.pass, 'decide disagrees with match')
    return
  }
  const full = decideFull(make(), compiled, normalized)
  const fast = decideFast(make(), compiled, normalized)
  fastAnswers[fast]++
  ensure(
    fast === 'unsure' || (fast === 'pass') === full,
    () => `the fast route says ${fast}, the full route ${full}`,
  )
  // Unsure, or failing: `decide` answers as just checked and `match` is the full route, called as it is.
  if (fast !== 'pass') return
  ensure(decide(make(), expectation, options), 'decide disagrees with the full route')
  const verdict = match(make(), expectation, options)
  ensureSame(snapshot(verdict), snapshot(matchFull(make(), compiled, normalized)), 'match and the full route')
}

const plainBuilders = fc.constantFrom('bfcl.entries', 'canonical.calls')

/**
 * The fast route and the full route agree: on every received value the fuzz makes against random expectations, on
 * readable values against the expectation read from them (loosened or not: passes), and on plain BFCL and canonical
 * calls against near-miss and self-made expectations.
 */
export const fastRouteAgrees = invariant(
  'match and decide: the fast route gives the full route verdict (issue #18)',
  3,
  fc.oneof(
    fc.tuple(received, turnExpectation(), matchOptions).map(([input, expectation, options]) => ({
      make: () => materialize(input),
      expectation,
      options,
      exact: input.kind !== 'hostile',
    })),
    fc.tuple(readable, fc.array(fc.nat(40), { maxLength: 12 }), matchOptions).map(selfMade),
    fc
      .tuple(
        plainBuilders,
        sharedCalls,
        noise,
        fc.array(callExpectation(), { maxLength: 4 }),
        fc.boolean(),
        matchOptions,
      )
      .map(([builder, calls, choices, expected, single, options]) => ({
        make: () => buildWire(builder, calls, choices).value,
        expectation: (single && expected.length > 0
          ? expected[0]!
          : { calls: expected, order: 'parallel' }) as TurnExpectation,
        options,
        exact: true,
      })),
    fc
      .tuple(plainBuilders, sharedCalls, noise, fc.array(fc.nat(40), { maxLength: 12 }), matchOptions)
      .map(([builder, calls, choices, picks, options]) =>
        selfMade([
          { kind: 'value', value: buildWire(builder, calls, choices).value } as Received,
          picks,
          options,
        ]),
      ),
  ),
  ({ make, expectation, options, exact }) => routesAgree(make, expectation, options, exact),
)

/** A case whose expectation is read from the received value (when it reads), loosened by `picks`. */
function selfMade([input, picks, options]: [Received, readonly number[], MatchOptions]) {
  const read = readCalls(materialize(input), readOptionsOf(options))
  const expectation: TurnExpectation = read.ok ? expectationFrom(read.turn, picks) : { abstain: true }
  return { make: () => materialize(input), expectation, options, exact: input.kind !== 'hostile' }
}
