import { describe, expect, test } from 'vitest'
import { REMOVE, replaceAt } from '../../../src/cli/check/replace-at.js'

describe('replaceAt', () => {
  test.each<[string, unknown, (string | number)[], unknown, unknown]>([
    ['the root', { a: 1 }, [], 5, 5],
    ['the root removed', { a: 1 }, [], REMOVE, null],
    ['a key', { a: { b: 1, c: 2 } }, ['a', 'b'], 9, { a: { b: 9, c: 2 } }],
    ['a key removed, the order of the rest kept', { z: 1, a: 2, m: 3 }, ['a'], REMOVE, { z: 1, m: 3 }],
    ['an item', [1, [2, 3]], [1, 0], 'x', [1, ['x', 3]]],
    ['an item removed becomes null', [1, 2], [0], REMOVE, [null, 2]],
    ['a path that leaves the document', { a: 1 }, ['b', 'c'], 5, { a: 1 }],
    ['through a scalar', { a: 1 }, ['a', 'b'], 5, { a: 1 }],
  ])('%s', (_, root, path, replacement, expected) => {
    const before = JSON.stringify(root)
    expect(replaceAt(root, path, replacement)).toEqual(expected)
    expect(JSON.stringify(root)).toBe(before)
  })

  test('a __proto__ key stays plain data, and only the path is copied', () => {
    const root = JSON.parse('{"__proto__": {"x": 1}, "keep": {"y": 2}, "edit": {"z": 3}}')
    const copy = replaceAt(root, ['edit', 'z'], 4) as Record<string, unknown>
    expect(Object.keys(copy)).toEqual(['__proto__', 'keep', 'edit'])
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype)
    expect(Object.getOwnPropertyDescriptor(copy, '__proto__')?.value).toEqual({ x: 1 })
    expect(copy.keep).toBe(root.keep)
    expect(copy.edit).toEqual({ z: 4 })
  })
})
