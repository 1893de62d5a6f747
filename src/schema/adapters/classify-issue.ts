import type { JsonValue, Path } from '../../json/types.js'
import { subschemaAt } from './subschema-at.js'
import type { JsonSchemaObject, JsonTypeName, SchemaIssue } from './types.js'

function jsonTypes(value: JsonValue): JsonTypeName[] {
  if (value === null) return ['null']
  if (Array.isArray(value)) return ['array']
  if (typeof value === 'number') return Number.isInteger(value) ? ['integer', 'number'] : ['number']
  return [typeof value as JsonTypeName]
}

function sameJson(a: JsonValue, b: JsonValue): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  return JSON.stringify(a) === JSON.stringify(b) // enum members are rarely structured; key order matters here
}

/**
 * Why the value at `path` fails, read off the JSON Schema, for validators that only say *that* it fails (a
 * Standard Schema's issues carry a message and a path): a key the schema forbids is `undeclared`, a value of
 * another type `wrong_type`, a value outside `enum`/`const` `not_in_enum`; anything else `invalid`.
 */
export function classifyIssue(root: JsonSchemaObject, path: Path, received: JsonValue): SchemaIssue {
  const node = subschemaAt(root, path)
  if (node === false && path.length > 0) return { reason: 'undeclared', path, received }
  if (typeof node !== 'object' || node === null || Array.isArray(node))
    return { reason: 'invalid', path, received }
  const declared = Array.isArray(node.type) ? node.type : node.type === undefined ? [] : [node.type]
  const actual = jsonTypes(received)
  if (declared.length > 0 && !declared.some((type) => actual.includes(type as JsonTypeName))) {
    const expectedType = declared.find((type) => type !== 'null') as JsonTypeName | undefined
    return { reason: 'wrong_type', path, ...(expectedType ? { expectedType } : {}), received }
  }
  const allowed = Array.isArray(node.enum)
    ? node.enum
    : Object.hasOwn(node, 'const')
      ? [node.const!]
      : undefined
  if (allowed !== undefined && !allowed.some((value) => sameJson(value, received))) {
    return { reason: 'not_in_enum', path, allowed, received }
  }
  return { reason: 'invalid', path, received }
}
