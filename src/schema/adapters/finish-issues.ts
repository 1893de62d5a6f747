import type { JsonValue, Path } from '../../json/types.js'
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

/** Above this many issues, duplicates are found by a key per issue rather than by comparing pairs. */
const PAIRWISE = 16

/** Segments equal as JSON text: `===`, except that every non-finite number prints as `null`. */
function sameSegment(a: string | number, b: string | number): boolean {
  if (a === b) return true
  return typeof a === 'number' && typeof b === 'number' && !Number.isFinite(a) && !Number.isFinite(b)
}

/** Paths equal as JSON text (what `seen` keys compare). */
function samePath(a: Path, b: Path): boolean {
  return a.length === b.length && a.every((segment, index) => sameSegment(segment, b[index]!))
}

/** True when an issue with the same reason and path is already kept (`seen` keys them when there are many). */
function isRepeat(issue: SchemaIssue, kept: readonly SchemaIssue[], seen: Set<string> | undefined): boolean {
  if (seen === undefined)
    return kept.some((other) => other.reason === issue.reason && samePath(other.path, issue.path))
  const key = JSON.stringify([issue.reason, issue.path])
  if (seen.has(key)) return true
  seen.add(key)
  return false
}

/**
 * Issues in a stable order (by path, then reason), one per reason and path. Validators say "expected number"
 * for `true` in an integer field; with the JSON Schema at hand, such an issue names `integer`.
 */
export function finishIssues(issues: readonly SchemaIssue[], jsonSchema?: JsonSchemaObject): SchemaIssue[] {
  const seen = issues.length > PAIRWISE ? new Set<string>() : undefined
  const unique: SchemaIssue[] = []
  for (const issue of issues) {
    if (isRepeat(issue, unique, seen)) continue
    const integer =
      jsonSchema !== undefined && issue.expectedType === 'number' && wantsInteger(jsonSchema, issue)
    unique.push(integer ? { ...issue, expectedType: 'integer' } : issue)
  }
  return unique.sort(
    (a, b) => comparePaths(a.path, b.path) || (a.reason < b.reason ? -1 : a.reason > b.reason ? 1 : 0),
  )
}
