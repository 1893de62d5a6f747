import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { JsonValue } from '../../src/json/types.js'
import { containsArabic, normalizeArabic } from '../../src/rules/arabic-normalize.js'
import { check, type Expected, expectFail, expectPass, expectUsageError } from './helpers.js'

const arabic = (value: string) => ({ $rule: 'arabic', value })

describe('arabic', () => {
  test.each<[string, string, string]>([
    ['the same text (seed 000)', 'الرياض', 'الرياض'],
    ['tatweel stripped (seed 000)', 'مرحبا', 'مــرحبا'],
    ['tatweel in the expected value', 'مــرحبا', 'مرحبا'],
    ['alef with hamza above unified (seed 000)', 'احمد', 'أحمد'],
    ['alef with hamza above, the other way round', 'أحمد', 'احمد'],
    ['alef with hamza below unified', 'إسلام', 'اسلام'],
    ['alef with madda unified', 'آمنة', 'امنة'],
    ['alef maksura unified with ya (seed 000)', 'مكتبي', 'مكتبى'],
    ['ta marbuta unified with ha (seed 000)', 'فاطمه', 'فاطمة'],
    ['all four at once', 'أمــيرة مكتبى', 'اميره مكتبي'],
    ['decomposed alef with hamza', 'أحمد', 'ا\u0654حمد'],
    ['tatweel between alef and hamza', 'أحمد', 'اـ\u0654حمد'],
    ['surrounding white space', 'الرياض', '  الرياض\n'],
    ['Latin text, case-insensitively (seed 000)', 'Dubai', 'dUBAI'],
    ['mixed script, Latin part case-insensitively', 'شارع King Fahd', 'شارع king fahd'],
    ['Arabic Supplement letters', 'ݐݑ', 'ݐݑ'],
  ])('passes: %s', (_, expected, received) => {
    expectPass(arabic(expected), received)
  })

  test.each<[string, string, JsonValue | undefined, Expected[]]>([
    [
      'transliterated (seed 000)',
      'الرياض',
      'Riyadh',
      [{ kind: 'value', rule: 'arabic', reason: 'transliterated' }],
    ],
    [
      'transliterated with article (seed 000)',
      'الرياض',
      'Al-Riyadh',
      [{ kind: 'value', rule: 'arabic', reason: 'transliterated' }],
    ],
    ['translated', 'مرحبا', 'hello', [{ kind: 'value', rule: 'arabic', reason: 'transliterated' }]],
    [
      'an empty string for Arabic',
      'الرياض',
      '',
      [{ kind: 'value', rule: 'arabic', reason: 'transliterated' }],
    ],
    [
      'partial Arabic is not equal (seed 000)',
      'الرياض',
      'الرياض 2025',
      [{ kind: 'value', rule: 'arabic', reason: 'not_equal' }],
    ],
    ['another Arabic word', 'الرياض', 'جدة', [{ kind: 'value', rule: 'arabic', reason: 'not_equal' }]],
    [
      'a letter the normaliser keeps apart (ha and ta)',
      'بيت',
      'بيه',
      [{ kind: 'value', rule: 'arabic', reason: 'not_equal' }],
    ],
    ['Arabic for Latin text', 'Riyadh', 'الرياض', [{ kind: 'value', rule: 'arabic', reason: 'not_equal' }]],
    ['another Latin word', 'Dubai', 'Dubayy', [{ kind: 'value', rule: 'arabic', reason: 'not_equal' }]],
    ['a number', '1', 1, [{ kind: 'type', rule: 'arabic' }]],
    ['an array', 'الرياض', ['الرياض'], [{ kind: 'type', rule: 'arabic' }]],
    ['an absent key', 'الرياض', undefined, [{ kind: 'missing' }]],
  ])('fails: %s', (_, expected, received, mismatches) => {
    expectFail(arabic(expected), received, mismatches)
  })

  test('decomposed alef variants are unified under the `none` Unicode policy too', () => {
    expectPass(arabic('أحمد'), 'ا\u0654حمد', 'none')
  })

  test.each<[string, unknown, (string | number)[]]>([
    ['a value that is not a string', { $rule: 'arabic', value: 7 }, ['value']],
    ['an unknown option', { $rule: 'arabic', value: 'x', dialect: 'gulf' }, []],
  ])('usage error: %s', (_, expectation, path) => {
    expectUsageError(expectation, path)
  })
})

describe('normalizeArabic', () => {
  test.each<[string, string]>([
    ['مــرحبا', 'مرحبا'],
    ['أحمد', 'احمد'],
    ['إسلام', 'اسلام'],
    ['آمنة', 'امنه'],
    ['مكتبى', 'مكتبي'],
    ['فاطمة', 'فاطمه'],
    ['  الرياض  ', 'الرياض'],
    ['Riyadh', 'riyadh'],
    ['ـ Hello ـ', 'hello'],
    ['ا\u0653\u0653', 'ا'],
  ])('normalizeArabic(%j) is %j', (text, normalized) => {
    expect(normalizeArabic(text)).toBe(normalized)
    expect(normalizeArabic(normalized)).toBe(normalized)
  })

  test.each<[string, boolean]>([
    ['الرياض', true],
    ['الرياض 2025', true],
    ['ݐ', true],
    ['؟', true],
    ['Riyadh', false],
    ['Al-Riyadh', false],
    ['', false],
    ['ﺍ', false], // presentation forms lie outside the two blocks of seed 000
  ])('containsArabic(%j) is %s', (text, contains) => {
    expect(containsArabic(text)).toBe(contains)
  })
})

describe('properties', () => {
  const letters = [
    'ا',
    'أ',
    'إ',
    'آ',
    'ى',
    'ي',
    'ة',
    'ه',
    'ـ',
    'ل',
    'ر',
    'و',
    'ۀ',
    '\u0653',
    '\u0654',
    '\u0655',
    '\u064E',
    ' ',
    'A',
    'b',
    'İ',
    'ß',
    'é',
    'e\u0301',
  ]
  const text = fc.oneof(
    fc.string({ unit: fc.constantFrom(...letters), maxLength: 12 }),
    fc.string({ unit: 'grapheme' }),
  )

  test('normalizeArabic is idempotent', () => {
    fc.assert(
      fc.property(text, (value) => {
        const once = normalizeArabic(value)
        expect(normalizeArabic(once)).toBe(once)
      }),
      { seed: 51, numRuns: 500 },
    )
  })

  test('reflexive: a text matches arabic(itself), its normalised form and itself with tatweel added', () => {
    fc.assert(
      fc.property(text, fc.nat(), (value, at) => {
        const index = value.length === 0 ? 0 : at % value.length
        const stretched = `${value.slice(0, index)}\u0640${value.slice(index)}`
        for (const unicode of ['nfc', 'none'] as const) {
          expect(check(arabic(value), value, unicode)).toEqual([])
          expect(check(arabic(value), normalizeArabic(value), unicode)).toEqual([])
          if (containsArabic(value)) expect(check(arabic(value), stretched, unicode)).toEqual([])
        }
      }),
      { seed: 52, numRuns: 500 },
    )
  })
})
