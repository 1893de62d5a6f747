import type { DateRule } from '../expect/types.js'
import { lazySchema } from '../zod.js'
import { type RuleDefinition, ruleMismatch, ruleTypeMismatch } from './types.js'

/** A calendar date: no time, no zone. */
export interface CalendarDate {
  readonly year: number
  readonly month: number
  readonly day: number
}

/** How a numeric date whose year comes last is read: day first (`14/03/2026`) or month first (`03/14/2026`). */
export type NumericOrder = 'dmy' | 'mdy'

/** What reading one spelling gave: a date, or why not. */
export type DateReading =
  | { readonly ok: true; readonly date: CalendarDate }
  | { readonly ok: false; readonly reason: 'invalid_date' | 'has_time' | 'ambiguous_date' | 'wrong_weekday' }

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']

/** The ISO form, the only one an expectation may be written in. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
/** Year first, numeric: `2026-03-14`, `2026/3/14`, `2026.03.14`, or ISO basic `20260314`. */
const YEAR_FIRST = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})$|^(\d{4})(\d{2})(\d{2})$/
/** Year last, numeric: `14/03/2026`, `3-14-2026`, `14.03.2026`: day or month first, which the text cannot say. */
const YEAR_LAST = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4})$/
/** Day before the month name: `14 March 2026`, `14th Mar. 2026`, `14-Mar-2026`. */
const DAY_MONTH = /^(\d{1,2})(?:st|nd|rd|th)?[ -]([a-z]+)\.?,?[ -](\d{4})$/
/** Month name before the day: `March 14, 2026`, `Mar 14th 2026`. */
const MONTH_DAY = /^([a-z]+)\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})$/
/** A date followed by a time of day: a date-time is not a calendar date. */
const WITH_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}/
/** A leading weekday: `Saturday, `, `Sat `. */
const WEEKDAY = /^([a-z]+)\.?,? (.*)$/

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
}

/** The date when the fields name a day of the calendar (no 30 February), else `undefined`. */
function calendarDate(year: number, month: number, day: number): CalendarDate | undefined {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined
  return { year, month, day }
}

/** The month a full English name or a prefix of at least three letters names (`mar`, `sept`), else 0. */
function monthNamed(word: string): number {
  if (word.length < 3) return 0
  return MONTHS.findIndex((name) => name.startsWith(word)) + 1
}

/** The weekday (0 = Sunday) a full English name or a prefix of at least three letters names, else -1. */
function weekdayNamed(word: string): number {
  if (word.length < 3) return -1
  return WEEKDAYS.findIndex((name) => name.startsWith(word))
}

/** The weekday of a date (0 = Sunday), by Sakamoto's method. */
function weekdayOf({ year, month, day }: CalendarDate): number {
  const offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
  const y = month < 3 ? year - 1 : year
  return (y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) + offsets[month - 1]! + day) % 7
}

const result = (date: CalendarDate | undefined): DateReading =>
  date === undefined ? { ok: false, reason: 'invalid_date' } : { ok: true, date }

/** Reads a date without a weekday in front. */
function readBare(text: string, order: NumericOrder | undefined): DateReading {
  const yearFirst = YEAR_FIRST.exec(text)
  if (yearFirst !== null) {
    const [year, month, day] = (
      yearFirst[1] === undefined ? yearFirst.slice(5, 8) : [1, 3, 4].map((i) => yearFirst[i])
    ).map(Number) as [number, number, number]
    return result(calendarDate(year, month, day))
  }
  const yearLast = YEAR_LAST.exec(text)
  if (yearLast !== null) {
    const [first, second, year] = [yearLast[1], yearLast[3], yearLast[4]].map(Number) as [
      number,
      number,
      number,
    ]
    if (order === undefined) return first === second ? result(calendarDate(year, first, first)) : ambiguous
    return result(order === 'dmy' ? calendarDate(year, second, first) : calendarDate(year, first, second))
  }
  const dayMonth = DAY_MONTH.exec(text)
  if (dayMonth !== null) {
    const month = monthNamed(dayMonth[2]!)
    return month === 0 ? invalid : result(calendarDate(Number(dayMonth[3]), month, Number(dayMonth[1])))
  }
  const monthDay = MONTH_DAY.exec(text)
  if (monthDay !== null) {
    const month = monthNamed(monthDay[1]!)
    return month === 0 ? invalid : result(calendarDate(Number(monthDay[3]), month, Number(monthDay[2])))
  }
  return invalid
}

const invalid: DateReading = { ok: false, reason: 'invalid_date' }
const ambiguous: DateReading = { ok: false, reason: 'ambiguous_date' }

/**
 * Reads a calendar date in a common spelling: ISO `2026-03-14` (also `/` or `.` between, one-digit month or day,
 * basic `20260314`); day and English month name (`14 March 2026`, `14th Mar. 2026`, `14-Mar-2026`); month name and
 * day (`March 14, 2026`, `Mar 14th 2026`); each optionally after a weekday (`Saturday, March 14, 2026`), which must
 * be the date's own. Case does not matter. Numeric dates with the year last (`14/03/2026`) are read only with an
 * `order` (`dmy` or `mdy`): the text cannot say which is the day. A date with a time of day is not a date
 * (`has_time`); white space around is not trimmed.
 */
export function readDate(text: string, order?: NumericOrder): DateReading {
  if (WITH_TIME.test(text)) return { ok: false, reason: 'has_time' }
  const lower = text.toLowerCase()
  const bare = readBare(lower, order)
  if (bare.ok || bare.reason === 'ambiguous_date') return bare
  const weekday = WEEKDAY.exec(lower)
  const named = weekday === null ? -1 : weekdayNamed(weekday[1]!)
  if (named < 0) return bare
  const rest = readBare(weekday![2]!, order)
  if (!rest.ok) return rest
  return weekdayOf(rest.date) === named ? rest : { ok: false, reason: 'wrong_weekday' }
}

/**
 * `date`: a calendar date equal to the expected one (written `YYYY-MM-DD`), in any spelling `readDate` reads.
 * Distinct from `instant`: a date-time is not a date, and no time zone applies. `order` reads numeric dates with
 * the year last. Reasons: `invalid_date`, `ambiguous_date`, `has_time`, `wrong_weekday`, `not_equal`.
 */
export const date: RuleDefinition<DateRule> = {
  name: 'date',
  params: lazySchema((z) =>
    z.strictObject({
      $rule: z.literal('date'),
      value: z.string().regex(ISO_DATE, 'value must be a date written YYYY-MM-DD'),
      order: z.enum(['dmy', 'mdy']).optional(),
    }),
  ),
  compile(params, context, path) {
    const [year, month, day] = params.value.split('-').map(Number) as [number, number, number]
    const expected = calendarDate(year, month, day)
    if (expected === undefined) {
      return context.fail([...path, 'value'], `${JSON.stringify(params.value)} is not a day of the calendar`)
    }
    return {
      acceptsMissing: false,
      check(received, at) {
        if (typeof received !== 'string') return [ruleTypeMismatch('date', at, 'string', received!)]
        const reading = readDate(received, params.order)
        if (!reading.ok) return [ruleMismatch('date', at, params, received, reading.reason)]
        const { date: got } = reading
        const same = got.year === expected.year && got.month === expected.month && got.day === expected.day
        return same ? [] : [ruleMismatch('date', at, params, received, 'not_equal')]
      },
    }
  },
}
