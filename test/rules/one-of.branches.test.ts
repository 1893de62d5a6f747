import { describe, test } from 'vitest'
import { expectFail, expectPass } from './helpers.js'

describe('oneOf: branches', () => {
  const predicate = { $rule: 'satisfies', label: 'one', test: (value: unknown) => value === 1 }
  const rule = { $rule: 'oneOf', values: [predicate, 2] }

  test('an alternative that accepts a missing key lets the key be asked about; none passing is "missing"', () => {
    expectPass(rule, 1)
    expectPass(rule, 2)
    expectFail(rule, undefined, [{ kind: 'value', rule: 'oneOf', reason: 'missing' }])
    expectFail(rule, 3, [{ kind: 'value', rule: 'oneOf', reason: 'no_alternative' }])
  })
})
