import { describe, expect, test } from 'vitest'
import { z as z3 } from 'zod/v3'
import {
  isStandardSchema,
  toolSchemaFromStandardSchema,
} from '../../../src/schema/adapters/tool-schema-from-standard-schema.js'
import type { SchemaIssue } from '../../../src/schema/adapters/types.js'
import { args, usageError } from './helpers.js'

type Issue = { message: string; path?: readonly (PropertyKey | { key: PropertyKey })[] }

/** A hand-written Standard Schema for `{order_id: string, amount: number, unit?: "EUR" | "USD"}`, no extras. */
function refundSchema(extra: Record<string, unknown> = {}) {
  const validate = (value: unknown) => {
    const input = value as Record<string, unknown>
    const issues: Issue[] = []
    if (!Object.hasOwn(input, 'order_id')) issues.push({ message: 'required', path: ['order_id'] })
    else if (typeof input.order_id !== 'string') issues.push({ message: 'bad', path: [{ key: 'order_id' }] })
    if (typeof input.amount !== 'number') issues.push({ message: 'bad', path: ['amount'] })
    if ('unit' in input && input.unit !== 'EUR' && input.unit !== 'USD')
      issues.push({ message: 'bad', path: ['unit'] })
    for (const key of Object.keys(input)) {
      if (!['order_id', 'amount', 'unit'].includes(key)) issues.push({ message: 'unknown', path: [key] })
    }
    return issues.length === 0 ? { value } : { issues }
  }
  return { '~standard': { version: 1, vendor: 'handmade', validate }, ...extra }
}

const JSON_SCHEMA = {
  type: 'object',
  properties: {
    order_id: { type: 'string' },
    amount: { type: 'number' },
    unit: { type: 'string', enum: ['EUR', 'USD'] },
  },
  required: ['order_id', 'amount'],
  additionalProperties: false,
}

