import type { JsonObject, Path } from '../../json/types.js'
import { MatcherUsageError } from '../../usage-error.js'
import { classifyIssue } from './classify-issue.js'
import { copyJsonObject } from './copy-json.js'
import { finishIssues } from './finish-issues.js'
import { ASYNC_PROBLEM, guardValidation, isThenable } from './guard-validation.js'
import { mapZodIssue } from './issues-from-zod.js'
import { isRecord } from './record.js'
import type { JsonSchemaObject, SchemaIssue, ToolSchema } from './types.js'
import { valueAt } from './value-at.js'

/** What this adapter uses of a Standard Schema (https://standardschema.dev, version 1). */
export interface StandardSchemaLike {
  readonly '~standard': {
    readonly version: number
    readonly vendor?: string
    readonly validate: (value: unknown) => unknown
    readonly jsonSchema?: { readonly input?: (options: { target: string }) => unknown }
  }
}

/** True for a Standard Schema: a `~standard` object with a `validate` function. */
export function isStandardSchema(value: unknown): value is StandardSchemaLike {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return false
  const standard = (value as { '~standard'?: unknown })['~standard']
  return isRecord(standard) && typeof standard.validate === 'function'
}

/** The JSON Schema a library offers: Standard JSON Schema's `~standard.jsonSchema.input`, else `toJsonSchema()`. */
function jsonSchemaOf(schema: StandardSchemaLike, path: Path): JsonSchemaObject | undefined {
  const self = schema as unknown as Record<string, unknown>
  const attempts = [
    () => schema['~standard'].jsonSchema?.input?.({ target: 'draft-2020-12' }),
    () => (typeof self.toJsonSchema === 'function' ? self.toJsonSchema() : undefined),
    () => (typeof self.toJSONSchema === 'function' ? self.toJSONSchema() : undefined),
  ]
  for (const attempt of attempts) {
    try {
      const generated = attempt()
      if (generated !== undefined) return copyJsonObject(generated, path, 'a JSON Schema')
    } catch {}
  }
  return undefined
}

function issueOf(
  raw: unknown,
  args: JsonObject,
  jsonSchema: JsonSchemaObject | undefined,
  zod: boolean,
): SchemaIssue[] {
  const issue = isRecord(raw) ? raw : {}
  const context = { args, decodeKey: (key: string) => key, jsonSchema }
  if (zod) return mapZodIssue(raw, [], context) // zod 3 (or another zod), through its Standard Schema face
  const [mapped] = mapZodIssue({ path: issue.path }, [], context) // the path, and missing_required when it applies
  if (mapped === undefined || mapped.reason === 'missing_required') return mapped ? [mapped] : []
  const found = valueAt(args, mapped.path)
  if (jsonSchema === undefined || found.value === undefined) return [mapped]
  return [classifyIssue(jsonSchema, mapped.path, found.value)]
}

/**
 * A tool schema from any Standard Schema (valibot, arktype, effect…), validated synchronously with
 * `~standard.validate`: a Promise result is a usage error at `path`. A key the arguments lack is
 * `missing_required`; other issues are classified from the library's JSON Schema when it offers one (Standard
 * JSON Schema, or a `toJsonSchema()` method), else `invalid`. `jsonSchema` is that JSON Schema, or `undefined`.
 */
export function toolSchemaFromStandardSchema(schema: StandardSchemaLike, path: Path): ToolSchema {
  const jsonSchema = jsonSchemaOf(schema, path)
  if (jsonSchema !== undefined && typeof jsonSchema.type === 'string' && jsonSchema.type !== 'object') {
    throw new MatcherUsageError(path, `the arguments schema must describe an object, not ${jsonSchema.type}`)
  }
  const zod = schema['~standard'].vendor === 'zod'
  const validate = (args: JsonObject) =>
    guardValidation(path, () => {
      const result = schema['~standard'].validate(args)
      if (isThenable(result)) {
        Promise.resolve(result).catch(() => undefined)
        throw new MatcherUsageError(path, ASYNC_PROBLEM)
      }
      const issues = isRecord(result) && Array.isArray(result.issues) ? result.issues : []
      return finishIssues(
        issues.flatMap((raw) => issueOf(raw, args, jsonSchema, zod)),
        jsonSchema,
      )
    })
  validate(Object.create(null)) // an asynchronous schema is found now, at definition time, when it can be
  return { source: 'standard-schema', jsonSchema, validate }
}
