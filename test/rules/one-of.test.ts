import { describe, expect, test } from 'vitest'
import type { JsonValue } from '../../src/json/types.js'
import { check, type Expected, expectFail, expectPass, expectUsageError } from './helpers.js'

const oneOf = (...values: unknown[]) => ({ $rule: 'oneOf', values })
const casefold = (value: string) => ({ $rule: 'casefold', value })

describe('oneOf', () => {
  test.each<[string, unknown, JsonValue | undefined]>([
    ['the first alternative', oneOf('EUR', 'USD'), 'EUR'],
    ['the second alternative', oneOf('EUR', 'USD'), 'USD'],
    ['a nested rule', oneOf(casefold('eur'), 5), 'Eur'],
    ['a plain number next to a rule', oneOf(casefold('eur'), 5), 5.0],
    ['a number rule with tolerance', oneOf({ $rule: 'number', value: 5, tolerance: 1 }, 'five'), 5.5],
    ['an object alternative', oneOf({ a: 1 }, { b: 2 }), { b: 2 }],
    [
      'an absent key when an alternative is optional',
      oneOf('x', { $rule: 'optional', value: 'y' }),
      undefined,
    ],
    ['nested oneOf', oneOf('a', oneOf('b', casefold('c'))), 'C'],
  ])('passes: %s', (_, expectation, received) => {
    expectPass(expectation, received)
  })

  test.each<[string, unknown, JsonValue | undefined, Expected[]]>([
    [
      'no alternative',
      oneOf('EUR', 'USD'),
      'GBP',
      [{ kind: 'value', rule: 'oneOf', reason: 'no_alternative' }],
    ],
    [
      'another case',
      oneOf('EUR', 'USD'),
      'eur',
      [{ kind: 'value', rule: 'oneOf', reason: 'no_alternative' }],
    ],
    ['"5" for 5', oneOf(5, 6), '5', [{ kind: 'value', rule: 'oneOf', reason: 'no_alternative' }]],
    [
      'an object with an extra key',
      oneOf({ a: 1 }),
      { a: 1, b: 2 },
      [{ kind: 'value', rule: 'oneOf', reason: 'no_alternative' }],
    ],
    ['an absent key', oneOf('a', 'b'), undefined, [{ kind: 'missing' }]],
    [
      'an absent key when an alternative is optional but another check fails',
      oneOf({ $rule: 'optional', value: 'y' }),
      'z',
      [{ kind: 'value', rule: 'oneOf', reason: 'no_alternative' }],
    ],
  ])('fails: %s', (_, expectation, received, mismatches) => {
    expectFail(expectation, received, mismatches)
  })

  test('the mismatch carries the whole rule as expected', () => {
    expect(check(oneOf('EUR', 'USD'), 'GBP')[0]?.expected).toEqual({ $rule: 'oneOf', values: ['EUR', 'USD'] })
  })

  test.each<[string, unknown, (string | number)[]]>([
    ['no alternatives', oneOf(), ['values']],
    ['values that are not an array', { $rule: 'oneOf', values: 'EUR' }, ['values']],
    ['value instead of values', { $rule: 'oneOf', value: ['EUR'] }, ['values']],
    ['an unknown rule inside', oneOf('a', { $rule: 'nope' }), ['values', 1, '$rule']],
  ])('usage error: %s', (_, expectation, path) => {
    expectUsageError(expectation, path)
  })

  test('no alternatives says so', () => {
    expect(expectUsageError(oneOf(), ['values']).message).toContain('oneOf needs at least one alternative')
  })
})
