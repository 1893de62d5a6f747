import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { field } from '../../src/index.js'
import type { JsonValue } from '../../src/json/types.js'
import { readDate } from '../../src/rules/date.js'
import { type Expected, expectFail, expectPass, expectUsageError } from './helpers.js'

const date = (value: string, order?: 'dmy' | 'mdy') =>
  order === undefined ? { $rule: 'date', value } : { $rule: 'date', value, order }

const PI_DAY = '2026-03-14' // a Saturday

describe('date', () => {
  test.each<[string, string]>([
    [PI_DAY, '2026-03-14'],
    [PI_DAY, '2026/03/14'],
    [PI_DAY, '2026.03.14'],
    [PI_DAY, '2026-3-14'],
    [PI_DAY, '20260314'],
    [PI_DAY, '14 March 2026'],
    [PI_DAY, '14 march 2026'],
    [PI_DAY, '14 MARCH 2026'],
    [PI_DAY, '14 Mar 2026'],
    [PI_DAY, '14 Mar. 2026'],
    [PI_DAY, '14th March 2026'],
    [PI_DAY, '14 March, 2026'],
    [PI_DAY, '14-Mar-2026'],
    [PI_DAY, 'March 14, 2026'],
    [PI_DAY, 'March 14 2026'],
    [PI_DAY, 'Mar 14, 2026'],
    [PI_DAY, 'Mar. 14, 2026'],
    [PI_DAY, 'March 14th, 2026'],
    [PI_DAY, 'Saturday, March 14, 2026'],
    [PI_DAY, 'Sat, 14 Mar 2026'],
    [PI_DAY, 'Sat 14 March 2026'],
    [PI_DAY, 'sat. march 14 2026'],
    ['2026-02-01', 'Sunday, February 1, 2026'],
    ['2026-09-01', 'Sept 1, 2026'],
    ['2026-09-01', '1st September 2026'],
    ['2026-05-02', '2nd May 2026'],
    ['2026-05-03', 'May 3rd, 2026'],
    ['2026-05-05', '05/05/2026'],
    ['2024-02-29', '29 February 2024'],
    ['2000-02-29', '2000-02-29'],
    ['0001-01-01', '0001-01-01'],
  ])('passes: date(%s) accepts %s', (expected, received) => {
    expectPass(date(expected), received)
  })

  test.each<[string, 'dmy' | 'mdy', string]>([
    [PI_DAY, 'dmy', '14/03/2026'],
    [PI_DAY, 'dmy', '14.03.2026'],
    [PI_DAY, 'dmy', '14-3-2026'],
    [PI_DAY, 'mdy', '03/14/2026'],
    [PI_DAY, 'mdy', '3/14/2026'],
    ['2026-04-03', 'dmy', '03/04/2026'],
    ['2026-03-04', 'mdy', '03/04/2026'],
    [PI_DAY, 'dmy', 'March 14, 2026'],
  ])('passes: date(%s, order %s) accepts %s', (expected, order, received) => {
    expectPass(date(expected, order), received)
  })

  test.each<[string, string | undefined, string, string]>([
    [PI_DAY, undefined, '2026-03-15', 'not_equal'],
    [PI_DAY, undefined, '14 March 2025', 'not_equal'],
    [PI_DAY, undefined, 'April 14, 2026', 'not_equal'],
    [PI_DAY, 'dmy', '03/14/2026', 'invalid_date'],
    [PI_DAY, 'mdy', '14/03/2026', 'invalid_date'],
    ['2026-04-03', 'mdy', '03/04/2026', 'not_equal'],
    [PI_DAY, undefined, '14/03/2026', 'ambiguous_date'],
    [PI_DAY, undefined, '03/14/2026', 'ambiguous_date'],
    [PI_DAY, undefined, '03-04-2026', 'ambiguous_date'],
    [PI_DAY, undefined, 'Sat, 03/04/2026', 'ambiguous_date'],
    [PI_DAY, undefined, 'Friday, March 14, 2026', 'wrong_weekday'],
    [PI_DAY, undefined, 'Sun 14 Mar 2026', 'wrong_weekday'],
    [PI_DAY, undefined, '2026-03-14T00:00:00Z', 'has_time'],
    [PI_DAY, undefined, '2026-03-14T10:00', 'has_time'],
    [PI_DAY, undefined, '2026-03-14 10:00', 'has_time'],
  ])('fails: date(%s, order %s) rejects %s (%s)', (expected, order, received, reason) => {
    expectFail(date(expected, order as 'dmy' | 'mdy' | undefined), received, [
      { kind: 'value', rule: 'date', reason },
    ])
  })

  test.each([
    '2026-02-29',
    '2026-02-30',
    '2100-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-03-00',
    '30 February 2026',
    'Smarch 14, 2026',
    'Ma 14, 2026',
    '14 Ma 2026',
    'Someday, March 14, 2026',
    'Sa, March 14, 2026',
    '14 March',
    'March 2026',
    '2026-03',
    '2026-03-14-01',
    '2026-03/14',
    '26-03-14',
    '14/03/26',
    '12026-03-14',
    ' 2026-03-14',
    '2026-03-14 ',
    '14  March 2026',
    'March  14, 2026',
    'the fourteenth of March',
    'today',
    '1773446400000',
    '',
  ])('fails: %j is not a date', (received) => {
    expectFail(date(PI_DAY), received, [{ kind: 'value', rule: 'date', reason: 'invalid_date' }])
    expect(readDate(received)).toEqual({ ok: false, reason: 'invalid_date' })
  })

  test.each<[string, JsonValue | undefined, Expected[]]>([
    ['epoch milliseconds', 1_773_446_400_000, [{ kind: 'type', rule: 'date' }]],
    ['null', null, [{ kind: 'type', rule: 'date' }]],
    ['an object', { year: 2026, month: 3, day: 14 }, [{ kind: 'type', rule: 'date' }]],
    ['an absent key', undefined, [{ kind: 'missing' }]],
  ])('fails: %s', (_, received, mismatches) => {
    expectFail(date(PI_DAY), received, mismatches)
  })

  test.each<[string, unknown, (string | number)[]]>([
    ['a value in another spelling', date('March 14, 2026'), ['value']],
    ['a value with a time', date('2026-03-14T00:00:00Z'), ['value']],
    ['a day the calendar lacks', date('2026-02-29'), ['value']],
    ['month 13', date('2026-13-01'), ['value']],
    ['no value', { $rule: 'date' }, ['value']],
    ['a number', { $rule: 'date', value: 20260314 }, ['value']],
    ['an unknown order', { $rule: 'date', value: PI_DAY, order: 'ymd' }, ['order']],
    ['an unknown parameter', { $rule: 'date', value: PI_DAY, tolerance: 1 }, []],
  ])('usage error: %s', (_, expectation, path) => {
    expectUsageError(expectation, path)
  })

  test('field.date builds the JSON form; without a value, a template for a tool', () => {
    expect(field.date(PI_DAY)).toEqual({ $rule: 'date', value: PI_DAY })
    expect(field.date(PI_DAY, { order: 'dmy' })).toEqual({ $rule: 'date', value: PI_DAY, order: 'dmy' })
    expect(field.date()).toEqual({ $rule: 'date' })
    expect(field.date({ order: 'mdy' })).toEqual({ $rule: 'date', order: 'mdy' })
  })

  test('distinct from instant: a date-time names an instant, not a day', () => {
    expectFail(date(PI_DAY), '2026-03-14T12:00:00+01:00', [
      { kind: 'value', rule: 'date', reason: 'has_time' },
    ])
    expectFail(field.instant('2026-03-14T00:00:00Z'), PI_DAY, [
      { kind: 'value', rule: 'instant', reason: 'invalid_instant' },
    ])
  })
})

