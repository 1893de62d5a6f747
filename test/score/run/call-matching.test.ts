import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { CompiledRunCall } from '../../../src/match/run/compiled-run.js'
import { matchRunCalls } from '../../../src/score/run/call-matching.js'
import type { CallMatchCounts } from '../../../src/score/run/run-types.js'

/** A listed call that only its `times` tells apart (the matching reads nothing else of it). */
const listed = (min: number, max = min) => ({ times: { min, max } }) as CompiledRunCall

/** One row: the listed calls' times, how many calls were received, which received calls each listed call meets. */
interface Row {
  title: string
  times: [min: number, max?: number][]
  received: number
  meets: number[][]
  counts: CallMatchCounts
}

function matchRow(row: Pick<Row, 'times' | 'received' | 'meets'>) {
  const calls = row.times.map(([min, max]) => listed(min, max))
  return matchRunCalls(calls, row.received, (e, r) => row.meets[e]!.includes(r))
}

describe('matchRunCalls', () => {
  test.each<Row>([
    {
      title: 'nothing listed, nothing received',
      times: [],
      received: 0,
      meets: [],
      counts: { expected: 0, matched: 0, missed: 0, extra: 0 },
    },
    {
      title: 'nothing listed: every received call is extra',
      times: [],
      received: 2,
      meets: [],
      counts: { expected: 0, matched: 0, missed: 0, extra: 2 },
    },
    {
      title: 'a listed call met',
      times: [[1]],
      received: 1,
      meets: [[0]],
      counts: { expected: 1, matched: 1, missed: 0, extra: 0 },
    },
    {
      title: 'a listed call that meets nothing is missed, the call is extra',
      times: [[1]],
      received: 1,
      meets: [[]],
      counts: { expected: 1, matched: 0, missed: 1, extra: 1 },
    },
    {
      title: 'times 2 against one call: one copy missed',
      times: [[2]],
      received: 1,
      meets: [[0]],
      counts: { expected: 2, matched: 1, missed: 1, extra: 0 },
    },
    {
      title: 'times 1 against two calls that meet it: the second is extra',
      times: [[1]],
      received: 2,
      meets: [[0, 1]],
      counts: { expected: 1, matched: 1, missed: 0, extra: 1 },
    },
    {
      title: 'times { min: 0, max: 2 } against three calls: two allowed copies taken, nothing required',
      times: [[0, 2]],
      received: 3,
      meets: [[0, 1, 2]],
      counts: { expected: 0, matched: 2, missed: 0, extra: 1 },
    },
    {
      title: 'times { min: 1, max: Infinity }: every call that meets it is taken',
      times: [[1, Number.POSITIVE_INFINITY]],
      received: 3,
      meets: [[0, 1, 2]],
      counts: { expected: 1, matched: 3, missed: 0, extra: 0 },
    },
    {
      title: 'never greedy: the loose expectation leaves the strict one its call',
      times: [[1], [1]],
      received: 2,
      meets: [[0, 1], [0]],
      counts: { expected: 2, matched: 2, missed: 0, extra: 0 },
    },
    {
      title: 'an allowed copy listed first never takes the call a required copy needs',
      times: [[0, 1], [1]],
      received: 1,
      meets: [[0], [0]],
      counts: { expected: 1, matched: 1, missed: 0, extra: 0 },
    },
    {
      title: 'an allowed copy left without a call is not missed',
      times: [[1], [0, 1]],
      received: 1,
      meets: [[0], [0]],
      counts: { expected: 1, matched: 1, missed: 0, extra: 0 },
    },
  ])('$title', (row) => {
    expect(matchRow(row).counts).toEqual(row.counts)
  })

  test('required copies first, then allowed ones (no more than the calls each meets), each slot with its call', () => {
    const matching = matchRow({ times: [[0, 3], [2]], received: 3, meets: [[2], [0, 1]] })
    // Listed call 1 has two required copies; listed call 0 may take up to 3 but meets one call: one allowed copy.
    expect(matching.owners).toEqual([1, 1, 0])
    expect(matching.required).toBe(2)
    expect([...matching.callOf]).toEqual([0, 1, 2])
    expect(matching.received).toBe(3)
  })

  test('counts add up: matched + extra = received, missed = required copies without a call', () => {
    const graph = fc
      .record({ listed: fc.integer({ min: 0, max: 3 }), received: fc.integer({ min: 0, max: 4 }) })
      .chain(({ listed: n, received }) =>
        fc.record({
          received: fc.constant(received),
          times: fc.array(
            fc.tuple(fc.nat(2), fc.nat(2)).map(([min, more]): [number, number] => [min, min + more]),
            { minLength: n, maxLength: n },
          ),
          meets: fc.array(fc.uniqueArray(fc.nat(Math.max(received - 1, 0)), { maxLength: received }), {
            minLength: n,
            maxLength: n,
          }),
        }),
      )
    fc.assert(
      fc.property(graph, ({ received, times, meets }) => {
        const usable = meets.map((list) => (received === 0 ? [] : list))
        const { counts, callOf, required } = matchRow({ times, received, meets: usable })
        expect(counts.matched + counts.extra).toBe(received)
        expect(counts.expected).toBe(times.reduce((sum, [min]) => sum + min, 0))
        expect(counts.missed).toBe([...callOf.slice(0, required)].filter((r) => r === -1).length)
        expect(counts.matched).toBe([...callOf].filter((r) => r !== -1).length)
      }),
      { seed: 20261202, numRuns: 300 },
    )
  })
})
