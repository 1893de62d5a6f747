import { describe, expect, test } from 'vitest'
import { DerivedRule, type RuleOrigin } from '../../src/expect/derived-rule.js'
import type { Rule } from '../../src/expect/types.js'
import type { JsonValue } from '../../src/json/types.js'
import { check, type Expected, expectFail } from './helpers.js'

const casefold = (value: string): Rule => ({ $rule: 'casefold', value })
const tool: RuleOrigin = { kind: 'tool', tool: 'search' }
const schema: RuleOrigin = { kind: 'schema', tool: 'search', version: '2' }

describe('compareField: expectations that hold rules', () => {
  test.each<[string, unknown, JsonValue | undefined, Expected[]]>([
    ['an absent array', [casefold('a')], undefined, [{ kind: 'missing' }]],
    ['an absent object', { city: casefold('paris') }, undefined, [{ kind: 'missing' }]],
    [
      'an array whose second element fails its rule',
      [1, casefold('a')],
      [1, 'b'],
      [{ kind: 'value', at: [1], rule: 'casefold' }],
    ],
    [
      'an array whose elements all fail',
      [casefold('a'), casefold('b')],
      ['x', 'y'],
      [
        { kind: 'value', at: [0], rule: 'casefold' },
        { kind: 'value', at: [1], rule: 'casefold' },
      ],
    ],
    ['an array one element short', [casefold('a'), casefold('b')], ['A'], [{ kind: 'missing', at: [1] }]],
    ['an array with one element too many', [casefold('a')], ['A', 'b'], [{ kind: 'unexpected', at: [1] }]],
    [
      'an array with two elements too many',
      [casefold('a')],
      ['A', 'b', 'c'],
      [
        { kind: 'unexpected', at: [1] },
        { kind: 'unexpected', at: [2] },
      ],
    ],
  ])('fails: %s', (_, expectation, received, mismatches) => {
    expectFail(expectation, received, mismatches)
  })

  test('an absent array or object is reported with the expectation as written', () => {
    const array = [casefold('a')]
    const object = { city: casefold('paris') }
    expect(check(array, undefined)).toEqual([{ kind: 'missing', path: ['arguments', 'x'], expected: array }])
    expect(check(object, undefined)).toEqual([
      { kind: 'missing', path: ['arguments', 'x'], expected: object },
    ])
  })

  test.each<[string, unknown, JsonValue, 'array' | 'object']>([
    ['a string for an array', [casefold('a')], 'a', 'array'],
    ['an object for an array', [casefold('a')], { 0: 'a' }, 'array'],
    ['an array for an object', { city: casefold('paris') }, ['paris'], 'object'],
    ['null for an object', { city: casefold('paris') }, null, 'object'],
  ])('a type mismatch: %s', (_, expectation, received, expectedType) => {
    expect(check(expectation, received)).toEqual([
      { kind: 'type', path: ['arguments', 'x'], expectedType, received },
    ])
  })

  test('elements too many are reported with their received values', () => {
    expect(check([casefold('a')], ['A', 'b', 7])).toEqual([
      { kind: 'unexpected', path: ['arguments', 'x', 1], received: 'b' },
      { kind: 'unexpected', path: ['arguments', 'x', 2], received: 7 },
    ])
  })
})

describe('compareField: rules a tool definition put in place', () => {
  test.each<[string, unknown, JsonValue | undefined, RuleOrigin[]]>([
    ['a failing rule', new DerivedRule(casefold('paris'), tool), 'Rome', [tool]],
    ['an absent key', new DerivedRule(casefold('paris'), tool), undefined, [tool]],
    [
      'a rule inside another keeps the innermost origin',
      new DerivedRule(
        { $rule: 'optional', value: new DerivedRule(casefold('paris'), schema) as never },
        tool,
      ),
      'Rome',
      [schema],
    ],
    [
      'every mismatch of the rule',
      new DerivedRule({ $rule: 'unordered', value: ['a', 'b'] }, tool),
      ['a', 'c', 'd'],
      [tool, tool],
    ],
  ])('mismatches carry the origin: %s', (_, expectation, received, origins) => {
    expect(check(expectation, received).map((mismatch) => mismatch.origin)).toEqual(origins)
  })

  test('a rule the test wrote carries no origin', () => {
    expect(check(casefold('paris'), 'Rome').map((mismatch) => mismatch.origin)).toEqual([undefined])
  })
})
