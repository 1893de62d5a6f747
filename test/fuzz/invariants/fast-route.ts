import fc from 'fast-check'
import { compileCachedTurn } from '../../../src/compile/compile-cache.js'
import type { TurnExpectation } from '../../../src/expect/types.js'
import { decide, decideFull } from '../../../src/match/decide.js'
import { decideFast, type FastAnswer } from '../../../src/match/fast/decide-fast.js'
import { decideWritten } from '../../../src/match/fast/decide-written.js'
import { matchWritten } from '../../../src/match/fast/match-written.js'
import { readPlainCalls } from '../../../src/match/fast/read-plain-calls.js'
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

/** How often each answer of the route that decides on the expectation as written was seen (`decideWritten`). */
export const writtenAnswers: Record<FastAnswer, number> = { pass: 0, fail: 0, unsure: 0 }

/** How many passing verdicts were built as written (`matchWritten`). */
export const writtenVerdicts = { count: 0 }

/**
 * How a received value answers being read: `plain` data (and harmless dressings) reads the same every time;
 * `hostile` values (throwing getters and traps, revoked Proxies, values JSON cannot carry) fail the same way however
 * often they are read; `counted` ones (a Proxy whose traps start throwing after so many calls) answer according to
 * how often they were read before.
 */
export type Reading = 'plain' | 'hostile' | 'counted'

/** The reading of a fuzz input. */
export function readingOf(input: Received): Reading {
  if (input.kind !== 'hostile') return 'plain'
  return input.recipe.trap === 'flaky-proxy' ? 'counted' : 'hostile'
}

/**
 * The fast routes agree with the full route on one case (issue #18): where they answer, `decideFast` (on the
 * compiled expectation) and `decideWritten` (on the expectation as written) give the full route's pass, and an
 * expectation that does not compile is never decided as written; `decide` gives it whatever the route; `match`
 * (and `matchWritten` where it builds one) gives the full route's verdict field for field, in the same key order. Hostile values are read by the fast route before (and
 * less than) the full route, so for them `decide` and `match` are asked to agree with each other and never to
 * throw. A `counted` value cannot be held even to that: when the fast route gives up on it, `decide` has made trap
 * calls that `match` never makes, and may get past the point where the Proxy starts throwing; both must still
 * answer, and answer the same each time the value is built afresh. Malformed options are another test's.
 */
export function routesAgree(
  make: () => unknown,
  expectation: TurnExpectation,
  options: MatchOptions | undefined,
  reading: Reading = 'plain',
): void {
  const normalized = usageErrorOnly(() => normalizeMatchOptions(options))
  if (normalized instanceof MatcherUsageError) return
  const calls = reading === 'plain' ? readPlainCalls(make(), normalized) : undefined
  const written = calls === undefined ? 'unsure' : decideWritten(calls, expectation, normalized)
  writtenAnswers[written]++
  const compiled = usageErrorOnly(() => compileCachedTurn(expectation, normalized))
  if (compiled instanceof MatcherUsageError) {
    ensure(
      written === 'unsure',
      () => `decided ${written} as written on an expectation that does not compile`,
    )
    return
  }
  if (reading === 'counted') {
    const decided = decide(make(), expectation, options)
    ensure(decide(make(), expectation, options) === decided, 'decide answers otherwise the second time')
    const verdict = snapshot(match(make(), expectation, options))
    ensureSame(verdict, snapshot(match(make(), expectation, options)), 'match, twice')
    return
  }
  if (reading === 'hostile') {
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
  ensure(
    written === 'unsure' || (written === 'pass') === full,
    () => `decided as written: ${written}, the full route ${full}`,
  )
  ensure(decide(make(), expectation, options) === full, 'decide disagrees with the full route')
  const expected = snapshot(matchFull(make(), compiled, normalized))
  const built = matchWritten(make(), expectation, normalized)
  if (built !== undefined) {
    writtenVerdicts.count++
    ensureSame(snapshot(built), expected, 'the verdict built as written and the full route')
  }
  ensureSame(snapshot(match(make(), expectation, options)), expected, 'match and the full route')
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
      reading: readingOf(input),
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
        reading: 'plain' as const,
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
  ({ make, expectation, options, reading }) => routesAgree(make, expectation, options, reading),
)

/** A case whose expectation is read from the received value (when it reads), loosened by `picks`. */
function selfMade([input, picks, options]: [Received, readonly number[], MatchOptions]) {
  const read = readCalls(materialize(input), readOptionsOf(options))
  const expectation: TurnExpectation = read.ok ? expectationFrom(read.turn, picks) : { abstain: true }
  return { make: () => materialize(input), expectation, options, reading: readingOf(input) }
}
