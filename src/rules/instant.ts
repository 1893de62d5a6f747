import type { InstantRule } from '../expect/types.js'
import type { Path } from '../json/types.js'
import { lazySchema } from '../zod.js'
import { parseDuration } from './duration.js'
import { simpleParams } from './simple-params.js'
import { type CompileContext, type RuleDefinition, ruleMismatch, ruleTypeMismatch } from './types.js'

/**
 * A parsed date-time. `instant`: it has an offset, and `nanoseconds` counts from 1970-01-01T00:00:00Z. `local`: no
 * offset, so it names no instant; `nanoseconds` counts its wall-clock fields as if they were UTC.
 */
export interface DateTime {
  readonly kind: 'instant' | 'local'
  readonly nanoseconds: bigint
}

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)?$/
const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]
/** Days from 0000-01-01 to 1970-01-01 in the proleptic Gregorian calendar. */
const EPOCH_DAYS = 719_528
const NANOS = 1_000_000_000n

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
}

/** Days from 1970-01-01 to the given date (proleptic Gregorian; year 0 is a leap year). */
function epochDays(year: number, month: number, day: number): number {
  const daysBeforeYear = 365 * year + Math.ceil(year / 4) - Math.ceil(year / 100) + Math.ceil(year / 400)
  const leapDay = month > 2 && isLeapYear(year) ? 1 : 0
  return daysBeforeYear + DAYS_BEFORE_MONTH[month - 1]! + leapDay + day - 1 - EPOCH_DAYS
}

/**
 * Parses an ISO-8601 / RFC 3339 date-time in the extended format: `YYYY-MM-DD`, a separator (`T`, `t` or one
 * space, as RFC 3339 allows), `hh:mm`, optionally `:ss` and a fraction of 1 to 9 digits after `.` or `,`, then an
 * optional offset: `Z` or `z`, `±hh:mm`, `±hhmm` or `±hh` (`-00:00` is UTC). Fields are checked against the
 * calendar (no February 30, no hour 24, no leap second 60). No date-only text, no basic format (`20260301T1000Z`),
 * no years beyond 9999, no white space around. Returns `undefined` for anything else; never falls back on
 * `Date.parse`.
 */
export function parseDateTime(text: string): DateTime | undefined {
  const match = DATE_TIME.exec(text)
  if (match === null) return undefined
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((field) => Number(field ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined
  if (hour > 23 || minute > 59 || second > 59) return undefined
  let offsetMinutes = 0
  const sign = match[9]
  if (sign !== undefined) {
    const offsetHours = Number(match[10])
    const offsetRest = Number(match[11] ?? 0)
    if (offsetHours > 23 || offsetRest > 59) return undefined
    offsetMinutes = (sign === '-' ? -1 : 1) * (offsetHours * 60 + offsetRest)
  }
  const seconds = epochDays(year, month, day) * 86_400 + hour * 3_600 + (minute - offsetMinutes) * 60 + second
  const fraction = BigInt((match[7] ?? '').padEnd(9, '0'))
  const kind = sign === undefined && match[8] === undefined ? 'local' : 'instant'
  return { kind, nanoseconds: BigInt(seconds) * NANOS + fraction }
}

/** Reads the tolerance of an `instant` rule (milliseconds, or a duration without years or months) in nanoseconds. */
function readTolerance(tolerance: number | string | undefined, context: CompileContext, path: Path): bigint {
  if (tolerance === undefined) return 0n
  if (typeof tolerance === 'number') {
    const nanoseconds = tolerance * 1e6
    return BigInt(Math.round(Number.isFinite(nanoseconds) ? nanoseconds : Number.MAX_VALUE))
  }
  const parsed = parseDuration(tolerance)
  if (parsed?.kind === 'fixed') return parsed.nanoseconds
  return context.fail(
    [...path, 'tolerance'],
    `tolerance ${JSON.stringify(tolerance)} is not an ISO-8601 duration without years or months`,
  )
}

/**
 * `instant`: a date-time (see `parseDateTime`) naming the same instant as the expected one whatever the offset
 * notation (`2026-03-01T10:00:00Z` = `2026-03-01T11:00:00+01:00` = `2026-03-01T10:00Z`), within `tolerance`
 * (milliseconds, or an ISO-8601 duration such as `PT5M`; default 0). A date-time without an offset equals only
 * another one without an offset whose wall-clock fields are the same (within the tolerance). An expected value
 * that is not a date-time is a usage error. Reasons: `invalid_instant`, `missing_offset`, `unexpected_offset`,
 * `outside_tolerance` (tolerance above 0) or `not_equal`.
 */
export const instant: RuleDefinition<InstantRule> = {
  name: 'instant',
  accepts: simpleParams('instant', { value: 'string' }),
  params: lazySchema((z) =>
    z.strictObject({
      $rule: z.literal('instant'),
      value: z.string(),
      tolerance: z.union([z.number().min(0, 'tolerance must be ≥ 0'), z.string()]).optional(),
    }),
  ),
  compile(params, context, path) {
    const expected = parseDateTime(params.value)
    if (expected === undefined) {
      return context.fail([...path, 'value'], `${JSON.stringify(params.value)} is not an ISO-8601 date-time`)
    }
    const tolerance = readTolerance(params.tolerance, context, path)
    const reason = tolerance > 0n ? 'outside_tolerance' : 'not_equal'
    return {
      acceptsMissing: false,
      check(received, at) {
        if (typeof received !== 'string') return [ruleTypeMismatch('instant', at, 'string', received!)]
        const value = parseDateTime(received)
        if (value === undefined) return [ruleMismatch('instant', at, params, received, 'invalid_instant')]
        if (value.kind !== expected.kind) {
          const offsetReason = expected.kind === 'instant' ? 'missing_offset' : 'unexpected_offset'
          return [ruleMismatch('instant', at, params, received, offsetReason)]
        }
        const difference = value.nanoseconds - expected.nanoseconds
        // Stryker disable next-line EqualityOperator: -0n is 0n
        const distance = difference < 0n ? -difference : difference
        return distance <= tolerance ? [] : [ruleMismatch('instant', at, params, received, reason)]
      },
    }
  },
}
