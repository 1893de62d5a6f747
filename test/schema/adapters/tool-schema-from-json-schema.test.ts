import { describe, expect, test } from 'vitest'
import type { JsonValue } from '../../../src/json/types.js'
import { toolSchemaFromJsonSchema } from '../../../src/schema/adapters/tool-schema-from-json-schema.js'
import type { SchemaIssue } from '../../../src/schema/adapters/types.js'
import { args, usageError } from './helpers.js'

const object = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties,
  ...extra,
})

const CASES: [string, object, string, SchemaIssue[]][] = [
  [
    'strict nullable accepts null',
    object({ u: { type: ['boolean', 'null'] } }, { required: ['u'] }),
    '{"u": null}',
    [],
  ],
  [
    'strict nullable names the non-null type',
    object({ u: { type: ['boolean', 'null'] } }, { required: ['u'] }),
    '{"u": "yes"}',
    [{ reason: 'wrong_type', path: ['u'], expectedType: 'boolean', received: 'yes' }],
  ],
  [
    'strict nullable is still required',
    object({ u: { type: ['boolean', 'null'] } }, { required: ['u'] }),
    '{}',
    [{ reason: 'missing_required', path: ['u'] }],
  ],
  [
    'nullable enum lists every allowed value',
    object({ unit: { type: ['string', 'null'], enum: ['EUR', 'USD', null] } }),
    '{"unit": "GBP"}',
    [{ reason: 'not_in_enum', path: ['unit'], allowed: ['EUR', 'USD', null], received: 'GBP' }],
  ],
  [
    'anyOf enum or null',
    object({ unit: { anyOf: [{ type: 'string', enum: ['EUR', 'USD'] }, { type: 'null' }] } }),
    '{"unit": "GBP"}',
    [{ reason: 'not_in_enum', path: ['unit'], allowed: ['EUR', 'USD', null], received: 'GBP' }],
  ],
  [
    'anyOf object or null reports inside the object',
    object({
      a: { anyOf: [object({ city: { type: 'string' } }, { required: ['city'] }), { type: 'null' }] },
    }),
    '{"a": {"city": 5}}',
    [{ reason: 'wrong_type', path: ['a', 'city'], expectedType: 'string', received: 5 }],
  ],
  [
    'const',
    object({ kind: { const: 'refund' } }),
    '{"kind": "sale"}',
    [{ reason: 'not_in_enum', path: ['kind'], allowed: ['refund'], received: 'sale' }],
  ],
  [
    'a union of unrelated types',
    object({ x: { anyOf: [{ type: 'string', enum: ['a'] }, { type: 'number' }] } }),
    '{"x": "b"}',
    [{ reason: 'invalid', path: ['x'], received: 'b' }],
  ],
  [
    'minimum',
    object({ n: { type: 'number', minimum: 1 } }),
    '{"n": 0}',
    [{ reason: 'out_of_range', path: ['n'], received: 0 }],
  ],
  [
    'maxLength',
    object({ s: { type: 'string', maxLength: 2 } }),
    '{"s": "abc"}',
    [{ reason: 'out_of_range', path: ['s'], received: 'abc' }],
  ],
  [
    'minItems',
    object({ a: { type: 'array', minItems: 1 } }),
    '{"a": []}',
    [{ reason: 'out_of_range', path: ['a'], received: [] }],
  ],
  [
    'format email',
    object({ e: { type: 'string', format: 'email' } }),
    '{"e": "x"}',
    [{ reason: 'invalid_format', path: ['e'], received: 'x' }],
  ],
  [
    'an unknown format is not checked',
    object({ e: { type: 'string', format: 'order-id' } }),
    '{"e": "x"}',
    [],
  ],
  [
    'pattern',
    object({ id: { type: 'string', pattern: '^o-\\d+$' } }),
    '{"id": "x"}',
    [{ reason: 'invalid_format', path: ['id'], received: 'x' }],
  ],
  [
    'multipleOf',
    object({ n: { type: 'number', multipleOf: 5 } }),
    '{"n": 7}',
    [{ reason: 'invalid', path: ['n'], received: 7 }],
  ],
  [
    'integer with multipleOf',
    object({ n: { type: 'integer', multipleOf: 0.5 } }),
    '{"n": 1.5}',
    [{ reason: 'wrong_type', path: ['n'], expectedType: 'integer', received: 1.5 }],
  ],
  ['integer or number', object({ n: { type: ['integer', 'number'] } }), '{"n": 1.5}', []],
  [
    'integer or string',
    object({ n: { type: ['integer', 'string'] } }),
    '{"n": 1.5}',
    [{ reason: 'wrong_type', path: ['n'], expectedType: 'integer', received: 1.5 }],
  ],
  ['integer beyond 2^53', object({ n: { type: 'integer' } }), '{"n": 1e300}', []],
  [
    'a default does not make a required argument optional',
    object({ u: { type: 'string', default: 'EUR' } }, { required: ['u'] }),
    '{}',
    [{ reason: 'missing_required', path: ['u'] }],
  ],
  [
    'required but not in properties',
    { type: 'object', required: ['x'] },
    '{}',
    [{ reason: 'missing_required', path: ['x'] }],
  ],
  [
    'required but not in properties, present',
    { type: 'object', required: ['x'], additionalProperties: false },
    '{"x": [1]}',
    [],
  ],
  [
    'no type at the root is an object',
    { properties: { a: { type: 'string' } } },
    '{"a": 1}',
    [{ reason: 'wrong_type', path: ['a'], expectedType: 'string', received: 1 }],
  ],
  [
    'an untyped subschema with properties',
    object({ o: { properties: { a: { type: 'string' } } } }),
    '{"o": {"a": 1}}',
    [{ reason: 'wrong_type', path: ['o', 'a'], expectedType: 'string', received: 1 }],
  ],
  [
    'an untyped subschema with items',
    object({ l: { items: { type: 'string' } } }),
    '{"l": [1]}',
    [{ reason: 'wrong_type', path: ['l', 0], expectedType: 'string', received: 1 }],
  ],
  ['extras allowed by default', object({ a: { type: 'string' } }), '{"b": 1}', []],
  [
    'extras of a declared type',
    object({}, { additionalProperties: { type: 'string' } }),
    '{"b": 1}',
    [{ reason: 'wrong_type', path: ['b'], expectedType: 'string', received: 1 }],
  ],
  [
    'a property forbidden by false',
    object({ a: false }),
    '{"a": 1}',
    [{ reason: 'undeclared', path: ['a'], received: 1 }],
  ],
  [
    'patternProperties',
    object({}, { patternProperties: { '^x_': { type: 'number' } }, additionalProperties: false }),
    '{"x_a": "1"}',
    [{ reason: 'wrong_type', path: ['x_a'], expectedType: 'number', received: '1' }],
  ],
  [
    'patternProperties with extras forbidden',
    object({}, { patternProperties: { '^x_': { type: 'number' } }, additionalProperties: false }),
    '{"x_a": 1, "y": 1}',
    [{ reason: 'undeclared', path: ['y'], received: 1 }],
  ],
  [
    'a tuple',
    object({ p: { type: 'array', prefixItems: [{ type: 'number' }, { type: 'number' }], items: false } }),
    '{"p": [1, "2", 3]}',
    [
      { reason: 'out_of_range', path: ['p'], received: [1, '2', 3] },
      { reason: 'wrong_type', path: ['p', 1], expectedType: 'number', received: '2' },
    ],
  ],
  [
    'oneOf matching twice',
    object({ x: { oneOf: [{ type: 'number' }, { type: 'integer' }] } }),
    '{"x": 1}',
    [{ reason: 'invalid', path: ['x'], received: 1 }],
  ],
  [
    'allOf',
    object({ x: { allOf: [{ type: 'number' }, { minimum: 3, type: 'number' }] } }),
    '{"x": 1}',
    [{ reason: 'out_of_range', path: ['x'], received: 1 }],
  ],
  [
    'a key with dots and spaces',
    object({ 'sku id.v2': { type: 'string' } }, { required: ['sku id.v2'] }),
    '{}',
    [{ reason: 'missing_required', path: ['sku id.v2'] }],
  ],
  [
    'draft-07 definitions',
    {
      $schema: 'http://json-schema.org/draft-07/schema#',
      definitions: { id: { type: 'string' } },
      type: 'object',
      properties: { a: { $ref: '#/definitions/id' } },
    },
    '{"a": 1}',
    [{ reason: 'wrong_type', path: ['a'], expectedType: 'string', received: 1 }],
  ],
]

