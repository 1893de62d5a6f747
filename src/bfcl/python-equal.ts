import { field } from '../expect/field.js'
import type { FieldExpectation } from '../expect/types.js'
import type { JsonValue } from '../json/types.js'

/**
 * An expectation that accepts exactly the JSON values Python's `==` finds equal to `value`: as plain equality, but
 * `True == 1` and `False == 0` (at any depth), the way BFCL compares values it does not type-check (dict values,
 * elements of lists whose element types are not checked). Strings are compared exactly.
 */
export function pythonEqual(value: JsonValue): FieldExpectation {
  if (typeof value === 'boolean') return field.oneOf(value, value ? 1 : 0)
  if (value === 1 || value === 0) return field.oneOf(value, value === 1)
  if (Array.isArray(value)) return value.map(pythonEqual)
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.keys(value).map((key) => [key, pythonEqual(value[key]!)]))
  return value
}
