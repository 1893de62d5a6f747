import { describe, expect, test } from 'vitest'
import { docType, isListType, pythonType } from '../../src/bfcl/python-type.js'
import type { JsonValue } from '../../src/json/types.js'

describe('pythonType', () => {
  test.each<[JsonValue, string]>([
    ['a', 'string'],
    [5, 'integer'],
    [5.0, 'integer'],
    [5.5, 'number'],
    [true, 'boolean'],
    [null, 'null'],
    [[], 'array'],
    [{}, 'object'],
  ])('%j is %s', (value, type) => {
    expect(pythonType(value)).toBe(type)
  })
})

describe('docType', () => {
  test.each([
    ['string', 'string'],
    ['any', 'string'],
    ['integer', 'integer'],
    ['float', 'number'],
    ['boolean', 'boolean'],
    ['array', 'array'],
    ['tuple', 'array'],
    ['dict', 'object'],
    ['Map', undefined],
  ])('%s → %s', (type, json) => {
    expect(docType({ type })).toBe(json)
  })

  test('a parameter the doc lacks has no type; arrays and tuples are lists', () => {
    expect(docType(undefined)).toBeUndefined()
    expect([
      isListType({ type: 'array' }),
      isListType({ type: 'tuple' }),
      isListType({ type: 'dict' }),
    ]).toEqual([true, true, false])
  })
})
