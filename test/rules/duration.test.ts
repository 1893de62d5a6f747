import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { JsonValue } from '../../src/json/types.js'
import { parseDuration } from '../../src/rules/duration.js'
import { check, type Expected, expectFail, expectPass, expectUsageError } from './helpers.js'

const duration = (value: string) => ({ $rule: 'duration', value })

describe('duration', () => {
  test.each<[string, string]>([
    ['PT45M', 'PT0H45M'], // seed 002
    ['PT0H45M', 'PT45M'], // seed 002, the other way round
    ['PT45M', 'PT2700S'],
    ['PT45M', 'P0DT45M'],
    ['PT45M', 'PT44M60S'],
    ['PT45M', 'PT0.75H'],
    ['PT6M', 'PT0.1H'],
    ['PT42M', 'PT0.7H'],
    ['P1D', 'PT24H'],
    ['P1D', 'PT1440M'],
    ['P1D', 'PT86400S'],
    ['P1W', 'P7D'],
    ['P1W', 'PT168H'],
    ['P9D', 'P1W2D'],
    ['P1WT12H', 'P7.5D'],
    ['PT1.5S', 'PT1,5S'],
    ['PT1.5S', 'PT1.500000000S'],
    ['PT0.000000001S', 'PT0.000000001S'],
    ['PT0S', 'P0D'],
    ['PT0S', 'PT0H0M0S'],
    ['P0Y0M1D', 'P1D'],
    ['P1M', 'P1M'],
    ['P1Y2M', 'P1Y2M'],
    ['P1Y2M3DT4H', 'P1Y2M3DT4H'],
  ])('passes: duration(%s) accepts %s', (expected, received) => {
    expectPass(duration(expected), received)
  })

  test.each<[string, string, string]>([
    ['PT45M', 'PT46M', 'not_equal'],
    ['PT45M', 'PT45S', 'not_equal'],
    ['P1D', 'PT23H59M59.999999999S', 'not_equal'],
    ['P1W', 'P1D', 'not_equal'],
    ['PT1M', 'PT0S', 'not_equal'],
    ['P1M', 'P30D', 'calendar_strict'],
    ['P30D', 'P1M', 'calendar_strict'],
    ['P1M', 'PT1M', 'calendar_strict'],
    ['PT1M', 'P1M', 'calendar_strict'],
    ['P1Y', 'P12M', 'calendar_strict'],
    ['P1Y', 'P365D', 'calendar_strict'],
    ['P1M', 'P1M0D', 'calendar_strict'],
    ['P1M', 'P2M', 'calendar_strict'],
  ])('fails: duration(%s) rejects %s (%s)', (expected, received, reason) => {
    expectFail(duration(expected), received, [{ kind: 'value', rule: 'duration', reason }])
  })

  test.each([
    '45 minutes',
    '',
    'P',
    'PT',
    'P1DT',
    'T45M',
    'pt45m',
    'PT45m',
    'P1d',
    '-PT45M',
    '+PT45M',
    ' PT45M',
    'PT45M ',
    'PT1.5H30M',
    'P1.5DT1H',
    'P1D1W',
    'PT1M1H',
    'PT1H1H',
    'P1DT1D',
    'PT.5S',
    'PT5.S',
    'PT1.0000000001S',
    'P0001-02-03T04:05:06',
    'PT123456789012345678901S',
  ])('fails: %j is not a duration', (received) => {
    expectFail(duration('PT45M'), received, [{ kind: 'value', rule: 'duration', reason: 'invalid_duration' }])
    expect(parseDuration(received)).toBeUndefined()
  })

  test.each<[string, JsonValue | undefined, Expected[]]>([
    ['a number of seconds', 2700, [{ kind: 'type', rule: 'duration' }]],
    ['null', null, [{ kind: 'type', rule: 'duration' }]],
    ['an absent key', undefined, [{ kind: 'missing' }]],
  ])('fails: %s', (_, received, mismatches) => {
    expectFail(duration('PT45M'), received, mismatches)
  })

  test.each<[string, ReturnType<typeof parseDuration>]>([
    ['PT45M', { kind: 'fixed', nanoseconds: 2_700_000_000_000n, seconds: 2700 }],
    ['P1W2DT3H4M5.5S', { kind: 'fixed', nanoseconds: 788_645_500_000_000n, seconds: 788_645.5 }],
    ['PT0.000000001S', { kind: 'fixed', nanoseconds: 1n, seconds: 1e-9 }],
    ['P1M', { kind: 'calendar', text: 'P1M' }],
    ['P0.5Y', { kind: 'calendar', text: 'P0.5Y' }],
    ['P0Y2D', { kind: 'fixed', nanoseconds: 172_800_000_000_000n, seconds: 172_800 }],
  ])('parseDuration(%j)', (text, parsed) => {
    expect(parseDuration(text)).toEqual(parsed)
  })

  test.each<[string, unknown, (string | number)[]]>([
    ['an expected value that is not a duration', duration('45 minutes'), ['value']],
    ['an empty duration', duration('P'), ['value']],
    ['a lower-case duration', duration('pt45m'), ['value']],
    ['a number', { $rule: 'duration', value: 2700 }, ['value']],
  ])('usage error: %s', (_, expectation, path) => {
    expect(expectUsageError(expectation, path).message).toMatch(/^Matcher error: /)
  })

  describe('properties', () => {
    const parts = fc.record({
      weeks: fc.option(fc.nat(60), { nil: undefined }),
      days: fc.option(fc.nat(400), { nil: undefined }),
      hours: fc.option(fc.nat(100), { nil: undefined }),
      minutes: fc.option(fc.nat(1000), { nil: undefined }),
      seconds: fc.option(fc.nat(100_000), { nil: undefined }),
    })

    function write(
      p: Record<'weeks' | 'days' | 'hours' | 'minutes' | 'seconds', number | undefined>,
    ): string {
      const date = `${p.weeks === undefined ? '' : `${p.weeks}W`}${p.days === undefined ? '' : `${p.days}D`}`
      const time = `${p.hours === undefined ? '' : `${p.hours}H`}${p.minutes === undefined ? '' : `${p.minutes}M`}${
        p.seconds === undefined ? '' : `${p.seconds}S`
      }`
      if (date === '' && time === '') return 'PT0S'
      return `P${date}${time === '' ? '' : `T${time}`}`
    }

    test('reflexive, and equal to the same length written in seconds', () => {
      fc.assert(
        fc.property(parts, (p) => {
          const text = write(p)
          const total =
            (p.weeks ?? 0) * 604_800 +
            (p.days ?? 0) * 86_400 +
            (p.hours ?? 0) * 3_600 +
            (p.minutes ?? 0) * 60 +
            (p.seconds ?? 0)
          expect(check(duration(text), text)).toEqual([])
          expect(check(duration(text), `PT${total}S`)).toEqual([])
          expect(check(duration(`PT${total}S`), text)).toEqual([])
          expect(check(duration(text), `PT${total + 1}S`)).toHaveLength(1)
        }),
        { seed: 31, numRuns: 300 },
      )
    })

    test('calendar durations are reflexive', () => {
      fc.assert(
        fc.property(fc.nat(50), fc.integer({ min: 1, max: 30 }), (years, months) => {
          const text = `P${years}Y${months}M`
          expect(check(duration(text), text)).toEqual([])
        }),
        { seed: 32, numRuns: 100 },
      )
    })
  })
})
