import type { JsonObject, JsonValue } from '../../../json/types.js'
import { compileArray } from './compile-array.js'
import { compileNumber } from './compile-number.js'
import { compileObject } from './compile-object.js'
import { compileUnion } from './compile-union.js'
import { compileConst, compileEnum } from './compile-values.js'
import { type Check, PASS, typeIssue } from './raw-issue.js'

/** The keywords compiled here; annotations among them constrain nothing (`readOnly` only freezes zod's output). */
const KEYWORDS = new Set([
  'type',
  'enum',
  'const',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minItems',
  'maxItems',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'description',
  'title',
  'examples',
  '$comment',
  '$schema',
  'deprecated',
  'readOnly',
  'writeOnly',
])

const ANY: Check = () => PASS
const NEVER: Check = () => [typeIssue('never')]

const isObject = (value: JsonValue | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function primitive(type: string, test: (value: JsonValue) => boolean): Check {
  return (value) => (test(value) ? PASS : [typeIssue(type)])
}

/** One `type` with the node's keywords, as zod's base conversion reads them. */
function compileType(node: JsonObject, type: JsonValue): Check | undefined {
  switch (type) {
    case 'string':
      return primitive('string', (value) => typeof value === 'string')
    case 'boolean':
      return primitive('boolean', (value) => typeof value === 'boolean')
    case 'null':
      return primitive('null', (value) => value === null)
    case 'number':
      return compileNumber(node)
    case 'object':
      return compileObject(node, compileNode)
    case 'array':
      return compileArray(node, compileNode)
    default:
      return undefined // `integer` never reaches zod: the validation schema spells it number + multipleOf 1
  }
}

/**
 * Compiles one subschema of the validation schema (as `z.fromJSONSchema` reads it, after its JSON round trip) into
 * a check that raises zod's issues: `true`/`false`, then `enum` (which wins over every other keyword), `const`, a
 * `type` list (a union of one base schema per type), one `type`, or none (anything). `undefined` when it uses a
 * keyword outside `KEYWORDS` or a form the checks leave to zod.
 */
export function compileNode(node: JsonValue | undefined): Check | undefined {
  if (node === true) return ANY
  if (node === false) return NEVER
  if (!isObject(node) || !Object.keys(node).every((key) => KEYWORDS.has(key))) return undefined
  if (node.enum !== undefined) return compileEnum(node.enum)
  if (node.const !== undefined) return compileConst(node.const)
  const { type } = node
  if (type === undefined) return ANY
  if (!Array.isArray(type)) return compileType(node, type)
  const branches = type.map((one) => compileType(node, one))
  if (branches.length === 0 || branches.includes(undefined)) return undefined
  return compileUnion(branches as Check[])
}
