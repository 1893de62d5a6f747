import { describe, expect, test } from 'vitest'
import type { CallPair } from '../../src/match/verdict.js'
import { orderedPairs } from '../../src/score/ordered-pairs.js'
import { score } from '../../src/score/score.js'
import { call } from './helpers.js'

const pairs = (...list: [number, number][]): CallPair[] =>
  list.map(([expected, received]) => ({ expected, received }))

describe('orderedPairs: of several longest runs in order, the earliest', () => {
  test.each<[string, CallPair[], [number, number][]]>([
    [
      'a swap before a pair in order',
      pairs([0, 1], [1, 0], [2, 2]),
      [
        [0, 1],
        [2, 2],
      ],
    ],
    [
      'two swaps',
      pairs([0, 1], [1, 0], [2, 3], [3, 2]),
      [
        [0, 1],
        [2, 3],
      ],
    ],
    [
      'a call moved to the front',
      pairs([0, 1], [1, 2], [2, 0], [3, 3]),
      [
        [0, 1],
        [1, 2],
        [3, 3],
      ],
    ],
  ])('%s', (_title, input, kept) => {
    expect([...orderedPairs(input, true)]).toEqual(kept)
  })

  test('through score: serial calls out of order credit the earliest run', () => {
    const [a, b, c] = [call('a'), call('b'), call('c')]
    const result = score({ calls: [a, b, c] }, [b, a, c])
    expect(result.calls.map((item) => [item.tool, item.received])).toEqual([
      ['a', 1],
      ['b', null],
      ['c', 2],
    ])
    expect(result.axes.functionSelection).toBe(2 / 3)
  })
})
