import fc from 'fast-check'
import type { TurnExpectation } from '../../../src/expect/types.js'
import { decide } from '../../../src/match/decide.js'
import { match } from '../../../src/match/match.js'
import type { MatchOptions } from '../../../src/match/options.js'
import type { Verdict } from '../../../src/match/verdict.js'
import { readCalls } from '../../../src/read/read-calls.js'
import { score } from '../../../src/score/score.js'
import { MatcherUsageError } from '../../../src/usage-error.js'
import { callExpectation, turnExpectation } from '../arbitraries/expectation.js'
import { buildMalformed, malformedOptions, malformedRecipe } from '../arbitraries/malformed.js'
import { matchOptions, materialize, readable, received, sharedCalls } from '../arbitraries/received.js'
import { BUILDER_NAMES, buildWire, noise } from '../arbitraries/wire.js'
import { expectationFrom } from '../expectation-from.js'
import {
  ensure,
  ensureSame,
  invariant,
  permute,
  readOptionsOf,
  scorePoliciesOf,
  snapshot,
  usageErrorOnly,
} from '../support.js'

/** A verdict is data of the documented shape: `pass` exactly when there is no mismatch; a turn or a failure. */
export function checkVerdict(verdict: Verdict): void {
  ensure(typeof verdict.pass === 'boolean', 'pass is not a boolean')
  ensure(verdict.pass === (verdict.mismatches.length === 0), () => `pass ${verdict.pass} with mismatches`)
  ensure(
    (verdict.turn === undefined) !== (verdict.failure === undefined),
    'neither or both of turn and failure',
  )
  for (const mismatch of verdict.mismatches) {
    ensure(
      typeof mismatch.kind === 'string' && Array.isArray(mismatch.path),
      'a mismatch without kind or path',
    )
  }
}

/**
 * `match` never throws on any received input (expectations well-formed), and decides the same way every time;
 * `decide` answers as its `pass`.
 */
export const matchNeverThrows = invariant(
  'match: never throws on received input, well-formed verdict, deterministic; decide agrees',
  3,
  fc.tuple(received, turnExpectation(), matchOptions),
  ([input, expectation, options]) => {
    const first = match(materialize(input), expectation, options)
    checkVerdict(first)
    const second = match(materialize(input), expectation, options)
    ensureSame(snapshot(second), snapshot(first), 'two verdicts')
    ensure(decide(materialize(input), expectation, options) === first.pass, 'decide disagrees with match')
  },
)

/**
 * A malformed expectation or option throws a `MatcherUsageError` (never another error) from `match` and `score`,
 * and the same one from `decide`.
 */
export const usageErrors = invariant(
  'match, score and decide: malformed expectations and options throw MatcherUsageError only',
  3,
  fc.tuple(received, malformedRecipe, fc.option(malformedOptions, { nil: undefined, freq: 4 })),
  ([input, recipe, options]) => {
    const expectation = buildMalformed(recipe) as TurnExpectation
    const given = options as MatchOptions | undefined
    const matched = usageErrorOnly(() => match(materialize(input), expectation, given))
    const scored = usageErrorOnly(() => score(expectation, materialize(input), given))
    const decided = usageErrorOnly(() => decide(materialize(input), expectation, given))
    if (recipe.whole !== undefined || options !== undefined) {
      ensure(matched instanceof MatcherUsageError, 'a malformed expectation or option did not throw')
    }
    ensure(
      matched instanceof MatcherUsageError
        ? decided instanceof MatcherUsageError && decided.message === matched.message
        : decided === matched.pass,
      'decide and match disagree',
    )
    ensure(
      matched instanceof MatcherUsageError ||
        scored instanceof MatcherUsageError ||
        matched.pass === scored.pass,
      'match and score disagree',
    )
  },
)

/** The JSON form of an expectation (no `satisfies`, no asymmetric matcher) means the same: identical verdicts. */
export const jsonRoundTrip = invariant(
  'match and score: JSON.parse(JSON.stringify(expectation)) gives the same verdict',
  3,
  fc.tuple(received, turnExpectation({ jsonOnly: true }), matchOptions),
  ([input, expectation, options]) => {
    const copy = JSON.parse(JSON.stringify(expectation)) as TurnExpectation
    // Compared as JSON: a `-0` written in the expectation comes back as `0` in the sources the verdict quotes.
    const verdict = JSON.stringify(match(materialize(input), expectation, options))
    ensureSame(JSON.stringify(match(materialize(input), copy, options)), verdict, 'verdicts')
    const policies = scorePoliciesOf(options)
    const graded = JSON.stringify(score(expectation, materialize(input), policies))
    ensureSame(JSON.stringify(score(copy, materialize(input), policies)), graded, 'scores')
  },
)

