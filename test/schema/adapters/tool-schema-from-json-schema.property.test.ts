import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { JsonObject } from '../../../src/json/types.js'
import { toolSchemaFromJsonSchema } from '../../../src/schema/adapters/tool-schema-from-json-schema.js'
import { flipped, propertyPaths, replaced, subsetSchema, valueFor } from './json-schema-arbitrary.js'

const SEED = 20_261_021
const ROOT = subsetSchema(3).filter((schema) => schema.type === 'object')

describe('a value generated from a JSON Schema', () => {
  test('validates', () => {
    fc.assert(
      fc.property(
        ROOT.chain((schema) => fc.tuple(fc.constant(schema), valueFor(schema))),
        ([schema, value]) => {
          expect(toolSchemaFromJsonSchema(schema, []).validate(value as JsonObject)).toEqual([])
        },
      ),
      { seed: SEED, numRuns: 300 },
    )
  })

  test('with one property of another type, does not; an issue names that property', () => {
    const cases = ROOT.chain((schema) =>
      valueFor(schema).chain((value) => {
        const paths = propertyPaths(value)
        return paths.length === 0
          ? fc.constant(undefined)
          : fc.constantFrom(...paths).map((path) => ({ schema, value, path }))
      }),
    ).filter((item) => item !== undefined)
    fc.assert(
      fc.property(cases, ({ schema, value, path }) => {
        const original = path.reduce<unknown>(
          (node, key) => (node as Record<string | number, unknown>)[key],
          value,
        )
        const broken = replaced(value, path, flipped(original as never)) as JsonObject
        const issues = toolSchemaFromJsonSchema(schema, []).validate(broken)
        expect(issues.length).toBeGreaterThan(0)
        expect(issues.map((issue) => issue.path)).toContainEqual(path)
      }),
      { seed: SEED, numRuns: 300 },
    )
  })
})
