import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { passAtK, passHatK, WILSON_Z, wilsonInterval } from '../../src/trials/estimators.js'
import { MatcherUsageError } from '../../src/usage-error.js'

/** Every k-subset of the indices 0 … n − 1 (a second, independent computation: enumeration, no binomials). */
function subsets(n: number, k: number): number[][] {
  if (k === 0) return [[]]
  if (n < k) return []
  const without = subsets(n - 1, k)
  const with_ = subsets(n - 1, k - 1).map((subset) => [...subset, n - 1])
  return [...without, ...with_]
}

/** The share of k-subsets of n trials (the first c passed) whose trials all pass, and that hold a pass. */
function enumerate(n: number, c: number, k: number): { all: number; any: number } {
  const all = subsets(n, k)
  const passes = (index: number) => index < c
  return {
    all: all.filter((subset) => subset.every(passes)).length / all.length,
    any: all.filter((subset) => subset.some(passes)).length / all.length,
  }
}

describe('passHatK: C(c,k) / C(n,k)', () => {
  test.each([
    // n, c, k, pass^k — checkable by hand
    [5, 3, 2, 0.3], // C(3,2)/C(5,2) = 3/10, not the plug-in 0.36
    [5, 5, 3, 1],
    [5, 0, 1, 0],
    [4, 3, 1, 0.75],
    [4, 3, 2, 0.5], // 3/6
    [4, 3, 3, 0.25], // 1/4
    [4, 3, 4, 0],
    [10, 8, 2, 28 / 45],
  ])('passHatK(%i, %i, %i) = %d', (n, c, k, expected) => {
    expect(passHatK(n, c, k)).toBeCloseTo(expected, 12)
  })

  test('equals the share of all-pass k-subsets, for every n ≤ 8', () => {
    for (let n = 1; n <= 8; n++)
      for (let c = 0; c <= n; c++)
        for (let k = 1; k <= n; k++)
          expect(passHatK(n, c, k), `${n} ${c} ${k}`).toBeCloseTo(enumerate(n, c, k).all, 12)
  })

  test('no overflow: 1000 trials, 900 passed, k = 500 is a finite number in [0, 1]', () => {
    const value = passHatK(1000, 900, 500)
    expect(Number.isFinite(value)).toBe(true)
    expect(value).toBeGreaterThanOrEqual(0)
    expect(value).toBeLessThan(1e-20)
    expect(passHatK(1000, 1000, 1000)).toBe(1)
  })
})

describe('passAtK: 1 − C(n−c,k) / C(n,k)', () => {
  test.each([
    [5, 3, 2, 0.9], // 1 − C(2,2)/C(5,2) = 1 − 1/10
    [5, 3, 3, 1], // n − c = 2 < 3
    [5, 0, 3, 0],
    [4, 1, 1, 0.25],
    [4, 1, 2, 0.5], // 1 − 3/6
  ])('passAtK(%i, %i, %i) = %d', (n, c, k, expected) => {
    expect(passAtK(n, c, k)).toBeCloseTo(expected, 12)
  })

  test('equals the share of k-subsets holding a pass, for every n ≤ 8', () => {
    for (let n = 1; n <= 8; n++)
      for (let c = 0; c <= n; c++)
        for (let k = 1; k <= n; k++)
          expect(passAtK(n, c, k), `${n} ${c} ${k}`).toBeCloseTo(enumerate(n, c, k).any, 12)
  })
})