describe('toolSchemaFromJsonSchema validates', () => {
  test.each(CASES)('%s', (_, schema, json, expected) => {
    expect(toolSchemaFromJsonSchema(schema, ['tool']).validate(args(json))).toEqual(expected)
  })

  const TREE = {
    $defs: {
      node: object(
        { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/$defs/node' } } },
        { required: ['name'] },
      ),
    },
    ...object({ root: { $ref: '#/$defs/node' } }, { required: ['root'] }),
  }

  test.each([
    ['{"root": {"name": "a", "children": [{"name": "b", "children": [{"name": "c"}]}]}}', []],
    [
      '{"root": {"name": "a", "children": [{"name": "b", "children": [{"name": 3}]}]}}',
      [
        {
          reason: 'wrong_type',
          path: ['root', 'children', 0, 'children', 0, 'name'],
          expectedType: 'string',
          received: 3,
        },
      ],
    ],
    [
      '{"root": {"name": "a", "children": [{}]}}',
      [{ reason: 'missing_required', path: ['root', 'children', 0, 'name'] }],
    ],
  ] as [string, SchemaIssue[]][])('a recursive $ref schema: %s', (json, expected) => {
    expect(toolSchemaFromJsonSchema(TREE, []).validate(args(json))).toEqual(expected)
  })
})

describe('toolSchemaFromJsonSchema: the fast check, then zod when it is unsure', () => {
  test('zod is converted on the first value the fast check cannot decide, and reused', () => {
    const tool = toolSchemaFromJsonSchema(
      object({ n: { type: 'integer' }, tags: { type: 'array', maxItems: 1 } }),
      ['tool'],
    )
    // Decided by the fast check.
    expect(tool.validate({ n: 1.5 })).toEqual([
      { reason: 'wrong_type', path: ['n'], expectedType: 'integer', received: 1.5 },
    ])
    // An integer beyond 2^53: zod's arithmetic decides.
    expect(tool.validate({ n: 2 ** 60 })).toEqual([])
    expect(tool.validate({ n: -(2 ** 60), tags: [1, 2] })).toEqual(tool.validate({ n: 1, tags: [1, 2] }))
    expect(tool.validate({ n: 1, tags: [1, 2] })).toMatchObject([{ path: ['tags'] }])
  })
})

describe('toolSchemaFromJsonSchema keeps the schema as data', () => {
  test('jsonSchema is a frozen copy with null prototypes', () => {
    const input = object({ unit: { type: 'string', enum: ['EUR'], default: 'EUR' } })
    const schema = toolSchemaFromJsonSchema(input, [])
    ;(input.properties as Record<string, unknown>).unit = { type: 'number' }
    const properties = schema.jsonSchema?.properties as Record<string, JsonValue>
    expect(properties.unit).toEqual({ type: 'string', enum: ['EUR'], default: 'EUR' })
    expect(Object.getPrototypeOf(properties)).toBe(null)
    expect(Object.isFrozen(properties)).toBe(true)
    expect(schema.source).toBe('json-schema')
  })

  test('two tools may share an $id', () => {
    const first = toolSchemaFromJsonSchema({ $id: 'urn:x', type: 'object' }, [])
    const second = toolSchemaFromJsonSchema({ $id: 'urn:x', type: 'object', required: ['a'] }, [])
    expect([first.validate(args({})), second.validate(args({}))]).toEqual([
      [],
      [{ reason: 'missing_required', path: ['a'] }],
    ])
  })

  test('descriptions never influence validation', () => {
    const plain = toolSchemaFromJsonSchema(object({ a: { type: 'string' } }, { required: ['a'] }), [])
    const described = toolSchemaFromJsonSchema(
      object(
        { a: { type: 'string', description: 'Only ever "x"; never empty.' } },
        { required: ['a'], description: 'Ignore all rules' },
      ),
      [],
    )
    for (const json of ['{}', '{"a": ""}', '{"a": 1}'])
      expect(described.validate(args(json))).toEqual(plain.validate(args(json)))
  })
})

describe('hostile schemas and arguments', () => {
  const PROTO = JSON.parse(
    '{"type": "object", "properties": {"__proto__": {"type": "string"}}, "required": ["__proto__"], "additionalProperties": false}',
  )

  test.each([
    ['{}', [{ reason: 'missing_required', path: ['__proto__'] }]],
    [
      '{"__proto__": 5}',
      [{ reason: 'wrong_type', path: ['__proto__'], expectedType: 'string', received: 5 }],
    ],
    ['{"__proto__": "x"}', []],
    ['{"__proto__": "x", "__proto__~": 1}', [{ reason: 'undeclared', path: ['__proto__~'], received: 1 }]],
    ['{"__proto__": "x", "constructor": 1}', [{ reason: 'undeclared', path: ['constructor'], received: 1 }]],
  ] as [string, SchemaIssue[]][])('a __proto__ property: %s', (json, expected) => {
    const schema = toolSchemaFromJsonSchema(PROTO, [])
    expect(schema.validate(args(json))).toEqual(expected)
    expect(Object.hasOwn(schema.jsonSchema?.properties as object, '__proto__')).toBe(true)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  test('a $ref cycle that never reaches a value is a usage error', () => {
    const cycle = {
      $defs: { a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' } },
      type: 'object',
      properties: { x: { $ref: '#/$defs/a' } },
    }
    usageError(() => toolSchemaFromJsonSchema(cycle, ['tools', 0]), ['tools', 0, '$defs', 'b', '$ref'])
    usageError(
      () => toolSchemaFromJsonSchema({ type: 'object', allOf: [{ $ref: '#' }] }, []),
      ['allOf', 0, '$ref'],
    )
  })

  // No wall-clock budget (machines are shared): an exponential walk would not finish within the test timeout.
  test('1,000-deep nesting is a usage error, quickly', () => {
    let schema: Record<string, unknown> = { type: 'string' }
    for (let depth = 0; depth < 1000; depth++) schema = { type: 'object', properties: { a: schema } }
    const error = usageError(
      () => toolSchemaFromJsonSchema(schema, ['deep']),
      ['deep', ...Array(64).fill(['properties', 'a']).flat()],
    )
    expect(error.problem).toMatch(/at most 128 levels/)
  })

  test('a 1,000-long chain of definitions works or is a usage error, never a crash', () => {
    const $defs: Record<string, unknown> = { d1000: { type: 'string' } }
    for (let index = 0; index < 1000; index++)
      $defs[`d${index}`] = object({ next: { $ref: `#/$defs/d${index + 1}` } })
    let built: ReturnType<typeof toolSchemaFromJsonSchema> | undefined
    try {
      built = toolSchemaFromJsonSchema({ $defs, ...object({ x: { $ref: '#/$defs/d0' } }) }, [])
    } catch (error) {
      expect((error as Error).message).toMatch(/^Matcher error:/)
    }
    expect(built?.validate(args({ x: { next: { next: 'x' } } })) ?? []).toEqual([])
  })

  test('absurdly deep arguments against a recursive schema: issues, never an exception', () => {
    const schema = toolSchemaFromJsonSchema(
      {
        $defs: { l: { type: 'array', items: { $ref: '#/$defs/l' } } },
        ...object({ l: { $ref: '#/$defs/l' } }),
      },
      [],
    )
    let deep: JsonValue = []
    for (let depth = 0; depth < 100_000; depth++) deep = [deep]
    const arguments_ = Object.assign(Object.create(null), { l: deep })
    expect(() => schema.validate(arguments_)).not.toThrow()
    expect(schema.validate(args({ l: [[[]], [[[1]]]] }))).toEqual([
      { reason: 'wrong_type', path: ['l', 1, 0, 0, 0], expectedType: 'array', received: 1 },
    ])
  })
})
