import { describe, expect, test } from 'vitest'
import type { JsonObject, JsonValue } from '../../../../src/json/types.js'
import { compileIssues, UNSURE } from '../../../../src/schema/adapters/fast/compile-issues.js'
import type { SchemaIssue } from '../../../../src/schema/adapters/types.js'
import { args } from '../helpers.js'
import { preparedSchema, zodRoute } from './zod-route.js'

const WEATHER = preparedSchema({
  type: 'object',
  properties: {
    city: { type: 'string', description: 'City' },
    days: { type: 'integer', minimum: 1, maximum: 14 },
    unit: { type: ['string', 'null'], enum: ['C', 'F', null] },
    tags: { type: 'array', items: { type: 'string' }, maxItems: 2 },
    ratio: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
  },
  required: ['city'],
  additionalProperties: false,
})

const fast = compileIssues(WEATHER)!
const zod = zodRoute(WEATHER)

describe('compileIssues', () => {
  test.each<[string, string, SchemaIssue[]]>([
    ['the required argument only', '{"city": "Paris"}', []],
    [
      'every argument in range',
      '{"city": "P", "days": 14, "unit": null, "tags": ["a", "b"], "ratio": 0.5}',
      [],
    ],
    ['a missing required argument', '{"days": 3}', [{ reason: 'missing_required', path: ['city'] }]],
    [
      'an undeclared argument',
      '{"city": "Paris", "country": "FR"}',
      [{ reason: 'undeclared', path: ['country'], received: 'FR' }],
    ],
    [
      'a wrong type',
      '{"city": 7}',
      [{ reason: 'wrong_type', path: ['city'], expectedType: 'string', received: 7 }],
    ],
    [
      'a float for an integer',
      '{"city": "Paris", "days": 2.5}',
      [{ reason: 'wrong_type', path: ['days'], expectedType: 'integer', received: 2.5 }],
    ],
    [
      'true for an integer',
      '{"city": "Paris", "days": true}',
      [{ reason: 'wrong_type', path: ['days'], expectedType: 'integer', received: true }],
    ],
    [
      'below the minimum',
      '{"city": "Paris", "days": 0}',
      [{ reason: 'out_of_range', path: ['days'], received: 0 }],
    ],
    [
      'not in the enum',
      '{"city": "Paris", "unit": "K"}',
      [{ reason: 'not_in_enum', path: ['unit'], allowed: ['C', 'F', null], received: 'K' }],
    ],
    [
      'too many items',
      '{"city": "Paris", "tags": ["a", "b", "c"]}',
      [{ reason: 'out_of_range', path: ['tags'], received: ['a', 'b', 'c'] }],
    ],
    [
      'a wrong item type',
      '{"city": "Paris", "tags": [1]}',
      [{ reason: 'wrong_type', path: ['tags', 0], expectedType: 'string', received: 1 }],
    ],
    [
      'several at once, sorted by path',
      '{"ratio": 1, "zone": 1, "days": "x"}',
      [
        { reason: 'missing_required', path: ['city'] },
        { reason: 'wrong_type', path: ['days'], expectedType: 'integer', received: 'x' },
        { reason: 'out_of_range', path: ['ratio'], received: 1 },
        { reason: 'undeclared', path: ['zone'], received: 1 },
      ],
    ],
  ])('%s', (_, json, expected) => {
    const value = args(json)
    expect(fast(value)).toStrictEqual(expected)
    expect(zod(value)).toStrictEqual(expected)
  })

  test('an integer beyond 2^53 is left to zod', () => {
    expect(fast(args({ city: 'Paris', days: 2 ** 60 }))).toBe(UNSURE)
  })

  test('the root is an object even without a type; keys such as __proto__ are data', () => {
    const schema = preparedSchema({ properties: JSON.parse('{"__proto__": {"type": "string"}}') })
    const check = compileIssues(schema)!
    expect(check(args('{"__proto__": "x"}'))).toEqual([])
    const wrong = args('{"__proto__": 1}')
    expect(check(wrong)).toStrictEqual(zodRoute(schema)(wrong))
    expect(check(wrong)).toEqual([
      { reason: 'wrong_type', path: ['__proto__'], expectedType: 'string', received: 1 },
    ])
  })

  test.each<[string, JsonValue]>([
    ['a pattern', { type: 'string', pattern: '^a' }],
    ['a format', { type: 'string', format: 'email' }],
    ['anyOf', { anyOf: [{ type: 'string' }] }],
    ['a $ref', { $ref: '#/$defs/x' }],
    ['an object enum', { enum: [{ x: 1 }] }],
    ['tuple items', { type: 'array', items: [{ type: 'string' }] }],
    ['prefixItems', { type: 'array', prefixItems: [{ type: 'string' }] }],
    ['a draft-04 boolean bound', { type: 'number', minimum: 1, exclusiveMinimum: true }],
    ['string lengths', { type: 'string', minLength: 1 }],
    ['another multipleOf', { type: 'number', multipleOf: 0.5 }],
    ['an integer with a multipleOf', { type: 'integer', multipleOf: 2 }],
    ['nullable', { type: 'string', nullable: true }],
  ])('a schema with %s is left to zod', (_, property) => {
    const schema = preparedSchema({
      type: 'object',
      properties: { a: property },
      $defs: { x: {} },
    } as JsonObject)
    expect(compileIssues(schema)).toBeUndefined()
  })
})
