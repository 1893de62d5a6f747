import { isDeepStrictEqual } from 'node:util'
import { expect } from 'vitest'
import { z } from 'zod'
import { canonicalize } from '../../../../src/canonical.js'
import type { JsonObject, JsonValue } from '../../../../src/json/types.js'
import { checkJsonSchema } from '../../../../src/schema/adapters/check-json-schema.js'
import { copyJsonObject } from '../../../../src/schema/adapters/copy-json.js'
import { escapeKeys, unescapeKey } from '../../../../src/schema/adapters/escape-key.js'
import { compileIssues, UNSURE } from '../../../../src/schema/adapters/fast/compile-issues.js'
import { guardValidation } from '../../../../src/schema/adapters/guard-validation.js'
import { issuesFromZod } from '../../../../src/schema/adapters/issues-from-zod.js'
import type { SchemaIssue } from '../../../../src/schema/adapters/types.js'
import { validationSchema } from '../../../../src/schema/adapters/validation-schema.js'

/** A schema as `toolSchemaFromJsonSchema` keeps it: copied (frozen, `null` prototypes) and checked. */
export function preparedSchema(schema: unknown): JsonObject {
  const copy = copyJsonObject(schema, [], 'a JSON Schema')
  checkJsonSchema(copy, [])
  return copy
}

/** Arguments as the engine hands them over: canonical, or `undefined` for a value that is not an object. */
export function canonicalArgs(value: unknown): JsonObject | undefined {
  const result = canonicalize(value)
  if (!result.ok || result.value === null || typeof result.value !== 'object' || Array.isArray(result.value))
    return undefined
  return result.value
}

/** The zod route, called directly: `z.fromJSONSchema(validationSchema(schema)).safeParse` + `issuesFromZod`. */
export function zodRoute(schema: JsonObject): (args: JsonObject) => SchemaIssue[] {
  const validator = z.fromJSONSchema(validationSchema(schema) as z.core.JSONSchema.JSONSchema, {
    registry: z.registry(),
  })
  return (args) =>
    guardValidation([], () => {
      const result = validator.safeParse(escapeKeys(args))
      return result.success
        ? []
        : issuesFromZod(result.error.issues, { args, decodeKey: unescapeKey, jsonSchema: schema })
    })
}

/** How often the fast route decided, and how often it found issues, over a parity run. */
export interface Tally {
  compiled: number
  uncompiled: number
  decided: number
  unsure: number
  invalid: number
}

/** A tally at zero. */
export const emptyTally = (): Tally => ({ compiled: 0, uncompiled: 0, decided: 0, unsure: 0, invalid: 0 })

/**
 * Expects the fast route to give exactly the zod route's issues for each of `values` (those it decides), and
 * counts what happened in `tally`.
 */
export function expectParity(schema: JsonObject, values: readonly JsonValue[], tally: Tally): void {
  const fast = compileIssues(schema)
  if (fast === undefined) {
    tally.uncompiled++
    return
  }
  tally.compiled++
  const zod = zodRoute(schema)
  for (const value of values) {
    const args = canonicalArgs(value)
    if (args === undefined) continue
    const issues = fast(args)
    if (issues === UNSURE) {
      tally.unsure++
      continue
    }
    tally.decided++
    if (issues.length > 0) tally.invalid++
    const expected = zod(args)
    if (isDeepStrictEqual(issues, expected)) continue
    try {
      expect(issues).toStrictEqual(expected)
    } catch (error) {
      throw new Error(`${JSON.stringify(schema)} on ${JSON.stringify(args)}: ${(error as Error).message}`)
    }
  }
}
