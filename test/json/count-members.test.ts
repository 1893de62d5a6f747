import { describe, expect, test } from 'vitest'
import { countMembers } from '../../src/json/count-members.js'
import type { JsonValue } from '../../src/json/types.js'

const nested = (depth: number): JsonValue => JSON.parse('['.repeat(depth) + ']'.repeat(depth))

describe('countMembers', () => {
  test.each<[string, JsonValue, number, number]>([
    ['a number', 1, 0, 0],
    ['a string', 's', 0, 0],
    ['null', null, 0, 0],
    ['an empty object', {}, 1, 0],
    ['an empty array', [], 1, 0],
    ['one member', { a: 1 }, 1, 1],
    ['members of nested objects', { a: { b: 1, c: [{ d: null }, 'x'] }, e: true }, 4, 5],
    ['objects in an array', [{ a: 1 }, { b: 2, c: 3 }], 2, 3],
    ['a __proto__ key', JSON.parse('{"__proto__":{"a":1},"b":2}'), 2, 3],
    ['nesting at the limit', nested(3), 3, 0],
    ['-0 and tiny numbers', [-0, 5e-324, Number.MAX_VALUE], 1, 0],
  ])('%s: %j has %i-deep limit, counts %i', (_name, value, maxDepth, members) => {
    expect(countMembers(value, maxDepth)).toBe(members)
  })

  test.each<[string, JsonValue, number]>([
    ['an object, with depth 0 allowed', {}, 0],
    ['an array, with depth 0 allowed', [], 0],
    ['nesting one beyond the limit', nested(4), 3],
    ['an object too deep in an array', [[{}]], 2],
    ['an array too deep in an object', { a: { b: [] } }, 2],
    ['Infinity', Number.POSITIVE_INFINITY, 1],
    ['-Infinity in an array', [1, Number.NEGATIVE_INFINITY], 1],
    ['Infinity in an object, after other members', { a: { b: 1 }, c: Number.POSITIVE_INFINITY }, 3],
    ['Infinity in the first member', { a: Number.POSITIVE_INFINITY, b: { c: 1, d: 2 } }, 3],
    ['Infinity deep in the first item', [[Number.POSITIVE_INFINITY], { a: 1, b: 2 }], 3],
    ['NaN', [Number.NaN], 1],
    ['nesting beyond the recursion bound, even when allowed', nested(1001), Number.POSITIVE_INFINITY],
  ])('%s: -1', (_name, value, maxDepth) => {
    expect(countMembers(value, maxDepth)).toBe(-1)
  })

  test('walks nesting up to the recursion bound', () => {
    expect(countMembers(nested(1000), Number.POSITIVE_INFINITY)).toBe(0)
  })

  test('leaves the tree to the exact parser (-1) when Object.prototype has an enumerable property', () => {
    const prototype = Object.prototype as Record<string, unknown>
    prototype.injected = true
    try {
      expect(countMembers({ a: 1 }, 64)).toBe(-1)
    } finally {
      delete prototype.injected
    }
    expect(countMembers({ a: 1 }, 64)).toBe(1)
  })
})
