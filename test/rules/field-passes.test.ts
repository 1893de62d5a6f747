import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compileField } from '../../src/compile/compile-field.js'
import { field } from '../../src/expect/field.js'
import type { JsonValue } from '../../src/json/types.js'
import { compareField } from '../../src/rules/compare-field.js'
import { fieldPasses } from '../../src/rules/field-passes.js'
import { fieldExpectation, sharedJson } from '../fuzz/arbitraries/expectation.js'
import { canonical, checkContext } from './helpers.js'

function both(expectation: unknown, received: unknown) {
  const node = compileField(expectation, [], 'nfc')
  const value = received === undefined ? undefined : canonical(received)
  const context = checkContext()
  return {
    passes: fieldPasses(node, value, context),
    compared: compareField(node, value, ['x'], context).length === 0,
  }
}

describe('fieldPasses', () => {
  it.each<[string, unknown, unknown, boolean]>([
    ['a plain value', { a: 1 }, { a: 1 }, true],
    ['a plain value, one key more', { a: 1 }, { a: 1, b: 2 }, false],
    ['an absent plain value', 1, undefined, false],
    ['an object node with an extra key', { a: field.casefold('x') }, { a: 'X', b: 1 }, false],
    ['an object node missing a key', { a: field.casefold('x'), b: 1 }, { a: 'X' }, false],
    [
      'an object node, optional key absent',
      { a: field.casefold('x'), b: field.optional(1) },
      { a: 'X' },
      true,
    ],
    ['an object node against an array', { a: field.casefold('x') }, [1], false],
    ['an array node, same length', [field.casefold('a'), 2], ['A', 2], true],
    ['an array node, one element more', [field.casefold('a')], ['A', 2], false],
    ['an array node, one element fewer', [field.casefold('a'), 2], ['A'], false],
    ['an array node, an optional element left out', [field.casefold('a'), field.optional(2)], ['A'], true],
    ['an array node, an absent element left out', [field.absent()], [], true],
    ['an array node against an object', [field.casefold('a')], { 0: 'A' }, false],
    ['oneOf, the second alternative', field.oneOf('x', field.casefold('Y')), 'y', true],
    ['oneOf, none', field.oneOf('x', field.casefold('Y')), 'z', false],
    ['optional, absent', field.optional(1), undefined, true],
    ['optional, present and wrong', field.optional(1), 2, false],
    ['withDefault, absent and the default fits', field.withDefault(field.oneOf(1, 2), 2), undefined, true],
    ['withDefault, absent and the default does not fit', field.withDefault(1, 2), undefined, false],
    ['withDefault, null received is not the default', field.withDefault(null, 1), null, true],
    ['withDefault, null received and null not expected', field.withDefault(1, 1), null, false],
    ['subset, an extra key', field.subset({ a: 1 }), { a: 1, b: 2 }, true],
    ['subset, absent', field.subset({ a: 1 }), undefined, false],
    ['bfclString, standardised', field.bfclString('April 1, 2024'), 'april 1,2024', true],
    ['bfclString, a number', field.bfclString('1'), 1, false],
    ['a rule that rejects absence', field.casefold('x'), undefined, false],
    ['an asymmetric matcher', expect.any(String), 'a', true],
    ['an asymmetric matcher that fails', expect.any(String), 1, false],
  ])('%s', (_, expectation, received, pass) => {
    expect(both(expectation, received)).toEqual({ passes: pass, compared: pass })
  })

  it('a received object with many keys is checked once per key', () => {
    const received = Object.fromEntries(Array.from({ length: 10_000 }, (_, index) => [`k${index}`, index]))
    expect(both({ k0: field.oneOf(0) }, received)).toEqual({ passes: false, compared: false })
  })

  it('always agrees with compareField (random expectations and values)', () => {
    fc.assert(
      fc.property(
        fieldExpectation(),
        fc.option(sharedJson, { nil: undefined, freq: 6 }),
        (expectation, received: JsonValue | undefined) => {
          const { passes, compared } = both(expectation, received)
          expect(passes).toBe(compared)
        },
      ),
      { numRuns: 3000 },
    )
  })
})
