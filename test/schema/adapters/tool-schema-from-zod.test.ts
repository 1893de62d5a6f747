import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { z as mini } from 'zod/mini'
import { isZodSchema, toolSchemaFromZod } from '../../../src/schema/adapters/tool-schema-from-zod.js'
import type { SchemaIssue } from '../../../src/schema/adapters/types.js'
import { args, usageError } from './helpers.js'

const refund = z.strictObject({
  order_id: z.string(),
  amount: z.number().positive(),
  unit: z.enum(['EUR', 'USD']).default('EUR'),
  note: z.string().max(5).optional(),
  at: z.iso.datetime().optional(),
  tags: z.array(z.string()).max(2).optional(),
  mode: z.literal('fast').or(z.null()).optional(),
})

describe('toolSchemaFromZod validates with zod', () => {
  test.each([
    ['valid', '{"order_id": "o", "amount": 2}', []],
    ['missing', '{"amount": 2}', [{ reason: 'missing_required', path: ['order_id'] }]],
    [
      '"5" for a number',
      '{"order_id": "o", "amount": "5"}',
      [{ reason: 'wrong_type', path: ['amount'], expectedType: 'number', received: '5' }],
    ],
    [
      'below the minimum',
      '{"order_id": "o", "amount": -1}',
      [{ reason: 'out_of_range', path: ['amount'], received: -1 }],
    ],
    [
      'enum',
      '{"order_id": "o", "amount": 1, "unit": "X"}',
      [{ reason: 'not_in_enum', path: ['unit'], allowed: ['EUR', 'USD'], received: 'X' }],
    ],
    [
      'too long',
      '{"order_id": "o", "amount": 1, "note": "123456"}',
      [{ reason: 'out_of_range', path: ['note'], received: '123456' }],
    ],
    [
      'format',
      '{"order_id": "o", "amount": 1, "at": "yesterday"}',
      [{ reason: 'invalid_format', path: ['at'], received: 'yesterday' }],
    ],
    [
      'array length',
      '{"order_id": "o", "amount": 1, "tags": ["a", "b", "c"]}',
      [{ reason: 'out_of_range', path: ['tags'], received: ['a', 'b', 'c'] }],
    ],
    [
      'array element',
      '{"order_id": "o", "amount": 1, "tags": [1]}',
      [{ reason: 'wrong_type', path: ['tags', 0], expectedType: 'string', received: 1 }],
    ],
    [
      'literal or null',
      '{"order_id": "o", "amount": 1, "mode": "slow"}',
      [{ reason: 'not_in_enum', path: ['mode'], allowed: ['fast', null], received: 'slow' }],
    ],
    [
      'two undeclared keys',
      '{"order_id": "o", "amount": 1, "a": 1, "b": 2}',
      [
        { reason: 'undeclared', path: ['a'], received: 1 },
        { reason: 'undeclared', path: ['b'], received: 2 },
      ],
    ],
  ] as [string, string, SchemaIssue[]][])('%s', (_, json, expected) => {
    expect(toolSchemaFromZod(refund, []).validate(args(json))).toEqual(expected)
  })

  test('z.object ignores undeclared keys; z.strictObject reports them', () => {
    expect(toolSchemaFromZod(z.object({ a: z.string() }), []).validate(args({ a: 'x', b: 1 }))).toEqual([])
    expect(
      toolSchemaFromZod(z.strictObject({ a: z.string() }), []).validate(args({ a: 'x', b: 1 })),
    ).toHaveLength(1)
  })

  test('zod mini works the same (no methods needed beyond safeParse)', () => {
    const schema = mini.strictObject({ n: mini.int() })
    expect(toolSchemaFromZod(schema, []).validate(args({ n: 1.5, x: 1 }))).toEqual([
      { reason: 'wrong_type', path: ['n'], expectedType: 'integer', received: 1.5 },
      { reason: 'undeclared', path: ['x'], received: 1 },
    ])
  })

  test('a transform that throws is one invalid issue, not an exception', () => {
    const schema = z.object({
      a: z.string().transform(() => {
        throw new Error('boom')
      }),
    })
    expect(toolSchemaFromZod(schema, []).validate(args({ a: 'x' }))).toEqual([
      { reason: 'invalid', path: [] },
    ])
  })

  test('an asynchronous refinement is a usage error', () => {
    const schema = z.object({}).refine(async () => true)
    usageError(() => toolSchemaFromZod(schema, ['tools', 'refund', 'schema']), ['tools', 'refund', 'schema'])
  })
})

describe('toolSchemaFromZod derives the JSON Schema (input side)', () => {
  test('defaults make properties optional and stay visible', () => {
    const schema = toolSchemaFromZod(refund, [])
    expect(schema.source).toBe('zod')
    expect(schema.jsonSchema?.required).toEqual(['order_id', 'amount'])
    expect((schema.jsonSchema!.properties as Record<string, unknown>).unit).toEqual({
      default: 'EUR',
      type: 'string',
      enum: ['EUR', 'USD'],
    })
    expect(schema.jsonSchema?.additionalProperties).toBe(false)
  })

  test('unrepresentable parts are left unconstrained', () => {
    const schema = toolSchemaFromZod(z.object({ when: z.date(), n: z.bigint() }), [])
    expect(schema.jsonSchema?.properties).toEqual({ when: {}, n: {} })
  })

  test('a schema that is not an object is a usage error', () => {
    usageError(() => toolSchemaFromZod(z.string(), ['s']), ['s'])
  })
})

describe('isZodSchema', () => {
  const lookalike = {
    _zod: { def: { type: 'object' } },
    '~standard': { version: 1, vendor: 'zod', validate: () => ({ value: {} }) },
    safeParse: () => ({
      success: false,
      error: { issues: [{ code: 'invalid_type', expected: 'string', path: ['a'] }] },
    }),
  }

  test.each([
    ['a zod schema', z.object({}), true],
    ['a zod mini schema', mini.object({}), true],
    ['another copy of zod, by its markers alone', lookalike, true],
    ['a JSON Schema', { type: 'object' }, false],
    ['a zod 3 schema shape', { _def: {}, '~standard': { validate: () => ({}) } }, false],
    ['null', null, false],
  ])('%s → %s', (_, value, expected) => {
    expect(isZodSchema(value)).toBe(expected)
  })

  test('a lookalike from another zod is validated with its own safeParse; no JSON Schema comes out of it', () => {
    const schema = toolSchemaFromZod(lookalike, [])
    expect(schema.validate(args({ a: 1 }))).toEqual([
      { reason: 'wrong_type', path: ['a'], expectedType: 'string', received: 1 },
    ])
    expect(schema.jsonSchema).toBeUndefined()
  })
})
