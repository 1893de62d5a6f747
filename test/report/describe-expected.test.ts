import { describe, expect, test } from 'vitest'
import type { Rule } from '../../src/expect/types.js'
import { field } from '../../src/index.js'
import {
  describeExpected,
  describeRule,
  describeValue,
  truncate,
} from '../../src/report/describe-expected.js'
import { rules } from '../../src/rules/index.js'

const examples: Record<Rule['$rule'], [Rule, string]> = {
  exact: [field.exact({ a: 1 }), 'exact({"a":1})'],
  casefold: [field.casefold('Paris'), 'casefold("Paris")'],
  trimmed: [field.trimmed('Paris'), 'trimmed("Paris")'],
  number: [field.number(20, { tolerance: 0.01 }), 'number(20 ± 0.01)'],
  oneOf: [field.oneOf('EUR', field.casefold('euro')), 'oneOf("EUR", casefold("euro"))'],
  enum: [field.enum('EUR', { aliases: { euro: 'EUR', '€': 'EUR' } }), '"EUR" (enum, aliases: euro, €)'],
  unordered: [field.unordered(['a', field.casefold('B')]), 'unordered(["a", casefold("B")])'],
  commaList: [field.commaList('a,b', { unordered: true }), 'commaList("a,b", any order)'],
  duration: [field.duration('PT45M'), 'duration("PT45M")'],
  instant: [
    field.instant('2026-03-01T10:00:00Z', { tolerance: 'PT5M' }),
    'instant("2026-03-01T10:00:00Z" ± PT5M)',
  ],
  date: [field.date('2026-03-14', { order: 'dmy' }), 'date("2026-03-14", numeric dmy)'],
  arabic: [field.arabic('الرياض'), 'arabic("الرياض")'],
  bfclString: [field.bfclString('April 1, 2024'), 'bfclString("April 1, 2024")'],
  pattern: [field.pattern(/^ORD-\d+$/i), 'pattern(/^ORD-\\d+$/i)'],
  mentions: [field.mentions(18.9), 'mentions(18.9)'],
  json: [field.json({ a: field.number(1) }), 'json({"a": number(1)})'],
  subset: [field.subset({ a: 1 }), 'subset({"a": 1})'],
  ignore: [field.ignore(), '<ignored>'],
  present: [field.present(), '<present>'],
  absent: [field.absent(), '<absent>'],
  optional: [field.optional('x'), 'optional("x")'],
  withDefault: [field.withDefault('EUR', 'EUR'), 'withDefault("EUR", default "EUR")'],
  shape: [
    field.shape({ id: 'string', items: ['number|null'] }),
    'shape({"id": "string", "items": ["number|null"]})',
  ],
  satisfies: [field.satisfies(() => true, 'an even number'), 'satisfies(an even number)'],
}

describe('describeRule', () => {
  test('every registered rule has words', () => {
    expect(Object.keys(examples).sort()).toEqual(Object.keys(rules).sort())
  })

  test.each(Object.entries(examples))('%s', (_, [rule, words]) => {
    expect(describeRule(rule)).toBe(words)
    expect(describeExpected(rule)).toBe(words)
  })

  test('number without tolerance, and refusing numeric strings', () => {
    expect(describeRule(field.number(5, { coerce: false }))).toBe('number(5, no numeric strings)')
  })
})

describe('describeExpected', () => {
  test.each([
    ['a string', 'EUR', '"EUR"'],
    ['a number', 20, '20'],
    ['null', null, 'null'],
    ['nothing', undefined, 'nothing'],
    [
      'nested rules',
      { city: field.casefold('Paris'), tags: ['a'] },
      '{"city": casefold("Paris"), "tags": ["a"]}',
    ],
    ['an asymmetric matcher', expect.any(String), 'Any<String>'],
  ])('%s', (_, value, words) => {
    expect(describeExpected(value)).toBe(words)
  })

  test.each<[string, unknown, string]>([
    [
      'a long string keeps head and tail',
      'x'.repeat(500),
      `"${'x'.repeat(40)}…[420 characters left out]…${'x'.repeat(40)}"`,
    ],
    ['a string of 80 is whole', 'y'.repeat(80), `"${'y'.repeat(80)}"`],
    [
      'emoji are never split',
      '😀'.repeat(100),
      `"${'😀'.repeat(20)}…[60 characters left out]…${'😀'.repeat(20)}"`,
    ],
    [
      'an emoji across the cut stays whole',
      `a${'😀'.repeat(50)}`,
      `"a${'😀'.repeat(19)}…[11 characters left out]…${'😀'.repeat(20)}"`,
    ],
    [
      'a long array lists 20 items',
      Array.from({ length: 25 }, (_, i) => i),
      `[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,"… and 5 more"]`,
    ],
  ])('describeValue: %s', (_, value, text) => {
    expect(describeValue(value)).toBe(text)
  })

  test('a 50 MB string is described in about 100 characters', () => {
    expect(describeValue('z'.repeat(50 * 1024 * 1024)).length).toBeLessThan(120)
    expect(describeExpected({ text: 'z'.repeat(50 * 1024 * 1024) }).length).toBeLessThan(200)
  })

  test('long text is cut in the middle, with the count left out', () => {
    expect(truncate('short')).toBe('short')
    expect(truncate('a'.repeat(130))).toBe(`${'a'.repeat(60)}…[10 characters left out]…${'a'.repeat(60)}`)
  })
})
