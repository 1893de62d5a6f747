import { describe, test } from 'vitest'
import type { JsonValue } from '../../src/json/types.js'
import { type Expected, expectFail, expectPass, expectUsageError } from './helpers.js'

const optional = (value: unknown) => ({ $rule: 'optional', value })

describe('optional', () => {
  test.each<[string, unknown, JsonValue | undefined]>([
    ['an absent key', optional('x'), undefined],
    ['a matching value', optional('x'), 'x'],
    ['a value matching a nested rule', optional({ $rule: 'casefold', value: 'x' }), 'X'],
    ['an absent key inside an object', { a: optional(1), b: 2 }, { b: 2 }],
  ])('passes: %s', (_, expectation, received) => {
    expectPass(expectation, received)
  })

  test.each<[string, unknown, JsonValue | undefined, Expected[]]>([
    ['another value', optional('x'), 'y', [{ kind: 'value' }]],
    ['null is present, not absent', optional('x'), null, [{ kind: 'type' }]],
    [
      'a nested rule failing',
      optional({ $rule: 'casefold', value: 'x' }),
      'y',
      [{ kind: 'value', rule: 'casefold' }],
    ],
    [
      'a present key inside an object',
      { a: optional(1), b: 2 },
      { a: 3, b: 2 },
      [{ kind: 'value', at: ['a'] }],
    ],
  ])('fails: %s', (_, expectation, received, mismatches) => {
    expectFail(expectation, received, mismatches)
  })

  test('usage error: no value', () => {
    expectUsageError({ $rule: 'optional' }, ['value'])
  })
})
