import type { Path } from '../json/types.js'
import { isRule } from './is-rule.js'
import type { FromResultRule } from './run-types.js'

/**
 * A copy of a call's arguments with each `fromResult` rule replaced by what `replace` gives for it (and its path).
 * Other rules, and objects that are not plain data (an asymmetric matcher, a class instance), are kept as they are:
 * only plain objects and arrays are walked.
 */
export function mapFromResult(
  value: unknown,
  path: Path,
  replace: (rule: FromResultRule, path: Path) => unknown,
): unknown {
  if (isRule(value)) {
    return (value as { $rule: unknown }).$rule === 'fromResult'
      ? replace(value as unknown as FromResultRule, path)
      : value
  }
  if (Array.isArray(value)) return value.map((item, index) => mapFromResult(item, [...path, index], replace))
  if (typeof value !== 'object' || value === null) return value
  const proto = Object.getPrototypeOf(value)
  if (proto !== Object.prototype && proto !== null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, mapFromResult(inner, [...path, key], replace)]),
  )
}
