import { describe, expect, test } from 'vitest'
import { copyJson, copyJsonObject, MAX_SCHEMA_DEPTH } from '../../../src/schema/adapters/copy-json.js'
import { usageError } from './helpers.js'

describe('copyJson', () => {
  test('copies JSON into frozen objects with null prototypes, dropping undefined properties', () => {
    const input = JSON.parse('{"a": [1, {"__proto__": -0}], "b": "é"}')
    input.c = undefined
    const copy = copyJson(input, []) as Record<string, unknown>
    expect(copy).toEqual({ a: [1, JSON.parse('{"__proto__": 0}')], b: 'é' })
    expect(Object.getPrototypeOf(copy)).toBe(null)
    expect(Object.isFrozen(copy) && Object.isFrozen(copy.a)).toBe(true)
    expect(Object.hasOwn((copy.a as object[])[1]!, '__proto__')).toBe(true)
    expect(Object.getOwnPropertyDescriptor((copy.a as object[])[1], '__proto__')?.value).toBe(0)
  })

  test('accepts class instances as plain data (their own enumerable properties)', () => {
    class Schema {
      type = 'object'
    }
    expect(copyJson(new Schema(), [])).toEqual({ type: 'object' })
  })

  const cyclic: Record<string, unknown> = { type: 'object' }
  cyclic.self = cyclic
  let deep: unknown = {}
  for (let depth = 0; depth < MAX_SCHEMA_DEPTH; depth++) deep = { a: deep }
  const throwing = Object.defineProperty({}, 'type', {
    enumerable: true,
    get() {
      throw new Error('boom')
    },
  })

  test.each([
    ['NaN', { a: [Number.NaN] }, ['s', 'a', 0]],
    ['Infinity', { a: Number.POSITIVE_INFINITY }, ['s', 'a']],
    ['a function', { a: () => 1 }, ['s', 'a']],
    ['a bigint', { a: 1n }, ['s', 'a']],
    ['undefined in an array', { a: [undefined] }, ['s', 'a', 0]],
    ['a Date', { a: new Date(0) }, ['s', 'a']],
    ['a Map', { a: new Map() }, ['s', 'a']],
    ['a cycle', cyclic, ['s', 'self']],
    ['nesting deeper than the limit', deep, ['s', ...Array(MAX_SCHEMA_DEPTH).fill('a')]],
    ['a getter that throws', throwing, ['s']],
  ])('rejects %s at its path', (_, value, path) => {
    usageError(() => copyJson(value, ['s']), path)
  })

  test.each([[[]], ['x'], [null]])('copyJsonObject rejects %j', (value) => {
    usageError(() => copyJsonObject(value, ['s'], 'a JSON Schema'), ['s'])
  })
})
