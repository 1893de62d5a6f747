import { describe, expect, test } from 'vitest'
import { jsonEqual } from '../../src/json/json-equal.js'
import type { JsonValue } from '../../src/json/types.js'

describe('jsonEqual', () => {
  test.each<[string, JsonValue, JsonValue]>([
    ['objects with one value changed', { a: 1, b: 2 }, { a: 1, b: 3 }],
    ['nested objects with one value changed', { a: { b: [1, 2] } }, { a: { b: [1, 3] } }],
    ['objects with another key', { a: 1 }, { b: 1 }],
    ['an empty object and an empty array', {}, []],
    ['an object with index keys and an array', { '0': 'a', '1': 'b' }, ['a', 'b']],
    ['an array and an object with index keys', ['a'], { '0': 'a' }],
    ['arrays of different lengths', [1, 2], [1, 2, 3]],
    ['arrays with one element changed', [1, { a: 1 }], [1, { a: 2 }]],
    ['null and an object', null, {}],
    ['5 and "5"', 5, '5'],
  ])('not equal: %s', (_, a, b) => {
    expect(jsonEqual(a, b)).toBe(false)
    expect(jsonEqual(b, a)).toBe(false)
  })

  test.each<[string, JsonValue, JsonValue]>([
    ['objects in another key order', { a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 }],
    ['equal arrays', [1, 'a', [true]], [1, 'a', [true]]],
    ['empty objects', {}, {}],
  ])('equal: %s', (_, a, b) => {
    expect(jsonEqual(a, b)).toBe(true)
    expect(jsonEqual(b, a)).toBe(true)
  })
})
