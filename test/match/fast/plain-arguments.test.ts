import { describe, expect, test } from 'vitest'
import { isPlainArguments } from '../../../src/match/fast/plain-arguments.js'

class Point {
  x = 1
}

const throwing = Object.defineProperty({}, 'city', {
  enumerable: true,
  get() {
    throw new Error('no')
  },
})
const hidden = Object.defineProperty({ city: 'Paris' }, 'secret', { enumerable: false, value: 1 })
const holey = [1, 2, 3]
delete holey[1]
const nested = (depth: number): unknown => (depth === 0 ? 1 : { inner: nested(depth - 1) })
/** A function stripped of its own keys, prototype null: the one non-object that would pass for `{}` by its keys. */
const bareFunction = Object.setPrototypeOf(() => 1, null)
Reflect.deleteProperty(bareFunction, 'length')
Reflect.deleteProperty(bareFunction, 'name')

describe('isPlainArguments', () => {
  test.each([
    ['an empty object', {}, true],
    ['a null-prototype object', Object.assign(Object.create(null), { a: 1 }), true],
    [
      'ASCII strings, numbers, booleans, null, arrays, objects',
      { a: 'x', b: 1.5, c: true, d: null, e: [1, { f: 'g' }] },
      true,
    ],
    ['an array (arguments are an object)', [1], false],
    ['null', null, false],
    ['a string', '{}', false],
    ['a number', 5, false],
    ['a boolean', true, false],
    ['a function with no own key and no prototype', bareFunction, false],
    ['a class instance', new Point(), false],
    ['a class instance inside', { p: new Point() }, false],
    ['a non-ASCII string', { city: 'Zürich' }, false],
    ['a non-ASCII key', { città: 'Roma' }, false],
    ['a key Object.prototype has', { constructor: 1 }, false],
    ['an own __proto__ key', JSON.parse('{"__proto__": 1}'), false],
    ['-0', { n: -0 }, false],
    ['NaN', { n: Number.NaN }, false],
    ['Infinity', { n: Number.POSITIVE_INFINITY }, false],
    ['undefined', { n: undefined }, false],
    ['a function', { n: () => 1 }, false],
    ['a BigInt', { n: 1n }, false],
    ['a hole in an array', { list: holey }, false],
    ['an array subclass', { list: new (class extends Array {})() }, false],
    ['a getter that throws', throwing, false],
    ['a non-enumerable key', hidden, false],
    ['32 levels', nested(32), true],
    ['33 levels', nested(33), false],
  ])('%s', (_title, value, plain) => {
    expect(isPlainArguments(value, 64)).toBe(plain)
  })

  test.each([
    ['an object at maxDepth', { a: { b: 1 } }, 2, true],
    ['an object one level deeper', { a: { b: 1 } }, 1, false],
    ['an array at maxDepth', { a: [1] }, 2, true],
    ['an array one level deeper', { a: [[1]] }, 2, false],
  ])('nesting is held to maxDepth when it is lower than 32: %s', (_title, value, maxDepth, plain) => {
    expect(isPlainArguments(value, maxDepth)).toBe(plain)
  })
})
