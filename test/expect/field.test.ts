import { describe, expect, test } from 'vitest'
import { type FieldExpectation, field, match, type TurnExpectation } from '../../src/index.js'

/** One field rule, a value it accepts and a value it rejects. */
const table: Array<[string, FieldExpectation, unknown, unknown]> = [
  ['exact', field.exact({ $rule: 'casefold', value: 'x' }), { $rule: 'casefold', value: 'x' }, 'x'],
  ['casefold', field.casefold('Paris'), 'paris', 'Lyon'],
  ['trimmed', field.trimmed('Paris'), '  Paris ', 'paris'],
  ['number', field.number(20, { tolerance: 0.01 }), 20.004, 20.02],
  ['number coerce false', field.number(20, { coerce: false }), 20, '20'],
  ['oneOf', field.oneOf('EUR', field.casefold('euro')), 'EURO', 'USD'],
  ['enum', field.enum('EUR', { aliases: { euro: 'EUR' } }), 'euro', 'usd'],
  ['unordered', field.unordered(['a', 'b']), ['b', 'a'], ['a', 'a']],
  ['commaList', field.commaList('web,hero'), 'web, hero', 'hero,web'],
  ['commaList unordered', field.commaList('web,hero', { unordered: true }), 'hero , web', 'web'],
  ['duration', field.duration('PT45M'), 'PT0H45M', 'PT46M'],
  ['instant', field.instant('2026-03-01T10:00:00Z'), '2026-03-01T11:00:00+01:00', '2026-03-01T11:00:00Z'],
  [
    'instant tolerance',
    field.instant('2026-03-01T10:00:00Z', { tolerance: 'PT5M' }),
    '2026-03-01T10:04:00Z',
    '2026-03-01T10:06:00Z',
  ],
  ['arabic', field.arabic('أحمد'), 'احمد', 'Ahmed'],
  ['bfclString', field.bfclString('April 1, 2024'), 'april 1,2024', 'April 1 2024!'],
  ['pattern', field.pattern(/^ORD-\d+$/i), 'ord-77', 'ORD-77x'],
  ['json', field.json({ a: field.number(1) }), '{"a": 1.0}', '{"a": 2}'],
  ['subset', field.subset({ a: 1 }), { a: 1, b: 2 }, { b: 2 }],
  ['present', field.present(), null, undefined],
  ['absent', field.absent(), undefined, null],
  ['optional', field.optional('x'), undefined, 'y'],
  ['withDefault', field.withDefault('EUR', 'EUR'), undefined, 'USD'],
]

const withValue = (expectation: FieldExpectation): TurnExpectation => ({
  name: 'f',
  arguments: { x: expectation },
})
const received = (value: unknown) => ({ name: 'f', arguments: value === undefined ? {} : { x: value } })

describe('field builders', () => {
  test.each(table)('%s accepts and rejects', (_, expectation, good, bad) => {
    expect(match(received(good), withValue(expectation)).pass).toBe(true)
    expect(match(received(bad), withValue(expectation)).pass).toBe(false)
  })

  test.each(table)('%s means the same after a JSON round trip', (_, expectation, good, bad) => {
    const roundTripped = JSON.parse(JSON.stringify(withValue(expectation))) as TurnExpectation
    expect(match(received(good), roundTripped).pass).toBe(true)
    expect(match(received(bad), roundTripped).pass).toBe(false)
  })

  test('ignore accepts anything, present or absent', () => {
    for (const value of [undefined, null, 'text', { a: 1 }])
      expect(match(received(value), withValue(field.ignore())).pass).toBe(true)
  })

  test('rules nest at any depth', () => {
    const expectation = withValue({
      items: field.unordered([
        { sku: field.casefold('A-1'), qty: field.number(2) },
        { sku: 'B-2', qty: 1 },
      ]),
    })
    expect(
      match(
        received({
          items: [
            { sku: 'B-2', qty: 1 },
            { sku: 'a-1', qty: '2' },
          ],
        }),
        expectation,
      ).pass,
    ).toBe(true)
    expect(
      match(
        received({
          items: [
            { sku: 'B-2', qty: 1 },
            { sku: 'a-2', qty: 2 },
          ],
        }),
        expectation,
      ).pass,
    ).toBe(false)
  })

  test('satisfies works in TypeScript and says so when serialised', () => {
    const even = field.satisfies((value) => typeof value === 'number' && value % 2 === 0, 'an even number')
    expect(match(received(4), withValue(even)).pass).toBe(true)
    expect(match(received(3), withValue(even)).pass).toBe(false)
    const text = JSON.stringify(withValue(even))
    expect(text).toContain('$unserializable')
    expect(() => match(received(4), JSON.parse(text))).toThrow(
      /Matcher error: .*cannot be written as JSON.* at arguments\.x\.test/,
    )
  })

  test('asymmetric matchers are accepted wherever a rule is', () => {
    expect(match(received('anything'), withValue(expect.any(String))).pass).toBe(true)
    expect(match(received(4), withValue(expect.any(String))).pass).toBe(false)
    expect(match(received({ a: 'Paris' }), withValue({ a: expect.stringContaining('ari') })).pass).toBe(true)
  })

  test('builders return frozen JSON objects', () => {
    expect(Object.isFrozen(field.casefold('x'))).toBe(true)
    expect(field.number(1, { tolerance: 0.5 })).toEqual({ $rule: 'number', value: 1, tolerance: 0.5 })
    expect(field.pattern(/a/gi)).toEqual({ $rule: 'pattern', value: 'a', flags: 'gi' })
  })
})

describe('field.oneOf given one array', () => {
  test.each([
    ['an empty array', []],
    ['a list of alternatives', ['EUR', 'USD']],
  ])('%s is a usage error saying to spread it', (_, list) => {
    expect(() => field.oneOf(list)).toThrow(
      /^Matcher error: oneOf takes its alternatives as arguments .* at oneOf$/,
    )
  })

  test('array alternatives among others are values', () => {
    expect(field.oneOf(['a'], ['b'])).toEqual({ $rule: 'oneOf', values: [['a'], ['b']] })
  })
})
