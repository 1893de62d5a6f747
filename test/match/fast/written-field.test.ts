import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { compileField } from '../../../src/compile/compile-field.js'
import { field } from '../../../src/index.js'
import { isPlainArguments } from '../../../src/match/fast/plain-arguments.js'
import { isPlainWritten, writtenObjectPasses, writtenPasses } from '../../../src/match/fast/written-field.js'
import { createCheckContext } from '../../../src/rules/check-context.js'
import { fieldPasses } from '../../../src/rules/field-passes.js'
import type { ExpectationNode } from '../../../src/rules/types.js'
import type { UnicodePolicy } from '../../../src/unicode-policy.js'
import { MatcherUsageError } from '../../../src/usage-error.js'
import { fieldExpectation } from '../../fuzz/arbitraries/expectation.js'

const deepArray = (depth: number): unknown => (depth === 0 ? 'x' : [deepArray(depth - 1)])
const deepObject = (depth: number): unknown => (depth === 0 ? 'x' : { a: deepObject(depth - 1) })
const sparse = (): unknown[] => {
  const out: unknown[] = ['a']
  out[2] = 'c'
  return out
}
class Point {
  x = 1
}

/** The compiled node of a written field, or the usage error compiling it throws. */
function compiled(value: unknown, unicode: UnicodePolicy): ExpectationNode | MatcherUsageError {
  try {
    return compileField(value, [], unicode)
  } catch (error) {
    if (error instanceof MatcherUsageError) return error
    throw error
  }
}

// Each row builds its expectation in the test body (a thunk), not while the table is collected.
describe('isPlainWritten', () => {
  test.each<[string, () => unknown, boolean]>([
    ['a string', () => 'Paris', true],
    ['a non-ASCII string (normalised when compared)', () => 'Zürich', true],
    ['a number', () => 20.5, true],
    ['minus zero', () => -0, true],
    ['true', () => true, true],
    ['null', () => null, true],
    ['NaN', () => Number.NaN, false],
    ['Infinity', () => Number.POSITIVE_INFINITY, false],
    ['undefined', () => undefined, false],
    ['a function', () => () => 1, false],
    ['a BigInt', () => 1n, false],
    ['a symbol', () => Symbol('x'), false],
    ['an object of plain values', () => ({ city: 'Paris', days: [1, 2], at: { lat: 1 } }), true],
    ['a null-prototype object', () => Object.assign(Object.create(null), { a: 1 }), true],
    ['a non-ASCII key', () => ({ 'e\u0301': 1 }), false],
    ['a __proto__ key written as data', () => JSON.parse('{"__proto__": 1}'), true],
    ['an object holding undefined', () => ({ a: undefined }), false],
    ['a class instance', () => new Point(), false],
    ['a Date', () => new Date(0), false],
    ['an array with a hole', sparse, false],
    ['an array holding undefined', () => [1, undefined], false],
    [
      'an array of another prototype',
      () => Object.setPrototypeOf([1], Object.create(Array.prototype)),
      false,
    ],
    ['arrays 31 deep', () => deepArray(31), true],
    ['arrays 32 deep', () => deepArray(32), true],
    ['arrays 33 deep', () => deepArray(33), false],
    ['objects 32 deep', () => deepObject(32), true],
    ['objects 33 deep', () => deepObject(33), false],
    ['bfclString', () => field.bfclString('Paris'), true],
    ['bfclString written plainly', () => ({ $rule: 'bfclString', value: 'Paris' }), true],
    ['bfclString without its value', () => ({ $rule: 'bfclString' }), false],
    ['bfclString with a number', () => ({ $rule: 'bfclString', value: 5 }), false],
    ['bfclString with another key', () => ({ $rule: 'bfclString', value: 'a', loose: true }), false],
    ['oneOf of plain values and rules', () => field.oneOf('Paris', field.bfclString('paris'), [1]), true],
    ['oneOf holding another rule', () => field.oneOf('Paris', field.casefold('paris')), false],
    ['oneOf holding undefined', () => ({ $rule: 'oneOf', values: ['a', undefined] }), false],
    ['oneOf of nothing', () => ({ $rule: 'oneOf', values: [] }), false],
    ['optional', () => field.optional(field.oneOf('a', 'b')), true],
    ['optional of another rule', () => field.optional(field.casefold('a')), false],
    ['optional of a function', () => ({ $rule: 'optional', value: () => 1 }), false],
    ['ignore, present and absent', () => [field.ignore(), field.present(), field.absent()], true],
    ['present with another key', () => ({ $rule: 'present', value: 1 }), false],
    ['exact (its value is taken literally)', () => field.exact({ $rule: 'casefold' }), false],
    ['an unknown rule', () => ({ $rule: 'nope' }), false],
    ['a rule name that is not a string', () => ({ $rule: 5 }), false],
    ['a rule name inherited from Object.prototype', () => ({ $rule: 'toString' }), false],
    ['a rule inside an object', () => ({ city: field.bfclString('Paris') }), true],
    ['an asymmetric matcher', () => expect.any(String), false],
    ['a matcher written as a plain object', () => ({ asymmetricMatch: () => true }), false],
    [
      'a rule whose $rule is hidden',
      () => Object.defineProperty({ value: 'a' }, '$rule', { value: 'bfclString' }),
      false,
    ],
  ])('%s', (_title, written, plain) => {
    const value = written()
    expect(isPlainWritten(value)).toBe(plain)
    // What is plain as written compiles.
    if (plain) expect(compiled(value, 'nfc')).not.toBeInstanceOf(MatcherUsageError)
  })
})

