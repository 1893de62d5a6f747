import { describe, expect, test } from 'vitest'
import { subschemaAt } from '../../../src/schema/adapters/subschema-at.js'

const ROOT = {
  $defs: { item: { type: 'object', properties: { sku: { type: 'string' } } } },
  type: 'object',
  properties: {
    items: { type: 'array', items: { $ref: '#/$defs/item' } },
    pair: { type: 'array', prefixItems: [{ type: 'number' }], items: { type: 'string' } },
    address: { anyOf: [{ type: 'object', properties: { city: { type: 'string' } } }, { type: 'null' }] },
    open: { type: 'object', additionalProperties: { type: 'boolean' } },
  },
  additionalProperties: false,
}

describe('subschemaAt', () => {
  test.each([
    [[], ROOT],
    [['items', 3], ROOT.$defs.item],
    [['items', 0, 'sku'], { type: 'string' }],
    [['pair', 0], { type: 'number' }],
    [['pair', 4], { type: 'string' }],
    [['address', 'city'], { type: 'string' }],
    [['open', 'anything'], { type: 'boolean' }],
    [['nope'], false],
    [['items', 'x'], undefined],
    [['address', 'zip'], undefined],
  ])('%j', (path, expected) => {
    expect(subschemaAt(ROOT, path)).toEqual(expected)
  })

  test('a reference loop gives up instead of spinning', () => {
    expect(subschemaAt({ $defs: { a: { $ref: '#/$defs/a' } }, $ref: '#/$defs/a' }, [])).toEqual({
      $ref: '#/$defs/a',
    })
  })
})
