import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { canonicalize } from '../../src/canonical.js'
import type { JsonValue } from '../../src/json/types.js'
import { check, type Expected, expectFail, expectPass, expectUsageError } from './helpers.js'

const unordered = (value: unknown[]) => ({ $rule: 'unordered', value })
const oneOf = (...values: unknown[]) => ({ $rule: 'oneOf', values })
const casefold = (value: string) => ({ $rule: 'casefold', value })

describe('unordered', () => {
  test.each<[string, unknown, JsonValue]>([
    ['the same order', unordered([1, 2, 3]), [1, 2, 3]],
    ['another order', unordered([1, 2, 3]), [3, 1, 2]],
    ['empty arrays', unordered([]), []],
    ['duplicates in another order', unordered([1, 1, 2]), [1, 2, 1]],
    ['5 and 5.0', unordered([5, 'a']), ['a', 5.0]],
    ['objects in another order', unordered([{ id: 1 }, { id: 2 }]), [{ id: 2 }, { id: 1 }]],
    // First-fit would give A to the oneOf and then find no A for the second element.
    [
      '[A-or-B, A] against [A, B] (maximum matching, not greedy)',
      unordered([oneOf('A', 'B'), 'A']),
      ['A', 'B'],
    ],
    // First-fit would give "A" to casefold("a") and leave "a" for the plain "A".
    ['[casefold(a), A] against [A, a]', unordered([casefold('a'), 'A']), ['A', 'a']],
    ['[casefold(a), A] against [a, A]', unordered([casefold('a'), 'A']), ['a', 'A']],
    [
      'nested expectations with rules inside',
      unordered([
        { id: 1, tags: unordered(['x', 'y']) },
        { id: 2, tags: [] },
      ]),
      [
        { id: 2, tags: [] },
        { id: 1, tags: ['y', 'x'] },
      ],
    ],
    ['Unicode forms of one string', unordered(['café', 'b']), ['b', 'café']],
  ])('passes: %s', (_, expectation, received) => {
    expectPass(expectation, received)
  })

  test.each<[string, unknown, JsonValue | undefined, Expected[]]>([
    ['duplicates kept: [1, 1] against [1, 2]', unordered([1, 1]), [1, 2], [{ kind: 'value', at: [1] }]],
    ['duplicates kept: [1, 2] against [1, 1]', unordered([1, 2]), [1, 1], [{ kind: 'value', at: [1] }]],
    [
      'one element too many',
      unordered([1, 2]),
      [2, 1, 3],
      [{ kind: 'unexpected', at: [2], rule: 'unordered' }],
    ],
    ['one element too few', unordered([1, 2, 3]), [3, 1], [{ kind: 'missing', rule: 'unordered' }]],
    ['an empty array for a non-empty one', unordered(['a']), [], [{ kind: 'missing', rule: 'unordered' }]],
    ['"5" is not 5', unordered([5]), ['5'], [{ kind: 'type', at: [0] }]],
    [
      '[A-or-B, A] against [B, B]',
      unordered([oneOf('A', 'B'), 'A']),
      ['B', 'B'],
      [{ kind: 'value', at: [1] }],
    ],
    [
      'a rule element that accepts nothing received',
      unordered([casefold('x'), 'y']),
      ['y', 'z'],
      [{ kind: 'value', at: [1], rule: 'casefold' }],
    ],
    [
      'the closest pairing is reported, at received paths',
      unordered([
        { id: 1, name: 'a' },
        { id: 2, name: 'b' },
      ]),
      [
        { id: 2, name: 'b' },
        { id: 1, name: 'c' },
      ],
      [{ kind: 'value', at: [1, 'name'] }],
    ],
    ['not an array', unordered([1]), { 0: 1 }, [{ kind: 'type', rule: 'unordered' }]],
    ['a string', unordered(['a']), 'a', [{ kind: 'type', rule: 'unordered' }]],
    ['an absent key', unordered([]), undefined, [{ kind: 'missing' }]],
  ])('fails: %s', (_, expectation, received, mismatches) => {
    expectFail(expectation, received, mismatches)
  })

  test('a missing element carries its expected value', () => {
    expect(check(unordered([1, casefold('x')]), [1])).toEqual([
      {
        kind: 'missing',
        path: ['arguments', 'x'],
        expected: { $rule: 'casefold', value: 'x' },
        rule: 'unordered',
      },
    ])
    expect(check(unordered(['a', 'b']), ['b'])).toEqual([
      { kind: 'missing', path: ['arguments', 'x'], expected: 'a', rule: 'unordered' },
    ])
  })

  test('big arrays of plain values pair by key, fast', () => {
    const size = 20_000
    const values = Array.from({ length: size }, (_, index) => ({ sku: `s${index % 5000}`, qty: index % 7 }))
    const shuffled = [...values].reverse()
    // No wall-clock budget (machines are shared): a 20,000² cost matrix would not fit in memory or the test timeout.
    expectPass(unordered(values), shuffled)
    expectFail(
      unordered(values),
      [...shuffled.slice(1), { sku: 'other', qty: 0 }],
      [{ kind: 'value', at: [size - 1, 'sku'] }],
    )
  })

  test.each<[string, unknown, (string | number)[]]>([
    ['a value that is not an array', { $rule: 'unordered', value: 'a,b' }, ['value']],
    ['no value', { $rule: 'unordered' }, ['value']],
    ['an unknown rule inside', unordered([1, { $rule: 'nope' }]), ['value', 1, '$rule']],
    [
      'a bad rule inside',
      unordered([{ $rule: 'number', value: 1, tolerance: -1 }]),
      ['value', 0, 'tolerance'],
    ],
  ])('usage error: %s', (_, expectation, path) => {
    expectUsageError(expectation, path)
  })

  describe('properties', () => {
    const json = fc.jsonValue({ maxDepth: 2 }).map((value) => {
      const result = canonicalize(value)
      if (!result.ok) throw new Error('fc.jsonValue() gave a value that is not JSON')
      return result.value
    })
    const permuted = fc
      .array(json, { maxLength: 8 })
      .chain((items) =>
        fc.tuple(
          fc.constant(items),
          fc.shuffledSubarray(items, { minLength: items.length, maxLength: items.length }),
        ),
      )

    test('reflexive: an array matches unordered(itself) in any order', () => {
      fc.assert(
        fc.property(permuted, ([items, permutation]) => {
          expect(check(unordered(items), permutation)).toEqual([])
        }),
        { seed: 11, numRuns: 300 },
      )
    })

    test('reflexive with rule elements (exact), which are paired without keys', () => {
      fc.assert(
        fc.property(permuted, fc.array(fc.boolean()), ([items, permutation], wrap) => {
          const expectation = items.map((item, index) =>
            wrap[index] ? { $rule: 'exact', value: item } : item,
          )
          expect(check(unordered(expectation), permutation)).toEqual([])
        }),
        { seed: 12, numRuns: 300 },
      )
    })

    test('dropping one received element reports exactly one missing element', () => {
      fc.assert(
        fc.property(
          permuted.filter(([items]) => items.length > 0),
          fc.nat(),
          ([items, permutation], drop) => {
            const received = permutation.filter((_, index) => index !== drop % permutation.length)
            const mismatches = check(unordered(items), received)
            expect(mismatches.map((mismatch) => mismatch.kind)).toEqual(['missing'])
          },
        ),
        { seed: 13, numRuns: 300 },
      )
    })
  })
})