test('isPlainWritten lets a getter that throws throw (decideWritten catches it and leaves the case)', () => {
  const value = Object.defineProperty({}, 'a', {
    enumerable: true,
    get() {
      throw new Error('read')
    },
  })
  expect(() => isPlainWritten(value)).toThrow('read')
})

describe('writtenPasses', () => {
  test.each<[string, () => unknown, unknown, boolean]>([
    ['the same string', () => 'Paris', 'Paris', true],
    ['another string', () => 'Paris', 'paris', false],
    ['a string for a number', () => '5', 5, false],
    ['a string when missing', () => 'a', undefined, false],
    ['an expected string normalised to ASCII (Kelvin sign)', () => '\u212a', 'K', true],
    ['the same number', () => 5, 5, true],
    ['minus zero for zero', () => -0, 0, true],
    ['another number', () => 5, 6, false],
    ['a number for a string', () => 5, '5', false],
    ['false', () => false, false, true],
    ['null', () => null, null, true],
    ['null against a missing value', () => null, undefined, false],
    ['an equal object in another key order', () => ({ a: 1, b: 2 }), { b: 2, a: 1 }, true],
    ['an object with another key', () => ({ a: 1 }), { a: 1, b: 2 }, false],
    ['an object without a key', () => ({ a: 1, b: 2 }), { a: 1 }, false],
    ['an object where an array is', () => ({ a: 1 }), [1], false],
    ['an object where null is', () => ({}), null, false],
    ['an object when missing', () => ({}), undefined, false],
    ['an equal array', () => [1, 'a'], [1, 'a'], true],
    ['a shorter array of plain values', () => [1, 2], [1], false],
    ['a longer array', () => [1], [1, 2], false],
    ['an array where an object is', () => [1], { 0: 1 }, false],
    ['a shorter array where the missing element may be missing', () => [1, field.optional(2)], [1], true],
    ['a shorter array where the missing element is absent', () => [1, field.absent()], [1], true],
    ['a missing key that is optional', () => ({ a: 1, b: field.optional(2) }), { a: 1 }, true],
    ['a key that must be absent and is not', () => ({ b: field.absent() }), { b: 1 }, false],
    ['a key that is ignored', () => ({ b: field.ignore() }), {}, true],
    ['a key that must be present', () => ({ b: field.present() }), {}, false],
    ['a key that is present', () => ({ b: field.present() }), { b: null }, true],
    ['bfclString after standardisation', () => field.bfclString('New York'), 'new-york', true],
    ['bfclString against a number', () => field.bfclString('5'), 5, false],
    ['bfclString when missing', () => field.bfclString(''), undefined, false],
    ['oneOf: the second alternative', () => field.oneOf('a', field.bfclString('B')), 'b', true],
    ['oneOf: no alternative', () => field.oneOf('a', 'b'), 'c', false],
    [
      'oneOf when missing, with an optional alternative',
      () => field.oneOf('a', field.optional('b')),
      undefined,
      true,
    ],
    ['oneOf when missing, without one', () => field.oneOf('a', field.present()), undefined, false],
    ['optional when given', () => field.optional('a'), 'a', true],
    ['optional when wrong', () => field.optional('a'), 'b', false],
    ['an object holding rules where a string is', () => ({ a: field.ignore() }), 'x', false],
  ])('%s', (_title, written, received, pass) => {
    const value = written()
    expect(isPlainWritten(value)).toBe(true)
    expect(writtenPasses(value, received, 'nfc')).toBe(pass)
    // The compiled check answers alike.
    const node = compileField(value, [], 'nfc')
    expect(fieldPasses(node, received as never, createCheckContext('nfc'))).toBe(pass)
  })

  test('under the none policy, expected text is compared as written', () => {
    expect(writtenPasses('\u212a', 'K', 'none')).toBe(false)
    expect(writtenPasses(field.bfclString('\u212a'), 'k', 'none')).toBe(true)
  })

  test.each<[string, boolean, boolean]>([
    ['other keys allowed', true, true],
    ['other keys forbidden', false, false],
  ])('writtenObjectPasses: %s', (_title, otherKeys, pass) => {
    expect(writtenObjectPasses({ a: 1 }, { a: 1, b: 2 }, 'nfc', otherKeys)).toBe(pass)
    expect(writtenObjectPasses({ a: 1 }, { a: 1 }, 'nfc', otherKeys)).toBe(true)
    expect(writtenObjectPasses({ a: 1 }, { a: 2, b: 2 }, 'nfc', otherKeys)).toBe(false)
    expect(writtenObjectPasses({ a: 1 }, [1], 'nfc', otherKeys)).toBe(false)
    expect(writtenObjectPasses({}, null, 'nfc', otherKeys)).toBe(false)
  })
})