describe('toolSchemaFromStandardSchema', () => {
  const ROWS: [string, string, SchemaIssue[], SchemaIssue[]][] = [
    ['valid', '{"order_id": "o", "amount": 1}', [], []],
    [
      'missing',
      '{"amount": 1}',
      [{ reason: 'missing_required', path: ['order_id'] }],
      [{ reason: 'missing_required', path: ['order_id'] }],
    ],
    [
      'wrong type',
      '{"order_id": 1, "amount": "1"}',
      [
        { reason: 'invalid', path: ['amount'], received: '1' },
        { reason: 'invalid', path: ['order_id'], received: 1 },
      ],
      [
        { reason: 'wrong_type', path: ['amount'], expectedType: 'number', received: '1' },
        { reason: 'wrong_type', path: ['order_id'], expectedType: 'string', received: 1 },
      ],
    ],
    [
      'enum',
      '{"order_id": "o", "amount": 1, "unit": "GBP"}',
      [{ reason: 'invalid', path: ['unit'], received: 'GBP' }],
      [{ reason: 'not_in_enum', path: ['unit'], allowed: ['EUR', 'USD'], received: 'GBP' }],
    ],
    [
      'undeclared',
      '{"order_id": "o", "amount": 1, "x": true}',
      [{ reason: 'invalid', path: ['x'], received: true }],
      [{ reason: 'undeclared', path: ['x'], received: true }],
    ],
  ]

  test.each(ROWS)('opaque: %s', (_, json, opaque) => {
    const schema = toolSchemaFromStandardSchema(refundSchema(), [])
    expect(schema.jsonSchema).toBeUndefined()
    expect(schema.validate(args(json))).toEqual(opaque)
  })

  test.each(ROWS)('with toJsonSchema(): %s', (_, json, __, classified) => {
    const schema = toolSchemaFromStandardSchema(refundSchema({ toJsonSchema: () => JSON_SCHEMA }), [])
    expect(schema.source).toBe('standard-schema')
    expect(schema.jsonSchema).toEqual(JSON_SCHEMA)
    expect(schema.validate(args(json))).toEqual(classified)
  })

  test('Standard JSON Schema (`~standard.jsonSchema.input`) is preferred', () => {
    const standard = refundSchema()['~standard']
    const input = {
      '~standard': { ...standard, jsonSchema: { input: () => ({ ...JSON_SCHEMA, title: 'std' }) } },
      toJsonSchema: () => JSON_SCHEMA,
    }
    expect(toolSchemaFromStandardSchema(input, []).jsonSchema?.title).toBe('std')
  })

  test('a toJsonSchema() that throws or returns junk leaves the schema opaque', () => {
    const throwing = refundSchema({
      toJsonSchema: () => {
        throw new Error('no')
      },
    })
    const junk = refundSchema({ toJSONSchema: () => ({ type: 'object', f: () => 1 }) })
    expect(toolSchemaFromStandardSchema(throwing, []).jsonSchema).toBeUndefined()
    expect(toolSchemaFromStandardSchema(junk, []).jsonSchema).toBeUndefined()
  })

  test('a JSON Schema that is not an object is a usage error', () => {
    usageError(
      () => toolSchemaFromStandardSchema(refundSchema({ toJsonSchema: () => ({ type: 'string' }) }), ['s']),
      ['s'],
    )
  })

  test('an asynchronous validator is a usage error at the path, at definition time', () => {
    const schema = { '~standard': { version: 1, vendor: 'x', validate: async () => ({ value: {} }) } }
    usageError(
      () => toolSchemaFromStandardSchema(schema, ['tools', 'notify', 'schema']),
      ['tools', 'notify', 'schema'],
    )
  })

  test('a validator that turns asynchronous later is a usage error when it does', () => {
    const schema = {
      '~standard': {
        version: 1,
        vendor: 'x',
        validate: (value: unknown) =>
          Object.keys(value as object).length > 0 ? Promise.reject(new Error('late')) : { value },
      },
    }
    const tool = toolSchemaFromStandardSchema(schema, ['s'])
    usageError(() => tool.validate(args({ a: 1 })), ['s'])
  })

  test('a validator that throws gives one invalid issue', () => {
    let calls = 0
    const validate = (value: unknown) => {
      if (calls++ === 0) return { value }
      throw new Error('boom')
    }
    const schema = { '~standard': { version: 1, vendor: 'x', validate } }
    expect(toolSchemaFromStandardSchema(schema, []).validate(args({}))).toEqual([
      { reason: 'invalid', path: [] },
    ])
  })

  test("another library's issue codes (arktype's) do not pass for zod's: they are classified", () => {
    const validate = () => ({ issues: [{ code: 'domain', message: 'must be a number', path: ['amount'] }] })
    const schema = {
      '~standard': { version: 1, vendor: 'arktype', validate },
      toJsonSchema: () => JSON_SCHEMA,
    }
    expect(toolSchemaFromStandardSchema(schema, []).validate(args({ order_id: 'o', amount: '1' }))).toEqual([
      { reason: 'wrong_type', path: ['amount'], expectedType: 'number', received: '1' },
    ])
  })

  test('zod 3 comes in as a Standard Schema; its issue codes are understood', () => {
    const schema = toolSchemaFromStandardSchema(
      z3.object({ a: z3.string(), u: z3.enum(['EUR', 'USD']) }).strict(),
      [],
    )
    expect(schema.validate(args({ a: 1, u: 'GBP', x: 1 }))).toEqual([
      { reason: 'wrong_type', path: ['a'], expectedType: 'string', received: 1 },
      { reason: 'not_in_enum', path: ['u'], allowed: ['EUR', 'USD'], received: 'GBP' },
      { reason: 'undeclared', path: ['x'], received: 1 },
    ])
    expect(schema.validate(args({ u: 'EUR' }))).toEqual([{ reason: 'missing_required', path: ['a'] }])
  })
})

describe('isStandardSchema', () => {
  test.each([
    ['a Standard Schema', refundSchema(), true],
    ['a function with ~standard', Object.assign(() => 1, { '~standard': { validate: () => ({}) } }), true],
    ['~standard without validate', { '~standard': { version: 1 } }, false],
    ['a JSON Schema', { type: 'object' }, false],
    ['a string', 'x', false],
  ])('%s → %s', (_, value, expected) => {
    expect(isStandardSchema(value)).toBe(expected)
  })
})
