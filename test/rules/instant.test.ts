import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { JsonValue } from '../../src/json/types.js'
import { parseDateTime } from '../../src/rules/instant.js'
import { check, type Expected, expectFail, expectPass, expectUsageError } from './helpers.js'

const instant = (value: string, tolerance?: number | string) =>
  tolerance === undefined ? { $rule: 'instant', value } : { $rule: 'instant', value, tolerance }

const TEN = '2026-03-01T10:00:00Z'

describe('instant', () => {
  test.each<[string, string]>([
    [TEN, '2026-03-01T10:00:00Z'],
    [TEN, '2026-03-01T11:00:00+01:00'],
    [TEN, '2026-03-01T10:00Z'],
    [TEN, '2026-03-01T10:00:00.000Z'],
    [TEN, '2026-03-01T10:00:00,0Z'],
    [TEN, '2026-03-01t10:00:00z'],
    [TEN, '2026-03-01 10:00:00Z'],
    [TEN, '2026-03-01T11:00:00+0100'],
    [TEN, '2026-03-01T11:00+01'],
    [TEN, '2026-03-01T05:30:00-04:30'],
    [TEN, '2026-03-01T10:00:00-00:00'],
    [TEN, '2026-03-01T10:00:00+00:00'],
    [TEN, '2026-03-02T01:00:00+15:00'],
    [TEN, '2026-02-28T23:00:00-11:00'],
    ['2026-03-01T11:00:00+01:00', TEN],
    ['2024-02-29T12:00Z', '2024-02-29T13:00+01:00'],
    ['2000-02-29T00:00Z', '2000-02-28T19:00-05:00'],
    ['2026-12-31T23:30:00-01:00', '2027-01-01T00:30:00Z'],
    ['1970-01-01T00:00Z', '1969-12-31T19:00:00-05:00'],
    ['2026-03-01T10:00:00.123456789Z', '2026-03-01T11:00:00.123456789+01:00'],
    ['2026-03-01T10:00:00.5Z', '2026-03-01T10:00:00.500Z'],
    ['2026-03-01T10:00:00', '2026-03-01T10:00'],
    ['2026-03-01T10:00:00', '2026-03-01 10:00:00.000'],
  ])('passes: instant(%s) accepts %s', (expected, received) => {
    expectPass(instant(expected), received)
  })

  test.each<[string, number | string, string]>([
    [TEN, 'PT5M', '2026-03-01T10:04:59Z'],
    [TEN, 'PT5M', '2026-03-01T09:55:00Z'],
    [TEN, 'PT5M', '2026-03-01T11:05:00+01:00'],
    [TEN, 1000, '2026-03-01T10:00:01Z'],
    [TEN, 1000, '2026-03-01T09:59:59.001Z'],
    [TEN, 0.5, '2026-03-01T10:00:00.0005Z'],
    ['2026-03-01T10:00:00', 'PT1H', '2026-03-01T11:00:00'],
  ])('passes: instant(%s, tolerance %s) accepts %s', (expected, tolerance, received) => {
    expectPass(instant(expected, tolerance), received)
  })

  test.each<[string, number | string | undefined, string, string]>([
    [TEN, undefined, '2026-03-01T10:00:00+01:00', 'not_equal'],
    [TEN, undefined, '2026-03-01T10:00:01Z', 'not_equal'],
    [TEN, undefined, '2026-03-01T10:00:00.000000001Z', 'not_equal'],
    [TEN, undefined, '2026-03-01T10:00:00+0001', 'not_equal'],
    [TEN, 'PT5M', '2026-03-01T10:05:01Z', 'outside_tolerance'],
    [TEN, 'PT5M', '2026-03-01T09:54:59.999Z', 'outside_tolerance'],
    [TEN, 1000, '2026-03-01T10:00:01.001Z', 'outside_tolerance'],
    [TEN, 0, '2026-03-01T10:00:00.001Z', 'not_equal'],
    [TEN, undefined, '2026-03-01T10:00:00', 'missing_offset'],
    [TEN, 'PT1H', '2026-03-01T10:00:00', 'missing_offset'],
    ['2026-03-01T10:00:00', undefined, TEN, 'unexpected_offset'],
    ['2026-03-01T10:00:00', undefined, '2026-03-01T11:00:00', 'not_equal'],
  ])('fails: instant(%s, tolerance %s) rejects %s (%s)', (expected, tolerance, received, reason) => {
    expectFail(instant(expected, tolerance), received, [{ kind: 'value', rule: 'instant', reason }])
  })

  test.each([
    '2026-02-30T10:00:00Z',
    '2026-02-29T10:00:00Z',
    '2100-02-29T00:00Z',
    '2026-04-31T00:00Z',
    '2026-13-01T00:00Z',
    '2026-00-10T00:00Z',
    '2026-03-00T00:00Z',
    '2026-03-01T24:00:00Z',
    '2026-03-01T10:60Z',
    '2026-03-01T10:00:60Z',
    '2026-03-01T10:00:00+24:00',
    '2026-03-01T10:00:00+01:60',
    '2026-03-01T10:00:00+1',
    '2026-03-01T10:00:00+01:0',
    '2026-03-01',
    '10:00:00Z',
    '20260301T100000Z',
    '2026-3-1T10:00Z',
    '2026-03-01T10Z',
    '2026-03-01T10:00:00.Z',
    '2026-03-01T10:00.5Z',
    '2026-03-01T10:00:00.1234567890Z',
    ' 2026-03-01T10:00:00Z',
    '2026-03-01T10:00:00Z ',
    '2026-03-01T10:00:00 Z',
    '2026-03-01  10:00:00Z',
    '2026-03-01_10:00:00Z',
    '2026-03-01T10:00:00UTC',
    '2026-03-01T10:00:00Z[Europe/Paris]',
    '+002026-03-01T10:00Z',
    'March 1, 2026 10:00 UTC',
    'Sun, 01 Mar 2026 10:00:00 GMT',
    '1772359200000',
    '',
  ])('fails: %j is not a date-time', (received) => {
    expectFail(instant(TEN), received, [{ kind: 'value', rule: 'instant', reason: 'invalid_instant' }])
    expect(parseDateTime(received)).toBeUndefined()
  })

  test.each<[string, JsonValue | undefined, Expected[]]>([
    ['epoch milliseconds', 1_772_359_200_000, [{ kind: 'type', rule: 'instant' }]],
    ['null', null, [{ kind: 'type', rule: 'instant' }]],
    ['an absent key', undefined, [{ kind: 'missing' }]],
  ])('fails: %s', (_, received, mismatches) => {
    expectFail(instant(TEN), received, mismatches)
  })

  test.each<[string, ReturnType<typeof parseDateTime>]>([
    ['1970-01-01T00:00Z', { kind: 'instant', nanoseconds: 0n }],
    ['1970-01-01T00:00:00.000000001+00:00', { kind: 'instant', nanoseconds: 1n }],
    ['1969-12-31T23:59:59.9Z', { kind: 'instant', nanoseconds: -100_000_000n }],
    ['2026-03-01T10:00:00Z', { kind: 'instant', nanoseconds: 1_772_359_200_000_000_000n }],
    ['2026-03-01T10:00:00', { kind: 'local', nanoseconds: 1_772_359_200_000_000_000n }],
    ['0000-01-01T00:00Z', { kind: 'instant', nanoseconds: -62_167_219_200_000_000_000n }],
  ])('parseDateTime(%j)', (text, parsed) => {
    expect(parseDateTime(text)).toEqual(parsed)
  })

  test.each<[string, unknown, (string | number)[]]>([
    ['an expected value that is not a date-time', instant('tomorrow'), ['value']],
    ['an expected February 30', instant('2026-02-30T10:00Z'), ['value']],
    ['an expected date only', instant('2026-03-01'), ['value']],
    ['a negative tolerance', instant(TEN, -1), ['tolerance']],
    ['a tolerance in months', instant(TEN, 'P1M'), ['tolerance']],
    ['a tolerance that is not a duration', instant(TEN, '5 minutes'), ['tolerance']],
    ['a boolean tolerance', { $rule: 'instant', value: TEN, tolerance: true }, ['tolerance']],
    ['a number value', { $rule: 'instant', value: 1_772_359_200_000 }, ['value']],
  ])('usage error: %s', (_, expectation, path) => {
    expectUsageError(expectation, path)
  })

  describe('properties', () => {
    interface Fields {
      year: number
      month: number
      day: number
      hour: number
      minute: number
      second: number
      millisecond: number
      offset: number
    }
    const pad = (value: number, width = 2) => String(value).padStart(width, '0')
    const fields: fc.Arbitrary<Fields> = fc
      .record({
        year: fc.integer({ min: 1, max: 9998 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 31 }),
        hour: fc.integer({ min: 0, max: 23 }),
        minute: fc.integer({ min: 0, max: 59 }),
        second: fc.integer({ min: 0, max: 59 }),
        millisecond: fc.integer({ min: 0, max: 999 }),
        offset: fc.integer({ min: -(23 * 60 + 59), max: 23 * 60 + 59 }),
      })
      .map((f) => {
        const date = new Date(0)
        date.setUTCFullYear(f.year, f.month - 1, 1)
        date.setUTCMonth(f.month, 0)
        return { ...f, day: Math.min(f.day, date.getUTCDate()) }
      })

    function write(f: Fields): string {
      const sign = f.offset < 0 ? '-' : '+'
      const offset = Math.abs(f.offset)
      return `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}T${pad(f.hour)}:${pad(f.minute)}:${pad(f.second)}.${pad(
        f.millisecond,
        3,
      )}${sign}${pad(Math.floor(offset / 60))}:${pad(offset % 60)}`
    }

    function epochMilliseconds(f: Fields): number {
      const date = new Date(0)
      date.setUTCFullYear(f.year, f.month - 1, f.day)
      date.setUTCHours(f.hour, f.minute - f.offset, f.second, f.millisecond)
      return date.getTime()
    }

    test('agrees with the JavaScript calendar on every valid date-time', () => {
      fc.assert(
        fc.property(fields, (f) => {
          expect(parseDateTime(write(f))).toEqual({
            kind: 'instant',
            nanoseconds: BigInt(epochMilliseconds(f)) * 1_000_000n,
          })
        }),
        { seed: 41, numRuns: 500 },
      )
    })

    test('reflexive, and equal to the same instant written in UTC', () => {
      fc.assert(
        fc.property(fields, (f) => {
          const text = write(f)
          const utc = new Date(epochMilliseconds(f)).toISOString()
          expect(check(instant(text), text)).toEqual([])
          expect(check(instant(text), utc)).toEqual([])
          expect(check(instant(utc), text)).toEqual([])
          expect(check(instant(text), new Date(epochMilliseconds(f) + 1).toISOString())).toHaveLength(1)
        }),
        { seed: 42, numRuns: 300 },
      )
    })
  })
})
