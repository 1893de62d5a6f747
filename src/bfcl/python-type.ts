import type { JsonObject, JsonValue } from '../json/types.js'
import type { BfclParameter } from './types.js'

/** A JSON Schema type name, as the types of BFCL's Python values map to them. */
export type JsonTypeName = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'null'

/** BFCL's Python type for each doc type, as a JSON type (`any` is checked as a string, as BFCL does). */
const DOC_TYPES: Readonly<Record<string, JsonTypeName>> = {
  string: 'string',
  any: 'string',
  integer: 'integer',
  float: 'number',
  boolean: 'boolean',
  array: 'array',
  tuple: 'array',
  dict: 'object',
}

/**
 * The type BFCL's Python checker gives a decoded JSON value, as a JSON type: `int` → `integer`, `float` → `number`,
 * `None` → `null`… A number is an integer when its value is: JSON.parse keeps no lexeme, so `5.0` is `integer` here
 * where Python says `float` (see `fromBfcl` on number lexemes).
 */
export function pythonType(value: JsonValue): JsonTypeName {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number'
  return typeof value as 'string' | 'boolean' | 'object'
}

/** The JSON type BFCL checks a parameter of this doc against; `undefined` for a parameter the doc lacks. */
export function docType(parameter: BfclParameter | undefined): JsonTypeName | undefined {
  if (parameter === undefined || !Object.hasOwn(DOC_TYPES, parameter.type)) return undefined
  return DOC_TYPES[parameter.type]
}

/** True for a JSON object: what Python decodes as a `dict`. */
export function isDict(value: JsonValue): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/** True for the BFCL doc types whose elements BFCL checks one level deep (`array`, `tuple`). */
export function isListType(parameter: BfclParameter | undefined): boolean {
  return parameter?.type === 'array' || parameter?.type === 'tuple'
}
