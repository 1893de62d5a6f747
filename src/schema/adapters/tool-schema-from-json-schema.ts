import type { z } from 'zod'
import type { JsonObject, Path } from '../../json/types.js'
import { MatcherUsageError } from '../../usage-error.js'
import { zod } from '../../zod.js'
import { checkJsonSchema } from './check-json-schema.js'
import { copyJsonObject } from './copy-json.js'
import { escapeKeys, unescapeKey } from './escape-key.js'
import { compileIssues, UNSURE } from './fast/compile-issues.js'
import { guardValidation } from './guard-validation.js'
import { issuesFromZod } from './issues-from-zod.js'
import { useLinearPatterns } from './linear-patterns.js'
import type { ToolSchema } from './types.js'
import { validationSchema } from './validation-schema.js'

type Converted = ReturnType<typeof z.fromJSONSchema>
type ZodJsonSchema = z.core.JSONSchema.JSONSchema

function convert(schema: JsonObject, path: Path): Converted {
  try {
    // A registry of its own: annotations (and `$id`s) of one tool never meet another's.
    const z = zod()
    const converted = z.fromJSONSchema(validationSchema(schema) as ZodJsonSchema, {
      registry: z.registry(),
    })
    if (JSON.stringify(schema).includes('"$ref"')) converted.safeParse(Object.create(null)) // resolves references now
    useLinearPatterns(converted)
    return converted
  } catch (error) {
    throw new MatcherUsageError(
      path,
      `unsupported JSON Schema (${error instanceof Error ? error.message : String(error)})`,
    )
  }
}

/**
 * A tool schema from a JSON Schema object (draft 2020-12; draft-07 `definitions` too), validated with
 * `z.fromJSONSchema`. The schema is copied (frozen, `null` prototypes) and checked first, so a malformed or
 * unsupported one is a `MatcherUsageError` naming the path inside it (see `checkJsonSchema`). Validation follows
 * JSON Schema: extra properties are allowed unless `additionalProperties: false`; `type: ["string", "null"]` (how
 * OpenAI strict mode spells an optional argument) accepts null; defaults are annotations and fill nothing in.
 * Common schemas are checked without zod (`compileIssues`: the same issues, much faster) and converted for zod only
 * when a value that check is unsure of comes; the rest go through zod, converted (and so checked) at once.
 */
export function toolSchemaFromJsonSchema(input: unknown, path: Path): ToolSchema {
  const jsonSchema = copyJsonObject(input, path, 'a JSON Schema')
  checkJsonSchema(jsonSchema, path)
  const fast = compileIssues(jsonSchema)
  // A schema the fast check compiles is plain enough for zod too: it is converted when a value first needs it.
  let validator = fast === undefined ? convert(jsonSchema, path) : undefined
  return {
    source: 'json-schema',
    jsonSchema,
    validate: (args) =>
      guardValidation(path, () => {
        const issues = fast === undefined ? UNSURE : fast(args)
        if (issues !== UNSURE) return issues
        validator ??= convert(jsonSchema, path)
        const result = validator.safeParse(escapeKeys(args))
        return result.success
          ? []
          : issuesFromZod(result.error.issues, { args, decodeKey: unescapeKey, jsonSchema })
      }),
  }
}
