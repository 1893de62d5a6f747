import { describe, expect, test } from 'vitest'
import type { JsonValue } from '../../../../src/json/types.js'
import { compileNode } from '../../../../src/schema/adapters/fast/compile-node.js'
import { raw, zodRaw } from './raw-zod.js'

const object = (properties: Record<string, JsonValue>, extra: Record<string, JsonValue> = {}): JsonValue => ({
  type: 'object',
  properties,
  ...extra,
})

describe('compileNode', () => {
  test.each<[string, JsonValue, JsonValue]>([
    ['true', true, 1],
    ['false', false, 1],
    ['no type', { description: 'x' }, [1]],
    ['a string', { type: 'string' }, 1],
    ['a boolean', { type: 'boolean' }, 'true'],
    ['null', { type: 'null' }, 0],
    ['enum over type', { type: 'integer', enum: [1.5] }, 1.5],
    ['enum over type, failing', { type: 'string', enum: ['a', 'b'] }, 'c'],
    ['an empty enum', { enum: [] }, 'a'],
    ['const', { const: 2 }, 3],
    ['a type list', { type: ['string', 'boolean'] }, 1],
    ['a type list with null', { type: ['number', 'null'], minimum: 2 }, 1],
    ['a type list, one branch past its type', { type: ['array', 'number'], items: { type: 'string' } }, [1]],
    ['readOnly', { type: 'number', readOnly: true, maximum: 1 }, 2],
    [
      'nested',
      object({ a: object({ b: { type: 'array', items: { type: 'null' } } }) }),
      { a: { b: [1, null, 'x'] } },
    ],
    ['required absent, declared by required alone', object({ a: {} }, { required: ['a'] }), {}],
    ['strict', object({ a: {} }, { additionalProperties: false }), { b: 1, a: 2, c: 3 }],
  ])('%s: the issues zod raises', (_, schema, value) => {
    expect(raw(compileNode(schema), value)).toEqual(zodRaw(schema, value))
  })

  test('a required key that is absent is one aborting issue at its key, as in zod (which both map to missing_required)', () => {
    const schema = object({ a: { enum: [1, 'x'] }, b: { type: 'string' } }, { required: ['a', 'b'] })
    const zod = zodRaw(schema, {})
    expect(zod.map((issue) => issue.path)).toEqual([['a'], ['b']])
    expect(raw(compileNode(schema), {})).toEqual([
      { code: 'invalid_type', expected: 'nonoptional', path: ['a'] },
      { code: 'invalid_type', expected: 'nonoptional', path: ['b'] },
    ])
  })

  test.each<[string, JsonValue]>([
    ['an unknown keyword', { type: 'string', pattern: '^a' }],
    ['integer (the validation schema never has it)', { type: 'integer' }],
    ['an integer in a type list', { type: ['integer', 'null'] }],
    ['an empty type list', { type: [] }],
    ['a structured enum', { enum: [{ a: 1 }] }],
    ['a structured const', { const: [1] }],
    ['anyOf', { anyOf: [{ type: 'string' }] }],
    ['not a schema', 'string'],
  ])('%s is left to zod', (_, schema) => {
    expect(compileNode(schema)).toBeUndefined()
  })

  test('keywords another type would read are not compiled for this one', () => {
    expect(compileNode({ type: 'string', items: { pattern: 'x' }, minimum: 'low' })).toBeDefined()
  })
})
