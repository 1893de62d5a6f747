import { describe, expect, test } from 'vitest'
import { expectFail, expectPass, expectUsageError } from './helpers.js'

describe('subset: branches', () => {
  test('listed keys are compared in code-unit order, whatever order they are written in', () => {
    const rule = { $rule: 'subset', value: { b: 2, a: 1, c: 3 } }
    expectPass(rule, { a: 1, b: 2, c: 3, d: 4 })
    expectFail(rule, { a: 0, b: 0, c: 3 }, [
      { kind: 'value', at: ['a'] },
      { kind: 'value', at: ['b'] },
    ])
  })

  test('two keys that are one key after NFC are a usage error, as in a plain object', () => {
    const error = expectUsageError({ $rule: 'subset', value: { '\u00e9': 1, 'e\u0301': 2 } }, [
      'value',
      'e\u0301',
    ])
    expect(error.problem).toBe('the key "\u00e9" appears twice after Unicode normalisation')
  })
})
