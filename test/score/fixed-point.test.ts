import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { addUnits, addValue, meanOfUnits, toUnits } from '../../src/score/fixed-point.js'

describe('fixed-point sums', () => {
  test.each([
    [0, '0'],
    [1, String(2n ** 60n)],
    [0.5, String(2n ** 59n)],
    [0.75, String(3n * 2n ** 58n)],
  ])('%d is %s units', (value, units) => {
    expect(toUnits(value)).toBe(units)
  })

  test('adding is exact, so any grouping gives the same sum', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 30 }),
        fc.nat(),
        (values, cut) => {
          const units = values.map(toUnits)
          const left = units.reduce(addUnits, '0')
          const at = values.length === 0 ? 0 : cut % values.length
          const right = addUnits(
            units.slice(0, at).reduce(addUnits, '0'),
            units.slice(at).reduce(addUnits, '0'),
          )
          expect(right).toBe(left)
          expect(units.reverse().reduce(addUnits, '0')).toBe(left)
        },
      ),
      { seed: 20261201, numRuns: 200 },
    )
  })

  test.each([
    ['0', 0],
    ['0', 0.3],
    [toUnits(0.2), 0],
    [toUnits(0.2), 0.3],
    [toUnits(1), 1],
    ['12345678901234567890123', 2 ** -60],
  ])('adding the value to %s units is adding its units (%d)', (sum, value) => {
    expect(addValue(sum, value)).toBe(addUnits(sum, toUnits(value)))
  })

  test('adding values one by one gives the sum of their units', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 30 }), (values) => {
        expect(values.reduce(addValue, '0')).toBe(values.map(toUnits).reduce(addUnits, '0'))
      }),
      { seed: 20261207, numRuns: 200 },
    )
  })

  test('the mean', () => {
    expect(meanOfUnits(addUnits(toUnits(0.9), toUnits(0.8)), 2)).toBeCloseTo(0.85, 15)
    expect(meanOfUnits('0', 0)).toBeNull()
  })
})
