import { describe, expect, test } from 'vitest'
import { parseJson, parseJsonPrecise } from '../../src/json/parse.js'
import type { JsonFailureKind, JsonParseOptions, JsonParseResult, JsonValue } from '../../src/json/types.js'

type Parser = (text: string, options?: Partial<JsonParseOptions>) => JsonParseResult

const parsers: Array<[string, Parser]> = [
  ['parseJson', parseJson],
  ['parseJsonPrecise', parseJsonPrecise],
]

const nestedArrays = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth)
const nestedObjects = (depth: number): string => `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`

/** The expected failure, as data: kind, offset, line, column and token (`undefined`: no token). */
type Failing = [string, JsonFailureKind, number, number, number, string | undefined]

const passing: Array<[string, JsonValue]> = [
  ['{"a":1}', { a: 1 }],
  [' \t\r\n{"a" : [1, 2, {"b": null}]}\r\n\t ', { a: [1, 2, { b: null }] }],
  ['{}', {}],
  ['[]', []],
  ['{"":""}', { '': '' }],
  ['[true,false,null]', [true, false, null]],
  ['"text"', 'text'],
  ['0', 0],
  ['-12.5e-3', -0.0125],
  ['1E+2', 100],
  ['0e-999', 0],
  ['1.7976931348623157e308', Number.MAX_VALUE],
  [`1${'0'.repeat(22)}`, 1e22],
  ['"\\"\\\\\\/\\b\\f\\n\\r\\t"', '"\\/\b\f\n\r\t'],
  ['"\\u00e9\\u00E9 é 😀 \\ud83d\\ude00"', 'éé é 😀 😀'],
  ['"\\ud800"', '\ud800'],
  ['"\\udc00 and \\ud800"', '\udc00 and \ud800'],
  ['"lone \ud800 raw"', 'lone \ud800 raw'],
  ['"\u007f\u2028"', '\u007f\u2028'],
  ['[{"a":1},{"a":1}]', [{ a: 1 }, { a: 1 }]],
  ['{"a":{"a":{"a":1}}}', { a: { a: { a: 1 } } }],
  [
    '{"t":"09:30:00","u":"https://x.y/z","j":"{\\"a\\":1,\\"a\\":2}"}',
    { t: '09:30:00', u: 'https://x.y/z', j: '{"a":1,"a":2}' },
  ],
  ['{":x":1,"\\u003a":2}', { ':x': 1, ':': 2 }],
  ['{"k\\\\":1,"k":2}', { 'k\\': 1, k: 2 }],
  [nestedArrays(64), JSON.parse(nestedArrays(64))],
  [nestedObjects(64), JSON.parse(nestedObjects(64))],
]

