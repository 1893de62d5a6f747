import fc from 'fast-check'
import type { JsonObject, JsonValue } from '../../../../src/json/types.js'
import { jsonSchemaFromBfcl } from '../../../../src/schema/adapters/json-schema-from-bfcl.js'

/** Keys that trip naive code: prototype names, `length` (zod measures it), integer-like keys (ordered first). */
export const KEY = fc.constantFrom('a', 'b', 'c', 'length', '__proto__', 'constructor', '1', '10', 'a b')

/** Numbers around integers, bounds and zod's rounding tolerance. */
const NUMBER = fc.oneof(
  fc.integer({ min: -3, max: 15 }),
  fc.constantFrom(
    2.5,
    -0.5,
    0.1,
    1e-7,
    1e-20,
    1e20,
    2 ** 53 + 2,
    -(2 ** 60),
    1e15 + 0.5,
    0.1 + 0.2,
    3 + 4e-16,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)
const STRING = fc.oneof(
  fc.constantFrom('', 'a', 'B', '10', '2', '__proto__', 'C'),
  fc.string({ maxLength: 3 }),
)
const PRIMITIVE: fc.Arbitrary<JsonValue> = fc.oneof(NUMBER, STRING, fc.boolean(), fc.constant(null))

/** Any small JSON value: what a confused model sends. */
export const JUNK: fc.Arbitrary<JsonValue> = fc.oneof(
  { weight: 4, arbitrary: PRIMITIVE },
  fc.array(PRIMITIVE, { maxLength: 3 }),
  fc.dictionary(KEY, PRIMITIVE, { maxKeys: 2 }),
  fc.constantFrom<JsonValue>({ length: 2 }, { length: 'x' }, [[1, 2, 3]], {}, []),
)

const TYPE = fc.constantFrom('string', 'number', 'integer', 'boolean', 'array', 'object', 'null')
const COUNT = fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined })
const BOUND = fc.option(fc.oneof(fc.integer({ min: -2, max: 12 }), fc.constant(0.5)), { nil: undefined })

/** Drops `undefined` fields (fast-check records keep them). */
const defined = (value: object): JsonObject => JSON.parse(JSON.stringify(value)) as JsonObject

const LEAF: fc.Arbitrary<JsonValue> = fc.oneof(
  TYPE.map((type) => ({ type })),
  fc.array(TYPE, { minLength: 1, maxLength: 3 }).map((type) => ({ type })),
  fc
    .record({
      type: fc.constantFrom(
        'number',
        'integer',
        ['integer', 'null'],
        ['number', 'string'],
        ['integer', 'number'],
      ),
      minimum: BOUND,
      maximum: BOUND,
      exclusiveMinimum: BOUND,
      exclusiveMaximum: BOUND,
    })
    .map(defined),
  PRIMITIVE.map((value) => ({ const: value })),
  fc.array(PRIMITIVE, { maxLength: 4 }).map((values) => ({ enum: values })),
  fc
    .record({
      type: fc.constantFrom('string', 'integer', ['string', 'null']),
      enum: fc.array(STRING, { maxLength: 4 }),
    })
    .map(defined),
  fc.constantFrom<JsonValue>(
    {},
    true,
    false,
    { description: 'any' },
    { type: 'object', additionalProperties: false },
    { type: 'number', readOnly: true, minimum: 1 },
    { type: 'string', title: 'x', examples: ['y'] },
    { type: 'integer', default: 3 },
    { minItems: 1 },
    { type: 'number', multipleOf: 1 },
  ),
)

/** Schemas of the subset the fast route compiles (and a few it leaves to zod), nested at most `depth` levels. */
export function subsetSchema(depth: number): fc.Arbitrary<JsonValue> {
  if (depth === 0) return LEAF
  const inner = subsetSchema(depth - 1)
  return fc.oneof({ weight: 3, arbitrary: LEAF }, arraySchema(inner), objectSchema(inner, false))
}

function arraySchema(inner: fc.Arbitrary<JsonValue>): fc.Arbitrary<JsonValue> {
  return fc
    .record({
      type: fc.constantFrom('array', ['array', 'null'], undefined),
      items: fc.option(inner, { nil: undefined }),
      minItems: COUNT,
      maxItems: COUNT,
    })
    .map(defined)
}

function objectSchema(inner: fc.Arbitrary<JsonValue>, root: boolean): fc.Arbitrary<JsonObject> {
  return fc
    .record({
      type: root
        ? fc.constantFrom('object', undefined)
        : fc.constantFrom('object', ['object', 'null'], undefined),
      properties: fc.dictionary(KEY, inner, { maxKeys: 3 }),
      required: fc.subarray(['a', 'b', 'length', '__proto__', '1', 'zz']),
      additionalProperties: fc.option(fc.oneof(fc.boolean(), inner), { nil: undefined }),
    })
    .map((schema) => {
      const out: JsonObject = defined({ ...schema, properties: {} })
      out.properties = schema.properties // kept as built: `__proto__` is an own key here
      return out
    })
}

