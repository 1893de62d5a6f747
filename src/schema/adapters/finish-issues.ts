import type { JsonValue } from '../../json/types.js'
import { comparePaths } from '../../path.js'
import { subschemaAt } from './subschema-at.js'
import type { JsonSchemaObject, SchemaIssue } from './types.js'

/** True when the schema at the issue's path asks for an integer and not any number. */
function wantsInteger(jsonSchema: JsonSchemaObject, issue: SchemaIssue): boolean {
  const node = subschemaAt(jsonSchema, issue.path)
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return false
  const types: JsonValue[] = Array.isArray(node.type) ? node.type : [node.type ?? null]
  return types.includes('integer') && !types.includes('number')
}

/**
 * Issues in a stable order (by path, then reason), one per reason and path. Validators say "expected number"
 * for `true` in an integer field; with the JSON Schema at hand, such an issue names `integer`.
 */
export function finishIssues(issues: readonly SchemaIssue[], jsonSchema?: JsonSchemaObject): SchemaIssue[] {
  const seen = new Set<string>()
  const unique: SchemaIssue[] = []
  for (const issue of issues) {
    const key = JSON.stringify([issue.reason, issue.path])
    if (seen.has(key)) continue
    seen.add(key)
    const integer =
      jsonSchema !== undefined && issue.expectedType === 'number' && wantsInteger(jsonSchema, issue)
    unique.push(integer ? { ...issue, expectedType: 'integer' } : issue)
  }
  return unique.sort(
    (a, b) => comparePaths(a.path, b.path) || (a.reason < b.reason ? -1 : a.reason > b.reason ? 1 : 0),
  )
}
