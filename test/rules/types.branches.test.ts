import { describe, expect, test } from 'vitest'
import { ruleTypeMismatch } from '../../src/rules/types.js'

describe('ruleTypeMismatch: branches', () => {
  test('carries the rule’s JSON form as `expected` when given, and leaves it out otherwise', () => {
    const rule = { $rule: 'casefold', value: 'Paris' }
    expect(ruleTypeMismatch('casefold', ['x'], 'string', 5, rule)).toEqual({
      kind: 'type',
      path: ['x'],
      expectedType: 'string',
      received: 5,
      rule: 'casefold',
      expected: rule,
    })
    expect(ruleTypeMismatch('casefold', ['x'], 'string', 5)).not.toHaveProperty('expected')
  })
})
