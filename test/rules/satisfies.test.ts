import { describe, test } from 'vitest'
import type { JsonValue } from '../../src/json/types.js'
import { type Expected, expectFail, expectPass, expectUsageError } from './helpers.js'

const satisfies = (test: (value: JsonValue | undefined) => boolean, label = 'a check') => ({
  $rule: 'satisfies',
  label,
  test,
})
const orderId = satisfies((value) => typeof value === 'string' && value.startsWith('ord_'), 'an order id')

describe('satisfies', () => {
  test.each<[string, unknown, JsonValue | undefined]>([
    ['a value the predicate accepts', orderId, 'ord_1'],
    [
      'an absent key when the predicate accepts undefined',
      satisfies((value) => value === undefined),
      undefined,
    ],
    ['inside an object', { id: orderId }, { id: 'ord_9' }],
  ])('passes: %s', (_, expectation, received) => {
    expectPass(expectation, received)
  })

  test.each<[string, unknown, JsonValue | undefined, Expected[]]>([
    ['a value the predicate rejects', orderId, 'x', [{ kind: 'value', rule: 'satisfies' }]],
    [
      'an absent key the predicate rejects',
      orderId,
      undefined,
      [{ kind: 'value', rule: 'satisfies', reason: 'missing' }],
    ],
    [
      'a predicate that throws',
      satisfies(() => {
        throw new Error('boom')
      }),
      'x',
      [{ kind: 'value', rule: 'satisfies', reason: 'threw' }],
    ],
    [
      'a truthy answer that is not true',
      satisfies((() => 1) as unknown as () => boolean),
      'x',
      [{ kind: 'value', rule: 'satisfies' }],
    ],
  ])('fails: %s', (_, expectation, received, mismatches) => {
    expectFail(expectation, received, mismatches)
  })

  test.each<[string, unknown, (string | number)[]]>([
    ['no predicate (as JSON would carry it)', { $rule: 'satisfies', label: 'x' }, ['test']],
    ['an empty label', satisfies(() => true, ''), ['label']],
  ])('usage error: %s', (_, expectation, path) => {
    expectUsageError(expectation, path)
  })
})
