import { describe, expect, test } from 'vitest'
import { ReadError } from '../../../src/read/read-error.js'
import { convertXmlValue, parameterSchemas } from '../../../src/read/text/qwen-xml-values.js'

function convert(text: string, schema: unknown): unknown {
  try {
    return convertXmlValue(text, schema as never, ['x'])
  } catch (error) {
    if (error instanceof ReadError) return { failure: error.failure.kind, expected: error.failure.expected }
    throw error
  }
}

describe('convertXmlValue: text as its parameter schema says', () => {
  test.each<[string, unknown, unknown]>([
    ['no schema: text', undefined, 'no schema: text'],
    ['a schema without a type: text', { description: 'x' }, 'a schema without a type: text'],
    ['42', { type: 'string' }, '42'],
    [' 42 ', { type: 'integer' }, 42],
    ['-7', { type: 'integer' }, -7],
    ['4.5', { type: 'integer' }, { failure: 'schema_invalid', expected: ['integer'] }],
    ['9007199254740993', { type: 'integer' }, { failure: 'schema_invalid', expected: ['integer'] }],
    ['4.5e1', { type: 'number' }, 45],
    ['1e999', { type: 'number' }, { failure: 'schema_invalid', expected: ['number'] }],
    ['FALSE', { type: 'boolean' }, false],
    ['yes', { type: 'boolean' }, { failure: 'schema_invalid', expected: ['boolean'] }],
    ['None', { type: 'null' }, null],
    ['{"a": [1]}', { type: 'object' }, { a: [1] }],
    ['[1]', { type: 'object' }, { failure: 'schema_invalid', expected: ['object'] }],
    ['[1, 2]', { type: 'array' }, [1, 2]],
    ['{"a": 1}', { type: 'array' }, { failure: 'schema_invalid', expected: ['array'] }],
    ['null', { type: ['string', 'null'] }, null],
    ['Paris', { type: ['string', 'null'] }, 'Paris'],
    ['3', { anyOf: [{ type: 'integer' }, { type: 'string' }] }, 3],
    [
      'three',
      { oneOf: [{ type: 'integer' }, { type: 'boolean' }] },
      { failure: 'schema_invalid', expected: ['integer', 'boolean'] },
    ],
    ['x', { type: 'date' }, { failure: 'schema_invalid', expected: ['date'] }],
  ])('%j with %j', (text, schema, expected) => {
    expect(convert(text, schema)).toEqual(expected)
  })

  test('parameterSchemas: the properties of a known tool, else undefined', () => {
    const tools = {
      tools: new Map([
        ['f', { schema: { jsonSchema: { type: 'object', properties: { a: { type: 'integer' } } } } }],
        ['g', { schema: { jsonSchema: undefined } }],
      ]),
    }
    expect(parameterSchemas(tools as never, 'f')).toEqual({ a: { type: 'integer' } })
    expect(parameterSchemas(tools as never, 'g')).toBeUndefined()
    expect(parameterSchemas(tools as never, 'h')).toBeUndefined()
    expect(parameterSchemas(undefined, 'f')).toBeUndefined()
  })
})
