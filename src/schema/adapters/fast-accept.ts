import type { JsonObject, JsonValue } from '../../json/types.js'

/** A predicate over canonical arguments: `true` only when the value surely fits the schema. */
export type Accept = (value: JsonValue) => boolean

/** Keywords that constrain nothing. */
const ANNOTATIONS = new Set([
  'description',
  'title',
  'default',
  'examples',
  '$comment',
  '$schema',
  'deprecated',
  'readOnly',
  'writeOnly',
])
const OBJECT_KEYWORDS = new Set(['properties', 'required', 'additionalProperties'])
const ARRAY_KEYWORDS = new Set(['items', 'minItems', 'maxItems'])
const NUMBER_KEYWORDS = new Set(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'])
const TYPE_NAMES = new Set(['string', 'number', 'integer', 'boolean', 'array', 'object', 'null'])

type Primitive = string | number | boolean | null

const isObject = (value: JsonValue | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isPrimitive = (value: JsonValue): value is Primitive => value === null || typeof value !== 'object'

function hasType(type: string, value: JsonValue): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string'
    case 'number':
      return typeof value === 'number'
    case 'integer':
      // Beyond 2^53 the validator's integer check is left to decide.
      return Number.isSafeInteger(value)
    case 'boolean':
      return typeof value === 'boolean'
    case 'null':
      return value === null
    case 'array':
      return Array.isArray(value)
    default:
      return isObject(value)
  }
}

/** The declared types, or the one the keywords imply (as the validation schema does), or `undefined` for any. */
function typesOf(node: JsonObject, root: boolean): string[] | undefined {
  const type = node.type
  if (type !== undefined) return (Array.isArray(type) ? type : [type]).map(String)
  if (Object.hasOwn(node, 'enum') || Object.hasOwn(node, 'const')) return undefined
  if (root || Object.keys(node).some((key) => OBJECT_KEYWORDS.has(key))) return ['object']
  return Object.hasOwn(node, 'items') ? ['array'] : undefined
}

function objectCheck(node: JsonObject): Accept | undefined {
  const properties = node.properties ?? {}
  if (!isObject(properties)) return undefined
  const checks = new Map<string, Accept>()
  for (const key of Object.keys(properties)) {
    const check = compileNode(properties[key], false)
    if (check === undefined) return undefined
    checks.set(key, check)
  }
  const required = node.required ?? []
  if (!Array.isArray(required) || !required.every((name) => typeof name === 'string')) return undefined
  const additional = node.additionalProperties === undefined ? true : node.additionalProperties
  const extra = compileNode(additional, false)
  if (extra === undefined) return undefined
  return (value) => {
    const object = value as JsonObject
    for (const name of required) if (!Object.hasOwn(object, name as string)) return false
    for (const key of Object.keys(object)) {
      const check = checks.get(key) ?? extra
      if (!check(object[key]!)) return false
    }
    return true
  }
}

function arrayCheck(node: JsonObject): Accept | undefined {
  const items = node.items === undefined ? true : node.items
  if (Array.isArray(items)) return undefined
  const each = compileNode(items, false)
  const { minItems, maxItems } = node
  if (each === undefined) return undefined
  if (minItems !== undefined && typeof minItems !== 'number') return undefined
  if (maxItems !== undefined && typeof maxItems !== 'number') return undefined
  return (value) => {
    const array = value as JsonValue[]
    if (minItems !== undefined && array.length < minItems) return false
    if (maxItems !== undefined && array.length > maxItems) return false
    return array.every(each)
  }
}

function numberCheck(node: JsonObject): Accept | undefined {
  const bounds = [node.minimum, node.maximum, node.exclusiveMinimum, node.exclusiveMaximum]
  if (bounds.some((bound) => bound !== undefined && typeof bound !== 'number')) return undefined
  const [min, max, exclusiveMin, exclusiveMax] = bounds as (number | undefined)[]
  return (value) => {
    const number = value as number
    if (min !== undefined && number < min) return false
    if (max !== undefined && number > max) return false
    if (exclusiveMin !== undefined && number <= exclusiveMin) return false
    return exclusiveMax === undefined || number < exclusiveMax
  }
}

function valuesCheck(node: JsonObject): Accept | undefined | null {
  if (Object.hasOwn(node, 'const')) {
    const constant = node.const!
    return isPrimitive(constant) ? (value) => value === constant : undefined
  }
  if (!Object.hasOwn(node, 'enum')) return null
  const values = node.enum
  if (!Array.isArray(values) || !values.every(isPrimitive)) return undefined
  const allowed = new Set<JsonValue>(values)
  return (value) => isPrimitive(value) && allowed.has(value)
}

/** Compiles one subschema, or `undefined` when it uses a keyword (or a form) this checker leaves to the validator. */
function compileNode(node: JsonValue | undefined, root: boolean): Accept | undefined {
  if (node === true) return () => true
  if (node === false) return () => false
  if (!isObject(node)) return undefined
  for (const key of Object.keys(node)) {
    const known =
      key === 'type' ||
      key === 'enum' ||
      key === 'const' ||
      ANNOTATIONS.has(key) ||
      OBJECT_KEYWORDS.has(key) ||
      ARRAY_KEYWORDS.has(key) ||
      NUMBER_KEYWORDS.has(key)
    if (!known) return undefined
  }
  const types = typesOf(node, root)
  if (types !== undefined && (types.length === 0 || !types.every((type) => TYPE_NAMES.has(type))))
    return undefined
  const values = valuesCheck(node)
  if (values === undefined) return undefined
  const object = objectCheck(node)
  const array = arrayCheck(node)
  const number = numberCheck(node)
  if (object === undefined || array === undefined || number === undefined) return undefined
  return (value) => {
    if (types !== undefined && !types.some((type) => hasType(type, value))) return false
    if (values !== null && !values(value)) return false
    if (isObject(value)) return object(value)
    if (Array.isArray(value)) return array(value)
    return typeof value !== 'number' || number(value)
  }
}

/**
 * A fast acceptance check for the common JSON Schemas of tool arguments (types, properties, required,
 * additionalProperties, items, primitive enum/const, numeric bounds, item counts; annotations ignored): `true` only
 * when the arguments surely fit. Anything it is unsure of returns `false`, and so does a schema with any other
 * keyword (`undefined` is returned for it instead of a check): the full validator then decides and words the issues.
 * It only saves the full validator's work on valid calls, the common case; it never decides that a call is invalid.
 */
export function compileAccept(schema: JsonObject): Accept | undefined {
  return compileNode(schema, true)
}
