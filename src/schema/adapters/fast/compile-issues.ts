import type { JsonObject, JsonValue } from '../../../json/types.js'
import { issuesFromZod } from '../issues-from-zod.js'
import type { JsonSchemaObject, SchemaIssue } from '../types.js'
import { validationSchema } from '../validation-schema.js'
import { compileNode } from './compile-node.js'
import { UNSURE } from './raw-issue.js'

export { UNSURE } from './raw-issue.js'

/** Validates arguments without zod: zod's issues as SchemaIssues (`[]` when they fit), or `UNSURE`. */
export type IssueCheck = (args: JsonObject) => SchemaIssue[] | typeof UNSURE

const keepKey = (key: string) => key

/**
 * A fast validator for the common JSON Schemas of tool arguments (types and type lists, properties, required,
 * additionalProperties, items, primitive enum/const, numeric bounds, item counts, annotations): it reproduces what
 * `z.fromJSONSchema(validationSchema(schema)).safeParse` reports, raising the same zod issues in the same order and
 * mapping them with `issuesFromZod`, so its SchemaIssues are exactly the zod route's. `undefined` for a schema with
 * any other keyword or form; a check that cannot be sure for some value returns `UNSURE` (see `compileNumber`,
 * `compileArray`), and the zod route decides.
 */
export function compileIssues(jsonSchema: JsonSchemaObject): IssueCheck | undefined {
  // What zod converts: the validation schema after the JSON round trip `z.fromJSONSchema` starts with.
  const converted = JSON.parse(JSON.stringify(validationSchema(jsonSchema))) as JsonValue
  const check = compileNode(converted)
  if (check === undefined) return undefined
  return (args) => {
    const raw = check(args)
    if (raw === UNSURE) return UNSURE
    return raw.length === 0 ? [] : issuesFromZod(raw, { args, decodeKey: keepKey, jsonSchema })
  }
}
