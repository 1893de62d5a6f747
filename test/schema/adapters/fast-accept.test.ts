import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import type { JsonObject, JsonValue } from '../../../src/json/types.js'
import { copyJsonObject } from '../../../src/schema/adapters/copy-json.js'
import { escapeKeys } from '../../../src/schema/adapters/escape-key.js'
import { compileAccept } from '../../../src/schema/adapters/fast-accept.js'
import { validationSchema } from '../../../src/schema/adapters/validation-schema.js'
import { flipped, propertyPaths, replaced, subsetSchema, valueFor } from './json-schema-arbitrary.js'

const SEED = 20_261_130

/** The full validator's verdict (what `toolSchemaFromJsonSchema` runs when the fast check is unsure). */
function fullyValid(schema: JsonObject, value: JsonValue): boolean {
  const copy = copyJsonObject(schema, [], 'a JSON Schema')
  const validator = z.fromJSONSchema(validationSchema(copy) as z.core.JSONSchema.JSONSchema, {
    registry: z.registry(),
  })
  return validator.safeParse(escapeKeys(value)).success
}

const accepts = (schema: JsonObject, value: JsonValue) => compileAccept(schema)!(value)

describe('compileAccept', () => {
  const weather: JsonObject = {
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
  }
  test.each<[string, JsonValue, boolean]>([
    ['the required argument only', { city: 'Paris' }, true],
    ['every argument in range', { city: 'Paris', days: 14, unit: null, tags: ['a', 'b'], ratio: 0.5 }, true],
    ['a missing required argument', { days: 3 }, false],
    ['an undeclared argument', { city: 'Paris', country: 'FR' }, false],
    ['a wrong type', { city: 7 }, false],
    ['a float for an integer', { city: 'Paris', days: 2.5 }, false],
    ['below the minimum', { city: 'Paris', days: 0 }, false],
    ['above the maximum', { city: 'Paris', days: 15 }, false],
    ['not in the enum', { city: 'Paris', unit: 'K' }, false],
    ['too many items', { city: 'Paris', tags: ['a', 'b', 'c'] }, false],
    ['a wrong item type', { city: 'Paris', tags: [1] }, false],
    ['on an exclusive bound', { city: 'Paris', ratio: 1 }, false],
    ['an integer beyond 2^53 is left to the full validator', { city: 'Paris', days: 2 ** 60 }, false],
  ])('%s', (_, value, expected) => {
    expect(accepts(weather, value)).toBe(expected)
    if (expected) expect(fullyValid(weather, value)).toBe(true)
  })

  test.each<[string, JsonObject]>([
    ['a pattern', { type: 'object', properties: { a: { type: 'string', pattern: '^a' } } }],
    ['a format', { type: 'object', properties: { a: { type: 'string', format: 'email' } } }],
    ['anyOf', { type: 'object', properties: { a: { anyOf: [{ type: 'string' }] } } }],
    ['a $ref', { type: 'object', properties: { a: { $ref: '#/$defs/x' } }, $defs: { x: {} } }],
    ['an object enum', { type: 'object', properties: { a: { enum: [{ x: 1 }] } } }],
    ['tuple items', { type: 'object', properties: { a: { type: 'array', items: [{ type: 'string' }] } } }],
    [
      'a draft-04 boolean bound',
      { type: 'object', properties: { a: { minimum: 1, exclusiveMinimum: true } } },
    ],
    ['string lengths', { type: 'object', properties: { a: { type: 'string', minLength: 1 } } }],
  ])('a schema with %s is left to the full validator', (_, schema) => {
    expect(compileAccept(schema)).toBeUndefined()
  })

  test('the root is an object even without a type; keys such as __proto__ are data', () => {
    const schema = { properties: JSON.parse('{"__proto__": {"type": "string"}}') } as JsonObject
    const args = JSON.parse('{"__proto__": "x"}') as JsonObject
    expect(accepts(schema, args)).toBe(true)
    expect(accepts(schema, JSON.parse('{"__proto__": 1}'))).toBe(false)
    expect(accepts(schema, [])).toBe(false)
  })
})