describe('wilsonInterval', () => {
  test.each([
    // c, n, [low, high] to 4 decimals (worked by hand from the closed form, z = 1.959964)
    [0, 0, [0, 1]],
    [0, 10, [0, 0.2775]],
    [10, 10, [0.7225, 1]],
    [5, 10, [0.2366, 0.7634]],
    [4, 5, [0.3755, 0.9638]],
    [1, 4, [0.0456, 0.6994]],
  ] as const)('%i of %i', (c, n, [low, high]) => {
    const [gotLow, gotHigh] = wilsonInterval(c, n)
    expect(gotLow).toBeCloseTo(low, 4)
    expect(gotHigh).toBeCloseTo(high, 4)
  })

  test('z is 1.959964, with no continuity correction (the closed form, term by term)', () => {
    expect(WILSON_Z).toBe(1.959964)
    const [c, n] = [7, 20]
    const p = c / n
    const z = 1.959964
    const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n)
    const half = ((z / (1 + (z * z) / n)) * Math.sqrt(p * (1 - p) * n + (z * z) / 4)) / n
    const [low, high] = wilsonInterval(c, n)
    expect(low).toBeCloseTo(centre - half, 12)
    expect(high).toBeCloseTo(centre + half, 12)
  })
})

describe('usage errors', () => {
  test.each([
    ['c > n', () => passHatK(3, 4, 1), 'c (4) must be at most n (3)'],
    ['k < 1', () => passHatK(3, 1, 0), 'k must be an integer ≥ 1, received 0'],
    ['k > n', () => passAtK(3, 1, 4), 'k (4) must be at most the number of trials (3)'],
    ['a non-integer k', () => passAtK(3, 1, 1.5), 'k must be an integer ≥ 1, received 1.5'],
    ['a non-integer c', () => passHatK(3, 1.5, 1), 'c must be an integer ≥ 0, received 1.5'],
    ['a negative n', () => wilsonInterval(0, -1), 'n must be an integer ≥ 0, received -1'],
    ['c > n (Wilson)', () => wilsonInterval(3, 2), 'c (3) must be at most n (2)'],
    ['NaN', () => wilsonInterval(Number.NaN, 2), 'c must be an integer ≥ 0, received NaN'],
  ])('%s', (_, call, problem) => {
    expect(call).toThrow(MatcherUsageError)
    expect(call).toThrow(`Matcher error: ${problem}`)
  })
})

/** n trials, c of them passed, and a k from 1 to n. */
const counts = fc
  .integer({ min: 1, max: 60 })
  .chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 0, max: n }), fc.integer({ min: 1, max: n })))

describe('properties', () => {
  test('pass^k never exceeds the pass rate, and falls (or stays) as k grows', () => {
    fc.assert(
      fc.property(counts, ([n, c, k]) => {
        expect(passHatK(n, c, k)).toBeLessThanOrEqual(c / n + 1e-12)
        if (k < n) expect(passHatK(n, c, k + 1)).toBeLessThanOrEqual(passHatK(n, c, k) + 1e-12)
      }),
    )
  })

  test('pass@k never falls below the pass rate, and rises (or stays) as k grows', () => {
    fc.assert(
      fc.property(counts, ([n, c, k]) => {
        expect(passAtK(n, c, k)).toBeGreaterThanOrEqual(c / n - 1e-12)
        if (k < n) expect(passAtK(n, c, k + 1)).toBeGreaterThanOrEqual(passAtK(n, c, k) - 1e-12)
      }),
    )
  })

  test('at k = 1 both are the pass rate', () => {
    fc.assert(
      fc.property(counts, ([n, c]) => {
        expect(passHatK(n, c, 1)).toBeCloseTo(c / n, 12)
        expect(passAtK(n, c, 1)).toBeCloseTo(c / n, 12)
      }),
    )
  })

  test('the Wilson interval lies in [0, 1] and contains c / n', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 100_000 })
          .chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 0, max: n }))),
        ([n, c]) => {
          const [low, high] = wilsonInterval(c, n)
          expect(low).toBeGreaterThanOrEqual(0)
          expect(high).toBeLessThanOrEqual(1)
          const rate = n === 0 ? 0.5 : c / n
          expect(low).toBeLessThanOrEqual(rate)
          expect(high).toBeGreaterThanOrEqual(rate)
        },
      ),
    )
  })
})
