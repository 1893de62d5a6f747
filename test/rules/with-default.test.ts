import { describe, test } from 'vitest'
import type { JsonValue } from '../../src/json/types.js'
import { type Expected, expectFail, expectPass, expectUsageError } from './helpers.js'

const withDefault = (value: unknown, fallback: unknown) => ({
  $rule: 'withDefault',
  value,
  default: fallback,
})

describe('withDefault', () => {
  test.each<[string, unknown, JsonValue | undefined]>([
    ['an absent key whose default matches', withDefault('EUR', 'EUR'), undefined],
    ['a present matching value', withDefault('EUR', 'EUR'), 'EUR'],
    [
      'a default checked by a nested rule',
      withDefault({ $rule: 'casefold', value: 'eur' }, 'EUR'),
      undefined,
    ],
    ['an absent key inside an object', { unit: withDefault('EUR', 'EUR'), amount: 5 }, { amount: 5 }],
    [
      'a default holding a $rule key as data',
      withDefault({ $rule: 'exact', value: { $rule: 'x' } }, { $rule: 'x' }),
      undefined,
    ],
  ])('passes: %s', (_, expectation, received) => {
    expectPass(expectation, received)
  })

  test.each<[string, unknown, JsonValue | undefined, Expected[]]>([
    [
      'an absent key whose default does not match',
      withDefault('EUR', 'USD'),
      undefined,
      [{ kind: 'value', reason: 'defaulted' }],
    ],
    ['a present value that does not match', withDefault('EUR', 'EUR'), 'USD', [{ kind: 'value' }]],
    ['null is not absent', withDefault('EUR', 'EUR'), null, [{ kind: 'type' }]],
    [
      'a present value inside an object',
      { unit: withDefault('EUR', 'EUR'), amount: 5 },
      { unit: 'usd', amount: 5 },
      [{ kind: 'value', at: ['unit'] }],
    ],
  ])('fails: %s', (_, expectation, received, mismatches) => {
    expectFail(expectation, received, mismatches)
  })

  test.each<[string, unknown, (string | number)[]]>([
    ['no default', { $rule: 'withDefault', value: 'EUR' }, ['default']],
    ['a default that is not JSON', withDefault('EUR', () => 'EUR'), ['default']],
  ])('usage error: %s', (_, expectation, path) => {
    expectUsageError(expectation, path)
  })
})
