import { describe, expect, test } from 'vitest'
import type { JsonObject, JsonValue } from '../../../../src/json/types.js'
import { compileArray } from '../../../../src/schema/adapters/fast/compile-array.js'
import { compileNode } from '../../../../src/schema/adapters/fast/compile-node.js'
import { UNSURE } from '../../../../src/schema/adapters/fast/raw-issue.js'
import { raw, zodRaw } from './raw-zod.js'

const compile = (schema: JsonObject) => compileArray(schema, compileNode)

describe('compileArray', () => {
  test.each<[string, JsonObject, JsonValue]>([
    ['not an array', { items: {} }, 1],
    ['not an array, counted: a number has no length', { items: {}, minItems: 2 }, 1],
    ['each item', { items: { type: 'string' } }, ['a', 1, 'b', 2]],
    ['items, then too few', { items: { type: 'string' }, minItems: 5, maxItems: 6 }, [1, 'a']],
    [
      'too many: one issue, items unchecked',
      { items: { type: 'string' }, minItems: 1, maxItems: 2 },
      [1, 2, 3],
    ],
    [
      'an item with too many stops the count checks',
      { items: { type: 'array', items: {}, maxItems: 1 }, minItems: 3 },
      [[1, 2]],
    ],
    ['false items', { items: false }, [1]],
    ['within the counts', { items: true, minItems: 1, maxItems: 1 }, [1]],
  ])('%s', (_, schema, value) => {
    expect(raw(compile(schema), value)).toEqual(zodRaw({ type: 'array', ...schema }, value))
  })

  test('too many stops every later check, even those that always run', () => {
    expect(compile({ items: {}, maxItems: 0 })!([1])).toEqual([
      { code: 'too_big', path: [], continue: false },
    ])
  })

  test.each<[string, JsonValue]>([
    ['a string', 'abc'],
    ['an object with a length', { length: 1 }],
  ])('counts are UNSURE for %s (zod measures it too)', (_, value) => {
    expect(compile({ items: {}, minItems: 2 })!(value)).toBe(UNSURE)
    expect(raw(compile({ items: {} }), value)).toEqual([
      { code: 'invalid_type', expected: 'array', path: [] },
    ])
  })

  test('no items is any item; an unsure item makes the array unsure', () => {
    expect(compile({})!([1, 'a'])).toEqual([])
    expect(compile({ items: { type: 'number', multipleOf: 1 } })!([1, 2 ** 60])).toBe(UNSURE)
  })

  test.each<[string, JsonObject]>([
    ['tuple items', { items: [{ type: 'string' }] }],
    ['a fractional count', { items: {}, minItems: 1.5 }],
    ['a negative count', { items: {}, maxItems: -1 }],
    ['items left to zod', { items: { format: 'date' } }],
  ])('%s is left to zod', (_, schema) => {
    expect(compile(schema)).toBeUndefined()
  })
})