const failing: Failing[] = [
  // Not JSON at the start: prose, fences, quotes, comments, nothing at all.
  ['', 'not_json', 0, 1, 1, undefined],
  ['  \n ', 'not_json', 4, 2, 2, undefined],
  ['Sure! {"a":1}', 'not_json', 0, 1, 1, 'Sure!'],
  ['Here is the call:\n{"a":1}', 'not_json', 0, 1, 1, 'Here'],
  ['```json\n{"a":1}\n```', 'not_json', 0, 1, 1, '```json'],
  ['<tool_call>{"a":1}</tool_call>', 'not_json', 0, 1, 1, '<tool_call>'],
  ["{'a':1}", 'not_json', 1, 1, 2, "'a'"],
  ["'single'", 'not_json', 0, 1, 1, "'single'"],
  ['// comment\n{}', 'not_json', 0, 1, 1, '//'],
  ['{"a":1 /* note */}', 'not_json', 7, 1, 8, '/*'],
  ['\ufeff{}', 'not_json', 0, 1, 1, '\ufeff'],
  ['\u00a0{}', 'not_json', 0, 1, 1, '\u00a0'],
  ['{a:1}', 'not_json', 1, 1, 2, 'a'],
  ['{"a" 1}', 'not_json', 5, 1, 6, '1'],
  ['{"a":1,}', 'not_json', 7, 1, 8, '}'],
  ['{"a":1;"b":2}', 'not_json', 6, 1, 7, ';'],
  ['{,}', 'not_json', 1, 1, 2, ','],
  ['[1,]', 'not_json', 3, 1, 4, ']'],
  ['[1 2]', 'not_json', 3, 1, 4, '2'],
  ['[1}', 'not_json', 2, 1, 3, '}'],
  ['{"a":1]', 'not_json', 6, 1, 7, ']'],
  ['{"a":1', 'not_json', 6, 1, 7, undefined],
  ['[', 'not_json', 1, 1, 2, undefined],
  ['"abc', 'not_json', 4, 1, 5, undefined],
  ['{"a":undefined}', 'not_json', 5, 1, 6, 'undefined'],
  ['True', 'not_json', 0, 1, 1, 'True'],
  ['nul', 'not_json', 0, 1, 1, 'nul'],
  ['[tru]', 'not_json', 1, 1, 2, 'tru'],
  ['-', 'not_json', 1, 1, 2, undefined],
  ['-a', 'not_json', 1, 1, 2, 'a'],
  ['[-]', 'not_json', 2, 1, 3, ']'],
  ['1.', 'not_json', 2, 1, 3, undefined],
  ['1.e5', 'not_json', 2, 1, 3, 'e5'],
  ['1e', 'not_json', 2, 1, 3, undefined],
  ['[1e+]', 'not_json', 4, 1, 5, ']'],
  ['.5', 'not_json', 0, 1, 1, '.5'],
  ['+1', 'not_json', 0, 1, 1, '+1'],
  ['[01]', 'not_json', 2, 1, 3, '1'],
  ['[0x1F]', 'not_json', 2, 1, 3, 'x1F'],
  // Control characters unescaped inside strings, and bad escapes.
  ['"a\nb"', 'not_json', 2, 1, 3, '\n'],
  ['{"a":"x\ty"}', 'not_json', 7, 1, 8, '\t'],
  ['"\u0000"', 'not_json', 1, 1, 2, '\u0000'],
  ['"\\x"', 'not_json', 1, 1, 2, '\\x'],
  ['"\\u12G4"', 'not_json', 1, 1, 2, '\\u12G'],
  ['"\\u12', 'not_json', 5, 1, 6, undefined],
  ['"\\', 'not_json', 2, 1, 3, undefined],
  ["'\\'", 'not_json', 0, 1, 1, "'\\'"],
  // A complete value, then something else.
  ['{"a":1} Hope this helps!', 'trailing_content', 8, 1, 9, 'Hope'],
  ['{"a":1}\n```', 'trailing_content', 8, 2, 1, '```'],
  ['{"a":1} // comment', 'trailing_content', 8, 1, 9, '//'],
  ['{"a":1}{"b":2}', 'trailing_content', 7, 1, 8, '{'],
  ['{"a":1}\n{"b":2}', 'trailing_content', 8, 2, 1, '{'],
  ['[1] [2]', 'trailing_content', 4, 1, 5, '['],
  ['{"a":1}}', 'trailing_content', 7, 1, 8, '}'],
  ['{"a":1},', 'trailing_content', 7, 1, 8, ','],
  ['01', 'trailing_content', 1, 1, 2, '1'],
  ['truex', 'trailing_content', 4, 1, 5, 'x'],
  ['"a" "b"', 'trailing_content', 4, 1, 5, '"'],
  ['[1,\n 2]\n\nx', 'trailing_content', 9, 4, 1, 'x'],
  ['{\r\n"a":1\r\n}\r\nok', 'trailing_content', 13, 4, 1, 'ok'],
  ['{}\r\rok', 'trailing_content', 4, 3, 1, 'ok'],
  ['{} \u00e9\u{1f600}', 'trailing_content', 3, 1, 4, '\u00e9\u{1f600}'],
  // Repeated keys: the second occurrence, with the key as token.
  ['{"a":1,"a":2}', 'duplicate_key', 7, 1, 8, 'a'],
  ['{"a":1,"b":2,"a":3}', 'duplicate_key', 13, 1, 14, 'a'],
  ['{"a":{"b":1,"c":2,"b":3}}', 'duplicate_key', 18, 1, 19, 'b'],
  ['[{"x":1},{"y":1,"y":1}]', 'duplicate_key', 16, 1, 17, 'y'],
  ['{"a":1,"\\u0061":2}', 'duplicate_key', 7, 1, 8, 'a'],
  ['{"__proto__":1,"__proto__":2}', 'duplicate_key', 15, 1, 16, '__proto__'],
  ['{\n  "a": 1,\n  "a": 1\n}', 'duplicate_key', 14, 3, 3, 'a'],
  ['{"a":1,"a":2,}', 'duplicate_key', 7, 1, 8, 'a'],
  ['{"":1,"":2}', 'duplicate_key', 6, 1, 7, ''],
  ['{"a" :1,"a" :2}', 'duplicate_key', 8, 1, 9, 'a'],
  ['{"a"\t:1,\n"a"\r\n:2}', 'duplicate_key', 9, 2, 1, 'a'],
  ['{"t":"09:30","a":1,"a":2}', 'duplicate_key', 19, 1, 20, 'a'],
  // Non-finite tokens and overflowing literals.
  ['NaN', 'non_finite', 0, 1, 1, 'NaN'],
  ['Infinity', 'non_finite', 0, 1, 1, 'Infinity'],
  ['-Infinity', 'non_finite', 0, 1, 1, '-Infinity'],
  ['{"a":NaN}', 'non_finite', 5, 1, 6, 'NaN'],
  ['[1,-Infinity]', 'non_finite', 3, 1, 4, '-Infinity'],
  ['1e999', 'number_overflow', 0, 1, 1, '1e999'],
  ['-1e400', 'number_overflow', 0, 1, 1, '-1e400'],
  ['{"a":1e309}', 'number_overflow', 5, 1, 6, '1e309'],
  ['[0, 1.8e308]', 'number_overflow', 4, 1, 5, '1.8e308'],
  [`1${'0'.repeat(400)}`, 'number_overflow', 0, 1, 1, `1${'0'.repeat(63)}`],
  // The number policy (`exact` by default): see number-policy.test.ts.
  ['1e-999', 'precision_loss', 0, 1, 1, '1e-999'],
  [`[1${'0'.repeat(300)}]`, 'precision_loss', 1, 1, 2, `1${'0'.repeat(63)}`],
  // Nesting deeper than 64: the bracket that goes too deep.
  [nestedArrays(65), 'too_deep', 64, 1, 65, '['],
  [nestedObjects(65), 'too_deep', 5 * 64, 1, 5 * 64 + 1, '{'],
  [`${'[{"a":'.repeat(32)}[]${'}]'.repeat(32)}`, 'too_deep', 6 * 32, 1, 6 * 32 + 1, '['],
  ['['.repeat(100), 'too_deep', 64, 1, 65, '['],
]

