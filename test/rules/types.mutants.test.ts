import { describe, expect, test } from 'vitest'
import type { JsonValue } from '../../src/json/types.js'
import type { JsonTypeName } from '../../src/mismatch.js'
import { check } from './helpers.js'

const AT = ['arguments', 'x']

describe('a received value of the wrong JSON type', () => {
  test.each<[string, unknown, JsonValue, JsonTypeName]>([
    ['arabic', { $rule: 'arabic', value: 'الرياض' }, 5, 'string'],
    ['bfclString', { $rule: 'bfclString', value: 'a' }, true, 'string'],
    ['casefold', { $rule: 'casefold', value: 'a' }, null, 'string'],
    ['commaList', { $rule: 'commaList', value: 'a,b' }, ['a', 'b'], 'string'],
    ['duration', { $rule: 'duration', value: 'PT1H' }, 3600, 'string'],
    ['enum', { $rule: 'enum', value: 'EUR' }, { code: 'EUR' }, 'string'],
    ['instant', { $rule: 'instant', value: '2026-03-01T10:00:00Z' }, 0, 'string'],
    ['json', { $rule: 'json', value: { a: 1 } }, { a: 1 }, 'string'],
    ['pattern', { $rule: 'pattern', value: '^a' }, 1, 'string'],
    ['trimmed', { $rule: 'trimmed', value: 'a' }, false, 'string'],
    ['number', { $rule: 'number', value: 5 }, true, 'number'],
    ['unordered', { $rule: 'unordered', value: [1] }, { 0: 1 }, 'array'],
  ])('%s: a type mismatch naming the rule and the type it needs', (rule, expectation, received, type) => {
    expect(check(expectation, received)).toEqual([
      { kind: 'type', path: AT, expectedType: type, received, rule },
    ])
  })
})
