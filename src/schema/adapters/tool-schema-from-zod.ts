import type { z } from 'zod'
import type { JsonObject, Path } from '../../json/types.js'
import { MatcherUsageError } from '../../usage-error.js'
import { zod } from '../../zod.js'
import { copyJsonObject } from './copy-json.js'
import { ASYNC_PROBLEM, guardValidation, isThenable } from './guard-validation.js'
import { issuesFromZod } from './issues-from-zod.js'
import { isRecord } from './record.js'
import type { JsonSchemaObject, ToolSchema } from './types.js'

/** What this adapter uses of a zod 4 schema, whichever copy of zod made it. */
export interface ZodLike {
  readonly _zod: { readonly def: object }
  readonly '~standard': { readonly validate: (value: unknown) => unknown }
  readonly safeParse?: (value: unknown) => { success: boolean; error?: { issues: readonly unknown[] } }
}

/** True for a zod 4 schema, classic or mini, from any copy of zod: recognised by its `_zod.def`, never `instanceof`. */
export function isZodSchema(value: unknown): value is ZodLike {
  if (typeof value !== 'object' || value === null) return false
  const internals = (value as { _zod?: unknown })._zod
  const standard = (value as { '~standard'?: unknown })['~standard']
  return (
    isRecord(internals) &&
    isRecord(internals.def) &&
    isRecord(standard) &&
    typeof standard.validate === 'function'
  )
}

function jsonSchemaOf(schema: ZodLike, path: Path): JsonSchemaObject | undefined {
  let generated: unknown
  try {
    generated = zod().toJSONSchema(schema as unknown as z.ZodType, { io: 'input', unrepresentable: 'any' })
  } catch {
    return undefined
  }
  try {
    return copyJsonObject(generated, path, 'a JSON Schema')
  } catch {
    return undefined
  }
}

function zodIssues(schema: ZodLike, args: JsonObject, path: Path): readonly unknown[] {
  if (typeof schema.safeParse === 'function') {
    const result = schema.safeParse(args)
    return result.success ? [] : (result.error?.issues ?? [])
  }
  const result = schema['~standard'].validate(args)
  if (isThenable(result)) {
    Promise.resolve(result).catch(() => undefined)
    throw new MatcherUsageError(path, ASYNC_PROBLEM)
  }
  const issues = isRecord(result) ? result.issues : undefined
  return Array.isArray(issues) ? issues : []
}

/**
 * A tool schema from a zod 4 schema (any copy of zod). Validation is zod's own (`safeParse`; `~standard.validate`
 * for zod mini), so `z.object` ignores extra arguments and `z.strictObject` reports them. The JSON Schema is
 * `z.toJSONSchema(schema, { io: 'input' })` (defaulted properties are optional, unrepresentable parts are `{}`),
 * or `undefined` when zod cannot produce one. A schema that does not describe an object is a usage error.
 */
export function toolSchemaFromZod(schema: ZodLike, path: Path): ToolSchema {
  const jsonSchema = jsonSchemaOf(schema, path)
  if (jsonSchema !== undefined && typeof jsonSchema.type === 'string' && jsonSchema.type !== 'object') {
    throw new MatcherUsageError(path, `the arguments schema must describe an object, not ${jsonSchema.type}`)
  }
  const validate = (args: JsonObject) =>
    guardValidation(path, () =>
      issuesFromZod(zodIssues(schema, args, path), { args, decodeKey: (key) => key, jsonSchema }),
    )
  validate(Object.create(null)) // an asynchronous schema is found now, at definition time, when it can be
  return { source: 'zod', jsonSchema, validate }
}