describe.each(parsers)('%s', (_name, parse) => {
  test.each(passing)('parses %j', (text, value) => {
    expect(parse(text)).toEqual({ ok: true, value })
  })

  test.each(failing)('rejects %j: %s at %i (%i:%i) %j', (text, kind, offset, line, column, token) => {
    const failure =
      token === undefined
        ? { kind, position: { offset, line, column } }
        : { kind, position: { offset, line, column }, token }
    expect(parse(text)).toStrictEqual({ ok: false, failure })
  })

  test('keeps -0 as a number', () => {
    const result = parse('-0')
    expect(result.ok && Object.is(result.value, -0)).toBe(true)
  })

  test.each([
    ['{"a":1,"a":2}', { a: 2 }, ['a']],
    ['{"a":1,"b":2,"a":3}', { a: 3, b: 2 }, ['a', 'b']],
    ['{"o":{"x":1,"x":{"y":2}}}', { o: { x: { y: 2 } } }, ['o']],
  ])('with duplicateKeys last, %j keeps the last value', (text, value, keys) => {
    const result = parse(text, { duplicateKeys: 'last' })
    expect(result).toEqual({ ok: true, value })
    expect(result.ok && Object.keys(result.value as object)).toEqual(keys)
  })

  test('with duplicateKeys last, the other limits still apply', () => {
    expect(parse('{"a":1,"a":NaN}', { duplicateKeys: 'last' })).toMatchObject({
      ok: false,
      failure: { kind: 'non_finite' },
    })
    expect(parse(nestedArrays(65), { duplicateKeys: 'last' })).toMatchObject({
      ok: false,
      failure: { kind: 'too_deep' },
    })
  })

  // The value a later key replaces is gone from `JSON.parse`'s tree, but not from the text.
  test.each<[string, Partial<JsonParseOptions>, JsonFailureKind, number]>([
    ['{"a":1e999,"a":1}', { duplicateKeys: 'last' }, 'number_overflow', 5],
    ['{"a":[[[1]]],"a":1}', { duplicateKeys: 'last', maxDepth: 2 }, 'too_deep', 6],
    ['[{"b":{"c":-1e400},"b":0}]', { duplicateKeys: 'last' }, 'number_overflow', 11],
  ])('with duplicateKeys last, %j still fails: the replaced value counts', (text, options, kind, offset) => {
    const result = parse(text, options)
    expect(!result.ok && [result.failure.kind, result.failure.position.offset]).toEqual([kind, offset])
  })

  test.each([
    [0, '1', true],
    [0, '[]', false],
    [1, '[[]]', false],
    [1, '[1,{}]', false],
    [2, '[[1],{"a":1}]', true],
    [2, '[[1],{"a":[]}]', false],
    [100, nestedArrays(100), true],
    [100, nestedArrays(101), false],
  ])('with maxDepth %i, %j passes: %s', (maxDepth, text, ok) => {
    expect(parse(text, { maxDepth }).ok).toBe(ok)
  })

  test.each(['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'])(
    'keeps the key %s as plain own data and leaves Object.prototype alone',
    (key) => {
      const before = Object.getOwnPropertyNames(Object.prototype).sort()
      const text = `{"${key}":{"polluted":true},"nested":[{"${key}":1}]}`
      const result = parse(text)
      expect(result.ok).toBe(true)
      const value = (result.ok ? result.value : {}) as Record<string, unknown>
      expect(Object.hasOwn(value, key)).toBe(true)
      expect(Object.getOwnPropertyDescriptor(value, key)).toEqual({
        value: { polluted: true },
        writable: true,
        enumerable: true,
        configurable: true,
      })
      expect(Object.keys(value)).toEqual([key, 'nested'])
      expect(Object.getPrototypeOf(value)).toBe(Object.prototype)
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before)
      expect(JSON.stringify(value)).toBe(JSON.stringify(JSON.parse(text)))
    },
  )

  test('detects a repeated key even when Object.prototype has an enumerable property', () => {
    const prototype = Object.prototype as Record<string, unknown>
    prototype.injected = true
    try {
      expect(parse('{"a":1,"a":2}')).toMatchObject({ ok: false, failure: { kind: 'duplicate_key' } })
      const result = parse('{"a":1,"b":2}')
      expect(result.ok && Object.keys(result.value as object)).toEqual(['a', 'b'])
    } finally {
      delete prototype.injected
    }
  })

  // Fails at depth 65 without reading further; a quadratic or recursive parser would overflow or time out instead.
  test('fails fast on 100,000-deep nesting, without throwing', () => {
    const deep = nestedArrays(100_000)
    expect(parse(deep)).toEqual({
      ok: false,
      failure: { kind: 'too_deep', position: { offset: 64, line: 1, column: 65 }, token: '[' },
    })
    expect(parse(`${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`)).toMatchObject({
      ok: false,
      failure: { kind: 'too_deep', position: { offset: 320 } },
    })
  })

  test('parses 100,000-deep nesting when maxDepth allows it, without recursing', () => {
    const result = parse(nestedArrays(100_000), { maxDepth: Number.POSITIVE_INFINITY })
    expect(result.ok).toBe(true)
    let depth = 0
    for (let v = result.ok ? result.value : null; Array.isArray(v); v = v[0] ?? null) depth++
    expect(depth).toBe(100_000)
  })

  test('parses a 50 MB string value', () => {
    const big = 'x'.repeat(50_000_000)
    const result = parse(`{"s":"${big}","n":1}`)
    expect(result.ok).toBe(true)
    const value = (result.ok ? result.value : {}) as { s: string; n: number }
    expect(value.s.length).toBe(50_000_000)
    expect(value.n).toBe(1)
  })

  test('reports trailing content after a 50 MB string', () => {
    const big = 'x'.repeat(50_000_000)
    expect(parse(`"${big}" !`)).toEqual({
      ok: false,
      failure: {
        kind: 'trailing_content',
        position: { offset: 50_000_003, line: 1, column: 50_000_004 },
        token: '!',
      },
    })
  })
})

describe('parseJson', () => {
  test('never throws on values that are not strings', () => {
    expect(parseJson(undefined as unknown as string)).toMatchObject({
      ok: false,
      failure: { kind: 'not_json' },
    })
    expect(parseJson(42 as unknown as string)).toMatchObject({ ok: false, failure: { kind: 'not_json' } })
  })
})
