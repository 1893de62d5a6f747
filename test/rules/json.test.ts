import { describe, test } from 'vitest'
import type { JsonValue } from '../../src/json/types.js'
import { type Expected, expectFail, expectPass, expectUsageError } from './helpers.js'

const json = (value: unknown) => ({ $rule: 'json', value })
const casefold = (value: string) => ({ $rule: 'casefold', value })

describe('json', () => {
  test.each<[string, unknown, string]>([
    ['an object', json({ a: 1 }), '{"a":1}'],
    ['another key order and white space', json({ a: 1, b: 2 }), ' { "b": 2, "a": 1.0 } '],
    ['a nested rule', json({ city: casefold('paris') }), '{"city":"PARIS"}'],
    ['an unordered array', json({ $rule: 'unordered', value: [1, 2] }), '[2,1]'],
    ['a string value', json('x'), '"x"'],
    ['composed and decomposed text', json('café'), '"cafe\\u0301"'],
  ])('passes: %s', (_, expectation, received) => {
    expectPass(expectation, received)
  })

  test.each<[string, unknown, JsonValue | undefined, Expected[]]>([
    ['invalid JSON', json({ a: 1 }), '{a:1}', [{ kind: 'value', rule: 'json', reason: 'not_json' }]],
    [
      'trailing content',
      json({ a: 1 }),
      '{"a":1} and more',
      [{ kind: 'value', rule: 'json', reason: 'trailing_content' }],
    ],
    [
      'a duplicate key',
      json({ a: 1 }),
      '{"a":1,"a":1}',
      [{ kind: 'value', rule: 'json', reason: 'duplicate_key' }],
    ],
    ['NaN', json(1), 'NaN', [{ kind: 'value', rule: 'json', reason: 'non_finite' }]],
    ['another value inside, at its path', json({ a: 1 }), '{"a":2}', [{ kind: 'value', at: ['a'] }]],
    [
      'a nested rule failing',
      json({ city: casefold('paris') }),
      '{"city":"Lyon"}',
      [{ kind: 'value', at: ['city'], rule: 'casefold' }],
    ],
    ['an extra key inside', json({ a: 1 }), '{"a":1,"b":2}', [{ kind: 'unexpected', at: ['b'] }]],
    ['the parsed object itself', json({ a: 1 }), { a: 1 }, [{ kind: 'type', rule: 'json' }]],
    ['an absent key', json({ a: 1 }), undefined, [{ kind: 'missing' }]],
  ])('fails: %s', (_, expectation, received, mismatches) => {
    expectFail(expectation, received, mismatches)
  })

  test.each<[string, unknown, (string | number)[]]>([
    ['no value', { $rule: 'json' }, ['value']],
    ['an unknown rule inside', json({ a: { $rule: 'nope' } }), ['value', 'a', '$rule']],
  ])('usage error: %s', (_, expectation, path) => {
    expectUsageError(expectation, path)
  })
})
