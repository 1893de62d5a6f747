import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { JsonValue } from '../../src/json/types.js'
import { foldCase } from '../../src/rules/fold-case.js'
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
    ['final sigma and medial sigma', 'οδος', 'οδοσ'],
    ['capital sharp S and sharp s', 'ẞ', 'ß'],
    ['capital sharp S and ss', 'STRAẞE', 'strasse'],
    ['a ligature and its letters', 'ﬁle', 'FILE'],
    ['dotted capital I and i with a combining dot', 'İ', 'i\u0307'],
    ['Cherokee small and capital letters', '\uab70\u13f8', '\u13a0\u13f0'],
    ['a letter whose folding leaves its accents apart (normalised after)', 'ΐ', '\u0399\u0308\u0301'],
    ['ypogegrammeni and iota', 'ᾳ', 'ΑΙ'],
    ['Kelvin sign and k', '\u212a', 'k'],
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
    ['dotless ı is not i', 'ı', 'i', [{ kind: 'value', rule: 'casefold' }]],
    ['dotless ı is not I (Turkic folding is not applied)', 'ı', 'I', [{ kind: 'value', rule: 'casefold' }]],
    ['dotted capital I is not plain i', 'İ', 'i', [{ kind: 'value', rule: 'casefold' }]],
    ['sharp s is not one s', 'ß', 's', [{ kind: 'value', rule: 'casefold' }]],
  ])('fails: %s', (_, expected, received, mismatches) => {
    expectFail(casefold(expected), received, mismatches)
  })

  test('decomposed text is a different string under the `none` Unicode policy', () => {
    expectFail(casefold('café'), 'CAFE\u0301', [{ kind: 'value', rule: 'casefold' }], 'none')
    expectFail(casefold('ΐ'), '\u03aa\u0301', [{ kind: 'value', rule: 'casefold' }], 'none')
    expectPass(casefold('ΐ'), '\u03aa\u0301')
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

    // Not `ı`: its capital is I, whose lower case is i, a different letter (only Turkic folding joins them).
    test('upper- and lower-cased text matches', () => {
      fc.assert(
        fc.property(
          fc.string({
            unit: fc.constantFrom('a', 'B', 'ß', 'ẞ', 'é', 'İ', 'Σ', 'ς', 'ﬁ', 'ᾳ', '-', '1', ' '),
          }),
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
