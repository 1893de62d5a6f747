import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { field } from '../../src/expect/field.js'
import type { JsonValue } from '../../src/json/types.js'
import { mentions, numbersIn } from '../../src/rules/mentions.js'
import { type Expected, expectFail, expectPass, expectUsageError } from './helpers.js'

describe('numbersIn: the numeric tokens of a text', () => {
  test.each<[string, number[]]>([
    ['18.90 EUR', [18.9]],
    ['$18.90', [18.9]],
    ['#1049', [1049]],
    ['1,049 items', [1049]],
    ['1,234,567.5', [1234567.5]],
    ['ORD-1049', [1049]],
    ['-5 degrees', [-5]],
    ['from 3 to 7.', [3, 7]],
    ['RF1049', [1049]],
    ['18,90 EUR', []],
    ['1,0490', []],
    ['10490', [10490]],
    ['1.2.3', []],
    ['no digits', []],
  ])('%j', (text, numbers) => {
    expect(numbersIn(text)).toEqual(numbers)
  })
})

describe('mentions', () => {
  test.each<[string, unknown, string]>([
    ['a string, any case', field.mentions('ord-5581'), 'Refund for ORD-5581 done.'],
    ['a number as a decimal with a trailing zero', field.mentions(18.9), 'I refunded 18.90 EUR.'],
    ['a number after a currency sign', field.mentions(18.9), 'I refunded $18.90.'],
    ['a number after #', field.mentions(1049), 'Order #1049 is on its way.'],
    ['a number with a thousands comma', field.mentions(1049), 'You have 1,049 points.'],
    ['a whole number written with decimals', field.mentions(20), 'Refunded 20.00 EUR.'],
    ['JSON form', { $rule: 'mentions', value: 'RF-1' }, 'Your refund RF-1 is on its way.'],
  ])('passes: %s', (_, expectation, received) => {
    expectPass(expectation, received)
  })

  test.each<[string, unknown, JsonValue | undefined, Expected[]]>([
    [
      'a string it does not hold',
      field.mentions('RF-2'),
      'Your refund RF-1.',
      [{ kind: 'value', rule: 'mentions' }],
    ],
    ['another number', field.mentions(18.9), 'I refunded 18.99 EUR.', [{ kind: 'value', rule: 'mentions' }]],
    [
      'a number inside a longer one',
      field.mentions(1049),
      'Order 10490.',
      [{ kind: 'value', rule: 'mentions' }],
    ],
    ['a decimal comma', field.mentions(18.9), 'I refunded 18,90 EUR.', [{ kind: 'value', rule: 'mentions' }]],
    ['a number as text: not a string received', field.mentions(5), 5, [{ kind: 'type', rule: 'mentions' }]],
    ['absent', field.mentions('x'), undefined, [{ kind: 'missing' }]],
  ])('fails: %s', (_, expectation, received, mismatches) => {
    expectFail(expectation, received, mismatches)
  })

  test.each<[string, unknown, (string | number)[]]>([
    ['an empty text', { $rule: 'mentions', value: '' }, ['value']],
    ['a boolean', { $rule: 'mentions', value: true }, ['value']],
    ['an infinite number', { $rule: 'mentions', value: Number.POSITIVE_INFINITY }, ['value']],
    ['fromResult outside a run', field.mentions(field.fromResult('refund_order', 'id')), ['value']],
    ['fromCall outside a run', field.mentions(field.fromCall('refund_order', 'id')), ['value']],
    ['fromCall alone', field.fromCall('refund_order', 'id'), ['$rule']],
  ])('usage error: %s', (_, expectation, path) => {
    expectUsageError(expectation, path)
  })

  test('property: a text holding the number as written mentions it; one holding only other digits does not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom('', '$', '#', 'EUR ', '('),
        (n, before) => {
          expect(mentions(`total ${before}${n.toLocaleString('en-US')} today`, n)).toBe(true)
          expect(mentions(`total ${before}${n}1 today`, n)).toBe(false)
        },
      ),
    )
  })
})
