import { describe, expect, test } from 'vitest'
import { pythonEqual } from '../../src/bfcl/python-equal.js'
import { match } from '../../src/index.js'
import type { JsonValue } from '../../src/json/types.js'

const accepts = (expected: JsonValue, received: JsonValue) =>
  match({ name: 'f', arguments: { x: received } }, { name: 'f', arguments: { x: pythonEqual(expected) } })
    .pass

describe('pythonEqual: what Python == finds equal', () => {
  test.each<[JsonValue, JsonValue, boolean]>([
    [true, 1, true],
    [false, 0, true],
    [1, true, true],
    [0, false, true],
    [1.0, true, true],
    [2, true, false],
    [true, 'True', false],
    [3, 3.0, true],
    ['3', 3, false],
    ['a', 'A', false],
    [null, null, true],
    [[1, [true]], [true, [1]], true],
    [[1], [1, 1], false],
    [{ a: 1, b: [0] }, { a: true, b: [false] }, true],
    [{ a: 1 }, { a: 1, b: 2 }, false],
    [{ a: 1 }, {}, false],
  ])('%j == %j is %s', (expected, received, equal) => {
    expect(accepts(expected, received)).toBe(equal)
  })

  test('a key named __proto__ is plain data', () => {
    expect(accepts(JSON.parse('{"__proto__": 1}'), JSON.parse('{"__proto__": true}'))).toBe(true)
  })
})
