import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { JsonValue } from '../../src/json/types.js'
import { foldCase } from '../../src/rules/casefold.js'
import { check, type Expected, expectFail, expectPass, expectUsageError } from './helpers.js'

const casefold = (value: string) => ({ $rule: 'casefold', value })

describe('casefold', () => {
  test.each<[string, string, string]>([
    ['lower case', 'Paris', 'paris'],
    ['upper case', 'Paris', 'PARIS'],
    ['mixed case', 'Paris', 'pArIs'],
    ['the same text', 'order-77', 'order-77'],
    ['sharp s', 'Straße', 'STRASSE'],
    ['composed and decomposed accents', 'café', 'CAFE\u0301'],
    ['dotted capital I', 'İstanbul', 'i̇stanbul'],
    ['Greek final sigma', 'ΟΔΟΣ', 'οδος'],
  ])('passes: %s', (_, expected, received) => {
    expectPass(casefold(expected), received)
  })

  test.each<[string, string, JsonValue | undefined, Expected[]]>([
    ['a different word', 'Paris', 'Lyon', [{ kind: 'value', rule: 'casefold' }]],
    ['one letter more', 'Paris', 'Pariss', [{ kind: 'value', rule: 'casefold' }]],
    ['an identifier with another digit', 'ORDER-77', 'order-78', [{ kind: 'value', rule: 'casefold' }]],
    ['surrounding white space (not trimmed)', 'Paris', ' paris', [{ kind: 'value', rule: 'casefold' }]],
    ['an accent dropped', 'Café', 'cafe', [{ kind: 'value', rule: 'casefold' }]],
    ['a number', '5', 5, [{ kind: 'type', rule: 'casefold' }]],
    ['null', 'null', null, [{ kind: 'type', rule: 'casefold' }]],
    ['an array', 'a', ['a'], [{ kind: 'type', rule: 'casefold' }]],
    ['an absent key', 'Paris', undefined, [{ kind: 'missing' }]],
  ])('fails: %s', (_, expected, received, mismatches) => {
    expectFail(casefold(expected), received, mismatches)
  })

  test('decomposed text is a different string under the `none` Unicode policy', () => {
    expectFail(casefold('café'), 'CAFE\u0301', [{ kind: 'value', rule: 'casefold' }], 'none')
  })

  test.each<[string, unknown, (string | number)[]]>([
    ['a non-string value', { $rule: 'casefold', value: 5 }, ['value']],
    ['no value', { $rule: 'casefold' }, ['value']],
    ['an unknown option', { $rule: 'casefold', value: 'a', locale: 'tr' }, []],
  ])('usage error: %s', (_, expectation, path) => {
    expectUsageError(expectation, path)
  })

  describe('properties', () => {
    test('reflexive: any string matches casefold(itself)', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'grapheme' }), (text) => {
          expect(check(casefold(text), text)).toEqual([])
        }),
        { seed: 61, numRuns: 300 },
      )
    })

    test('upper- and lower-cased text matches', () => {
      fc.assert(
        fc.property(
          fc.string({ unit: fc.constantFrom('a', 'B', 'ß', 'é', 'İ', 'ı', 'Σ', 'ς', '-', '1', ' ') }),
          (text) => {
            expect(check(casefold(text), text.toUpperCase())).toEqual([])
            expect(check(casefold(text), text.toLowerCase())).toEqual([])
            expect(foldCase(foldCase(text))).toBe(foldCase(text))
          },
        ),
        { seed: 62, numRuns: 300 },
      )
    })
  })
})
