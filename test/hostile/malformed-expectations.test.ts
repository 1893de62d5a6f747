import { describe, expect, test } from 'vitest'
import { match } from '../../src/match/match.js'
import { type MatcherContextLike, matchers, type ToolCallMatcherResult } from '../../src/matchers/index.js'
import { score } from '../../src/score/score.js'
import { MatcherUsageError } from '../../src/usage-error.js'

type RawMatcher = (this: MatcherContextLike, received: unknown, ...rest: unknown[]) => ToolCallMatcherResult

const received = [{ name: 'f', arguments: { x: 1 } }]

/** Every face throws a `MatcherUsageError` matching `message`, never another error. */
function expectUsageError(expectation: unknown, message: RegExp): void {
  expect(() => match(received, expectation as never)).toThrow(MatcherUsageError)
  expect(() => match(received, expectation as never)).toThrow(message)
  expect(() => score(expectation as never, received)).toThrow(MatcherUsageError)
  expect(() => (matchers.toMatchTurn as RawMatcher).call({}, received, expectation)).toThrow(
    MatcherUsageError,
  )
}

describe('malformed expectations throw MatcherUsageError, never another error', () => {
  test('plans that contain themselves', () => {
    const plans: { plans: unknown[] } = { plans: [] }
    plans.plans.push(plans)
    expectUsageError(plans, /plans nest too deeply \(or contain a cycle\) at plans\[0\]/)
  })

  test('an expectation whose arguments contain themselves', () => {
    const args: Record<string, unknown> = { x: 1 }
    args.self = args
    expectUsageError({ name: 'f', arguments: args }, /the expectation contains a cycle at arguments\.self/)
  })

  test.each<[string, unknown, RegExp]>([
    ['a BigInt', 10n, /unknown rule of type bigint/],
    ['a cycle', 'cycle', /unknown rule of type object/],
    ['a revoked Proxy', 'revoked', /unknown rule of type object/],
    ['a number', 5, /unknown rule 5/],
    ['a Symbol', Symbol('s'), /unknown rule Symbol\(s\)/],
  ])('a $rule that is %s', (_, value, message) => {
    const rule: Record<string, unknown> = {}
    if (value === 'cycle') rule.$rule = rule
    else if (value === 'revoked') {
      const { proxy, revoke } = Proxy.revocable({}, {})
      revoke()
      rule.$rule = proxy
    } else rule.$rule = value
    expectUsageError({ name: 'f', arguments: { x: rule } }, message)
  })
})
