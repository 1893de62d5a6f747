import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { JsonValue } from '../../../src/json/types.js'
import { decodePythonCalls } from '../../../src/read/pythonic/decode-python-calls.js'
import {
  describePythonCallFailure,
  type PythonCallFailureKind,
} from '../../../src/read/pythonic/python-call-failure.js'
import { renderPythonCalls } from './render-python-calls.js'

const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown

describe('decodePythonCalls: what it reads', () => {
  test.each<[string, string, unknown]>([
    [
      'a list of calls',
      "[get_weather(city='Paris', days=3), f(x=[1, 2], d={'a': True})]",
      [
        { name: 'get_weather', arguments: { city: 'Paris', days: 3 } },
        { name: 'f', arguments: { x: [1, 2], d: { a: true } } },
      ],
    ],
    ['no brackets', 'f(a=1)', [{ name: 'f', arguments: { a: 1 } }]],
    [
      'several calls without brackets',
      'f(a=1), g(b=2)',
      [
        { name: 'f', arguments: { a: 1 } },
        { name: 'g', arguments: { b: 2 } },
      ],
    ],
    ['dotted names', 'math.hypot(x=3, y=4)', [{ name: 'math.hypot', arguments: { x: 3, y: 4 } }]],
    ['no arguments', '[f()]', [{ name: 'f', arguments: {} }]],
    ['an empty list', '[]', []],
    ['trailing commas', '[f(a=[1, 2,], b=2,),]', [{ name: 'f', arguments: { a: [1, 2], b: 2 } }]],
    [
      'white space and line breaks',
      '[\n  f( a = 1 ,\n b= 2 )\n]',
      [{ name: 'f', arguments: { a: 1, b: 2 } }],
    ],
    [
      'double quotes and escapes',
      String.raw`f(s="a\"b\n\t\\", t='it\'s', u='\x41\u00e9\U0001F600\101')`,
      [{ name: 'f', arguments: { s: 'a"b\n\t\\', t: "it's", u: 'Aé😀A' } }],
    ],
    [
      'raw strings keep backslashes',
      String.raw`f(p=r'C:\new\x')`,
      [{ name: 'f', arguments: { p: String.raw`C:\new\x` } }],
    ],
    ['unknown escapes are kept', String.raw`f(p='\d+')`, [{ name: 'f', arguments: { p: String.raw`\d+` } }]],
    ['triple quotes', "f(s='''two\nlines''')", [{ name: 'f', arguments: { s: 'two\nlines' } }]],
    ['adjacent strings concatenate', `f(s='a' "b" u'c')`, [{ name: 'f', arguments: { s: 'abc' } }]],
    [
      'floats stay numbers',
      'f(a=2.5, b=5.0, c=.5, d=1e3, e=1_000, f=-0.25)',
      [{ name: 'f', arguments: { a: 2.5, b: 5, c: 0.5, d: 1000, e: 1000, f: -0.25 } }],
    ],
    [
      'negative numbers and other bases',
      'f(a=-3, b=- 4, c=0x1F, d=0o17, e=0b11, f=+2)',
      [{ name: 'f', arguments: { a: -3, b: -4, c: 31, d: 15, e: 3, f: 2 } }],
    ],
    [
      'True, False, None',
      'f(a=True, b=False, c=None)',
      [{ name: 'f', arguments: { a: true, b: false, c: null } }],
    ],
    [
      'tuples are arrays; parentheses alone are not',
      'f(a=(1, 2), b=(3,), c=(), d=(4))',
      [{ name: 'f', arguments: { a: [1, 2], b: [3], c: [], d: 4 } }],
    ],
    [
      'nested dicts and lists',
      "f(d={'a': [{'b': None}], 'c': {}})",
      [{ name: 'f', arguments: { d: { a: [{ b: null }], c: {} } } }],
    ],
    [
      '__proto__ is plain data',
      "f(__proto__={'__proto__': 1})",
      JSON.parse('[{"name": "f", "arguments": {"__proto__": {"__proto__": 1}}}]'),
    ],
  ])('%s', (_, text, calls) => {
    const decoded = decodePythonCalls(text)
    expect(decoded.ok).toBe(true)
    if (decoded.ok) expect(plain(decoded.calls)).toEqual(plain(calls))
  })

  test('arguments are null-prototype objects', () => {
    const decoded = decodePythonCalls("f(__proto__={'x': 1})")
    if (!decoded.ok) throw new Error('expected calls')
    expect(Object.getPrototypeOf(decoded.calls[0]!.arguments)).toBeNull()
    expect(Object.keys(decoded.calls[0]!.arguments)).toEqual(['__proto__'])
  })
})

