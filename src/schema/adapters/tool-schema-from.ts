import type { Path } from '../../json/types.js'
import { MatcherUsageError } from '../../usage-error.js'
import { isRecord } from './record.js'
import { toolSchemaFromJsonSchema } from './tool-schema-from-json-schema.js'
import { isStandardSchema, toolSchemaFromStandardSchema } from './tool-schema-from-standard-schema.js'
import { isZodSchema, toolSchemaFromZod } from './tool-schema-from-zod.js'
import type { ToolSchema } from './types.js'

/**
 * One tool's arguments schema, whatever it is written in: a zod 4 schema (recognised by its own markers, so any
 * copy of zod works), any other Standard Schema (synchronous), or a JSON Schema object. A malformed or
 * unsupported schema throws a `MatcherUsageError` naming `path` (or the place inside it).
 */
export function toolSchemaFrom(input: unknown, path: Path): ToolSchema {
  if (isZodSchema(input)) return toolSchemaFromZod(input, path)
  if (isStandardSchema(input)) return toolSchemaFromStandardSchema(input, path)
  if (isRecord(input)) return toolSchemaFromJsonSchema(input, path)
  throw new MatcherUsageError(
    path,
    'a tool schema must be a zod schema, a Standard Schema or a JSON Schema object',
  )
}
