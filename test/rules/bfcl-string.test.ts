import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { JsonValue } from '../../src/json/types.js'
import { bfclStringEquals, bfclStringsEqual, standardizeBfclString } from '../../src/rules/bfcl-string.js'
import { check, type Expected, expectFail, expectPass, expectUsageError } from './helpers.js'

const bfclString = (value: string) => ({ $rule: 'bfclString', value })

describe('bfclString', () => {
  test.each<[string, string, string]>([
    ['the same text', 'Paris', 'Paris'],
    ['another case', 'Paris', 'PARIS'],
    ['spaces and commas', 'April 1, 2024', 'April 1,2024'],
    ['no spaces at all', 'April 1, 2024', 'april12024'],
    ['surrounding spaces and a full stop', 'units', ' units.'],
    ['slashes, hyphens and underscores', '2024/01/02', '2024-01_02'],
    ['asterisks and carets', 'x**2', 'x^2'],
    ['a single quote for a double quote', "say 'hi'", 'say "hi"'],
    ['only removed characters, for the empty text', '', ' . '],
  ])('passes: %s', (_, expected, received) => {
    expectPass(bfclString(expected), received, 'none')
  })

  test.each<[string, string, JsonValue, Expected[]]>([
    ['other punctuation', 'all', 'all!', [{ kind: 'value', rule: 'bfclString', reason: 'not_equal' }]],
    [
      'a tab (only the ASCII space is removed)',
      'a b',
      'a\tb',
      [{ kind: 'value', rule: 'bfclString', reason: 'not_equal' }],
    ],
    ['a no-break space', 'a b', 'a\u00a0b', [{ kind: 'value', rule: 'bfclString', reason: 'not_equal' }]],
    [
      'a decomposed accent (no Unicode normalisation)',
      'é',
      'e\u0301',
      [{ kind: 'value', rule: 'bfclString', reason: 'not_equal' }],
    ],
    ['a number', '5', 5, [{ kind: 'type', rule: 'bfclString' }]],
    ['null', 'null', null, [{ kind: 'type', rule: 'bfclString' }]],
  ])('fails: %s', (_, expected, received, mismatches) => {
    expectFail(bfclString(expected), received, mismatches, 'none')
  })

  test('an absent key is missing', () => {
    expectFail(bfclString('x'), undefined, [{ kind: 'missing' }])
  })

  test('under NFC, composed and decomposed text are one text', () => {
    expectPass(bfclString('é'), 'e\u0301', 'nfc')
  })

  test.each<[string, unknown, (string | number)[]]>([
    ['a non-string value', { $rule: 'bfclString', value: 5 }, ['value']],
    ['no value', { $rule: 'bfclString' }, ['value']],
    ['an unknown option', { $rule: 'bfclString', value: 'a', loose: true }, []],
  ])('usage error: %s', (_, expectation, path) => {
    expectUsageError(expectation, path)
  })

  test('standardizeBfclString follows BFCL: remove " ,./-_*^", lower-case, \' as "', () => {
    expect(standardizeBfclString("Dr. O'Neil - 1,2/3_4*5^6")).toBe('dro"neil123456')
  })

  test.each<[string, string, string, boolean]>([
    ['the same text', 'Paris', 'Paris', true],
    ['case, spaces and punctuation on either side', 'New-York, NY', 'new york ny', true],
    ['\' and "', "it's", 'IT"S', true],
    ['removed characters after the last letter', 'ab', 'ab., ', true],
    ['removed characters only, against the empty text', ' ,./-_*^', '', true],
    ['a prefix', 'ab', 'abc', false],
    ['a longer text', 'abc', 'ab', false],
    ['one letter differs', 'abc', 'abd', false],
    ['other punctuation', 'a!', 'a', false],
    ['non-ASCII on the received side (the long way)', 'İ', 'i\u0307', true],
    ['non-ASCII on the expected side (the long way)', 'k', '\u212a', true],
    ['a difference before non-ASCII text', 'x\u00e9', 'y\u00e9', false],
  ])('bfclStringsEqual: %s', (_, text, expected, equal) => {
    expect(bfclStringsEqual(text, expected)).toBe(equal)
    expect(standardizeBfclString(text) === standardizeBfclString(expected)).toBe(equal)
  })

  describe('properties', () => {
    test('reflexive, and standardisation is idempotent', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'grapheme' }), (text) => {
          expect(check(bfclString(text), text, 'none')).toEqual([])
          expect(standardizeBfclString(standardizeBfclString(text))).toBe(standardizeBfclString(text))
        }),
        { seed: 71, numRuns: 300 },
      )
    })

    test('inserting removed characters or changing case never matters', () => {
      fc.assert(
        fc.property(
          fc.string({ unit: fc.constantFrom('a', 'B', '1', ' ', ',', '.', '/', '-', '_', '*', '^') }),
          (text) => {
            expect(check(bfclString(text.replace(/[ ,./\-_*^]/g, '')), text.toUpperCase(), 'none')).toEqual(
              [],
            )
          },
        ),
        { seed: 72, numRuns: 300 },
      )
    })

    test('bfclStringEquals and bfclStringsEqual compare as standardising both texts would, ASCII or not', () => {
      // Texts from a small alphabet (removed characters, both cases, quotes, letters whose lower case is longer or
      // depends on context), and a second text that is often a variant of the first, so both answers come up.
      const unit = fc.constantFrom(
        'a',
        'A',
        'z',
        'Z',
        '1',
        ' ',
        ',',
        '.',
        '/',
        '-',
        '_',
        '*',
        '^',
        "'",
        '"',
        '\t',
        'É',
        'é',
        'İ',
        'Σ',
        'ς',
        'K',
      )
      const variant = (text: string) =>
        fc
          .array(fc.constantFrom('upper', 'lower', 'space', 'comma', 'quote', 'drop', 'same'), {
            maxLength: 3,
          })
          .map((edits) =>
            edits.reduce((out, edit) => {
              if (edit === 'upper') return out.toUpperCase()
              if (edit === 'lower') return out.toLowerCase()
              if (edit === 'space') return ` ${out}`
              if (edit === 'comma') return `${out},`
              if (edit === 'quote') return out.replaceAll('"', "'")
              if (edit === 'drop') return out.slice(1)
              return out
            }, text),
          )
      let equal = 0
      let different = 0
      fc.assert(
        fc.property(
          fc
            .string({ unit })
            .chain((text) => fc.tuple(fc.constant(text), fc.oneof(variant(text), fc.string({ unit })))),
          ([text, other]) => {
            const same = standardizeBfclString(text) === standardizeBfclString(other)
            if (same) equal++
            else different++
            expect(bfclStringEquals(text, standardizeBfclString(other))).toBe(same)
            expect(bfclStringsEqual(text, other)).toBe(same)
            expect(bfclStringsEqual(other, text)).toBe(same)
          },
        ),
        { seed: 73, numRuns: 2000 },
      )
      expect(equal).toBeGreaterThan(200)
      expect(different).toBeGreaterThan(200)
    })
  })
})
