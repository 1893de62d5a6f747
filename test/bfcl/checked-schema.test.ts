import { describe, expect, test } from 'vitest'
import { checkedSchema } from '../../src/bfcl/checked-schema.js'
import type { BfclAcceptable, BfclParameter } from '../../src/bfcl/types.js'
import type { JsonObject } from '../../src/json/types.js'
import { doc } from './helpers.js'

/** The schema of parameter `x` alone. */
function schemaOf(parameter: BfclParameter, ...answers: BfclAcceptable[]): JsonObject {
  const properties = checkedSchema(doc('f', { x: parameter }), answers).properties as JsonObject
  return properties.x as JsonObject
}

describe('checkedSchema', () => {
  test.each<[string, BfclParameter, BfclAcceptable[], JsonObject]>([
    ['string', { type: 'string' }, [], { type: 'string' }],
    ['any is a string, as BFCL maps it', { type: 'any' }, [], { type: 'string' }],
    ['integer', { type: 'integer' }, [], { type: 'integer' }],
    ['float accepts integers (number)', { type: 'float' }, [], { type: 'number' }],
    ['boolean', { type: 'boolean' }, [], { type: 'boolean' }],
    [
      'dict: an object, its properties unchecked',
      { type: 'dict', properties: { a: { type: 'integer' } } },
      [],
      { type: 'object' },
    ],
    [
      'tuple: an array',
      { type: 'tuple', items: { type: 'string' } },
      [],
      { type: 'array', items: { type: 'string' } },
    ],
    [
      'enum, default, format dropped',
      { type: 'string', enum: ['a'], default: 'a', format: 'date' },
      [],
      { type: 'string' },
    ],
    ['description kept', { type: 'string', description: 'd' }, [], { type: 'string', description: 'd' }],
    ['the escape: the answer type too', { type: 'integer' }, [{ x: [null] }], { type: ['integer', 'null'] }],
    [
      'the escape: the first non-"" value',
      { type: 'integer' },
      [{ x: ['', 'n', 5] }],
      { type: ['integer', 'string'] },
    ],
    ['the same type: no escape', { type: 'integer' }, [{ x: [5, ''] }], { type: 'integer' }],
    [
      'element types with their escape',
      { type: 'array', items: { type: 'integer' } },
      [{ x: [['a'], [1]] }],
      { type: 'array', items: { type: ['integer', 'string'] } },
    ],
    [
      'optional list: elements unchecked',
      { type: 'array', items: { type: 'integer' } },
      [{ x: [[1], ''] }],
      { type: 'array' },
    ],
    [
      'a non-list alternative: elements unchecked',
      { type: 'array', items: { type: 'integer' } },
      [{ x: [[1], 'xs'] }],
      { type: 'array' },
    ],
    [
      'several calls: every escape',
      { type: 'integer' },
      [{ x: [null] }, { x: [true] }],
      { type: ['integer', 'null', 'boolean'] },
    ],
  ])('%s', (_, parameter, answers, expected) => {
    expect(schemaOf(parameter, ...answers)).toEqual(expected)
  })

  test('the doc required list, and no undeclared parameter', () => {
    const schema = checkedSchema(doc('f', { a: { type: 'string' }, b: { type: 'string' } }, ['a']), [
      { b: [''] },
    ])
    expect(schema).toMatchObject({ type: 'object', required: ['a'], additionalProperties: false })
  })
})
