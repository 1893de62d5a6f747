import fc from 'fast-check'
import { match } from '../../../src/match/match.js'
import { addSample } from '../../../src/score/add-sample.js'
import { createSample } from '../../../src/score/create-sample.js'
import { emptyAggregate } from '../../../src/score/empty-aggregate.js'
import { finalizeAggregate } from '../../../src/score/finalize-aggregate.js'
import { getProfile } from '../../../src/score/profiles/index.js'
import { score } from '../../../src/score/score.js'
import { stringifyAggregate } from '../../../src/score/stringify-aggregate.js'
import { turnExpectation } from '../arbitraries/expectation.js'
import { matchOptions, materialize, received } from '../arbitraries/received.js'
import { ensure, invariant, scorePoliciesOf } from '../support.js'
import { readingOf } from './fast-route.js'
import { checkVerdict } from './match.js'

const inUnit = (value: number | null) =>
  value === null || (Number.isFinite(value) && value >= 0 && value <= 1)

const category = fc.constantFrom(undefined, 'simple', 'dialect_handling', 'error_recovery', '__proto__')

/**
 * `score` never throws on received input; every axis, the total and each call's argument credit is in [0, 1] or
 * null; `pass` is the verdict's and agrees with `match` under the same policies (for `action-ir`, a pass implies
 * the engine's pass, and the total is 1 or 0); the sample and the aggregate built from it are plain data.
 */
export const scoreInvariant = invariant(
  'score: never throws, axes in [0, 1] or null, agrees with match, samples aggregate',
  3,
  fc.tuple(
    received,
    turnExpectation(),
    fc.constantFrom('default', 'arabic', 'action-ir'),
    category,
    matchOptions,
  ),
  ([input, expectation, profile, group, options]) => {
    const policies = scorePoliciesOf(options)
    const result = score(expectation, materialize(input), {
      ...policies,
      profile,
      ...(group === undefined ? {} : { category: group }),
    })
    checkVerdict(result.verdict)
    for (const [axis, value] of Object.entries(result.axes)) ensure(inUnit(value), `axis ${axis} is ${value}`)
    ensure(inUnit(result.total), `total is ${result.total}`)
    for (const call of result.calls) ensure(inUnit(call.arguments), `call credit ${call.arguments}`)
    ensure(result.pass === result.verdict.pass, 'pass is not the verdict’s')
    ensure((result.failure === null) === result.pass, 'failure set on a pass, or missing on a failure')
    // A Proxy whose traps start throwing after so many calls answers each route by how often it was read before
    // (see `readingOf`): score and match read it a different number of times, so they are not held to agree on it.
    const engine = match(materialize(input), expectation, { ...getProfile(profile).options, ...policies })
    if (readingOf(input) === 'counted') {
      // held only to the checks above
    } else if (profile === 'action-ir') {
      ensure(!result.pass || engine.pass, 'action-ir passes what match fails')
      ensure(result.total === (result.pass ? 1 : 0), 'action-ir total is not 1 or 0')
    } else {
      ensure(result.pass === engine.pass, `score and match disagree under ${profile}`)
    }
    const sample = createSample({ id: 'fuzz', score: result })
    const aggregate = addSample(emptyAggregate(), JSON.parse(JSON.stringify(sample)))
    ensure(
      typeof stringifyAggregate(finalizeAggregate(aggregate)) === 'string',
      'aggregate does not stringify',
    )
  },
)
