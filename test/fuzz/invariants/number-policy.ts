import fc from 'fast-check'
import { readCalls } from '../../../src/read/read-calls.js'
import { ensure, ensureSame, invariant, snapshot } from '../support.js'

/** Integer literals around the edges of what a double holds: 2^53 ± a little, powers, shortest decimals. */
const EDGE_INTEGERS: readonly string[] = [
  '9007199254740991',
  '9007199254740992',
  '9007199254740993',
  '9007199254740994',
  '9007199254740995',
  '18014398509481985',
  '18446744073709551616',
  '18446744073709551617',
  '12345678901234567000',
  '12345678901234567001',
  '100000000000000000000',
  '1000000000000000000000',
  '1000000000000000000001',
  '99999999999999999999999',
  `1${'0'.repeat(308)}`,
  `1${'0'.repeat(309)}`,
  `9${'9'.repeat(400)}`,
  '0',
  '00',
  '007',
]

/** Float literals around underflow, overflow and rounding. */
const EDGE_FLOATS: readonly string[] = [
  '1e-400',
  '0e-400',
  '0.0e5',
  '0.000',
  '4.9e-324',
  '5e-324',
  '2.5e-324',
  '2.4e-324',
  '1e-323',
  '2.2250738585072014e-308',
  '1.7976931348623157e308',
  '1.7976931348623158e308',
  '1.7976931348623159e308',
  '1e308',
  '1e309',
  '9007199254740993.0',
  '9007199254740993e0',
  '1.0000000000000001',
  '0.1',
  '1E+2',
  '1e-0',
  `0.${'0'.repeat(400)}1`,
  `1${'0'.repeat(400)}.5`,
]

/** A decimal literal both JSON and Python can write: sign, digits, fraction, exponent, of any length. */
const composed: fc.Arbitrary<string> = fc
  .record({
    digits: fc.oneof(
      fc.constantFrom('0', '1', '9'),
      fc.stringMatching(/^[1-9][0-9]{0,40}$/),
      fc.integer({ min: 1, max: 400 }).map((n) => `1${'0'.repeat(n)}`),
    ),
    fraction: fc.option(fc.stringMatching(/^[0-9]{1,30}$/), { nil: undefined }),
    exponent: fc.option(fc.integer({ min: -420, max: 420 }), { nil: undefined }),
  })
  .map(
    ({ digits, fraction, exponent }) =>
      `${digits}${fraction === undefined ? '' : `.${fraction}`}${exponent === undefined ? '' : `e${exponent}`}`,
  )

const literal = fc.record({
  text: fc.oneof(fc.constantFrom(...EDGE_INTEGERS), fc.constantFrom(...EDGE_FLOATS), composed),
  negative: fc.boolean(),
  numbers: fc.constantFrom(undefined, 'exact' as const, 'double' as const),
})

/**
 * One number policy for both readers (issue 19, item 12): the same decimal literal, in JSON and in Python call
 * syntax, reads to the same number or fails with the same kind (`precision_loss` for an integer a double cannot hold
 * or a non-zero value that underflows, past the double range an overflow), under each policy. Literals with leading
 * zeros are no JSON: Python alone reads those.
 */
export const numberPolicyAgrees = invariant(
  'numbers: JSON and Python read a literal under one policy',
  20,
  literal,
  ({ text, negative, numbers }) => {
    const written = `${negative ? '-' : ''}${text}`
    const options = numbers === undefined ? {} : { numbers }
    const python = readCalls(`[f(x=${written})]`, { ...options, syntax: 'python' })
    if (!python.ok) {
      ensure(
        ['precision_loss', 'number_overflow', 'python_syntax'].includes(python.failure.kind),
        `python: kind ${python.failure.kind}`,
      )
    }
    if (/^-?0[0-9]/.test(written)) return
    const json = readCalls(`{"name": "f", "arguments": {"x": ${written}}}`, options)
    if (json.ok !== python.ok || !json.ok || !python.ok) {
      const kinds = [json.ok ? 'ok' : json.failure.kind, python.ok ? 'ok' : python.failure.kind]
      // Past the double range the Python reader says `python_syntax` (its detail: the number overflows).
      const same = kinds[0] === kinds[1] || (kinds[0] === 'number_overflow' && kinds[1] === 'python_syntax')
      ensure(same, () => `JSON ${kinds[0]}, Python ${kinds[1]} for ${written.slice(0, 80)}`)
      return
    }
    ensureSame(snapshot(json.turn.calls), snapshot(python.turn.calls), 'the calls read')
  },
)
