import { describe, expect, test } from 'vitest'
import { mayFitWritten } from '../../../src/match/fast/written-turn.js'

const calls = (count: number) => Array.from({ length: count }, () => ({ name: 'f' }))
const received = (count: number) => Array.from({ length: count }, () => ({ f: {} }))

describe('mayFitWritten', () => {
  test.each<[string, () => unknown, () => unknown, boolean]>([
    [
      '64 × 64 calls (the most decided as written)',
      () => ({ calls: calls(64), order: 'parallel' }),
      () => received(64),
      true,
    ],
    ['65 × 64 calls', () => ({ calls: calls(65), order: 'parallel' }), () => received(64), false],
    ['one call named against 1,000', () => ({ name: 'f' }), () => received(1000), true],
    [
      'a name beside a long list (the name form is the one read)',
      () => ({ name: 'f', calls: calls(100) }),
      () => received(100),
      true,
    ],
    [
      'a received value that is not an array',
      () => ({ calls: calls(5000), order: 'parallel' }),
      () => ({ name: 'f' }),
      true,
    ],
    ['calls that are not a list (the reading says)', () => ({ calls: 'f' }), () => received(5000), true],
    ['an expectation that is not an object', () => 'f', () => received(5000), true],
    [
      'a revoked Proxy received (left to the readers)',
      () => ({ name: 'f' }),
      () => {
        const { proxy, revoke } = Proxy.revocable([], {})
        revoke()
        return proxy
      },
      true,
    ],
  ])('%s', (_title, expectation, given, fits) => {
    expect(mayFitWritten(expectation(), given())).toBe(fits)
  })
})
