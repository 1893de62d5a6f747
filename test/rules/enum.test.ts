import { describe, test } from 'vitest'
import type { JsonValue } from '../../src/json/types.js'
import { type Expected, expectFail, expectPass, expectUsageError } from './helpers.js'

const currency = { $rule: 'enum', value: 'EUR', aliases: { euro: 'EUR', '€': 'EUR' } }

describe('enum', () => {
  test.each<[string, unknown, JsonValue]>([
    ['the canonical value', currency, 'EUR'],
    ['an alias', currency, 'euro'],
    ['another alias', currency, '€'],
    ['an alias as the expected value', { $rule: 'enum', value: 'euro', aliases: { euro: 'EUR' } }, 'EUR'],
    ['no aliases', { $rule: 'enum', value: 'EUR' }, 'EUR'],
  ])('passes: %s', (_, expectation, received) => {
    expectPass(expectation, received)
  })

  test.each<[string, unknown, JsonValue | undefined, Expected[]]>([
    ['an alias in another case', currency, 'Euro', [{ kind: 'value', rule: 'enum' }]],
    ['another value', currency, 'USD', [{ kind: 'value', rule: 'enum' }]],
    ['the canonical value in another case', currency, 'eur', [{ kind: 'value', rule: 'enum' }]],
    ['a number', currency, 1, [{ kind: 'type', rule: 'enum' }]],
    ['an absent key', currency, undefined, [{ kind: 'missing' }]],
  ])('fails: %s', (_, expectation, received, mismatches) => {
    expectFail(expectation, received, mismatches)
  })

  test.each<[string, unknown, (string | number)[]]>([
    ['a non-string value', { $rule: 'enum', value: 1 }, ['value']],
    ['an alias to a number', { $rule: 'enum', value: 'EUR', aliases: { euro: 1 } }, ['aliases', 'euro']],
    ['aliases that are a list', { $rule: 'enum', value: 'EUR', aliases: ['euro'] }, ['aliases']],
  ])('usage error: %s', (_, expectation, path) => {
    expectUsageError(expectation, path)
  })
})
