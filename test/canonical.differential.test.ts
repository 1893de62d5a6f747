import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { type CanonicalOptions, type CanonicalResult, canonicalize } from '../src/canonical.js'
import { referenceCanonicalize } from './canonical-reference.js'
import { buildHarmless, buildHostile, harmlessRecipe, hostileRecipe } from './fuzz/arbitraries/hostile.js'

const SEED = 20_261_130

/** Keys that sort, collide under NFC (é, Å, Ω in two or three spellings), or are special to JavaScript. */
const KEYS = ['a', 'B', 'b', '', '9', '10', '__proto__', 'constructor', 'toString']
const NFC_KEYS = ['\u00e9', 'e\u0301', '\u00c5', 'A\u030a', '\u212b', '\u2126', '\u03a9']
const key = fc.oneof(fc.constantFrom(...KEYS, ...NFC_KEYS), fc.string({ maxLength: 3 }))

/** JSON-like values with many keys per object (past the insertion-sort limit) and `undefined` properties. */
const wide = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(
      fc.string({ maxLength: 4 }),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
    ),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 40 }),
  ),
}))

/** Objects past the insertion-sort limit (16 keys), so the full sort is compared too. */
const many = fc.dictionary(
  fc.oneof(key, fc.string({ minLength: 1, maxLength: 6 })),
  fc.oneof(fc.integer(), fc.constant(undefined), fc.dictionary(key, fc.integer(), { maxKeys: 3 })),
  { minKeys: 17, maxKeys: 60 },
)

const options: fc.Arbitrary<CanonicalOptions> = fc.record({
  unicode: fc.constantFrom('nfc' as const, 'none' as const),
  maxDepth: fc.oneof(fc.constant(64), fc.integer({ min: 1, max: 5 })),
})

/** Everything observable of a result: values with their prototypes and key order, or the failure. */
function observe(result: CanonicalResult): unknown {
  return result.ok ? { ok: true, value: layout(result.value) } : result
}

function layout(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(layout)
  if (value === null || typeof value !== 'object') return Object.is(value, -0) ? '-0' : value
  const record = value as Record<string, unknown>
  return {
    bare: Object.getPrototypeOf(value) === null,
    entries: Object.keys(record).map((name) => [name, Object.hasOwn(record, name), layout(record[name])]),
  }
}

/** Each side gets its own copy, so a Proxy that counts its trap calls counts the same on both. */
function agree(make: () => unknown, given: CanonicalOptions): void {
  expect(observe(canonicalize(make(), given))).toEqual(observe(referenceCanonicalize(make(), given)))
}

describe('canonicalize agrees with the reference implementation', () => {
  test('on wide objects: sorting (insertion and full), NFC collisions, __proto__ keys, undefined', () => {
    fc.assert(
      fc.property(wide.value, options, (value, given) => agree(() => value, given)),
      { seed: SEED, numRuns: 2000 },
    )
  })

  test('on objects of many keys', () => {
    fc.assert(
      fc.property(many, options, (value, given) => agree(() => value, given)),
      { seed: SEED, numRuns: 500 },
    )
  })

  test('on hostile values: getters, Proxies (flaky ones too), cycles, BigInt, NaN, class instances', () => {
    fc.assert(
      fc.property(hostileRecipe, options, (recipe, given) => agree(() => buildHostile(recipe), given)),
      { seed: SEED, numRuns: 1500 },
    )
  })

  test('on harmless variations: frozen, null-prototype, shared, getter values, transparent Proxies', () => {
    fc.assert(
      fc.property(harmlessRecipe, options, (recipe, given) => agree(() => buildHarmless(recipe), given)),
      { seed: SEED, numRuns: 800 },
    )
  })

  test('a key that NFC makes equal to an earlier unchanged key is a duplicate, wherever it comes', () => {
    for (const value of [
      { '\u00e9': 1, 'e\u0301': 2 },
      { 'e\u0301': 1, '\u00e9': 2 },
      { a: 1, '\u00c5': 2, z: 3, 'A\u030a': 4 },
      { '\u212b': 1, '\u00c5': 2 },
    ]) {
      const result = canonicalize(value)
      expect(result).toEqual(referenceCanonicalize(value, { unicode: 'nfc', maxDepth: 64 }))
      expect(result.ok).toBe(false)
    }
  })
})
