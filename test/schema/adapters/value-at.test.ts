import { describe, expect, test } from 'vitest'
import { valueAt } from '../../../src/schema/adapters/value-at.js'
import { args } from './helpers.js'

describe('valueAt', () => {
  const root = args('{"a": {"b": [10, {"c": null}]}, "__proto__": 1}')
  test.each([
    [[], { present: true, value: root, inObject: false }],
    [['a', 'b', 0], { present: true, value: 10, inObject: false }],
    [['a', 'b', 1, 'c'], { present: true, value: null, inObject: false }],
    [['__proto__'], { present: true, value: 1, inObject: false }],
    [['a', 'x'], { present: false, value: undefined, inObject: true }],
    [['a', 'b', 5], { present: false, value: undefined, inObject: false }],
    [['a', 'b', '0'], { present: false, value: undefined, inObject: false }],
    [['x', 'y'], { present: false, value: undefined, inObject: false }],
    [['constructor'], { present: false, value: undefined, inObject: true }],
    [['a', 'b', 0, 'x'], { present: false, value: undefined, inObject: false }],
  ])('%j', (path, expected) => {
    expect(valueAt(root, path)).toEqual(expected)
  })
})
