import type { JsonObject, JsonValue } from '../../../json/types.js'
import { appendIssue, type Check, PASS, type RawIssue, typeIssue, UNSURE } from './raw-issue.js'

/** Below this size, zod's tolerance for "a multiple of 1" is far smaller than `FRACTION`. */
const SMALL = 2 ** 20
/** A number this far from every integer is surely not one, whatever zod's rounding tolerance. */
const FRACTION = 1e-6

/** Whether zod's `multipleOf: 1` accepts `value`: `undefined` where only zod's own arithmetic can tell. */
function isWhole(value: number): boolean | undefined {
  if (Number.isSafeInteger(value)) return true
  return Math.abs(value) < SMALL && Math.abs(value - Math.round(value)) > FRACTION ? false : undefined
}

/** A numeric keyword: its value, `null` when absent, `undefined` when it is not a number. */
function bound(node: JsonObject, key: string): number | null | undefined {
  const value = node[key]
  if (value === undefined) return null
  return typeof value === 'number' ? value : undefined
}

const issue = (code: 'too_small' | 'too_big'): RawIssue => ({ code, path: [], continue: true })

/**
 * `type: number` as zod converts it: a finite number, then each bound (`minimum`, `maximum`, `exclusiveMinimum`,
 * `exclusiveMaximum`) and `multipleOf: 1` (how the validation schema spells `integer`), every failing one reported.
 * `undefined` (left to zod) for a bound that is not a number or another `multipleOf`. Under `multipleOf: 1`, a
 * number that is neither a safe integer nor plainly fractional (below 2^20 and 1e-6 from any integer) is `UNSURE`.
 */
export function compileNumber(node: JsonObject): Check | undefined {
  const min = bound(node, 'minimum')
  const max = bound(node, 'maximum')
  const above = bound(node, 'exclusiveMinimum')
  const below = bound(node, 'exclusiveMaximum')
  if (min === undefined || max === undefined || above === undefined || below === undefined) return undefined
  if (node.multipleOf !== undefined && node.multipleOf !== 1) return undefined
  const whole = node.multipleOf === 1
  return (value: JsonValue) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return [typeIssue('number')]
    let out: RawIssue[] | undefined
    if (min !== null && !(value >= min)) out = appendIssue(out, issue('too_small'))
    if (max !== null && !(value <= max)) out = appendIssue(out, issue('too_big'))
    if (above !== null && !(value > above)) out = appendIssue(out, issue('too_small'))
    if (below !== null && !(value < below)) out = appendIssue(out, issue('too_big'))
    if (whole) {
      const fits = isWhole(value)
      if (fits === undefined) return UNSURE
      if (!fits) out = appendIssue(out, { code: 'not_multiple_of', divisor: 1, path: [], continue: true })
    }
    return out ?? PASS
  }
}
