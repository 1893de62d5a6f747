import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { escapeKey, escapeKeys, unescapeKey } from '../../../src/schema/adapters/escape-key.js'

describe('escapeKey', () => {
  test.each([
    ['__proto__', '__proto__~'],
    ['__proto__~', '__proto__~~'],
    ['__proto__~~', '__proto__~~~'],
    ['constructor', 'constructor'],
    ['__proto', '__proto'],
    ['x__proto__', 'x__proto__'],
    ['', ''],
  ])('%j → %j', (key, escaped) => {
    expect(escapeKey(key)).toBe(escaped)
    expect(unescapeKey(escaped)).toBe(key)
  })

  test('is a bijection that never yields __proto__', () => {
    const key = fc.oneof(fc.string(), fc.constantFrom('__proto__', '__proto__~', '__proto__~~'))
    fc.assert(
      fc.property(key, key, (a, b) => {
        expect(escapeKey(a)).not.toBe('__proto__')
        expect(unescapeKey(escapeKey(a))).toBe(a)
        expect(escapeKey(a) === escapeKey(b)).toBe(a === b)
      }),
      { seed: 7, numRuns: 500 },
    )
  })

  test('escapeKeys renames keys at every depth, values untouched', () => {
    const input = JSON.parse('{"__proto__": [{"__proto__": "__proto__"}], "a": 1}')
    expect(JSON.stringify(escapeKeys(input))).toBe('{"__proto__~":[{"__proto__~":"__proto__"}],"a":1}')
  })
})
