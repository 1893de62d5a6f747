import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { sameJsonText } from '../../../src/cli/input/same-json-text.js'
import type { JsonValue } from '../../../src/json/types.js'

const parsed = (text: string) => JSON.parse(text) as JsonValue

describe('sameJsonText', () => {
  test.each([
    ['{"a":1,"b":[true,null,"x"]}', '{"a":1,"b":[true,null,"x"]}', true],
    ['{"a":1,"b":2}', '{"b":2,"a":1}', false],
    ['{"a":1}', '{"a":1,"b":2}', false],
    ['{"a":1,"b":2}', '{"a":1}', false],
    ['{"a":1}', '{"b":1}', false],
    ['[1,2]', '[1,2,3]', false],
    ['[1,2]', '[2,1]', false],
    ['[]', '{}', false],
    ['{}', '[]', false],
    ['{"0":1}', '[1]', false],
    ['1', '1.0', true],
    ['-0', '0', true],
    ['"1"', '1', false],
    ['null', '{}', false],
    ['{}', 'null', false],
    ['true', '1', false],
    ['{"a":{"b":[{"c":"é"}]}}', '{"a":{"b":[{"c":"é"}]}}', true],
    ['{"a":{"b":[{"c":"é"}]}}', '{"a":{"b":[{"c":"e\\u0301"}]}}', false],
    ['{"__proto__":1}', '{"__proto__":1}', true],
    ['{"__proto__":1}', '{}', false],
  ])('%s and %s: %s', (a, b, same) => {
    expect(sameJsonText(parsed(a), parsed(b))).toBe(same)
    expect(sameJsonText(parsed(b), parsed(a))).toBe(same)
    expect(JSON.stringify(parsed(a)) === JSON.stringify(parsed(b))).toBe(same)
  })

  test('is JSON.stringify equality on parsed values', () => {
    const value = fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<JsonValue>
    // Pairs that are often alike: a value and a copy, perhaps with its keys reordered or one leaf changed.
    const pair = fc.oneof(
      fc.tuple(value, value),
      value.map((v) => [v, parsed(JSON.stringify(v))] as const),
      fc.tuple(value, fc.nat()).map(([v, n]) => [v, reorder(parsed(JSON.stringify(v)), n)] as const),
    )
    fc.assert(
      fc.property(pair, ([a, b]) => {
        expect(sameJsonText(a, b)).toBe(JSON.stringify(a) === JSON.stringify(b))
      }),
      { seed: 20261202, numRuns: 400 },
    )
  })
})

/** The value with the keys of its objects rotated by `n` (a copy made by parsing, so keys keep insertion order). */
function reorder(value: JsonValue, n: number): JsonValue {
  if (Array.isArray(value)) return value.map((item) => reorder(item, n))
  if (value === null || typeof value !== 'object') return value
  const keys = Object.keys(value)
  const rotated = keys.slice(n % Math.max(1, keys.length)).concat(keys.slice(0, n % Math.max(1, keys.length)))
  const text = `{${rotated.map((key) => `${JSON.stringify(key)}:${JSON.stringify(reorder(value[key]!, n))}`).join(',')}}`
  return parsed(text)
}