describe('decodePythonCalls: what it refuses, with the position', () => {
  test.each<[string, string, PythonCallFailureKind, number, string | undefined]>([
    ['a positional argument', '[f(1)]', 'positional_argument', 4, '1'],
    ['*args', '[f(*a)]', 'positional_argument', 4, '*'],
    ['a name as a value', '[f(a=b)]', 'not_a_literal', 6, 'b'],
    ['a call as a value', '[f(a=g(x=1))]', 'not_a_literal', 6, 'g'],
    ['an expression', '[f(a=1 + 2)]', 'not_a_literal', 6, '1 +'],
    ['a method call', "[f(a='x'.upper())]", 'not_a_literal', 6, "'x'."],
    ['a set', '[f(a={1, 2})]', 'not_a_literal', 7, 'set'],
    ['bytes', "[f(a=b'x')]", 'not_a_literal', 6, "b'…"],
    ['an f-string', "[f(a=f'{x}')]", 'not_a_literal', 6, "f'…"],
    ['a complex number', '[f(a=2j)]', 'not_a_literal', 6, '2j'],
    ['a unary minus on a name', '[f(a=-x)]', 'not_a_literal', 6, '-'],
    ['a repeated keyword', '[f(a=1, a=2)]', 'duplicate_argument', 9, 'a'],
    ['a reserved word as keyword', '[f(class=1)]', 'unexpected_token', 4, 'class'],
    ['a bare name in the list', '[foo]', 'expected_call', 2, 'foo'],
    ['a literal in the list', '[1]', 'expected_call', 2, '1'],
    ['a reserved word as name', '[if(a=1)]', 'expected_call', 2, 'if'],
    ['an unclosed call', '[f(a=1]', 'unexpected_token', 7, ']'],
    ['an unclosed list', '[f(a=1)', 'unexpected_end', 8, undefined],
    ['an unclosed value', '[f(a=[1, 2)]', 'unexpected_token', 11, ')'],
    ['a missing comma', '[f(a=1 b=2)]', 'unexpected_token', 8, 'b'],
    ['text after the list', '[f(a=1)] thanks', 'trailing_content', 10, 'thanks'],
    ['an unterminated string', "[f(a='x)]", 'unterminated_string', 6, "'"],
    ['a line break in a string', "[f(a='x\ny')]", 'unterminated_string', 6, "'"],
    ['a short \\x escape', String.raw`[f(a='\x4')]`, 'invalid_escape', 7, String.raw`\x4'`],
    ['a \\N escape', String.raw`[f(a='\N{DASH}')]`, 'invalid_escape', 7, String.raw`\N`],
    ['a leading zero', '[f(a=01)]', 'invalid_number', 6, '01'],
    ['a number glued to a name', '[f(a=1abc)]', 'invalid_number', 6, '1a'],
    ['an integer no double holds', '[f(a=9007199254740993)]', 'precision_loss', 6, '9007199254740993'],
    ['a hex integer no double holds', '[f(a=0x20000000000001)]', 'precision_loss', 6, '0x20000000000001'],
    ['a float that underflows to zero', '[f(a=1e-400)]', 'precision_loss', 6, '1e-400'],
    [
      'an integer beyond the double range',
      `[f(a=1${'0'.repeat(309)})]`,
      'number_overflow',
      6,
      `1${'0'.repeat(31)}`,
    ],
    [
      'a hex integer beyond the double range',
      `[f(a=0x1${'0'.repeat(256)})]`,
      'number_overflow',
      6,
      `0x1${'0'.repeat(29)}`,
    ],
    ['an infinite float', '[f(a=1e999)]', 'number_overflow', 6, '1e999'],
    ['a non-string key', '[f(a={1: 2})]', 'non_string_key', 7, '1'],
    ['a repeated key', "[f(a={'k': 1, 'k': 2})]", 'duplicate_key', 15, 'k'],
    ['a dict without colon', "[f(a={'k' 1})]", 'unexpected_token', 11, '1'],
    ['nothing', '', 'expected_call', 1, undefined],
  ])('%s', (_, text, kind, column, token) => {
    const decoded = decodePythonCalls(text)
    expect(decoded.ok).toBe(false)
    if (decoded.ok) return
    expect(decoded.failure.kind).toBe(kind)
    expect(decoded.failure.position.column).toBe(column)
    expect(decoded.failure.token).toBe(token)
    expect(describePythonCallFailure(decoded.failure)).not.toBe('')
  })

  test('positions count lines', () => {
    const decoded = decodePythonCalls('[f(a=1),\n g(2)]')
    expect(decoded.ok ? undefined : decoded.failure.position).toEqual({ offset: 12, line: 2, column: 4 })
  })

  test('nesting beyond the limit is too_deep, without overflowing the stack', () => {
    const deep = `f(a=${'['.repeat(100_000)}`
    expect(decodePythonCalls(deep)).toMatchObject({ ok: false, failure: { kind: 'too_deep' } })
    expect(decodePythonCalls('f(a=[[[1]]])', { maxDepth: 2 })).toMatchObject({
      ok: false,
      failure: { kind: 'too_deep' },
    })
    expect(decodePythonCalls('f(a=[[1]])', { maxDepth: 2 }).ok).toBe(true)
  })

  test('text beyond the length limit is too_long', () => {
    expect(decodePythonCalls(`f(a='${'x'.repeat(100)}')`, { maxLength: 50 })).toMatchObject({
      ok: false,
      failure: { kind: 'too_long', position: { offset: 50 } },
    })
  })
})

