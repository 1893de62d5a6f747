import { expect, test } from 'vitest'
import { isAsymmetricMatcher, isRule } from '../../src/expect/is-rule.js'

test.each([
  [{ $rule: 'ignore' }, true],
  [{ $rule: 'oneOf', values: [1] }, true],
  [Object.create({ $rule: 'ignore' }), false],
  [[{ $rule: 'ignore' }], false],
  [{ rule: 'ignore' }, false],
  [null, false],
  ['$rule', false],
])('isRule(%j) is %s: an own $rule key on a plain object', (value, expected) => {
  expect(isRule(value)).toBe(expected)
})

test.each([
  [expect.any(String), true],
  [{ asymmetricMatch: () => true }, true],
  [{ asymmetricMatch: true }, false],
  [{ $rule: 'ignore' }, false],
  [null, false],
  [() => true, false],
])('isAsymmetricMatcher(%s) is %s', (value, expected) => {
  expect(isAsymmetricMatcher(value)).toBe(expected)
})
