import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { parseJson, parseJsonPrecise } from '../../src/json/parse.js'
import type { JsonParseOptions, JsonParseResult } from '../../src/json/types.js'

/** Fixed seeds keep every run reproducible; 300 runs keep the suite quick. */
const runs = (seed: number) => ({ seed, numRuns: 300 })

const options: fc.Arbitrary<Partial<JsonParseOptions>> = fc.record(
  {
    duplicateKeys: fc.constantFrom('error' as const, 'last' as const),
    maxDepth: fc.integer({ min: 0, max: 6 }),
  },
  { requiredKeys: [] },
)

/** Pieces that make near-JSON text: structure, strings, numbers, words, escapes and some noise. */
const piece = fc.constantFrom(
  '{',
  '}',
  '[',
  ']',
  ':',
  ',',
  '"',
  '\\',
  ' ',
  '\n',
  '\r\n',
  '\t',
  '"a"',
  '"b"',
  '"__proto__"',
  '"a":1',
  '"\\u0061"',
  '\\u00',
  '\\ud800',
  '1',
  '0',
  '01',
  '1.',
  '.5',
  '-',
  '.',
  'e',
  'E+',
  '-0.5e-3',
  '1e999',
  '-1e400',
  'true',
  'fals',
  'null',
  'NaN',
  '-Infinity',
  'x',
  '```',
  '\u0000',
  '\u00e9',
  '\ud83d',
  '\ude00',
)
const nearJson = fc.array(piece, { maxLength: 40 }).map((parts) => parts.join(''))
const shortNearJson = fc.array(piece, { maxLength: 6 }).map((parts) => parts.join(''))

/** JSON text of a value, compact or indented. */
const jsonText = fc
  .tuple(fc.jsonValue(), fc.constantFrom<undefined | number | string>(undefined, 2, '\t'))
  .map(([value, indent]) => JSON.stringify(value, null, indent))

/** Valid JSON text with one local change: a character inserted, one removed, or the end cut off. */
const mutated = fc.oneof(
  fc
    .tuple(jsonText, fc.nat(), fc.oneof(piece, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })))
    .map(([text, at, inserted]) => {
      const i = at % (text.length + 1)
      return text.slice(0, i) + inserted + text.slice(i)
    }),
  fc.tuple(jsonText, fc.nat()).map(([text, at]) => {
    const i = at % Math.max(1, text.length)
    return text.slice(0, i) + text.slice(i + 1)
  }),
  fc.tuple(jsonText, fc.nat()).map(([text, at]) => text.slice(0, at % Math.max(1, text.length))),
)

/** An object text in which one member appears twice (the copy anywhere), possibly nested in an array. */
const withDuplicate = fc
  .tuple(
    fc.uniqueArray(fc.tuple(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 2 })), {
      minLength: 1,
      maxLength: 6,
      selector: ([key]) => key,
    }),
    fc.nat(),
    fc.nat(),
    fc.boolean(),
  )
  .map(([entries, which, where, nested]) => {
    const members = entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`)
    const copy = members[which % members.length]!
    members.splice(where % (members.length + 1), 0, copy)
    const text = `{${members.join(',')}}`
    return nested ? `[1,${text}]` : text
  })

/** What `JSON.parse` makes of a text, as a parse result without positions; `undefined` when it throws. */
function native(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) }
  } catch {
    return undefined
  }
}

function expectAgreement(text: string, given?: Partial<JsonParseOptions>): JsonParseResult {
  const precise = parseJsonPrecise(text, given)
  expect(parseJson(text, given)).toStrictEqual(precise)
  return precise
}

describe('parseJsonPrecise and parseJson', () => {
  test('parse stringified JSON values exactly as JSON.parse does', () => {
    fc.assert(
      fc.property(jsonText, (text) => {
        const expected = { ok: true, value: JSON.parse(text) }
        expect(parseJson(text)).toStrictEqual(expected)
        expect(parseJsonPrecise(text)).toStrictEqual(expected)
      }),
      runs(1),
    )
  })

  test('agree on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), options, (text, given) => {
        expectAgreement(text, given)
      }),
      runs(2),
    )
  })

  test('agree on near-JSON text', () => {
    fc.assert(
      fc.property(nearJson, options, (text, given) => {
        expectAgreement(text, given)
      }),
      { seed: 3, numRuns: 500 },
    )
  })

  test('agree on mutated JSON text', () => {
    fc.assert(
      fc.property(mutated, options, (text, given) => {
        expectAgreement(text, given)
      }),
      { seed: 4, numRuns: 500 },
    )
  })

  test('agree on texts with a repeated key, and report it', () => {
    fc.assert(
      fc.property(withDuplicate, (text) => {
        const result = expectAgreement(text)
        expect(result.ok ? undefined : result.failure.kind).toBe('duplicate_key')
        expect(expectAgreement(text, { duplicateKeys: 'last' })).toStrictEqual({
          ok: true,
          value: JSON.parse(text),
        })
      }),
      runs(5),
    )
  })

  test('agree on nesting limits', () => {
    fc.assert(
      fc.property(jsonText, fc.integer({ min: 0, max: 5 }), (text, maxDepth) => {
        expectAgreement(text, { maxDepth })
      }),
      runs(6),
    )
  })

  test('accept exactly the texts JSON.parse accepts, with the same value, when duplicates and depth are allowed', () => {
    const lenient = { duplicateKeys: 'last', maxDepth: Number.POSITIVE_INFINITY } as const
    fc.assert(
      fc.property(fc.oneof(shortNearJson, nearJson, mutated, jsonText), (text) => {
        const expected = native(text)
        const result = parseJsonPrecise(text, lenient)
        if (expected === undefined) {
          expect(result.ok).toBe(false)
        } else if (result.ok) {
          expect(result.value).toStrictEqual(expected.value)
        } else {
          // Only overflow may refuse a text that JSON.parse takes (it turns the literal into Infinity).
          expect(result.failure.kind).toBe('number_overflow')
        }
      }),
      { seed: 7, numRuns: 1000 },
    )
  })
})
