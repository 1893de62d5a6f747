import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { parseJson, parseJsonPrecise } from '../../src/json/parse.js'
import type { JsonParseResult } from '../../src/json/types.js'
import { match } from '../../src/match/match.js'
import { readCalls } from '../../src/read/read-calls.js'

/** The value, or the failure's kind and token. */
const outcome = (result: JsonParseResult) =>
  result.ok ? result.value : { kind: result.failure.kind, token: result.failure.token }

const lost = (token: string) => ({ kind: 'precision_loss', token })

describe('the number policy of JSON text: exact unless numbers is "double"', () => {
  test.each<[string, unknown, unknown]>([
    // text, under `exact` (the default), under `double`
    ['9007199254740991', 9007199254740991, 9007199254740991],
    ['9007199254740992', 2 ** 53, 2 ** 53],
    ['9007199254740993', lost('9007199254740993'), 2 ** 53],
    ['-9007199254740993', lost('-9007199254740993'), -(2 ** 53)],
    ['[1, {"id": 18446744073709551615}]', lost('18446744073709551615'), [1, { id: 2 ** 64 }]],
    ['1152921504606846976', 2 ** 60, 2 ** 60],
    ['12345678901234567000', 1.2345678901234567e19, 1.2345678901234567e19],
    ['12345678901234567168', 1.2345678901234567e19, 1.2345678901234567e19],
    ['12345678901234567001', lost('12345678901234567001'), 1.2345678901234567e19],
    ['1e-400', lost('1e-400'), 0],
    ['-1e-400', lost('-1e-400'), -0],
    ['[0, 1E-0400]', lost('1E-0400'), [0, 0]],
    ['[0, 1e-4]', [0, 1e-4], [0, 1e-4]],
    ['{"a-b": 0, "c": 1e-99}', { 'a-b': 0, c: 1e-99 }, { 'a-b': 0, c: 1e-99 }],
    [`0.${'0'.repeat(400)}1`, lost(`0.${'0'.repeat(62)}`), 0],
    ['[0, 0.0, -0, 0e-999, 0.000e5]', [0, 0, -0, 0, 0], [0, 0, -0, 0, 0]],
    ['5e-324', 5e-324, 5e-324],
    ['1e-323', 1e-323, 1e-323],
    ['9007199254740993.0', 2 ** 53, 2 ** 53],
    ['9.007199254740993e15', 2 ** 53, 2 ** 53],
    ['1e300', 1e300, 1e300],
    ['0.1', 0.1, 0.1],
    [
      '{"text": "code-1234 e-500", "n": 0}',
      { text: 'code-1234 e-500', n: 0 },
      { text: 'code-1234 e-500', n: 0 },
    ],
    ['1e400', { kind: 'number_overflow', token: '1e400' }, { kind: 'number_overflow', token: '1e400' }],
  ])('%s', (text, exact, double) => {
    expect(outcome(parseJson(text))).toEqual(exact)
    expect(outcome(parseJsonPrecise(text))).toEqual(exact)
    expect(outcome(parseJson(text, { numbers: 'double' }))).toEqual(double)
    expect(outcome(parseJsonPrecise(text, { numbers: 'double' }))).toEqual(double)
  })

  test('the fast path and the exact parser agree on every number literal', () => {
    const integer = fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String)
    const tiny = fc
      .tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 300, max: 400 }))
      .map(([m, e]) => `${m}e-${e}`)
    const literal = fc.oneof(integer, tiny, fc.double({ noNaN: true, noDefaultInfinity: true }).map(String))
    fc.assert(
      fc.property(fc.array(literal, { maxLength: 5 }), (literals) => {
        const text = `[${literals.join(',')}]`
        expect(outcome(parseJson(text))).toEqual(outcome(parseJsonPrecise(text)))
        const exact = parseJson(text)
        const every = literals.every((lexeme) => {
          const value = Number(lexeme)
          if (/[.eE]/.test(lexeme)) return value !== 0 || !/[1-9]/.test(lexeme.split(/[eE]/)[0]!)
          return BigInt(lexeme) === BigInt(value) || String(value) === lexeme
        })
        expect(exact.ok).toBe(every)
      }),
    )
  })

  test('every double written by JSON.stringify reads back as itself', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const text = JSON.stringify([value])
        expect(outcome(parseJson(text))).toEqual(JSON.parse(text))
        expect(outcome(parseJsonPrecise(text))).toEqual(JSON.parse(text))
      }),
    )
  })

  test('readCalls and match: a read failure with its position, unless numbers is "double"', () => {
    const text = '{"name": "lookup", "arguments": {"id": 9007199254740993}}'
    const read = readCalls(text)
    expect(read.ok).toBe(false)
    if (!read.ok) expect(read.failure).toMatchObject({ kind: 'precision_loss', token: '9007199254740993' })
    const expectation = { name: 'lookup', arguments: { id: 9007199254740992 } }
    expect(match(text, expectation).pass).toBe(false)
    expect(match(text, expectation, { numbers: 'double' }).pass).toBe(true)
    const openAi = { type: 'function', function: { name: 'lookup', arguments: '{"id": 9007199254740993}' } }
    expect(readCalls([openAi]).ok).toBe(false)
    expect(readCalls([openAi], { numbers: 'double' }).ok).toBe(true)
  })

  test('lenient text: the chosen call is read under the policy too', () => {
    const text = 'Sure! {"name": "lookup", "arguments": {"id": 9007199254740993}} done'
    const read = readCalls(text, { parse: 'lenient' })
    expect(read.ok).toBe(false)
    if (!read.ok) expect(read.failure).toMatchObject({ kind: 'precision_loss', token: '9007199254740993' })
    expect(readCalls(text, { parse: 'lenient', numbers: 'double' }).ok).toBe(true)
    const stringArguments = 'Here: {"name": "lookup", "arguments": "{\\"id\\": 1e-400}"}'
    expect(readCalls(stringArguments, { parse: 'lenient' }).ok).toBe(false)
  })

  test('Python call syntax: the same failure kind', () => {
    const read = readCalls('[lookup(id=9007199254740993)]', { syntax: 'python' })
    expect(read.ok).toBe(false)
    if (!read.ok) expect(read.failure).toMatchObject({ kind: 'precision_loss', format: 'pythonic' })
    expect(readCalls('[lookup(id=9007199254740993)]', { syntax: 'python', numbers: 'double' }).ok).toBe(true)
  })

  test('a malformed numbers option is a usage error', () => {
    expect(() => readCalls('{}', { numbers: 'float' as 'double' })).toThrow(/numbers must be one of/)
  })
})
