import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { JsonValue } from '../../src/json/types.js'
import { parseNumericString, withinTolerance } from '../../src/rules/number.js'
import { check, type Expected, expectFail, expectPass, expectUsageError } from './helpers.js'

const number = (value: number, options: { tolerance?: number; coerce?: boolean } = {}) => ({
  $rule: 'number',
  value,
  ...options,
})

describe('number', () => {
  test.each<[string, unknown, JsonValue]>([
    ['the same number', number(20), 20],
    ['5 equals 5.0', number(5), 5.0],
    ['0 equals -0', number(0), -0],
    ['a numeric string', number(20), '20'],
    ['a numeric string with surrounding white space', number(20), ' 20\n'],
    ['trailing zeros', number(20), '20.00'],
    ['an exponent', number(1000), '1e3'],
    ['an upper-case exponent with sign', number(0.001), '1E-3'],
    ['a negative string', number(-3.5), '-3.5'],
    ['within tolerance above', number(20, { tolerance: 0.01 }), 20.004],
    ['within tolerance below', number(20, { tolerance: 0.01 }), 19.996],
    ['on the tolerance boundary (binary rounding forgiven)', number(20, { tolerance: 0.01 }), 20.01],
    ['a string within tolerance', number(20, { tolerance: 0.01 }), '20.004'],
    ['a large tolerance', number(100, { tolerance: 5 }), 95],
    ['a number with coerce: false', number(7, { coerce: false }), 7],
  ])('passes: %s', (_, expectation, received) => {
    expectPass(expectation, received)
  })

  test.each<[string, unknown, JsonValue | undefined, Expected[]]>([
    ['another number', number(20), 21, [{ kind: 'value', rule: 'number', reason: 'not_equal' }]],
    [
      'a nearby number with tolerance 0',
      number(0.3),
      0.1 + 0.2,
      [{ kind: 'value', rule: 'number', reason: 'not_equal' }],
    ],
    ['another numeric string', number(20), '21', [{ kind: 'value', rule: 'number', reason: 'not_equal' }]],
    [
      'outside tolerance',
      number(20, { tolerance: 0.01 }),
      20.02,
      [{ kind: 'value', rule: 'number', reason: 'outside_tolerance' }],
    ],
    [
      'just outside tolerance',
      number(20, { tolerance: 0.01 }),
      20.0101,
      [{ kind: 'value', rule: 'number', reason: 'outside_tolerance' }],
    ],
    [
      'outside tolerance below',
      number(20, { tolerance: 0.01 }),
      '19.98',
      [{ kind: 'value', rule: 'number', reason: 'outside_tolerance' }],
    ],
    [
      'a numeric string with coerce: false',
      number(5, { coerce: false }),
      '5',
      [{ kind: 'type', rule: 'number', reason: 'string_not_allowed' }],
    ],
    ['true', number(1), true, [{ kind: 'type', rule: 'number' }]],
    ['false', number(0), false, [{ kind: 'type', rule: 'number' }]],
    ['null', number(0), null, [{ kind: 'type', rule: 'number' }]],
    ['an array', number(20), [20], [{ kind: 'type', rule: 'number' }]],
    ['an object', number(20), { value: 20 }, [{ kind: 'type', rule: 'number' }]],
    ['an absent key', number(20), undefined, [{ kind: 'missing' }]],
  ])('fails: %s', (_, expectation, received, mismatches) => {
    expectFail(expectation, received, mismatches)
  })

  test.each([
    '',
    '   ',
    'abc',
    'NaN',
    'Infinity',
    '-Infinity',
    '0x14',
    '0b10',
    '+20',
    '.5',
    '20.',
    '020',
    '1,000',
    '1_000',
    '20 kg',
    '1e999',
    '--1',
    '2 0',
  ])('the string %j is not numeric', (text) => {
    expectFail(number(20), text, [{ kind: 'type', rule: 'number', reason: 'not_numeric' }])
    expect(parseNumericString(text)).toBeUndefined()
  })

  test('reports the rule and the received value', () => {
    expect(check(number(20, { tolerance: 1 }), 22)).toEqual([
      {
        kind: 'value',
        path: ['arguments', 'x'],
        expected: { $rule: 'number', value: 20, tolerance: 1 },
        received: 22,
        rule: 'number',
        reason: 'outside_tolerance',
      },
    ])
  })

  test.each<[string, unknown, (string | number)[]]>([
    ['a negative tolerance', number(20, { tolerance: -1 }), ['tolerance']],
    ['a string value', { $rule: 'number', value: '20' }, ['value']],
    ['an infinite value', { $rule: 'number', value: Number.POSITIVE_INFINITY }, ['value']],
    ['a non-boolean coerce', { $rule: 'number', value: 1, coerce: 'yes' }, ['coerce']],
    ['a string tolerance', { $rule: 'number', value: 1, tolerance: '0.1' }, ['tolerance']],
    ['an unknown option', { $rule: 'number', value: 1, tol: 0.1 }, []],
  ])('usage error: %s', (_, expectation, path) => {
    expectUsageError(expectation, path)
  })

  test('a negative tolerance says so', () => {
    expect(expectUsageError(number(20, { tolerance: -1 }), ['tolerance']).message).toContain(
      'tolerance must be ≥ 0',
    )
  })

  test.each<[number, number, number, boolean]>([
    [20, 20.01, 0.01, true],
    [-20, -20.01, 0.01, true],
    [1e15, 1e15 + 1, 1, true],
    [1e15, 1e15 + 2, 1, false],
    [0.3, 0.1 + 0.2, 0, false],
    [0.3, 0.1 + 0.2, 1e-9, true],
  ])('withinTolerance(%d, %d, %d) is %s', (a, b, tolerance, within) => {
    expect(withinTolerance(a, b, tolerance)).toBe(within)
  })

  describe('properties', () => {
    const finite = fc.double({ noNaN: true, noDefaultInfinity: true })

    test('reflexive: a number matches the rule built from it, and so does its string form', () => {
      fc.assert(
        fc.property(finite, (n) => {
          expect(check(number(n), n)).toEqual([])
          expect(check(number(n), String(n))).toEqual([])
        }),
        { seed: 1, numRuns: 300 },
      )
    })

    test('anything within half the tolerance passes; anything beyond twice the tolerance fails', () => {
      const tolerance = fc.double({ min: 1e-6, max: 1e6, noNaN: true })
      const value = fc.double({ min: -1e9, max: 1e9, noNaN: true })
      fc.assert(
        fc.property(value, tolerance, fc.double({ min: -0.5, max: 0.5, noNaN: true }), (n, t, f) => {
          expect(check(number(n, { tolerance: t }), n + f * t)).toEqual([])
          const far = n + (2 + Math.abs(f)) * t
          expect(check(number(n, { tolerance: t }), far)).toHaveLength(far === n ? 0 : 1)
        }),
        { seed: 2, numRuns: 300 },
      )
    })

    test('booleans and null never pass, whatever the options', () => {
      fc.assert(
        fc.property(
          finite,
          fc.constantFrom<JsonValue>(true, false, null),
          fc.boolean(),
          (n, received, coerce) => {
            expect(check(number(n, { coerce, tolerance: 1e9 }), received)).toHaveLength(1)
          },
        ),
        { seed: 3, numRuns: 200 },
      )
    })
  })
})