/**
 * Whatever can be read matches the expectation built from what was read: exact, or loosened by rules that accept
 * the received values (every rule reflexive); `score` passes it too, with every axis that applies at 1.
 */
export const selfMatch = invariant(
  'match: match(x, expectationFrom(readCalls(x))) passes, loosened or not; score gives 1 on every axis',
  3,
  fc.tuple(readable, fc.array(fc.nat(40), { maxLength: 12 }), matchOptions),
  ([input, picks, options]) => {
    const read = readCalls(materialize(input), readOptionsOf(options))
    if (!read.ok) return
    const expectation = expectationFrom(read.turn, picks)
    const verdict = match(materialize(input), expectation, options)
    ensure(verdict.pass, () => `no self-match: ${snapshot(verdict.mismatches.slice(0, 3))}`)
    ensure(decide(materialize(input), expectation, options), 'decide fails a self-match')
    const graded = score(expectation, materialize(input), scorePoliciesOf(options))
    ensure(graded.pass, 'score fails a self-match')
    for (const [axis, value] of Object.entries(graded.axes)) {
      ensure(value === null || value === 1, `axis ${axis} is ${value} on a self-match`)
    }
  },
)

/**
 * Permuting the received calls never changes a parallel (or single-call) verdict: the same pass, the same mismatches
 * (up to received indexes; `stale_schema` included), the same credit, the same axes; nor does permuting the expected
 * calls of a parallel expectation change pass.
 */
export const parallelPermutation = invariant(
  'match and score: permuting parallel calls (received or expected) never changes the verdict',
  3,
  fc.tuple(
    fc.constantFrom(...BUILDER_NAMES),
    sharedCalls,
    noise,
    fc.array(callExpectation(), { maxLength: 4 }),
    fc.boolean(),
    fc.nat(),
    matchOptions,
  ),
  ([builder, calls, choices, expected, single, seed, options]) => {
    const expectation: TurnExpectation =
      single && expected.length > 0 ? expected[0]! : { calls: expected, order: 'parallel' }
    const before = match(buildWire(builder, calls, choices).value, expectation, options)
    const permuted = buildWire(builder, permute(calls, seed), choices).value
    const after = match(permuted, expectation, options)
    ensure(after.pass === before.pass, 'permuting received calls changed pass')
    ensure(decide(permuted, expectation, options) === before.pass, 'decide disagrees after permuting')
    // Ties between pairings of equal cost are settled by what the calls are, not where they came: the same
    // mismatches (stale_schema included) and the same credit, up to the received indexes.
    ensureSame(mismatchesOf(after), mismatchesOf(before), 'mismatches after permuting received calls')
    ensureSame(creditOf(after), creditOf(before), 'credit after permuting received calls')
    const policies = scorePoliciesOf(options)
    const { axes } = score(expectation, buildWire(builder, calls, choices).value, policies)
    const { axes: axesAfter } = score(expectation, permuted, policies)
    ensureSame(snapshot(axesAfter), snapshot(axes), 'axes after permuting received calls')
    if (single) return
    const reordered = { calls: permute(expected, seed + 1), order: 'parallel' as const }
    ensure(match(permuted, reordered, options).pass === before.pass, 'permuting expected calls changed pass')
  },
)

/**
 * A verdict's mismatches without the received indexes (in paths and in `call`), sorted: the same data whatever order
 * the received calls came in.
 */
function mismatchesOf(verdict: Verdict): string {
  return snapshot(
    verdict.mismatches
      .map(({ path, call, ...rest }) => {
        const where =
          path[0] === 'calls' && typeof path[1] === 'number' ? ['calls', '#', ...path.slice(2)] : path
        return snapshot({ ...rest, path: where, expectedCall: call?.expected })
      })
      .sort(),
  )
}

/** A verdict's credit without the received indexes. */
function creditOf(verdict: Verdict): string {
  return snapshot(verdict.credit.map(({ received, ...rest }) => ({ ...rest, paired: received !== null })))
}
