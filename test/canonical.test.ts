import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { canonicalize, jsonEqual, stableStringify } from '../src/canonical.js'

const ok = (value: unknown) => {
  const result = canonicalize(value)
  if (!result.ok) throw new Error(`unexpected failure ${JSON.stringify(result.failure)}`)
  return result.value
}

/** Rebuilds a JSON value with every object's keys in a shuffled order. */
function shuffleKeys(value: unknown, seed: number): unknown {
  if (Array.isArray(value)) return value.map((item, index) => shuffleKeys(item, seed + index))
  if (value === null || typeof value !== 'object') return value
  const keys = Object.keys(value)
  const order = keys.map((key, index) => ({
    key,
    rank: (Math.imul(seed + index + 1, 2654435761) >>> 0) % 1000,
  }))
  order.sort((a, b) => a.rank - b.rank)
  const out: Record<string, unknown> = {}
  for (const { key } of order) {
    Object.defineProperty(out, key, {
      value: shuffleKeys((value as Record<string, unknown>)[key], seed * 31 + 7),
      enumerable: true,
      writable: true,
      configurable: true,
    })
  }
  return out
}

describe('canonicalize', () => {
  test.each([
    ['sorted keys', { b: 1, a: { d: 2, c: 3 } }, '{"a":{"c":3,"d":2},"b":1}'],
    ['-0 becomes 0', { x: -0 }, '{"x":0}'],
    ['5.0 is 5', { x: 5.0 }, '{"x":5}'],
    ['NFC strings', { x: 'e\u0301' }, '{"x":"\u00e9"}'],
    ['NFC keys', { 'e\u0301': 1 }, '{"\u00e9":1}'],
    ['undefined properties are left out', { x: undefined, y: 1 }, '{"y":1}'],
    ['dates become ISO strings', { at: new Date(Date.UTC(2026, 0, 2)) }, '{"at":"2026-01-02T00:00:00.000Z"}'],
    ['integer-like keys sort as strings', { '10': 1, '9': 2, a: 3 }, '{"10":1,"9":2,"a":3}'],
  ])('%s', (_, input, text) => {
    expect(stableStringify(ok(input))).toBe(text)
  })

  test('unicode: none keeps code points', () => {
    const result = canonicalize({ x: 'e\u0301' }, { unicode: 'none', maxDepth: 64 })
    expect(result.ok && stableStringify(result.value)).toBe('{"x":"e\u0301"}')
  })

  test('__proto__ keys are data, and Object.prototype is untouched', () => {
    const value = ok(JSON.parse('{"__proto__": {"polluted": 1}, "constructor": {"prototype": 2}}')) as Record<
      string,
      unknown
    >
    expect(Object.hasOwn(value, '__proto__')).toBe(true)
    expect(stableStringify(value as never)).toBe('{"__proto__":{"polluted":1},"constructor":{"prototype":2}}')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  const cyclic: Record<string, unknown> = { a: 1 }
  cyclic.self = cyclic
  let deep: unknown = 1
  for (let i = 0; i < 100_000; i++) deep = [deep]
  const throwing = new Proxy(
    {},
    {
      ownKeys: () => {
        throw new Error('trap')
      },
    },
  )
  const getter = {
    get x() {
      throw new Error('boom')
    },
  }

  test.each([
    ['NaN', { x: Number.NaN }, 'non_finite', ['x']],
    ['Infinity', { x: [1, Number.POSITIVE_INFINITY] }, 'non_finite', ['x', 1]],
    ['BigInt', { x: 10n }, 'invalid_value', ['x']],
    ['a function', { x: () => 1 }, 'invalid_value', ['x']],
    ['a symbol', { x: Symbol('s') }, 'invalid_value', ['x']],
    ['undefined in an array', { x: [1, undefined] }, 'invalid_value', ['x', 1]],
    ['a Map', { x: new Map() }, 'invalid_value', ['x']],
    ['a class instance', { x: new (class Money {})() }, 'invalid_value', ['x']],
    ['a cycle', cyclic, 'cyclic', ['self']],
    ['100,000-deep nesting', deep, 'too_deep', Array.from({ length: 64 }, () => 0)],
    ['a proxy that throws', { x: throwing }, 'unreadable', ['x']],
    ['a getter that throws', { y: getter }, 'unreadable', ['y', 'x']],
    ['keys equal after NFC', { 'e\u0301': 1, '\u00e9': 2 }, 'duplicate_key', []],
  ])('%s is a failure with a path', (_, input, kind, path) => {
    const result = canonicalize(input)
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.failure.kind).toBe(kind)
      expect(result.failure.path).toEqual(path)
    }
  })

  test('the same object twice (not a cycle) is fine', () => {
    const shared = { a: 1 }
    expect(stableStringify(ok({ x: shared, y: shared }))).toBe('{"x":{"a":1},"y":{"a":1}}')
  })

  test('frozen objects are read', () => {
    expect(stableStringify(ok(Object.freeze({ b: Object.freeze([1]), a: 2 })))).toBe('{"a":2,"b":[1]}')
  })
})

describe('canonical form (properties)', () => {
  const params = { seed: 20261130, numRuns: 300 }

  test('is idempotent', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const once = ok(value)
        expect(stableStringify(ok(once))).toBe(stableStringify(once))
      }),
      params,
    )
  })

  test('does not depend on key order', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(), (value, seed) => {
        expect(stableStringify(ok(shuffleKeys(value, seed)))).toBe(stableStringify(ok(value)))
      }),
      params,
    )
  })

  test('jsonEqual agrees with stableStringify', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        const x = ok(a)
        const y = ok(b)
        expect(jsonEqual(x, y)).toBe(stableStringify(x) === stableStringify(y))
        expect(jsonEqual(x, ok(shuffleKeys(a, 3)))).toBe(true)
      }),
      params,
    )
  })

  test('stableStringify is JSON that parses back to an equal value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const canonical = ok(value)
        expect(jsonEqual(ok(JSON.parse(stableStringify(canonical))), canonical)).toBe(true)
      }),
      params,
    )
  })
})