describe('compileAccept never accepts what the full validator rejects', () => {
  const ROOT = subsetSchema(3).filter((schema) => schema.type === 'object')
  const broken = ROOT.chain((schema) =>
    valueFor(schema).chain((value) => {
      const paths = propertyPaths(value)
      const mutated =
        paths.length === 0
          ? fc.constant(value)
          : fc.constantFrom(...paths).map((path) => {
              const original = path.reduce<unknown>(
                (node, key) => (node as Record<string | number, unknown>)[key],
                value,
              )
              return replaced(value, path, flipped(original as never))
            })
      return fc.tuple(fc.constant(schema), fc.oneof(fc.constant(value), mutated, fc.jsonValue()))
    }),
  )

  test('on valid, mutated and random values', () => {
    let accepted = 0
    let valid = 0
    fc.assert(
      fc.property(broken, ([schema, value]) => {
        const fast = accepts(schema as JsonObject, value as JsonValue)
        const full = fullyValid(schema as JsonObject, value as JsonValue)
        if (fast) expect(full).toBe(true)
        if (full) valid++
        if (fast) accepted++
      }),
      { seed: SEED, numRuns: 600 },
    )
    // It must also be worth having: most valid values are decided without the full validator.
    expect(accepted / valid).toBeGreaterThan(0.8)
  })

  const PRIMITIVE = fc.oneof(
    fc.constantFrom(0, 1, -1, 2.5, 3, 10, 1e20, '', 'a', 'B', true, false, null),
    fc.integer({ min: -5, max: 20 }),
  )
  const VALUE: fc.Arbitrary<JsonValue> = fc.oneof(
    { weight: 3, arbitrary: PRIMITIVE },
    fc.array(PRIMITIVE, { maxLength: 4 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'c'), PRIMITIVE, { maxKeys: 3 }),
  )
  const TYPE = fc.constantFrom('string', 'number', 'integer', 'boolean', 'array', 'object', 'null')
  const BOUND = fc.option(fc.integer({ min: -2, max: 12 }), { nil: undefined })
  const LEAF: fc.Arbitrary<JsonValue> = fc.oneof(
    fc.uniqueArray(TYPE, { minLength: 1, maxLength: 3 }).map((type) => ({ type })),
    fc
      .record({ minimum: BOUND, maximum: BOUND, exclusiveMinimum: BOUND, exclusiveMaximum: BOUND })
      .map((bounds) => ({ type: 'number', ...JSON.parse(JSON.stringify(bounds)) })),
    fc
      .record({ minItems: BOUND, maxItems: BOUND, items: fc.constantFrom({ type: 'integer' }, {}, true) })
      .map((keywords) => ({ type: ['array', 'null'], ...JSON.parse(JSON.stringify(keywords)) })),
    PRIMITIVE.map((value) => ({ const: value })),
    fc.uniqueArray(PRIMITIVE, { minLength: 1, maxLength: 4 }).map((values) => ({ enum: values })),
    fc.constantFrom({}, true, false, { description: 'any' }, { type: 'object', additionalProperties: false }),
  )
  const RICH = fc
    .record({
      properties: fc.dictionary(fc.constantFrom('a', 'b'), LEAF, { maxKeys: 2 }),
      required: fc.subarray(['a', 'b', 'c']),
      additionalProperties: fc.oneof(fc.constant(undefined), fc.boolean(), LEAF),
    })
    .map((schema) => JSON.parse(JSON.stringify({ type: 'object', ...schema })) as JsonObject)

  test('on schemas with several types, bounds, const, enums and item counts', () => {
    let accepted = 0
    let valid = 0
    const args = fc.dictionary(fc.constantFrom('a', 'b', 'c'), VALUE, { maxKeys: 3 })
    fc.assert(
      fc.property(RICH, args, (schema, value) => {
        const check = compileAccept(schema)
        expect(check).toBeDefined()
        const fast = check!(value)
        const full = fullyValid(schema, value)
        if (fast) expect(full).toBe(true)
        if (full) valid++
        if (fast) accepted++
      }),
      { seed: SEED, numRuns: 2000 },
    )
    expect(accepted / valid).toBeGreaterThan(0.8)
  })
})