describe('date: properties', () => {
  const days = fc.record({
    year: fc.integer({ min: 1, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  const pad = (n: number, width: number) => String(n).padStart(width, '0')
  const months = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ]

  test('every spelling of a day reads back as that day; another day never passes', () => {
    fc.assert(
      fc.property(days, days, ({ year, month, day }, other) => {
        const iso = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`
        const spellings = [
          iso,
          `${pad(year, 4)}/${month}/${day}`,
          `${pad(year, 4)}${pad(month, 2)}${pad(day, 2)}`,
          `${day} ${months[month - 1]} ${pad(year, 4)}`,
          `${months[month - 1]!.slice(0, 3)} ${day}, ${pad(year, 4)}`,
          `${pad(day, 2)}/${pad(month, 2)}/${pad(year, 4)}`,
        ]
        for (const spelling of spellings.slice(0, 5)) {
          expect(readDate(spelling)).toEqual({ ok: true, date: { year, month, day } })
        }
        expect(readDate(spellings[5]!, 'dmy')).toEqual({ ok: true, date: { year, month, day } })
        expectPass(date(iso), spellings[3])
        const same = other.year === year && other.month === month && other.day === day
        if (!same) {
          const otherIso = `${pad(other.year, 4)}-${pad(other.month, 2)}-${pad(other.day, 2)}`
          expectFail(date(otherIso), spellings[3], [{ kind: 'value', rule: 'date', reason: 'not_equal' }])
        }
      }),
      { seed: 20261202, numRuns: 300 },
    )
  })

  test("a weekday in front passes only when it is the date's own (checked against Date)", () => {
    const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
    fc.assert(
      fc.property(
        days.filter(({ year }) => year >= 100),
        fc.integer({ min: 1, max: 6 }),
        ({ year, month, day }, shift) => {
          const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay()
          const text = `${pad(day, 2)} ${months[month - 1]} ${pad(year, 4)}`
          expect(readDate(`${names[weekday]}, ${text}`)).toEqual({ ok: true, date: { year, month, day } })
          expect(readDate(`${names[(weekday + shift) % 7]!.slice(0, 3)} ${text}`)).toEqual({
            ok: false,
            reason: 'wrong_weekday',
          })
        },
      ),
      { seed: 20261202, numRuns: 300 },
    )
  })
})
