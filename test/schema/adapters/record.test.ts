import { describe, expect, test } from 'vitest'
import { bareObject, isRecord, own } from '../../../src/schema/adapters/record.js'

describe('record helpers', () => {
  test.each([
    [{}, true],
    [Object.create(null), true],
    [[], false],
    [null, false],
    ['x', false],
  ])('isRecord(%o) → %s', (value, expected) => {
    expect(isRecord(value)).toBe(expected)
  })

  test('own reads own properties only', () => {
    const value = JSON.parse('{"__proto__": 1, "a": 2}')
    expect([
      own(value, '__proto__'),
      own(value, 'a'),
      own(value, 'constructor'),
      own({}, 'toString'),
    ]).toEqual([1, 2, undefined, undefined])
  })

  test('bareObject takes __proto__ as a plain key', () => {
    const object = bareObject<number>()
    Reflect.set(object, '__proto__', 1)
    expect([Object.getPrototypeOf(object), Object.keys(object)]).toEqual([null, ['__proto__']])
  })
})
