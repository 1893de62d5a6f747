import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { canonicalize, stableStringify } from '../../src/canonical.js'
import { check, type Expected, expectFail, expectPass } from './helpers.js'

/** Objects whose keys include `__proto__` as data, as JSON.parse makes them. */
const parsed = (text: string): unknown => JSON.parse(text)

describe('compareField: plain values', () => {
  test.each<[string, unknown, unknown]>([
    ['a string', 'Paris', 'Paris'],
    ['5 equals 5.0', 5, 5.0],
    ['0 equals -0', 0, -0],
    ['null', null, null],
    ['an object in another key order', { a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 }],
    ['an empty object', {}, {}],
    ['an array', [1, 'a', null], [1, 'a', null]],
    ['composed and decomposed text', 'café', 'cafe\u0301'],
    ['keys in composed and decomposed form', { café: 1 }, { 'cafe\u0301': 1 }],
    ['a __proto__ key as data', parsed('{"__proto__": {"a": 1}}'), parsed('{"__proto__": {"a": 1}}')],
    ['a constructor key as data', { constructor: 1 }, { constructor: 1 }],
  ])('passes: %s', (_, expectation, received) => {
    expectPass(expectation, received)
  })

  test.each<[string, unknown, unknown, Expected[]]>([
    ['"5" is not 5', 5, '5', [{ kind: 'type' }]],
    ['5 is not "5"', '5', 5, [{ kind: 'type' }]],
    ['true is not 1', true, 1, [{ kind: 'type' }]],
    ['false is not 0', false, 0, [{ kind: 'type' }]],
    ['null is not 0', null, 0, [{ kind: 'type' }]],
    ['null is not ""', '', null, [{ kind: 'type' }]],
    ['another case', 'Paris', 'paris', [{ kind: 'value' }]],
    ['an object is not an array', {}, [], [{ kind: 'type' }]],
    ['an extra key', { a: 1 }, { a: 1, b: 2 }, [{ kind: 'unexpected', at: ['b'] }]],
    ['an extra nested key', { a: { b: 1 } }, { a: { b: 1, c: 2 } }, [{ kind: 'unexpected', at: ['a', 'c'] }]],
    ['a missing key', { a: 1, b: 2 }, { a: 1 }, [{ kind: 'missing', at: ['b'] }]],
    ['a missing nested key', { a: { b: 1 } }, { a: {} }, [{ kind: 'missing', at: ['a', 'b'] }]],
    [
      'arrays are ordered',
      [1, 2],
      [2, 1],
      [
        { kind: 'value', at: [0] },
        { kind: 'value', at: [1] },
      ],
    ],
    ['an element missing', [1, 2], [1], [{ kind: 'missing', at: [1] }]],
    ['an element too many', [1], [1, 2], [{ kind: 'unexpected', at: [1] }]],
    [
      'a nested value',
      { items: [{ sku: 'a' }] },
      { items: [{ sku: 'b' }] },
      [{ kind: 'value', at: ['items', 0, 'sku'] }],
    ],
    ['an absent key', 'x', undefined, [{ kind: 'missing' }]],
    ['a __proto__ key missing', parsed('{"__proto__": 1}'), {}, [{ kind: 'missing', at: ['__proto__'] }]],
    [
      'a __proto__ key unexpected',
      {},
      parsed('{"__proto__": 1}'),
      [{ kind: 'unexpected', at: ['__proto__'] }],
    ],
    [
      'a __proto__ key with another value',
      parsed('{"__proto__": {"a": 1}}'),
      parsed('{"__proto__": {"a": 2}}'),
      [{ kind: 'value', at: ['__proto__', 'a'] }],
    ],
    ['an inherited name is not a key', { toString: 1 }, {}, [{ kind: 'missing', at: ['toString'] }]],
  ])('fails: %s', (_, expectation, received, mismatches) => {
    expectFail(expectation, received, mismatches)
  })

  test('decomposed text differs under the `none` Unicode policy', () => {
    expectFail('café', 'cafe\u0301', [{ kind: 'value' }], 'none')
  })

  test('mismatches carry the expected and received values', () => {
    expect(check({ a: 1, b: 2 }, { a: 3, c: 4 })).toEqual([
      { kind: 'value', path: ['arguments', 'x', 'a'], expected: 1, received: 3 },
      { kind: 'missing', path: ['arguments', 'x', 'b'], expected: 2 },
      { kind: 'unexpected', path: ['arguments', 'x', 'c'], received: 4 },
    ])
  })
})

describe('compareField: rules inside plain values', () => {
  const casefold = (value: string) => ({ $rule: 'casefold', value })

  test.each<[string, unknown, unknown]>([
    ['a rule in an object', { city: casefold('paris'), n: 1 }, { city: 'PARIS', n: 1 }],
    ['a rule in an array', [1, casefold('a')], [1, 'A']],
    [
      'a rule under a __proto__ key',
      { ['__proto__']: casefold('x'), y: 1 },
      parsed('{"__proto__": "X", "y": 1}'),
    ],
    ['an optional element past the end of an array', [1, { $rule: 'optional', value: 2 }], [1]],
  ])('passes: %s', (_, expectation, received) => {
    expectPass(JSON.parse(JSON.stringify(expectation)), received)
  })

  test.each<[string, unknown, unknown, Expected[]]>([
    [
      'an extra key next to a rule',
      { city: casefold('paris') },
      { city: 'Paris', zip: 1 },
      [{ kind: 'unexpected', at: ['zip'] }],
    ],
    ['a missing key with a rule', { city: casefold('paris') }, {}, [{ kind: 'missing', at: ['city'] }]],
    ['a rule element missing', [1, casefold('a')], [1], [{ kind: 'missing', at: [1] }]],
    ['an array for an object', { city: casefold('paris') }, ['Paris'], [{ kind: 'type' }]],
    ['an object for an array', [casefold('a')], { 0: 'a' }, [{ kind: 'type' }]],
  ])('fails: %s', (_, expectation, received, mismatches) => {
    expectFail(expectation, received, mismatches)
  })
})

