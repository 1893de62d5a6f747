import { describe, expect, test } from 'vitest'
import { parseDateTime } from '../../src/rules/instant.js'
import { expectFail, expectPass, expectUsageError } from './helpers.js'

const instant = (value: string) => ({ $rule: 'instant', value })

describe('instant: the length of each month', () => {
  test.each([
    ['January', '01', 31],
    ['February (2026)', '02', 28],
    ['March', '03', 31],
    ['April', '04', 30],
    ['May', '05', 31],
    ['June', '06', 30],
    ['July', '07', 31],
    ['August', '08', 31],
    ['September', '09', 30],
    ['October', '10', 31],
    ['November', '11', 30],
    ['December', '12', 31],
  ])('%s has %s days', (_, month, days) => {
    expect(parseDateTime(`2026-${month}-${days}T10:00:00Z`)).toBeDefined()
    expect(parseDateTime(`2026-${month}-${days + 1}T10:00:00Z`)).toBeUndefined()
  })

  test.each(['2026-04-31T10:00:00Z', '2026-06-31T10:00:00Z', '2026-09-31T10:00:00Z', '2026-11-31T10:00:00Z'])(
    'a received %s is not a date-time',
    (received) => {
      expectFail(instant('2026-03-01T10:00:00Z'), received, [
        { kind: 'value', rule: 'instant', reason: 'invalid_instant' },
      ])
    },
  )

  test('an expected 31 April is a usage error that quotes it', () => {
    const error = expectUsageError(instant('2026-04-31T10:00:00Z'), ['value'])
    expect(error.message).toContain('"2026-04-31T10:00:00Z" is not an ISO-8601 date-time')
  })

  test('the last hour of 30 April, an hour behind UTC, is midnight of 1 May', () => {
    expectPass(instant('2026-05-01T00:00:00Z'), '2026-04-30T23:00:00-01:00')
  })
})

describe('instant: usage errors say what is wrong', () => {
  test.each<[string | number, string]>([
    ['P1M', 'tolerance "P1M" is not an ISO-8601 duration without years or months'],
    ['5 minutes', 'tolerance "5 minutes" is not an ISO-8601 duration without years or months'],
  ])('tolerance %j', (tolerance, message) => {
    const error = expectUsageError({ $rule: 'instant', value: '2026-03-01T10:00:00Z', tolerance }, [
      'tolerance',
    ])
    expect(error.message).toContain(message)
  })
})

describe('instant: the whole text must be the date-time', () => {
  test.each([
    'on 2026-03-01T10:00:00Z',
    '2026-03-01T10:00:00Z please',
    ' 2026-03-01T10:00:00Z',
    '12026-03-01T10:00:00Z',
  ])('%j is not a date-time', (text) => {
    expect(parseDateTime(text)).toBeUndefined()
    expectFail(instant('2026-03-01T10:00:00Z'), text, [
      { kind: 'value', rule: 'instant', reason: 'invalid_instant' },
    ])
  })
})
