import { describe, expect, test } from 'vitest'
import type { JsonObject } from '../../../src/json/types.js'
import { validationSchema } from '../../../src/schema/adapters/validation-schema.js'

const wrap = (property: object) => ({ type: 'object', properties: { p: property } }) as unknown as JsonObject

describe('validationSchema', () => {
  test.each([
    ['drops defaults', { type: 'string', default: 'x' }, { type: 'string' }],
    [
      'keeps a property named default',
      { type: 'object', properties: { default: { type: 'string' } } },
      { type: 'object', properties: { default: { type: 'string' } } },
    ],
    ['widens integer', { type: 'integer' }, { type: 'number', multipleOf: 1 }],
    ['widens a nullable integer', { type: ['integer', 'null'] }, { type: ['number', 'null'], multipleOf: 1 }],
    ['integer or number is number', { type: ['integer', 'number'] }, { type: ['number'] }],
    [
      'integer with its own multipleOf',
      { type: 'integer', multipleOf: 0.5 },
      { type: 'number', multipleOf: 0.5, allOf: [{ type: 'number', multipleOf: 1 }] },
    ],
    ['types an untyped object', { properties: { a: {} } }, { type: 'object', properties: { a: {} } }],
    ['types an untyped array', { items: { type: 'string' } }, { type: 'array', items: { type: 'string' } }],
    ['gives an array items', { type: 'array', minItems: 1 }, { type: 'array', minItems: 1, items: {} }],
    ['leaves a $ref alone', { $ref: '#/$defs/a', properties: {} }, { $ref: '#/$defs/a', properties: {} }],
    ['leaves an enum alone', { enum: [1, 2] }, { enum: [1, 2] }],
    [
      'declares required names',
      { type: 'object', required: ['x'] },
      { type: 'object', required: ['x'], properties: { x: {} } },
    ],
    [
      'recurses into anyOf, items and $defs',
      { anyOf: [{ type: 'integer' }], $defs: { d: { type: 'integer' } } },
      { anyOf: [{ type: 'number', multipleOf: 1 }], $defs: { d: { type: 'number', multipleOf: 1 } } },
    ],
  ])('%s', (_, property, expected) => {
    expect(validationSchema(wrap(property))).toEqual(wrap(expected))
  })

  test('types the root as an object', () => {
    expect(validationSchema({ properties: {} })).toEqual({ type: 'object', properties: {} })
  })

  test('escapes __proto__ in properties, required and enum values', () => {
    const schema = JSON.parse(
      '{"type": "object", "properties": {"__proto__": {"enum": [{"__proto__": 1}]}}, "required": ["__proto__"]}',
    )
    expect(JSON.stringify(validationSchema(schema))).toBe(
      '{"type":"object","properties":{"__proto__~":{"enum":[{"__proto__~":1}]}},"required":["__proto__~"]}',
    )
  })
})