/** Root schemas of the subset: objects, typed or not. */
export const ROOT_SCHEMA = objectSchema(subsetSchema(2), true)

const BFCL_TYPE = fc.constantFrom('string', 'integer', 'float', 'boolean', 'array', 'tuple', 'dict', 'any')

function bfclParameter(depth: number): fc.Arbitrary<JsonObject> {
  const inner = depth === 0 ? fc.constant(undefined) : bfclParameter(depth - 1)
  return fc
    .record({
      type: BFCL_TYPE,
      description: fc.option(fc.constant('text'), { nil: undefined }),
      enum: fc.option(fc.array(STRING, { minLength: 1, maxLength: 3 }), { nil: undefined, freq: 4 }),
      default: fc.option(PRIMITIVE, { nil: undefined, freq: 4 }),
      items: fc.option(inner, { nil: undefined }),
      properties: depth === 0 ? fc.constant(undefined) : fc.option(fc.dictionary(KEY, inner, { maxKeys: 2 })),
    })
    .map((parameter) => {
      const out = defined({ ...parameter, properties: undefined })
      if (parameter.type === 'dict' && parameter.properties) {
        out.properties = parameter.properties as JsonObject
        out.required = Object.keys(parameter.properties).slice(0, 1)
      }
      if (parameter.type !== 'array' && parameter.type !== 'tuple') delete out.items
      return out
    })
}

/** BFCL function docs' parameters as `fromBfcl` reads them, converted by `jsonSchemaFromBfcl`. */
export const BFCL_SCHEMA: fc.Arbitrary<JsonObject> = fc
  .dictionary(KEY, bfclParameter(2), { minKeys: 1, maxKeys: 4 })
  .chain((properties) =>
    fc.subarray(Object.keys(properties)).map((required) => ({ type: 'dict', properties, required })),
  )
  .map((parameters) => jsonSchemaFromBfcl(parameters, []))

/** What BFCL's checker enforces (`checkedSchema`): top-level types, type lists, one level of item types. */
export const CHECKED_SCHEMA: fc.Arbitrary<JsonObject> = fc
  .dictionary(
    KEY,
    fc.oneof(
      fc.constantFrom('string', 'integer', 'number', 'boolean', 'object').map((type) => ({ type })),
      fc.uniqueArray(TYPE, { minLength: 2, maxLength: 3 }).map((type) => ({ type })),
      fc
        .oneof(TYPE, fc.uniqueArray(TYPE, { minLength: 2, maxLength: 2 }))
        .map((items) => ({ type: 'array', items: { type: items } })),
    ),
    { minKeys: 1, maxKeys: 4 },
  )
  .chain((properties) =>
    fc.subarray(Object.keys(properties)).map((required) => ({
      type: 'object',
      properties,
      required,
      additionalProperties: false,
    })),
  )

const isObject = (value: JsonValue | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function typesOf(schema: JsonObject): JsonValue[] {
  if (Array.isArray(schema.type)) return schema.type
  if (schema.type !== undefined) return [schema.type]
  if (schema.properties !== undefined || schema.required !== undefined) return ['object']
  return schema.items !== undefined ? ['array'] : []
}

function nearType(schema: JsonObject, type: JsonValue): fc.Arbitrary<JsonValue> {
  switch (type) {
    case 'string':
      return STRING
    case 'number':
    case 'integer':
      return NUMBER
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(nearValue(schema.items ?? true), { maxLength: 4 })
    case 'object': {
      const properties = isObject(schema.properties) ? schema.properties : {}
      const declared = Object.keys(properties).map((key) =>
        fc
          .option(nearValue(properties[key]), { nil: undefined, freq: 3 })
          .map((value) => [key, value] as const),
      )
      return fc
        .tuple(
          fc.tuple(...declared),
          fc.dictionary(KEY, nearValue(schema.additionalProperties ?? true), { maxKeys: 2 }),
        )
        .map(([entries, extra]) => {
          const out = Object.create(null) as JsonObject
          for (const [key, value] of entries) if (value !== undefined) out[key] = value
          for (const key of Object.keys(extra)) if (!Object.hasOwn(out, key)) out[key] = extra[key]!
          return out
        })
    }
    default:
      return JUNK
  }
}

/** Values near a schema: mostly of its types and values, deeper values near their subschemas, some junk. */
export function nearValue(schema: JsonValue | undefined): fc.Arbitrary<JsonValue> {
  if (!isObject(schema)) return JUNK
  const near: fc.Arbitrary<JsonValue>[] = typesOf(schema).map((type) => nearType(schema, type))
  if (Array.isArray(schema.enum) && schema.enum.length > 0) near.push(fc.constantFrom(...schema.enum))
  if (schema.const !== undefined) near.push(fc.constant(schema.const))
  if (near.length === 0) return JUNK
  return fc.oneof({ weight: 4, arbitrary: fc.oneof(...near) }, { weight: 1, arbitrary: JUNK })
}
