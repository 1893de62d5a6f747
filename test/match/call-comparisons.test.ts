import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { compileTurn } from '../../src/compile/compile-turn.js'
import { field } from '../../src/expect/field.js'
import { callComparisons } from '../../src/match/call-comparisons.js'
import { callPasses, compareCall, passingComparison } from '../../src/match/compare-call.js'
import { checkContext, match } from '../../src/match/match.js'
import { normalizeMatchOptions } from '../../src/match/options.js'
import { readCalls } from '../../src/read/read-calls.js'
import type { Call } from '../../src/read/types.js'
import { callExpectation } from '../fuzz/arbitraries/expectation.js'
import { sharedCalls } from '../fuzz/arbitraries/received.js'

const options = normalizeMatchOptions({})

function comparisonsOf(expected: unknown[], received: Call[]) {
  const turn = compileTurn({ calls: expected, order: 'parallel' }, options)
  if (turn.kind !== 'calls') throw new Error('not calls')
  return callComparisons(turn.calls, received, checkContext(options))
}

describe('callComparisons', () => {
  test.each<[string, Call[], number[]]>([
    ['nothing', [], []],
    ['one call', [{ name: 'b', arguments: {} }], [0]],
    [
      'by name, then canonical arguments, then index',
      [
        { name: 'b', arguments: { x: 1 } },
        { name: 'a', arguments: { x: 2 } },
        { name: 'b', arguments: { x: 1 } },
        { name: 'a', arguments: { x: 1 } },
      ],
      [3, 1, 0, 2],
    ],
  ])('canonical order of %s', (_, received, order) => {
    expect(comparisonsOf([], received).canonicalOrder()).toEqual(order)
  })

  test.each<[string, number, number, number, number]>([
    // expected calls, received calls, rule checks for cost(0, 0) asked twice, then after compare(0, 0)
    ['a small turn keeps every comparison', 2, 2, 1, 1],
    ['above 1,000,000 cells, costs alone are not kept', 1001, 1000, 2, 3],
  ])('%s', (_, rows, cols, twice, afterCompare) => {
    let checks = 0
    const rule = field.satisfies(() => {
      checks++
      return false
    }, 'never')
    const expected = Array.from({ length: rows }, () => ({ name: 'f', arguments: { x: rule } }))
    const received = Array.from({ length: cols }, () => ({ name: 'f', arguments: { x: 1 } }))
    const comparisons = comparisonsOf(expected, received)
    comparisons.cost(0, 0)
    comparisons.cost(0, 0)
    expect(checks).toBe(twice)
    comparisons.compare(0, 0)
    comparisons.cost(0, 0)
    expect(checks).toBe(afterCompare)
  })

  test('the cost is the comparison’s; a comparison is made once', () => {
    const comparisons = comparisonsOf(
      [{ name: 'a', arguments: { x: 1 } }],
      [{ name: 'a', arguments: { x: 2 } }],
    )
    expect(comparisons.cost(0, 0)).toBe(1)
    expect(comparisons.compare(0, 0)).toBe(comparisons.compare(0, 0))
  })
})

describe('ties between pairings of equal cost follow what the calls are, not their order', () => {
  const stale = { name: 'f', arguments: { b: 1 } }
  const expectation = { name: 'f', arguments: { a: 1 }, stale }
  const staleCall = { name: 'f', arguments: { b: 1 } }
  const otherCall = { name: 'f', arguments: { c: 1 } }

  test.each([
    ['stale call first', [staleCall, otherCall]],
    ['stale call last', [otherCall, staleCall]],
  ])('%s: the same call is paired and reported', (_, received) => {
    const verdict = match(received, expectation)
    const paired = received[verdict.pairs[0]!.received]
    // Both cost 2 (a missing, one unexpected key); canonically `{"b":1}` sorts first: it is paired, and stale.
    expect(paired).toEqual(staleCall)
    expect(verdict.mismatches.map((mismatch) => mismatch.kind).sort()).toEqual([
      'extra_call',
      'missing',
      'stale_schema',
      'unexpected',
    ])
    expect(verdict.credit).toEqual([
      {
        expected: 0,
        received: received.indexOf(staleCall),
        name: true,
        arguments: { matched: 0, expected: 1 },
      },
    ])
  })

  test('equal costs with different credit: the canonical first wins in either order', () => {
    const expected = { name: 'g', arguments: { a: 1, b: 2 } }
    const wrongA = { name: 'g', arguments: { a: 9, b: 2 } }
    const wrongB = { name: 'g', arguments: { a: 1, b: 9 } }
    for (const received of [
      [wrongA, wrongB],
      [wrongB, wrongA],
    ]) {
      const verdict = match(received, expected, { extraCalls: 'allow' })
      expect(received[verdict.pairs[0]!.received]).toEqual(wrongB)
    }
  })
})

