import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { parseJson, parseJsonPrecise } from '../../src/json/parse.js'
import type { JsonParseOptions, JsonParseResult } from '../../src/json/types.js'

/**
 * Differential: `parseJson` (native `JSON.parse` behind cheap checks) against `parseJsonPrecise` (the exact parser)
 * on JSON-ish text built lexeme by lexeme, so that it holds what the checks must catch: repeated keys (also through
 * escapes), `__proto__` and other `Object.prototype` names, numbers that overflow or lose precision, -0, nesting
 * around the limit, escapes and lone surrogates, white space, trailing content and cut-off text.
 */

/** Everything observable about a parsed value: prototypes, own keys in order, descriptors, -0. */
function describeValue(value: unknown): unknown {
  if (typeof value === 'number') return Object.is(value, -0) ? ['number', '-0'] : ['number', value]
  if (typeof value !== 'object' || value === null) return value
  const prototype = Object.getPrototypeOf(value)
  return {
    array: Array.isArray(value),
    prototype:
      prototype === Object.prototype ? 'Object' : prototype === Array.prototype ? 'Array' : String(prototype),
    extensible: Object.isExtensible(value),
    own: Reflect.ownKeys(value).map((key) => {
      const { value: item, ...flags } = Object.getOwnPropertyDescriptor(value, key)!
      return [String(key), flags, key === 'length' ? item : describeValue(item)]
    }),
  }
}

function describeResult(result: JsonParseResult): unknown {
  return result.ok ? { ok: true, value: describeValue(result.value) } : result
}

function expectSame(text: string, options?: Partial<JsonParseOptions>): JsonParseResult {
  const precise = parseJsonPrecise(text, options)
  const fast = parseJson(text, options)
  // `describeResult` rather than `toStrictEqual` on the values: that one compares `constructor` properties by
  // identity, and an own `constructor` key holding an array or object is a different instance in each result.
  expect(describeResult(fast)).toStrictEqual(describeResult(precise))
  return precise
}

const space = fc.constantFrom('', '', '', ' ', '\n', '\t', '\r\n', '  \n  ')

const key = fc.constantFrom(
  '"a"',
  '"b"',
  '"\\u0061"',
  '"__proto__"',
  '"__pro\\u0074o__"',
  '"constructor"',
  '"toString"',
  '"hasOwnProperty"',
  '"0"',
  '"1"',
  '"01"',
  '"10"',
  '"-1"',
  '"4294967295"',
  '""',
  '"\\ud800"',
  '"\ud800"',
  '"\\udc00\\ud800"',
  '"é"',
  '"e\\u0301"',
  '"a\\nb"',
  '"\\"q"',
  '"k\\\\"',
  '":"',
  '"09:30"',
  '"\\/"',
)

/** Number lexemes: plain ones, -0, precision edges, long digit runs (309 digits and more overflow), exponents. */
const number = fc.oneof(
  { weight: 4, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '0',
      '-0',
      '-0.0',
      '-0e5',
      '1',
      '-1',
      '1.5',
      '0.1',
      '1e308',
      '1.7976931348623157e308',
      '1.7976931348623158e308',
      '1.7976931348623159e308',
      '1e309',
      '-1e999',
      '1e-400',
      '-1e-400',
      '5e-324',
      '2.5E+10',
      '1E-2',
      '9007199254740993',
      '123456789012345678901234567890',
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 0, max: 420 }))
      .map(([digit, zeros]) => `${digit}${'0'.repeat(zeros)}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer(), fc.integer({ min: 0, max: 400 }), fc.constantFrom('e', 'E', 'e+', 'E-', 'e-'))
      .map(([mantissa, exponent, e]) => `${mantissa}${e}${exponent}`),
  },
  { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 400n), max: 10n ** 400n }).map(String) },
)

/** String lexemes: keys, escaped strings, and raw code units (control characters and quotes make some invalid). */
const string = fc.oneof(
  key,
  fc.string({ unit: 'binary', maxLength: 6 }).map((s) => JSON.stringify(s)),
  fc.string({ unit: 'binary', maxLength: 4 }).map((s) => `"${s}"`),
  fc.constantFrom('"\\u12"', '"\\x"', '"\\uD83D\\uDE00"', '"\ud83d"', '"\ude00"'),
)

const word = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('true', 'false', 'null') },
  { weight: 1, arbitrary: fc.constantFrom('NaN', 'Infinity', '-Infinity', 'nul') },
)

/** A JSON-ish value: keys often repeat (a small pool), and a few members or items are malformed on purpose. */
const value = fc.letrec<{ value: string; object: string; array: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    number,
    string,
    word,
    tie('object'),
    tie('array'),
  ),
  object: fc
    .array(fc.tuple(space, key, space, space, tie('value'), space), { maxLength: 5 })
    .map((members) => `{${members.map(([a, k, b, c, v, d]) => `${a}${k}${b}:${c}${v}${d}`).join(',')}}`),
  array: fc
    .array(fc.tuple(space, tie('value'), space), { maxLength: 5 })
    .map((items) => `[${items.map(([a, v, b]) => `${a}${v}${b}`).join(',')}]`),
})).value

/** A value wrapped in `depth` arrays or objects (deep nesting around the limits below). */
const nested = fc
  .tuple(
    value,
    fc.integer({ min: 0, max: 70 }),
    fc.constantFrom('[', '{"a":', '{"a":1,"a":', '[1,{"__proto__":'),
  )
  .map(([inner, depth, open]) => {
    const close = open.startsWith('[') ? (open === '[' ? ']' : '}]') : '}'
    return open.repeat(depth) + inner + close.repeat(depth)
  })

const trailing = fc.constantFrom(
  '',
  '',
  '',
  ' ',
  '\n',
  'x',
  ' Hope this helps!',
  '}',
  ']',
  ',',
  '{}',
  '```',
  '\u00a0',
)