/** Received values as `readPlainCalls` leaves them: ASCII text, finite numbers, and containers of them. */
const plainReceived: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    fc.constantFrom('Paris', 'paris', 'PARIS', ' Paris ', '5', 'a,b', 'K', 'k', 'new-york', ''),
    fc.string({ unit: fc.constantFrom('a', 'B', ' ', ',', "'", '"', '-'), maxLength: 6 }),
    fc.constantFrom(0, 1, 5, 20.004, -3, true, false, null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('city', 'unit', 'q', 'a', 'b'), tie('value'), { maxKeys: 3 }),
  ),
})).value

/** Near-plain written fields, often malformed: what a hand-written or generated JSON expectation may hold. */
const nearPlainWritten: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    fc.constantFrom('Paris', 'paris', '\u212a', 'e\u0301', '5', 5, -0, Number.NaN, true, null, undefined),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('city', 'unit', 'a', 'e\u0301', '__proto__', '$rule'), tie('value'), {
      maxKeys: 3,
    }),
    fc
      .tuple(
        fc.constantFrom(
          'bfclString',
          'oneOf',
          'optional',
          'ignore',
          'present',
          'absent',
          'exact',
          'casefold',
        ),
        fc.option(tie('value'), { nil: undefined }),
        fc.option(fc.array(tie('value'), { maxLength: 3 }), { nil: undefined }),
        fc.boolean(),
      )
      .map(([$rule, value, values, extra]) => ({
        $rule,
        ...(value === undefined ? {} : { value }),
        ...(values === undefined ? {} : { values }),
        ...(extra ? { loose: true } : {}),
      })),
  ),
})).value

describe('properties', () => {
  test('what is plain as written compiles, and is decided as its compilation decides it', () => {
    let plain = 0
    let passed = 0
    fc.assert(
      fc.property(
        fc.oneof(fieldExpectation({ jsonOnly: true }), nearPlainWritten),
        fc.option(plainReceived, { nil: undefined, freq: 5 }),
        fc.constantFrom<UnicodePolicy>('nfc', 'none'),
        (written, received, unicode) => {
          fc.pre(received === undefined || isPlainArguments({ received }, 32))
          const node = compiled(written, unicode)
          if (!isPlainWritten(written)) return
          plain++
          expect(node).not.toBeInstanceOf(MatcherUsageError)
          const pass = fieldPasses(node as ExpectationNode, received as never, createCheckContext(unicode))
          if (pass) passed++
          expect(writtenPasses(written, received, unicode)).toBe(pass)
        },
      ),
      { seed: 181, numRuns: 3000 },
    )
    // Both answers come up, on plenty of plain expectations.
    expect(plain).toBeGreaterThan(800)
    expect(passed).toBeGreaterThan(100)
    expect(plain - passed).toBeGreaterThan(100)
  })

  test('an expectation matched against itself passes as written', () => {
    fc.assert(
      fc.property(plainReceived, (value) => {
        expect(isPlainWritten(value)).toBe(true)
        expect(writtenPasses(value, value, 'nfc')).toBe(true)
      }),
      { seed: 182, numRuns: 500 },
    )
  })
})
