import fc from 'fast-check'
import type { JsonObject, JsonValue } from '../../../src/json/types.js'

/**
 * Code units and short sequences that stress text handling: controls, line and paragraph separators, a BOM, lone
 * surrogates, composed and decomposed letters (NFC), Arabic letters and tatweel, case-folding traps, JSON syntax.
 */
const TRICKY = [
  '\u0000',
  '\u0007',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u2028',
  '\u2029',
  '\ufeff',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  '\ud83d\ude00',
  'e\u0301',
  '\u00e9',
  'A\u030a',
  '\u212b',
  '\u0627\u0644',
  '\u0623',
  '\u0640',
  '\u0629',
  '\u0130',
  '\u00df',
  '\u03a3',
  '"',
  '\\',
  '/',
  '{',
  '}',
  '[',
  ']',
  ',',
  ':',
  '`',
  ' ',
  '\t',
  '\n',
  '\r',
]

/** One unit of generated text: mostly printable ASCII, sometimes a tricky unit, sometimes any code point. */
export const textUnit: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 3, arbitrary: fc.constantFrom(...TRICKY) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
)

/** A string of tricky text, up to `maxLength` units. */
export function text(maxLength = 12): fc.Arbitrary<string> {
  return fc.string({ unit: textUnit, maxLength })
}

/** Keys that are traps in JavaScript or meaningful to the library, besides random text. */
export const TRAP_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toJSON',
  'valueOf',
  'toString',
  'hasOwnProperty',
  '$rule',
  'asymmetricMatch',
  'then',
  'length',
  '',
  '0',
  '10',
  '-1',
  'e\u0301',
  '\u00e9',
] as const

/** An object key: a trap, a short identifier, or tricky text. */
export const key: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...TRAP_KEYS) },
  { weight: 5, arbitrary: fc.stringMatching(/^[a-z_][a-z0-9_]{0,7}$/) },
  { weight: 2, arbitrary: text(6) },
)

/** Numbers JSON can carry, with the awkward ones over-represented: -0, extremes, unsafe integers. */
export const jsonNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -1000, max: 1000 }) },
  { weight: 2, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      -0,
      0,
      0.1 + 0.2,
      1e21,
      1e-7,
      1e308,
      -1e308,
      5e-324,
      2 ** 53,
      2 ** 53 + 2,
      Number.MAX_VALUE,
      Number.MIN_SAFE_INTEGER,
    ),
  },
)

/** A JSON leaf: null, a boolean, a number or a string. */
export const jsonLeaf: fc.Arbitrary<JsonValue> = fc.oneof(fc.constant(null), fc.boolean(), jsonNumber, {
  weight: 3,
  arbitrary: text(),
})

/** Builds an object from entries with `Object.fromEntries`, so `__proto__` becomes an own key, never a prototype. */
export function objectOf<T>(entries: readonly (readonly [string, T])[]): Record<string, T> {
  return Object.fromEntries(entries) as Record<string, T>
}

/** Options of `jsonValue`. */
export interface JsonValueOptions {
  /** Deepest nesting of arrays and objects (default 4). */
  maxDepth?: number
  /** Most elements or keys per container (default 4). */
  maxLength?: number
  /** Leaves to use instead of `jsonLeaf`. */
  leaf?: fc.Arbitrary<JsonValue>
  /** Keys to use instead of `key`. */
  keys?: fc.Arbitrary<string>
}

/** Any JSON value (objects built with own `__proto__` keys when generated), nested up to `maxDepth`. */
export function jsonValue(options: JsonValueOptions = {}): fc.Arbitrary<JsonValue> {
  const { maxDepth = 4, maxLength = 4, leaf = jsonLeaf, keys = key } = options
  const tree = fc.letrec<{ value: JsonValue; array: JsonValue[]; object: JsonObject }>((tie) => ({
    value: fc.oneof({ maxDepth, depthSize: 'small' }, leaf, tie('array'), tie('object')),
    array: fc.array(tie('value'), { maxLength }),
    object: fc.array(fc.tuple(keys, tie('value')), { maxLength }).map((entries) => objectOf(entries)),
  }))
  return tree.value
}

/** Any JSON object, nested up to `maxDepth`. */
export function jsonObject(options: JsonValueOptions = {}): fc.Arbitrary<JsonObject> {
  const { maxLength = 4, keys = key } = options
  return fc
    .array(fc.tuple(keys, jsonValue(options)), { maxLength })
    .map((entries) => objectOf(entries) as JsonObject)
}

/** A value nested `depth` levels deep: arrays, objects, or both alternating. */
export function nested(depth: number, style: 'array' | 'object' | 'mixed', leaf: JsonValue = 1): JsonValue {
  let value: JsonValue = leaf
  for (let level = 0; level < depth; level++) {
    const asArray = style === 'array' || (style === 'mixed' && level % 2 === 0)
    value = asArray ? [value] : { a: value }
  }
  return value
}

/** Values nested around the reader's default depth limit (64), and far beyond it. */
export const deepJson: fc.Arbitrary<JsonValue> = fc
  .tuple(
    fc.oneof(fc.integer({ min: 60, max: 70 }), fc.integer({ min: 0, max: 300 })),
    fc.constantFrom('array' as const, 'object' as const, 'mixed' as const),
  )
  .map(([depth, style]) => nested(depth, style))
