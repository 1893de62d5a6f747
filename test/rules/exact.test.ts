import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { canonicalize } from '../../src/canonical.js'
import type { JsonValue } from '../../src/json/types.js'
import { check, type Expected, expectFail, expectPass, expectUsageError } from './helpers.js'

const exact = (value: unknown) => ({ $rule: 'exact', value })

describe('exact', () => {
  test.each<[string, unknown, JsonValue]>([
    ['a string', exact('EUR'), 'EUR'],
    ['5 equals 5.0', exact(5), 5.0],
    ['an object in another key order', exact({ a: 1, b: [1, 2] }), { b: [1, 2], a: 1 }],
    [
      'a $rule key taken literally',
      exact({ $rule: 'casefold', value: 'x' }),
      { $rule: 'casefold', value: 'x' },
    ],
    ['null', exact(null), null],
    ['composed and decomposed text', exact('café'), 'cafe\u0301'],
  ])('passes: %s', (_, expectation, received) => {
    expectPass(expectation, received)
  })

  test.each<[string, unknown, JsonValue | undefined, Expected[]]>([
    ['a $rule key is not a rule', exact({ $rule: 'casefold', value: 'x' }), 'X', [{ kind: 'type' }]],
    [
      'a literal rule with another value',
      exact({ $rule: 'casefold', value: 'x' }),
      { $rule: 'casefold', value: 'X' },
      [{ kind: 'value', at: ['value'] }],
    ],
    ['another case', exact('EUR'), 'eur', [{ kind: 'value' }]],
    ['"5" is not 5', exact(5), '5', [{ kind: 'type' }]],
    ['true is not 1', exact(true), 1, [{ kind: 'type' }]],
    ['an extra key', exact({ a: 1 }), { a: 1, b: 2 }, [{ kind: 'unexpected', at: ['b'] }]],
    [
      'another order',
      exact([1, 2]),
      [2, 1],
      [
        { kind: 'value', at: [0] },
        { kind: 'value', at: [1] },
      ],
    ],
    ['an absent key', exact('x'), undefined, [{ kind: 'missing' }]],
  ])('fails: %s', (_, expectation, received, mismatches) => {
    expectFail(expectation, received, mismatches)
  })

  test.each<[string, unknown, (string | number)[]]>([
    ['no value', { $rule: 'exact' }, ['value']],
    ['a function value', exact(() => 1), ['value']],
    ['a nested function value', exact({ a: [() => 1] }), ['value']],
    ['an asymmetric matcher value', exact({ asymmetricMatch: () => true }), ['value']],
  ])('usage error: %s', (_, expectation, path) => {
    expectUsageError(expectation, path)
  })

  test('reflexive: any JSON value matches exact(itself)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const canonical = canonicalize(value)
        if (!canonical.ok) throw new Error('not JSON')
        expect(check(exact(value), canonical.value)).toEqual([])
      }),
      { seed: 71, numRuns: 300 },
    )
  })
})
