import { describe, expect, test } from 'vitest'
import { field } from '../../src/expect/field.js'
import { mapFromResult } from '../../src/expect/map-from-result.js'

const found: Array<[unknown, (string | number)[]]> = []
const mark = (rule: unknown, path: readonly (string | number)[]) => {
  found.push([rule, [...path]])
  return 'X'
}

describe('mapFromResult', () => {
  test('replaces every fromResult rule, at any depth of objects and arrays, naming its path', () => {
    found.length = 0
    const rule = { $rule: 'fromResult', call: 'a', path: 'id' }
    const out = mapFromResult(
      { a: rule, b: [1, { c: rule }], d: { $rule: 'casefold', value: 'x' } },
      ['arguments'],
      mark,
    )
    expect(out).toEqual({ a: 'X', b: [1, { c: 'X' }], d: { $rule: 'casefold', value: 'x' } })
    expect(found.map(([, path]) => path)).toEqual([
      ['arguments', 'a'],
      ['arguments', 'b', 1, 'c'],
    ])
  })

  test('other rules are not entered: a fromResult inside one is its parameter, not replaced', () => {
    const inside = field.oneOf({ $rule: 'fromResult', call: 'a', path: 'id' } as never, 1)
    expect(mapFromResult(inside, [], mark)).toBe(inside)
  })

  test('non-plain objects (an asymmetric matcher, a Date, a Map) are kept as they are', () => {
    const matcher = expect.stringContaining('x')
    const date = new Date(0)
    const map = new Map([[1, 2]])
    const out = mapFromResult({ matcher, date, map }, [], mark) as Record<string, unknown>
    expect(out.matcher).toBe(matcher)
    expect(out.date).toBe(date)
    expect(out.map).toBe(map)
  })

  test('a prototype-less object is walked, and a __proto__ key stays data', () => {
    const bare = Object.create(null) as Record<string, unknown>
    bare.a = { $rule: 'fromResult', call: 'a', path: '' }
    expect(mapFromResult(bare, [], () => 1)).toEqual({ a: 1 })
    const proto = JSON.parse('{"__proto__": {"$rule": "fromResult", "call": "a", "path": ""}}')
    const out = mapFromResult(proto, [], () => 2) as object
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype)
    expect(Object.getOwnPropertyDescriptor(out, '__proto__')?.value).toBe(2)
  })

  test('primitives and null pass through', () => {
    for (const value of [null, undefined, 1, 'a', true]) expect(mapFromResult(value, [], mark)).toBe(value)
  })
})
