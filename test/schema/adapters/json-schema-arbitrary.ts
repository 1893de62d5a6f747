import fc from 'fast-check'
import type { JsonObject, JsonValue, Path } from '../../../src/json/types.js'

/** A JSON Schema of the subset the property test covers. */
export type SubsetSchema =
  | { type: 'string' | 'number' | 'integer' | 'boolean' }
  | { type: 'string'; enum: string[] }
  | { type: 'array'; items: SubsetSchema }
  | {
      type: 'object'
      properties: Record<string, SubsetSchema>
      required: string[]
      additionalProperties?: false
    }

const KEY = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.constantFrom('__proto__', 'constructor', 'toString', 'a b', 'é'),
)

const LEAF: fc.Arbitrary<SubsetSchema> = fc.oneof(
  fc.constantFrom('string', 'number', 'integer', 'boolean').map((type) => ({ type }) as SubsetSchema),
  fc
    .uniqueArray(fc.string({ maxLength: 4 }), { minLength: 1, maxLength: 4 })
    .map((values) => ({ type: 'string', enum: values }) as SubsetSchema),
)

function bare<Value>(entries: [string, Value][]): Record<string, Value> {
  const out = Object.create(null) as Record<string, Value>
  for (const [key, value] of entries) out[key] = value
  return out
}

/** Schemas of the subset, nested at most `depth` levels; object keys include `__proto__` and friends. */
export function subsetSchema(depth: number): fc.Arbitrary<SubsetSchema> {
  if (depth === 0) return LEAF
  const inner = subsetSchema(depth - 1)
  const object = fc
    .uniqueArray(fc.tuple(KEY, inner, fc.boolean()), { maxLength: 4, selector: ([key]) => key })
    .chain((entries) =>
      fc.boolean().map((closed) => ({
        type: 'object' as const,
        properties: bare(entries.map(([key, schema]) => [key, schema])),
        required: entries.filter(([, , required]) => required).map(([key]) => key),
        ...(closed ? { additionalProperties: false as const } : {}),
      })),
    )
  return fc.oneof(
    { weight: 2, arbitrary: LEAF },
    inner.map((items) => ({ type: 'array' as const, items })),
    object,
  )
}

const NUMBER = fc
  .double({ noNaN: true, noDefaultInfinity: true })
  .map((value) => (Object.is(value, -0) ? 0 : value))

/** Values that fit a schema of the subset (every required key present, optional ones sometimes). */
export function valueFor(schema: SubsetSchema): fc.Arbitrary<JsonValue> {
  if ('enum' in schema) return fc.constantFrom(...schema.enum)
  switch (schema.type) {
    case 'string':
      return fc.string()
    case 'number':
      return NUMBER
    case 'integer':
      return fc.oneof(fc.integer(), fc.constantFrom(0, 2 ** 60, -(2 ** 60)))
    case 'boolean':
      return fc.boolean()
    case 'array':
      return fc.array(valueFor(schema.items), { maxLength: 3 })
    case 'object': {
      const keys = Object.keys(schema.properties)
      const parts = keys.map((key) =>
        fc.tuple(
          fc.constant(key),
          valueFor(schema.properties[key]!),
          schema.required.includes(key) ? fc.constant(true) : fc.boolean(),
        ),
      )
      return fc
        .tuple(...parts)
        .map(
          (entries) =>
            bare(entries.filter(([, , keep]) => keep).map(([key, value]) => [key, value])) as JsonObject,
        )
    }
  }
}

/** Every path to an object property present in `value`, outermost first. */
export function propertyPaths(value: JsonValue, prefix: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => propertyPaths(item, [...prefix, index]))
  if (value === null || typeof value !== 'object') return []
  return Object.keys(value).flatMap((key) => [
    [...prefix, key],
    ...propertyPaths(value[key]!, [...prefix, key]),
  ])
}

/** A value of another JSON type than `value` (and, for strings, outside any enum of short strings). */
export function flipped(value: JsonValue): JsonValue {
  if (typeof value === 'string') return 12345
  if (typeof value === 'number') return Number.isInteger(value) ? 'five' : true
  if (typeof value === 'boolean') return value ? 1 : 'false'
  if (value === null) return 0
  return Array.isArray(value) ? { length: value.length } : [value]
}

/** `root` with the value at `path` replaced (a deep copy; objects keep `null` prototypes). */
export function replaced(root: JsonValue, path: Path, value: JsonValue): JsonValue {
  if (path.length === 0) return value
  const [head, ...rest] = path
  if (Array.isArray(root))
    return root.map((item, index) => (index === head ? replaced(item, rest, value) : item))
  const object = root as JsonObject
  return bare(
    Object.keys(object).map((key) => [
      key,
      key === head ? replaced(object[key]!, rest, value) : object[key]!,
    ]),
  )
}
