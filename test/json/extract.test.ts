import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { extractJsonObjects } from '../../src/json/extract.js'
import { parseJson } from '../../src/json/parse.js'
import type { JsonObject, JsonParseOptions } from '../../src/json/types.js'

/** The extractor as the brief states it, with no care for speed: a reference for the differential test. */
function extractNaively(text: string, options?: Partial<JsonParseOptions>) {
  const found: Array<{ value: JsonObject; start: number; end: number }> = []
  for (let start = text.indexOf('{'); start !== -1; start = text.indexOf('{', start + 1)) {
    let depth = 0
    let inString = false
    let close = -1
    for (let i = start; i < text.length && close < 0; i++) {
      const c = text[i]
      if (inString) {
        if (c === '\\') i++
        else if (c === '"') inString = false
      } else if (c === '"') inString = true
      else if (c === '{') depth++
      else if (c === '}' && --depth === 0) close = i
    }
    if (close < 0) continue
    const parsed = parseJson(text.slice(start, close + 1), { duplicateKeys: 'last', ...options })
    if (!parsed.ok) continue
    found.push({ value: parsed.value as JsonObject, start, end: close + 1 })
    start = close
  }
  return found
}

const deep = (depth: number): string => `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`

describe('extractJsonObjects', () => {
  test.each<[string, string, Array<[JsonObject, number, number]>]>([
    ['nothing', 'I cannot help with that.', []],
    ['an empty text', '', []],
    ['a bare object', '{"a":1}', [[{ a: 1 }, 0, 7]]],
    ['an empty object', 'x {} y', [[{}, 2, 4]]],
    [
      'an object in prose',
      'Sure! Here is the call: {"name":"f","arguments":{}} Hope it helps',
      [[{ name: 'f', arguments: {} }, 24, 51]],
    ],
    ['a fenced object', '```json\n{"a":1}\n```', [[{ a: 1 }, 8, 15]]],
    [
      'two objects, in text order',
      'first {"a":1} then {"b":2}',
      [
        [{ a: 1 }, 6, 13],
        [{ b: 2 }, 19, 26],
      ],
    ],
    ['only the outer object of a nest', '{"outer":{"inner":1}}', [[{ outer: { inner: 1 } }, 0, 21]]],
    ['braces inside strings', 'x {"a":"}{","b":"\\"}"} y', [[{ a: '}{', b: '"}' }, 2, 22]]],
    ['an object after an unclosed brace', '{ oops {"a":1}', [[{ a: 1 }, 7, 14]]],
    ['an object inside a span that does not parse', '{ note: {"a":1} }', [[{ a: 1 }, 8, 15]]],
    ['an object after a quote that swallows its start', '{"b {"a":1}', [[{ a: 1 }, 4, 11]]],
    ['the last value of a repeated key', '{"a":1,"a":2}', [[{ a: 2 }, 0, 13]]],
    [
      'objects around one with NaN',
      '{"a":1} {"a":NaN} {"b":2}',
      [
        [{ a: 1 }, 0, 7],
        [{ b: 2 }, 18, 25],
      ],
    ],
    ['nothing from an overflowing literal', '{"a":1e999}', []],
    ['the object inside an array', '[{"a":1},2]', [[{ a: 1 }, 1, 8]]],
    ['nothing from arrays and scalars', '[1,2] "text" 3 true', []],
    ['nothing from escaped JSON in prose', 'args: {\\"a\\": 1}', []],
    ['an object after an escaped-JSON string', '"{\\"a\\":1}" {"b":1}', [[{ b: 1 }, 12, 19]]],
    [
      'a tool_calls envelope whole',
      '{"tool_calls":[{"name":"f"}]}',
      [[{ tool_calls: [{ name: 'f' }] }, 0, 29]],
    ],
    ['a 64-deep object', deep(64), [[JSON.parse(deep(64)), 0, deep(64).length]]],
    ['the 64-deep object inside a 65-deep one', deep(65), [[JSON.parse(deep(64)), 5, 5 + deep(64).length]]],
  ])('finds %s', (_name, text, expected) => {
    const found = extractJsonObjects(text).map(({ value, start, end }) => [value, start, end])
    expect(found).toStrictEqual(expected)
  })

  test('honours duplicateKeys error and maxDepth', () => {
    expect(extractJsonObjects('{"a":1,"a":2} {"b":1}', { duplicateKeys: 'error' })).toStrictEqual([
      { value: { b: 1 }, start: 14, end: 21 },
    ])
    expect(extractJsonObjects('{"a":{"b":{}}}', { maxDepth: 2 })).toStrictEqual([
      { value: { b: {} }, start: 5, end: 13 },
    ])
  })

  test('keeps __proto__ keys as plain own data', () => {
    const [found] = extractJsonObjects('call: {"__proto__":{"polluted":true}}')
    expect(found && Object.hasOwn(found.value, '__proto__')).toBe(true)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  test.each<[string, string]>([
    ['100,000 opening braces', '{'.repeat(100_000)],
    ['100,000 nested objects that never close', '{"a":'.repeat(100_000)],
    ['100,000 nested objects that close', deep(100_000)],
    ['100,000 braces each starting a string', '{"'.repeat(100_000)],
    ['braces that fall out of step with strings', `{"${'{\\"'.repeat(50_000)}`],
    ['100,000 nested arrays in an object', `{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}`],
    ['100,000 braces in a string', `{"a":"${'{'.repeat(100_000)}"`],
    ['alternating openings', '{['.repeat(50_000) + ']}'.repeat(50_000)],
  ])('stays fast on %s', (_name, text) => {
    // No wall-clock budget (machines are shared): a quadratic scan of 100,000 braces would exceed the test timeout.
    const found = extractJsonObjects(text)
    expect(found.length).toBeLessThanOrEqual(1)
  })

  test('finds a stringified object embedded in arbitrary prose', () => {
    const prose = fc
      .string({ unit: 'binary', maxLength: 40 })
      .filter((s) => !s.includes('{') && !s.includes('}'))
    const object = fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 })
    fc.assert(
      fc.property(
        prose,
        object,
        fc.constantFrom<undefined | number>(undefined, 2),
        prose,
        (before, value, indent, after) => {
          const json = JSON.stringify(value, null, indent)
          const found = extractJsonObjects(before + json + after)
          expect(found).toStrictEqual([
            { value: JSON.parse(json), start: before.length, end: before.length + json.length },
          ])
        },
      ),
      { seed: 9, numRuns: 300 },
    )
  })

  test('agrees with the plain statement of the rule on arbitrary text', () => {
    const piece = fc.constantFrom(
      '{',
      '}',
      '[',
      ']',
      '"',
      '\\',
      ':',
      ',',
      ' ',
      'x',
      '1',
      '"a":',
      '{"a":1}',
      'NaN',
      '\\"',
    )
    const text = fc.array(piece, { maxLength: 40 }).map((parts) => parts.join(''))
    const given = fc.record(
      {
        duplicateKeys: fc.constantFrom('error' as const, 'last' as const),
        maxDepth: fc.integer({ min: 0, max: 4 }),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(text, given, (t, options) => {
        expect(extractJsonObjects(t, options)).toStrictEqual(extractNaively(t, options))
      }),
      { seed: 10, numRuns: 500 },
    )
  })
})
