import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { NumberPolicy } from '../../../src/json/number-policy.js'
import { decodePythonCalls } from '../../../src/read/pythonic/decode-python-calls.js'
import { PythonCursor, PythonSyntaxError } from '../../../src/read/pythonic/python-cursor.js'
import { readPythonNumber } from '../../../src/read/pythonic/python-number.js'
import { cpuTime } from '../../support/cpu-time.js'

/** The name, message and failure of the PythonSyntaxError `read` throws (anything else thrown is rethrown). */
function thrownSyntax(read: () => unknown): unknown {
  try {
    read()
  } catch (error) {
    if (!(error instanceof PythonSyntaxError)) throw error
    return { name: error.name, message: error.message, failure: error.failure }
  }
  return expect.fail('expected a PythonSyntaxError')
}

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

describe('Python number literals: radix, underscores and suffixes', () => {
  test.each<[string, number]>([
    ['0x1_F', 31],
    ['0x_1f', 31],
    ['0o1_7', 15],
    ['0b1_1', 3],
    ['0x0', 0],
    ['0X00', 0],
    ['0o0', 0],
    ['0b0', 0],
    // 256 hex digits (1024 bits written, 1021 significant): still a double
    [`0x1${'0'.repeat(255)}`, 2 ** 1020],
    [`0b1${'0'.repeat(1023)}`, 2 ** 1023],
    ['1_000.5', 1000.5],
    ['1_0e1_0', 1e11],
    ['.2_5', 0.25],
  ])('%s reads as %s', (literal, value) => {
    expect(read(literal)).toBe(value)
  })

  test.each<[string, unknown]>([
    ['2J', { kind: 'not_a_literal', position: { offset: 5, line: 1, column: 6 }, token: '2J' }],
    ['2j', { kind: 'not_a_literal', position: { offset: 5, line: 1, column: 6 }, token: '2j' }],
    ['2.5J', { kind: 'not_a_literal', position: { offset: 5, line: 1, column: 6 }, token: '2.5J' }],
    ['2x', { kind: 'invalid_number', position: { offset: 5, line: 1, column: 6 }, token: '2x' }],
  ])('%s is refused with its position and token', (literal, failure) => {
    expect(decodePythonCalls(`[f(a=${literal})]`)).toStrictEqual({ ok: false, failure })
  })

  test('reading a number where none starts throws invalid_number at the start given', () => {
    const cursor = new PythonCursor('f(a=x)', 64)
    cursor.pos = 4
    expect(thrownSyntax(() => readPythonNumber(cursor, false, 3))).toStrictEqual({
      name: 'PythonSyntaxError',
      message: 'invalid_number',
      failure: { kind: 'invalid_number', position: { offset: 3, line: 1, column: 4 }, token: '=' },
    })
  })

  test('a cursor made without a number policy reads numbers exactly', () => {
    const cursor = new PythonCursor('9007199254740993', 64)
    expect(cursor.numbers).toBe('exact')
    expect(thrownSyntax(() => readPythonNumber(cursor, false, 0))).toStrictEqual({
      name: 'PythonSyntaxError',
      message: 'precision_loss',
      failure: {
        kind: 'precision_loss',
        position: { offset: 0, line: 1, column: 1 },
        token: '9007199254740993',
      },
    })
  })
})
