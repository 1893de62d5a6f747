import { describe, expect, test } from 'vitest'
import { formatCount, formatRate, formatScore, plural } from '../../../src/cli/report-html/format-value.js'

describe('formatScore', () => {
  test.each([
    [null, 'n/a'],
    [0, '0.00'],
    [1, '1.00'],
    [0.5, '0.50'],
    [2 / 3, '0.67'],
    [0.004, '<0.01'],
    [0.996, '>0.99'],
    [0.994, '0.99'],
  ])('%s → %s', (value, text) => {
    expect(formatScore(value)).toBe(text)
  })
})

describe('formatRate', () => {
  test.each([
    [null, 'n/a'],
    [0, '0.0%'],
    [1, '100.0%'],
    [0.125, '12.5%'],
    [1 / 19, '5.3%'],
    [0.0004, '<0.1%'],
    [0.9996, '>99.9%'],
  ])('%s → %s', (value, text) => {
    expect(formatRate(value)).toBe(text)
  })
})

describe('formatCount and plural', () => {
  test.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
  ])('%s → %s', (value, text) => {
    expect(formatCount(value)).toBe(text)
  })

  test('plural unless one', () => {
    expect([0, 1, 2, 10_000].map((count) => plural(count, 'sample'))).toEqual([
      '0 samples',
      '1 sample',
      '2 samples',
      '10,000 samples',
    ])
  })
})