/** Whole texts: white space around, sometimes trailing content, sometimes cut off or with a piece inserted. */
const text = fc
  .tuple(
    space,
    fc.oneof({ weight: 3, arbitrary: value }, { weight: 1, arbitrary: nested }),
    space,
    trailing,
    fc.constantFrom('keep', 'keep', 'keep', 'cut', 'insert'),
    fc.nat(),
    fc.constantFrom(',', ':', '"', '\\', '{', '}', '[', ']', '1e999', '"a":1', ' ', '\u0000'),
  )
  .map(([before, body, after, tail, change, at, piece]) => {
    const whole = before + body + after + tail
    const i = at % (whole.length + 1)
    if (change === 'cut') return whole.slice(0, i)
    if (change === 'insert') return whole.slice(0, i) + piece + whole.slice(i)
    return whole
  })

const options: fc.Arbitrary<Partial<JsonParseOptions> | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.record(
    {
      duplicateKeys: fc.constantFrom('error' as const, 'last' as const),
      maxDepth: fc.oneof(
        fc.integer({ min: 0, max: 8 }),
        fc.constantFrom(63, 64, 65, 66, 1000, 1001, Number.POSITIVE_INFINITY),
      ),
    },
    { requiredKeys: [] },
  ),
)

describe('parseJson agrees with parseJsonPrecise exactly', () => {
  test('on JSON-ish text: values, failure kinds, positions, tokens, key order, prototypes', () => {
    fc.assert(
      fc.property(text, options, (t, given) => {
        expectSame(t, given)
      }),
      { seed: 11, numRuns: 3000 },
    )
  })

  test('on well-formed values, where most texts pass', () => {
    fc.assert(
      fc.property(value, options, (t, given) => {
        expectSame(t, given)
      }),
      { seed: 12, numRuns: 2000 },
    )
  })

  test('on objects where a repeated key replaces a value that may overflow, nest too deeply or be NaN', () => {
    const replaced = fc
      .tuple(key, value, fc.array(fc.tuple(key, value), { maxLength: 3 }), value, fc.boolean())
      .map(([k, first, between, last, wrapped]) => {
        const members = [[k, first], ...between, [k, last]].map(([name, item]) => `${name}:${item}`)
        const object = `{${members.join(',')}}`
        return wrapped ? `[0,{"x":${object}}]` : object
      })
    fc.assert(
      fc.property(replaced, options, (t, given) => {
        expectSame(t, given)
      }),
      { seed: 14, numRuns: 1000 },
    )
  })

  test('on nesting around the default limit and the walk bound', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 60, max: 68 }),
        fc.constantFrom(1, 2, 999, 1000, 1001, 1002),
        fc.constantFrom('[', '{"k":'),
        fc.constantFrom('', '1e999', '{"a":1,"a":2}', '"x"'),
        fc.constantFrom(undefined, 1000, Number.POSITIVE_INFINITY),
        (depth, extra, open, inner, maxDepth) => {
          const levels = depth + (maxDepth === undefined ? 0 : extra)
          const close = open === '[' ? ']' : '}'
          const t = open.repeat(levels) + inner + close.repeat(levels)
          expectSame(t, maxDepth === undefined ? undefined : { maxDepth })
        },
      ),
      { seed: 13, numRuns: 200 },
    )
  })

  test('on every prefix of a text with a repeated key, an overflow and escapes', () => {
    const whole = ' {"a":[1,-0,{"__proto__":{"b":2}}],"s":"\\ud800\\u0061:","n":1e309,"a":3} x'
    for (let end = 0; end <= whole.length; end++) {
      for (const given of [undefined, { duplicateKeys: 'last' as const }, { maxDepth: 2 }]) {
        expectSame(whole.slice(0, end), given)
      }
    }
  })
})
