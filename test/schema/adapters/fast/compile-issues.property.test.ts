import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { JsonObject, JsonValue } from '../../../../src/json/types.js'
import { flipped, propertyPaths, replaced, subsetSchema, valueFor } from '../json-schema-arbitrary.js'
import { BFCL_SCHEMA, CHECKED_SCHEMA, nearValue, ROOT_SCHEMA } from './schema-arbitrary.js'
import { emptyTally, expectParity, preparedSchema, type Tally } from './zod-route.js'

const SEED = 20_261_201

/** A schema and values near it: mostly broken ones, some that fit. */
const withValues = (schemas: fc.Arbitrary<JsonObject>) =>
  schemas.chain((schema) =>
    fc.tuple(fc.constant(schema), fc.array(nearValue(schema), { minLength: 1, maxLength: 6 })),
  )

function run(name: string, cases: fc.Arbitrary<[JsonObject, JsonValue[]]>, numRuns: number): Tally {
  const tally = emptyTally()
  fc.assert(
    fc.property(cases, ([schema, values]) => expectParity(preparedSchema(schema), values, tally)),
    { seed: SEED, numRuns },
  )
  console.log(name, JSON.stringify(tally))
  return tally
}

describe('the fast route gives exactly the zod route’s issues', () => {
  test('on schemas of the subset (type lists, bounds, enums, const, item counts, nesting)', () => {
    const tally = run('subset', withValues(ROOT_SCHEMA), 1000)
    expect(tally.uncompiled).toBeLessThan(tally.compiled / 10)
    expect(tally.unsure).toBeLessThan(tally.decided / 10)
    expect(tally.invalid).toBeGreaterThan(tally.decided / 2)
  })

  test('on BFCL function docs (jsonSchemaFromBfcl)', () => {
    const tally = run('bfcl docs', withValues(BFCL_SCHEMA), 600)
    expect(tally.invalid).toBeGreaterThan(tally.decided / 2)
  })

  test('on what BFCL’s checker enforces (checkedSchema)', () => {
    const tally = run('checked', withValues(CHECKED_SCHEMA), 600)
    expect(tally.uncompiled).toBe(0)
    expect(tally.invalid).toBeGreaterThan(tally.decided / 2)
  })

  test('on generated values with one property of another type', () => {
    const root = subsetSchema(3).filter((schema) => schema.type === 'object')
    const cases = root.chain((schema) =>
      valueFor(schema).chain((value) => {
        const paths = propertyPaths(value)
        const broken =
          paths.length === 0
            ? fc.constant(value)
            : fc.constantFrom(...paths).map((path) => {
                const original = path.reduce<unknown>(
                  (node, key) => (node as Record<string | number, unknown>)[key],
                  value,
                )
                return replaced(value, path, flipped(original as JsonValue))
              })
        return fc.tuple(fc.constant(schema as JsonObject), fc.tuple(fc.constant(value), broken))
      }),
    )
    const tally = run('flipped', cases, 600)
    expect(tally.uncompiled).toBe(0)
  })
})
