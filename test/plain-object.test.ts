import { describe, expect, test } from 'vitest'
import { isPlainObject, isPlainObjectOf } from '../src/plain-object.js'

class Instance {
  a = 1
}

describe('isPlainObject', () => {
  test.each([
    ['an object literal', { a: 1 }],
    ['an empty object', {}],
    ['a null-prototype object', Object.create(null)],
  ])('%s is one', (_name, value) => {
    expect(isPlainObject(value)).toBe(true)
  })

  test.each([
    ['null', null],
    ['an array', [1]],
    ['a class instance', new Instance()],
    ['an object with another prototype', Object.create({ a: 1 })],
    ['a date', new Date(0)],
    ['text', 'a'],
    ['a function', () => 1],
    ['undefined', undefined],
  ])('%s is not', (_name, value) => {
    expect(isPlainObject(value)).toBe(false)
  })
})

describe('isPlainObjectOf', () => {
  test.each([
    ['only allowed keys', { a: 1, b: 2 }, true],
    ['no keys', {}, true],
    ['an unknown key', { a: 1, c: 3 }, false],
    ['allowed keys in a class instance', new Instance(), false],
    ['allowed keys in an array', Object.assign([], { a: 1 }), false],
  ])('%s: %s', (_name, value, expected) => {
    expect(isPlainObjectOf(value, ['a', 'b'])).toBe(expected)
  })

  test('a key that is not enumerable is not looked at', () => {
    const value = { a: 1 }
    Object.defineProperty(value, 'c', { value: 3, enumerable: false })
    expect(isPlainObjectOf(value, ['a'])).toBe(true)
  })
})
