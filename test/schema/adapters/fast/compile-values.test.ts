import { describe, expect, test } from 'vitest'
import type { JsonValue } from '../../../../src/json/types.js'
import { compileConst, compileEnum } from '../../../../src/schema/adapters/fast/compile-values.js'
import { raw, zodRaw } from './raw-zod.js'

describe('compileEnum', () => {
  test.each<[string, JsonValue[], JsonValue]>([
    ['none: never', [], 'a'],
    ['one: a literal', ['a'], 'b'],
    ['one: a literal that fits', [null], null],
    ['strings: each once, integer-like keys first', ['b', '10', '2', 'b', '__proto__'], 'x'],
    ['strings that fit', ['a', 'b'], 'b'],
    ['mixed: a union of literals', [1, 'a', null, 1], 'x'],
    ['mixed, fitting', [1, 'a', null], null],
    ['0 and -0 are one value', [-0, 'a'], 0],
    ['an object is in no enum', ['a', 'b'], { a: 1 }],
  ])('%s', (_, values, value) => {
    const schema = { enum: values }
    expect(raw(compileEnum(values), value)).toEqual(zodRaw(schema, value))
  })

  test('structured values are left to zod', () => {
    expect(compileEnum([[1]])).toBeUndefined()
    expect(compileEnum('a')).toBeUndefined()
  })
})

describe('compileConst', () => {
  test.each<[JsonValue, JsonValue]>([
    [1, 1],
    [1, 2],
    [null, false],
  ])('const %j on %j', (constant, value) => {
    expect(raw(compileConst(constant), value)).toEqual(zodRaw({ const: constant }, value))
  })

  test('a structured const is left to zod', () => {
    expect(compileConst({ a: 1 })).toBeUndefined()
  })
})
