import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { NumberPolicy } from '../../../src/json/number-policy.js'
import { decodePythonCalls } from '../../../src/read/pythonic/decode-python-calls.js'
import { cpuTime } from '../../support/cpu-time.js'

/** The value of `a` in `[f(a=<literal>)]`, or the failure's kind. */
function read(literal: string, numbers?: NumberPolicy): number | string {
  const limits = { maxLength: Number.POSITIVE_INFINITY }
  const decoded = decodePythonCalls(
    `[f(a=${literal})]`,
    numbers === undefined ? limits : { ...limits, numbers },
  )
  return decoded.ok ? (decoded.calls[0]!.arguments.a as number) : decoded.failure.kind
}

describe('Python number literals: one number policy with JSON text', () => {
  test.each<[string, number | string, number | string]>([
    // literal, under `exact` (the default), under `double`
    ['9007199254740991', 9007199254740991, 9007199254740991],
    ['9007199254740992', 2 ** 53, 2 ** 53],
    ['9007199254740993', 'precision_loss', 2 ** 53],
    ['-9007199254740993', 'precision_loss', -(2 ** 53)],
    ['1_152_921_504_606_846_976', 2 ** 60, 2 ** 60],
    ['12345678901234567000', 1.2345678901234567e19, 1.2345678901234567e19],
    ['12345678901234567001', 'precision_loss', 1.2345678901234567e19],
    ['0x20000000000000', 2 ** 53, 2 ** 53],
    ['0x20000000000001', 'precision_loss', 2 ** 53],
    ['0o400000000000000000001', 'precision_loss', 2 ** 62],
    [`0b1${'0'.repeat(60)}`, 2 ** 60, 2 ** 60],
    [`0x${'0'.repeat(1000)}1F`, 31, 31],
    [`${'0'.repeat(1000)}`, 0, 0],
    [`1${'0'.repeat(308)}`, 'precision_loss', 1e308],
    [`1${'0'.repeat(309)}`, 'number_overflow', 'number_overflow'],
    [`0x1${'0'.repeat(256)}`, 'number_overflow', 'number_overflow'],
    ['1e-400', 'precision_loss', 0],
    ['-1e-400', 'precision_loss', -0],
    ['0.0', 0, 0],
    ['0e-999', 0, 0],
    ['5e-324', 5e-324, 5e-324],
    ['1e400', 'number_overflow', 'number_overflow'],
    ['12345678901234567890.5', 1.2345678901234567e19, 1.2345678901234567e19],
  ])('%s reads as %s (exact), %s (double)', (literal, exact, double) => {
    expect(read(literal)).toBe(exact)
    expect(read(literal, 'exact')).toBe(exact)
    expect(read(literal, 'double')).toBe(double)
  })

  test('an int is read exactly when a double holds it, whatever its radix', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 80n }), fc.constantFrom(10, 16, 8, 2), (value, radix) => {
        const prefix = { 10: '', 16: '0x', 8: '0o', 2: '0b' }[radix]
        const got = read(`${prefix}${value.toString(radix)}`)
        if (BigInt(Number(value)) === value || String(Number(value)) === value.toString())
          expect(got).toBe(Number(value))
        else expect(got).toBe('precision_loss')
      }),
    )
  })

  test.each<[string, string, number | string]>([
    ['hex', `0x${'f'.repeat(300_000)}`, 'number_overflow'],
    ['decimal', '9'.repeat(300_000), 'number_overflow'],
    ['binary', `0b${'1'.repeat(1_000_000)}`, 'number_overflow'],
    ['hex with leading zeros', `0x${'0'.repeat(1_000_000)}1`, 1],
    ['decimal with a fraction', `${'9'.repeat(300_000)}.5`, 'number_overflow'],
  ])(
    'a %s literal of a million digits is decided in one pass (the issue: 300k hex digits took 20 s)',
    (_, literal) => {
      const { value: kind, ms } = cpuTime(() => read(literal))
      expect(kind).toBe(literal.endsWith('01') || literal.endsWith('0001') ? 1 : 'number_overflow')
      expect(ms).toBeLessThan(2_000)
    },
  )
})
