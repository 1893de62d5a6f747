import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { canonicalize } from '../../src/canonical.js'
import { compareJson } from '../../src/json/compare-json.js'
import { jsonEqual } from '../../src/json/json-equal.js'
import type { JsonValue } from '../../src/json/types.js'
import { sharedJson } from '../fuzz/arbitraries/expectation.js'
import { jsonValue } from '../fuzz/arbitraries/json.js'

const canonical = (value: JsonValue): JsonValue => {
  // Code points as they are: keys that NFC would merge stay apart.
  const result = canonicalize(value, { unicode: 'none', maxDepth: 64 })
  if (!result.ok) throw new Error(result.failure.kind)
  return result.value
}
/** Random values, often equal or nearly so (shared leaves and keys). */
const value = fc.oneof(sharedJson, jsonValue({ maxDepth: 3, maxLength: 3 })).map(canonical)

describe('compareJson', () => {
  test.each<[string, JsonValue, JsonValue]>([
    ['null before false', null, false],
    ['false before true', false, true],
    ['a boolean before a number', true, -5],
    ['numbers by value', -2, 10],
    ['a number before a string', 1e9, ''],
    ['strings by code units', 'B', 'a'],
    ['a shorter prefix first', 'ab', 'abc'],
    ['a string before an array', 'z', []],
    ['arrays element by element', [1, 9], [2]],
    ['a shorter array first', [1], [1, 0]],
    ['an array before an object', [9], {}],
    ['objects by first key', canonical({ a: 9 }), canonical({ b: 0 })],
    ['then by its value', canonical({ a: 1 }), canonical({ a: 2 })],
    ['then by size', canonical({ a: 1 }), canonical({ a: 1, b: 0 })],
  ])('%s', (_, a, b) => {
    expect(compareJson(a, b)).toBeLessThan(0)
    expect(compareJson(b, a)).toBeGreaterThan(0)
  })

  test('equal values compare 0, even built apart (5 and 5.0 are one number)', () => {
    expect(compareJson(canonical({ x: [5, 'a'] }), canonical({ x: [5.0, 'a'] }))).toBe(0)
  })

  test('is zero exactly when jsonEqual, and antisymmetric', () => {
    fc.assert(
      fc.property(value, value, (a, b) => {
        const ab = compareJson(a, b)
        expect(ab === 0).toBe(jsonEqual(a, b))
        expect(Math.sign(compareJson(b, a)) + Math.sign(ab)).toBe(0)
      }),
      { numRuns: 3000 },
    )
  })

  test('is transitive: sorting by it is consistent, whatever order the values came in', () => {
    fc.assert(
      fc.property(fc.array(value, { maxLength: 8 }), (values) => {
        const sorted = [...values].sort(compareJson)
        for (let index = 1; index < sorted.length; index++) {
          expect(compareJson(sorted[index - 1]!, sorted[index]!)).toBeLessThanOrEqual(0)
        }
        const again = [...values].reverse().sort(compareJson)
        expect(again.every((item, index) => jsonEqual(item, sorted[index]!))).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })
})