describe('compareField: asymmetric matchers', () => {
  test.each<[string, unknown, unknown]>([
    ['expect.any(String)', expect.any(String), 'x'],
    ['expect.any(Number)', expect.any(Number), 5],
    ['expect.stringContaining', expect.stringContaining('ar'), 'Paris'],
    ['expect.stringMatching', expect.stringMatching(/^ord_/), 'ord_1'],
    ['expect.objectContaining', expect.objectContaining({ a: 1 }), { a: 1, b: 2 }],
    ['expect.arrayContaining', expect.arrayContaining([2]), [1, 2, 3]],
    ['expect.anything', expect.anything(), 0],
    ['nested in an object', { id: expect.any(String), n: 1 }, { id: 'abc', n: 1 }],
    ['nested in a rule', { $rule: 'oneOf', values: [expect.any(Number), 'none'] }, 3],
  ])('passes: %s', (_, expectation, received) => {
    expectPass(expectation, received)
  })

  test.each<[string, unknown, unknown, Expected[]]>([
    ['expect.any(String) on a number', expect.any(String), 5, [{ kind: 'value', rule: 'asymmetric' }]],
    [
      'expect.stringContaining on another string',
      expect.stringContaining('ar'),
      'Lyon',
      [{ kind: 'value', rule: 'asymmetric' }],
    ],
    ['expect.anything on an absent key', expect.anything(), undefined, [{ kind: 'missing' }]],
    ['expect.anything on null', expect.anything(), null, [{ kind: 'value', rule: 'asymmetric' }]],
    [
      'expect.any(String) on an absent key',
      { id: expect.any(String) },
      {},
      [{ kind: 'missing', at: ['id'] }],
    ],
    [
      'a matcher that throws',
      {
        asymmetricMatch() {
          throw new Error('boom')
        },
      },
      'x',
      [{ kind: 'value', rule: 'asymmetric' }],
    ],
  ])('fails: %s', (_, expectation, received, mismatches) => {
    expectFail(expectation, received, mismatches)
  })
})

describe('compareField: properties', () => {
  const json = fc.jsonValue().map((value) => {
    const result = canonicalize(value)
    if (!result.ok) throw new Error('fc.jsonValue() gave a value that is not JSON')
    return result.value
  })
  /** Plain data only: a `$rule` key would make the expectation a rule. */
  const plain = json.filter((value) => !stableStringify(value).includes('"$rule":'))

  test('reflexive: every plain JSON value matches itself', () => {
    fc.assert(
      fc.property(plain, (value) => {
        expect(check(value, value)).toEqual([])
      }),
      { seed: 81, numRuns: 300 },
    )
  })

  test('two plain values match exactly when their canonical forms are equal', () => {
    fc.assert(
      fc.property(plain, plain, (a, b) => {
        const equal = stableStringify(a) === stableStringify(b)
        expect(check(a, b).length === 0).toBe(equal)
      }),
      { seed: 82, numRuns: 300 },
    )
  })

  test('key order never matters', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), json), (object) => {
        const reversed = Object.fromEntries(Object.entries(object).reverse())
        if (stableStringify(object).includes('"$rule":')) return
        expect(check(object, reversed)).toEqual([])
      }),
      { seed: 83, numRuns: 300 },
    )
  })
})

describe('compareField: absent and present keys, rule by rule', () => {
  const rules: Record<string, unknown> = {
    absent: { $rule: 'absent' },
    present: { $rule: 'present' },
    ignore: { $rule: 'ignore' },
    optional: { $rule: 'optional', value: 'EUR' },
    withDefault: { $rule: 'withDefault', value: 'EUR', default: 'EUR' },
    plain: 'EUR',
  }

  test.each<[string, unknown, Expected[], Expected[], Expected[]]>([
    // rule, received for `unit`: absent · present and matching ("EUR") · present and different ("USD")
    [
      'absent',
      rules.absent,
      [],
      [{ kind: 'unexpected', at: ['unit'], rule: 'absent' }],
      [{ kind: 'unexpected', at: ['unit'], rule: 'absent' }],
    ],
    ['present', rules.present, [{ kind: 'missing', at: ['unit'] }], [], []],
    ['ignore', rules.ignore, [], [], []],
    ['optional', rules.optional, [], [], [{ kind: 'value', at: ['unit'] }]],
    ['withDefault', rules.withDefault, [], [], [{ kind: 'value', at: ['unit'] }]],
    [
      'a plain value',
      rules.plain,
      [{ kind: 'missing', at: ['unit'] }],
      [],
      [{ kind: 'value', at: ['unit'] }],
    ],
  ])('%s', (_, unit, whenAbsent, whenEqual, whenDifferent) => {
    expectFail({ amount: 5, unit }, { amount: 5 }, whenAbsent)
    expectFail({ amount: 5, unit }, { amount: 5, unit: 'EUR' }, whenEqual)
    expectFail({ amount: 5, unit }, { amount: 5, unit: 'USD' }, whenDifferent)
  })
})
