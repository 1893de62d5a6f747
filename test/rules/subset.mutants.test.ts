import { describe, expect, test } from 'vitest'
import { check, expectFail, expectPass } from './helpers.js'

describe('subset: keys', () => {
  test('keys that differ after normalisation are two keys', () => {
    expectPass({ $rule: 'subset', value: { café: 1, cafe: 2 } }, { café: 1, cafe: 2, other: 3 })
  })

  test('each listed key is checked, in sorted order', () => {
    expectFail({ $rule: 'subset', value: { b: 1, a: 1 } }, { a: 2, b: 2 }, [
      { kind: 'value', at: ['a'] },
      { kind: 'value', at: ['b'] },
    ])
  })
})

describe('subset: an absent key', () => {
  test('is missing, reported with the rule as written', () => {
    const rule = { $rule: 'subset', value: { a: 1 } }
    expect(check(rule, undefined)).toEqual([{ kind: 'missing', path: ['arguments', 'x'], expected: rule }])
  })
})