describe('callComparisons.receivedKey', () => {
  test('is the name and the canonical arguments, the same when asked again (a serial turn pairs twice)', () => {
    const comparisons = comparisonsOf([], [{ name: 'f', arguments: { b: 1, a: [2] } }])
    expect(comparisons.receivedKey(0)).toBe('f\u0000{"a":[2],"b":1}')
    expect(comparisons.receivedKey(0)).toBe('f\u0000{"a":[2],"b":1}')
  })

  test('a serial turn that passes only out of order pairs by key twice and reports call_order', () => {
    const verdict = match(
      [
        { name: 'g', arguments: { x: 2 } },
        { name: 'f', arguments: { x: 1 } },
      ],
      {
        calls: [
          { name: 'f', arguments: { x: 1 } },
          { name: 'g', arguments: { x: 2 } },
        ],
        order: 'serial',
      },
    )
    expect(verdict.mismatches.map((mismatch) => mismatch.kind)).toEqual(['call_order'])
  })
})

describe('callComparisons.passes', () => {
  test('a pass is kept as the comparison: compare asks no rule again', () => {
    let checks = 0
    const rule = field.satisfies(() => {
      checks++
      return true
    }, 'always')
    const comparisons = comparisonsOf(
      [{ name: 'f', arguments: { x: rule } }],
      [{ name: 'f', arguments: { x: 1 } }],
    )
    expect(comparisons.passes(0, 0)).toBe(true)
    expect(checks).toBe(1)
    expect(comparisons.compare(0, 0)).toEqual({
      mismatches: [],
      nameMatched: true,
      argumentsMatched: 1,
      cost: 0,
    })
    expect(comparisons.passes(0, 0)).toBe(true)
    expect(checks).toBe(1)
  })

  test('above 1,000,000 cells a pass is not kept: passes asks the rule again', () => {
    let checks = 0
    const rule = field.satisfies(() => {
      checks++
      return true
    }, 'always')
    const expected = Array.from({ length: 1001 }, () => ({ name: 'f', arguments: { x: rule } }))
    const received = Array.from({ length: 1000 }, () => ({ name: 'f', arguments: { x: 1 } }))
    const comparisons = comparisonsOf(expected, received)
    expect([comparisons.passes(0, 0), comparisons.passes(0, 0)]).toEqual([true, true])
    expect(checks).toBe(2)
  })

  test('a failing pair builds nothing; once compared, passes answers from the comparison', () => {
    const comparisons = comparisonsOf(
      [{ name: 'f', arguments: { x: 1 } }],
      [
        { name: 'f', arguments: { x: 2 } },
        { name: 'g', arguments: { x: 1 } },
      ],
    )
    expect([comparisons.passes(0, 0), comparisons.passes(0, 1)]).toEqual([false, false])
    expect(comparisons.cost(0, 0)).toBe(1)
    expect(comparisons.passes(0, 0)).toBe(false)
  })
})

describe('callPasses', () => {
  test('agrees with compareCall on random expectations and calls', () => {
    const seen = { pass: 0, fail: 0 }
    fc.assert(
      fc.property(callExpectation(), sharedCalls, (expectation, calls) => {
        const turn = compileTurn(expectation, options)
        if (turn.kind !== 'calls') throw new Error('not calls')
        const context = checkContext(options)
        for (const model of calls) {
          const read = readCalls({ name: model.name, arguments: model.arguments })
          if (!read.ok) continue
          const call = read.turn.calls[0]!
          const compared = compareCall(turn.calls[0]!, call, context)
          expect(callPasses(turn.calls[0]!, call, context)).toBe(compared.cost === 0)
          if (compared.cost === 0) expect(compared).toEqual(passingComparison(turn.calls[0]!))
          seen[compared.cost === 0 ? 'pass' : 'fail']++
        }
      }),
      { numRuns: 2000 },
    )
    // Both answers occur often enough for the property to mean something.
    expect(seen.pass).toBeGreaterThan(50)
    expect(seen.fail).toBeGreaterThan(50)
  })
})
