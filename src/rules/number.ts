import type { NumberRule } from '../expect/types.js'
import type { JsonValue, Path } from '../json/types.js'
import type { Mismatch } from '../mismatch.js'
import { lazySchema } from '../zod.js'
import { simpleParams } from './simple-params.js'
import { type RuleDefinition, ruleMismatch, ruleTypeMismatch } from './types.js'

/** The JSON number grammar (RFC 8259 §6): no `+`, no leading zeros, no bare `.5` or `5.`, no hex, no `Infinity`. */
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/

/**
 * Reads a numeric string: the JSON number grammar after trimming surrounding white space, finite. So `" 20.5 "`,
 * `"-3"`, `"1e3"` and `"500.00"` are numbers; `""`, `"abc"`, `"0x10"`, `"+5"`, `".5"`, `"1,000"`, `"NaN"`,
 * `"Infinity"` and `"1e999"` are not. Returns `undefined` when the text is not a number.
 */
export function parseNumericString(text: string): number | undefined {
  const trimmed = text.trim()
  if (!JSON_NUMBER.test(trimmed)) return undefined
  const value = Number(trimmed)
  return Number.isFinite(value) ? value : undefined
}

/**
 * Whether two numbers are within `tolerance`. The boundary is inclusive and, for a tolerance above 0, forgives the
 * rounding of binary floating point (`20.01` is within `0.01` of `20`); a tolerance of 0 means equal doubles.
 */
export function withinTolerance(expected: number, received: number, tolerance: number): boolean {
  const difference = Math.abs(received - expected)
  if (tolerance === 0) return difference === 0
  const slack = 2 * Number.EPSILON * Math.max(Math.abs(expected), Math.abs(received), tolerance)
  return difference <= tolerance + slack
}

/**
 * `number`: a number within `tolerance` (absolute, default 0) of the expected value. Numeric strings (see
 * `parseNumericString`) count as their number unless `coerce: false`; booleans, null, arrays and objects never.
 * Reasons: `outside_tolerance` (tolerance above 0) or `not_equal`, and on a `type` mismatch `not_numeric` (a string
 * that is not a number) or `string_not_allowed` (any string with `coerce: false`).
 */
export const number: RuleDefinition<NumberRule> = {
  name: 'number',
  accepts: simpleParams('number', { value: 'number' }),
  params: lazySchema((z) =>
    z.strictObject({
      $rule: z.literal('number'),
      value: z.number(),
      tolerance: z.number().min(0, 'tolerance must be ≥ 0').optional(),
      coerce: z.boolean().optional(),
    }),
  ),
  compile(params) {
    const tolerance = params.tolerance ?? 0
    const coerce = params.coerce ?? true
    const reason = tolerance > 0 ? 'outside_tolerance' : 'not_equal'
    return {
      acceptsMissing: false,
      check(received, path) {
        let value: number | undefined
        if (typeof received === 'number') value = received
        else if (typeof received === 'string') {
          if (!coerce) return [stringMismatch(path, received, 'string_not_allowed')]
          value = parseNumericString(received)
          if (value === undefined) return [stringMismatch(path, received, 'not_numeric')]
        } else return [ruleTypeMismatch('number', path, 'number', received!)]
        return withinTolerance(params.value, value, tolerance)
          ? []
          : [ruleMismatch('number', path, params, received, reason)]
      },
    }
  },
}

function stringMismatch(path: Path, received: JsonValue, reason: string): Mismatch {
  const mismatch = ruleTypeMismatch('number', path, 'number', received)
  mismatch.reason = reason
  return mismatch
}
