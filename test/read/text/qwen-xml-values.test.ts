import { describe, expect, test } from 'vitest'
import { ReadError } from '../../../src/read/read-error.js'
import { convertXmlValue, parameterSchemas } from '../../../src/read/text/qwen-xml-values.js'
import { thrownFailure } from '../helpers.js'

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

describe('convertXmlValue: a value that does not convert, in full', () => {
  test.each<[string, unknown, string[], string]>([
    ['null', { type: 'object' }, ['object'], '"null"'],
    ['null', { type: 'array' }, ['array'], '"null"'],
    ['1', { type: 'object' }, ['object'], '"1"'],
    ['xtrue', { type: 'boolean' }, ['boolean'], '"xtrue"'],
    ['truex', { type: 'boolean' }, ['boolean'], '"truex"'],
    ['x', { type: ['integer', 5] }, ['integer'], '"x"'],
    [
      'a long value, of more than forty characters in all',
      { type: 'integer' },
      ['integer'],
      '"a long value, of more than forty charact"',
    ],
  ])('%j with %j is schema_invalid', (text, schema, expected, quoted) => {
    expect(thrownFailure(() => convertXmlValue(text, schema as never, ['x', 1]))).toStrictEqual({
      kind: 'schema_invalid',
      format: 'qwen-xml',
      path: ['x', 1],
      expected,
      detail: `the value ${quoted} does not convert`,
    })
  })

  test('null converts where the schema also allows null', () => {
    expect(convertXmlValue('null', { type: ['object', 'null'] }, ['x'])).toBeNull()
  })
})