const identifier = fc
  .stringMatching(/^[a-z_][a-z0-9_]{0,8}$/)
  .filter((name) => !['if', 'in', 'is', 'or', 'as', 'def', 'for', 'and', 'not', 'del', 'try'].includes(name))
const json: fc.Arbitrary<JsonValue> = fc.letrec<{ value: JsonValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.integer({ min: -1e9, max: 1e9 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.string({ unit: 'grapheme' }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string(), tie('value'), { maxKeys: 4 }),
  ),
})).value
const calls = fc.array(
  fc.record({
    name: fc.array(identifier, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('.')),
    arguments: fc.dictionary(identifier, json, { maxKeys: 4 }),
  }),
  { maxLength: 4 },
)

describe('decodePythonCalls: property', () => {
  test('decode(render(calls)) gives the calls back', () => {
    fc.assert(
      fc.property(calls, (generated) => {
        const decoded = decodePythonCalls(renderPythonCalls(generated))
        expect(decoded.ok).toBe(true)
        if (decoded.ok) expect(plain(decoded.calls)).toEqual(plain(generated))
      }),
      { numRuns: 300 },
    )
  })

  test('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
        const decoded = decodePythonCalls(text)
        expect(typeof decoded.ok).toBe('boolean')
      }),
      { numRuns: 500 },
    )
  })
})

describe('decodePythonCalls: names, keywords and limits, the whole result', () => {
  const at = (offset: number) => ({ offset, line: 1, column: offset + 1 })

  test.each<[string, string, unknown]>([
    [
      'a dot not followed by a name',
      '[f.(a=1)]',
      { ok: false, failure: { kind: 'unexpected_token', position: at(3), token: '(' } },
    ],
    [
      'a dot followed by a digit',
      'f.1(a=1)',
      { ok: false, failure: { kind: 'unexpected_token', position: at(2), token: '1' } },
    ],
    [
      'a dotted name without parentheses',
      '[a.b.c]',
      { ok: false, failure: { kind: 'expected_call', position: at(1), token: 'a.b.c' } },
    ],
    [
      'a keyword-less value after =',
      'f(=1)',
      { ok: false, failure: { kind: 'positional_argument', position: at(2), token: '=' } },
    ],
    [
      'a bare name as argument',
      'f(a)',
      { ok: false, failure: { kind: 'positional_argument', position: at(2), token: 'a' } },
    ],
    [
      'a bare name as argument before another',
      'f(a, b=1)',
      { ok: false, failure: { kind: 'positional_argument', position: at(2), token: 'a' } },
    ],
    [
      'a comparison instead of a keyword',
      'f(a==1)',
      { ok: false, failure: { kind: 'positional_argument', position: at(2), token: 'a' } },
    ],
    [
      'the text ends where the next call should be: the list is cut',
      '[f(a=1),',
      { ok: false, failure: { kind: 'unexpected_end', position: at(8) } },
    ],
    [
      'a list cut right after its bracket',
      '[ ',
      { ok: false, failure: { kind: 'unexpected_end', position: at(2) } },
    ],
    [
      'a list whose next item is no call',
      '[f(a=1), 2]',
      { ok: false, failure: { kind: 'expected_call', position: at(9), token: '2' } },
    ],
    [
      'a line break before a value is white space',
      'f(a=\n1)',
      { ok: true, calls: [{ name: 'f', arguments: { a: 1 } }] },
    ],
    [
      'a trailing comma after calls without brackets',
      'f(a=1), ',
      { ok: true, calls: [{ name: 'f', arguments: { a: 1 } }] },
    ],
    [
      'two calls and a trailing comma without brackets',
      'f(a=1), g(), ',
      {
        ok: true,
        calls: [
          { name: 'f', arguments: { a: 1 } },
          { name: 'g', arguments: {} },
        ],
      },
    ],
    ['only a comma', ',', { ok: false, failure: { kind: 'expected_call', position: at(0), token: ',' } }],
  ])('%s', (_, text, expected) => {
    expect(plain(decodePythonCalls(text))).toStrictEqual(expected)
  })

  test('text exactly as long as the limit is decoded', () => {
    expect(plain(decodePythonCalls('f(a=1)', { maxLength: 6 }))).toStrictEqual({
      ok: true,
      calls: [{ name: 'f', arguments: { a: 1 } }],
    })
  })

  test('text one longer than the limit is too_long at the limit, without a token', () => {
    expect(decodePythonCalls('f(a=1) ', { maxLength: 6 })).toStrictEqual({
      ok: false,
      failure: { kind: 'too_long', position: at(6) },
    })
  })

  test('an engine error (the stack, once the depth limit is lifted) is rethrown, not returned as a failure', () => {
    expect(() =>
      decodePythonCalls(`f(a=${'['.repeat(200_000)}`, { maxDepth: Number.POSITIVE_INFINITY }),
    ).toThrow(RangeError)
  })
})
