import { describe, expect, test } from 'vitest'
import { jsonSchemaFromGemini } from '../../../src/schema/adapters/json-schema-from-gemini.js'
import { usageError } from './helpers.js'

describe('jsonSchemaFromGemini', () => {
  test.each([
    ['upper-case types', { type: 'STRING' }, { type: 'string' }],
    ['mixed case', { type: 'Integer' }, { type: 'integer' }],
    ['TYPE_UNSPECIFIED', { type: 'TYPE_UNSPECIFIED', description: 'd' }, { description: 'd' }],
    ['nullable', { type: 'BOOLEAN', nullable: true }, { type: ['boolean', 'null'] }],
    ['nullable: false', { type: 'BOOLEAN', nullable: false }, { type: 'boolean' }],
    [
      'a nullable enum',
      { type: 'STRING', format: 'enum', enum: ['a'], nullable: true },
      { type: ['string', 'null'], enum: ['a', null] },
    ],
    ['number formats', { type: 'NUMBER', format: 'double' }, { type: 'number' }],
    ['a date-time format', { type: 'STRING', format: 'date-time' }, { type: 'string', format: 'date-time' }],
    [
      'arrays',
      { type: 'ARRAY', items: { type: 'NUMBER', format: 'float' }, minItems: 1 },
      { type: 'array', items: { type: 'number' }, minItems: 1 },
    ],
    [
      'anyOf',
      { anyOf: [{ type: 'STRING' }, { type: 'INTEGER' }] },
      { anyOf: [{ type: 'string' }, { type: 'integer' }] },
    ],
    [
      'nested objects, propertyOrdering and example dropped',
      {
        type: 'OBJECT',
        properties: { a: { type: 'STRING', example: 'x' } },
        propertyOrdering: ['a'],
        required: ['a'],
      },
      { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
    ],
    [
      'plain JSON Schema passes through',
      { type: 'object', additionalProperties: false, default: {} },
      { type: 'object', additionalProperties: false, default: {} },
    ],
  ])('%s', (_, schema, expected) => {
    expect(jsonSchemaFromGemini({ type: 'OBJECT', properties: { p: schema } }, [])).toEqual({
      type: 'object',
      properties: { p: expected },
    })
  })

  test('a __proto__ property stays data', () => {
    const converted = jsonSchemaFromGemini(
      JSON.parse('{"type": "OBJECT", "properties": {"__proto__": {"type": "STRING"}}}'),
      [],
    )
    expect(Object.hasOwn(converted.properties as object, '__proto__')).toBe(true)
  })

  test.each([
    [
      'an unknown type',
      { type: 'OBJECT', properties: { p: { type: 'TEXT' } } },
      ['g', 'properties', 'p', 'type'],
    ],
    [
      'a type that is not a string',
      { type: 'OBJECT', properties: { p: { type: 1 } } },
      ['g', 'properties', 'p', 'type'],
    ],
    [
      'items that are not a schema',
      { type: 'OBJECT', properties: { p: { type: 'ARRAY', items: [] } } },
      ['g', 'properties', 'p', 'items'],
    ],
    ['not an object', 'OBJECT', ['g']],
  ])('usage error: %s', (_, schema, path) => {
    usageError(() => jsonSchemaFromGemini(schema, ['g']), path)
  })
})
