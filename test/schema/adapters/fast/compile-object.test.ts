import { describe, expect, test } from 'vitest'
import type { JsonObject, JsonValue } from '../../../../src/json/types.js'
import { compileNode } from '../../../../src/schema/adapters/fast/compile-node.js'
import { compileObject } from '../../../../src/schema/adapters/fast/compile-object.js'
import { UNSURE } from '../../../../src/schema/adapters/fast/raw-issue.js'
import { raw, zodRaw } from './raw-zod.js'

const compile = (schema: JsonObject) => compileObject(schema, compileNode)

describe('compileObject', () => {
  test.each<[string, JsonObject, JsonValue]>([
    ['not an object', { type: 'object' }, []],
    [
      'declared properties in order, then the others',
      { properties: { b: { type: 'string' }, a: { type: 'string' } } },
      { a: 1, b: 2 },
    ],
    ['optional and absent', { properties: { a: { type: 'string' } } }, {}],
    [
      'undeclared keys under additionalProperties: false, one issue',
      { properties: { a: {} }, additionalProperties: false },
      { z: 1, a: 1, 10: 2 },
    ],
    [
      'other keys checked by additionalProperties',
      { properties: { a: {} }, additionalProperties: { type: 'string' } },
      { a: 1, b: 2, c: 'x' },
    ],
    ['other keys let through', { properties: {}, additionalProperties: true }, { b: 2 }],
    [
      'issues of a property and of undeclared keys',
      { properties: { a: { type: 'null' } }, additionalProperties: false },
      { a: 1, b: 2 },
    ],
  ])('%s', (_, schema, value) => {
    expect(raw(compile(schema), value)).toEqual(zodRaw({ type: 'object', ...schema }, value))
  })

  test('keys are the arguments’ own: the validation schema’s escaped __proto__ reads __proto__', () => {
    const check = compile({ properties: { '__proto__~': { type: 'string' } }, required: ['__proto__~'] })
    expect(raw(check, JSON.parse('{"__proto__": 1}'))).toEqual([
      { code: 'invalid_type', expected: 'string', path: ['__proto__'] },
    ])
    expect(raw(check, {})).toEqual([{ code: 'invalid_type', expected: 'nonoptional', path: ['__proto__'] }])
    expect(raw(check, { constructor: 'x' })).toEqual([
      { code: 'invalid_type', expected: 'nonoptional', path: ['__proto__'] },
    ])
  })

  test('unrecognized keys let later checks run; a property of another type does not', () => {
    const check = compile({ properties: { a: { type: 'string' } }, additionalProperties: false })
    const result = check!({ a: 1, b: 2 })
    if (result === UNSURE) return expect.fail('decided')
    expect(result).toMatchObject([{ code: 'invalid_type' }, { code: 'unrecognized_keys', continue: true }])
    expect(result[0]!.continue).toBeUndefined()
  })

  test('an unsure property or other key makes the object unsure', () => {
    const whole = { type: 'number', multipleOf: 1 }
    expect(compile({ properties: { a: whole } })!({ a: 2 ** 60 })).toBe(UNSURE)
    expect(compile({ additionalProperties: whole })!({ b: 2 ** 60 })).toBe(UNSURE)
  })

  test.each<[string, JsonObject]>([
    ['properties not an object', { properties: [] }],
    ['required not a list', { required: 'a' }],
    ['additionalProperties not a schema', { additionalProperties: 1 }],
    ['a property left to zod', { properties: { a: { format: 'email' } } }],
    ['additionalProperties left to zod', { additionalProperties: { pattern: 'x' } }],
  ])('%s is left to zod', (_, schema) => {
    expect(compile(schema)).toBeUndefined()
  })
})
