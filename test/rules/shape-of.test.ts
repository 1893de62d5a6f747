import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { JsonValue } from '../../src/json/types.js'
import { shapeOf } from '../../src/rules/shape-of.js'

describe('shapeOf', () => {
  test.each<[string, JsonValue, JsonValue]>([
    ['a string', 'A-77', 'string'],
    ['a number', 18.9, 'number'],
    ['a boolean', true, 'boolean'],
    ['null', null, 'null'],
    ['an empty array', [], []],
    ['an empty object', {}, {}],
    ['an object, key for key', { id: 'A-77', paid: true }, { id: 'string', paid: 'boolean' }],
    ['an array by its distinct element shapes', ['a', 'b', 'c'], ['string']],
    [
      'element shapes sorted by their text, each once',
      [{ id: 'x' }, 1, 'a', 2, { id: 'y' }],
      ['number', 'string', { id: 'string' }],
    ],
    [
      'objects that differ in a key are two shapes',
      [{ a: 1 }, { a: 1, b: null }],
      [{ a: 'number', b: 'null' }, { a: 'number' }],
    ],
    [
      'nested',
      { order: { items: [{ sku: 'm', qty: 1 }] } },
      { order: { items: [{ qty: 'number', sku: 'string' }] } },
    ],
    ['an object holding $rule is any object', { $rule: 'casefold', value: 'x' }, 'object'],
    ['arrays of arrays', [[], [1], [2, 3]], [['number'], []]],
  ])('%s', (_, value, shape) => {
    expect(shapeOf(value)).toEqual(shape)
  })

  test('keys come out sorted, whatever order they came in', () => {
    expect(Object.keys(shapeOf({ b: 1, a: 2, c: 3 }) as object)).toEqual(['a', 'b', 'c'])
  })

  test('__proto__ is a key like any other', () => {
    const value = JSON.parse('{"__proto__": {"x": 1}}') as JsonValue
    const shape = shapeOf(value) as Record<string, JsonValue>
    expect(Object.hasOwn(shape, '__proto__')).toBe(true)
    expect(JSON.stringify(shape)).toBe('{"__proto__":{"x":"number"}}')
  })

  test('order and count of elements never change it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { minLength: 1 }),
        (items) => {
          expect(shapeOf([...items].reverse())).toEqual(shapeOf(items))
          expect(shapeOf([...items, ...items])).toEqual(shapeOf(items))
        },
      ),
    )
  })
})
