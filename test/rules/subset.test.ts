import { describe, test } from 'vitest'
import type { JsonValue } from '../../src/json/types.js'
import { type Expected, expectFail, expectPass, expectUsageError } from './helpers.js'

const subset = (value: Record<string, unknown>) => ({ $rule: 'subset', value })

describe('subset', () => {
  test.each<[string, unknown, JsonValue]>([
    ['the same keys', subset({ a: 1 }), { a: 1 }],
    ['extra keys', subset({ a: 1 }), { a: 1, b: 2, c: null }],
    ['no listed keys', subset({}), { x: 1 }],
    [
      'a nested rule',
      subset({ city: { $rule: 'casefold', value: 'paris' } }),
      { city: 'Paris', zip: '75001' },
    ],
    ['an optional key left out', subset({ a: 1, b: { $rule: 'optional', value: 2 } }), { a: 1, z: 0 }],
  ])('passes: %s', (_, expectation, received) => {
    expectPass(expectation, received)
  })

  test.each<[string, unknown, JsonValue | undefined, Expected[]]>([
    ['a listed key missing', subset({ a: 1 }), { b: 2 }, [{ kind: 'missing', at: ['a'] }]],
    ['a listed key with another value', subset({ a: 1 }), { a: 2, b: 2 }, [{ kind: 'value', at: ['a'] }]],
    [
      'extra keys in a nested plain object',
      subset({ a: { b: 1 } }),
      { a: { b: 1, c: 2 } },
      [{ kind: 'unexpected', at: ['a', 'c'] }],
    ],
    [
      'an absent key forbidden',
      subset({ a: { $rule: 'absent' } }),
      { a: 1 },
      [{ kind: 'unexpected', at: ['a'], rule: 'absent' }],
    ],
    ['an array', subset({}), [], [{ kind: 'type' }]],
    ['a string', subset({ a: 1 }), 'a', [{ kind: 'type' }]],
    ['an absent key', subset({}), undefined, [{ kind: 'missing' }]],
  ])('fails: %s', (_, expectation, received, mismatches) => {
    expectFail(expectation, received, mismatches)
  })

  test.each<[string, unknown, (string | number)[]]>([
    ['a value that is an array', { $rule: 'subset', value: [1] }, ['value']],
    ['an unknown rule inside', subset({ a: { $rule: 'nope' } }), ['value', 'a', '$rule']],
  ])('usage error: %s', (_, expectation, path) => {
    expectUsageError(expectation, path)
  })
})
