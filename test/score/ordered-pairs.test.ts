import { describe, expect, test } from 'vitest'
import type { CallPair } from '../../src/match/verdict.js'
import { orderedPairs } from '../../src/score/ordered-pairs.js'

const pairs = (...list: [number, number][]): CallPair[] =>
  list.map(([expected, received]) => ({ expected, received }))

describe('orderedPairs', () => {
  test.each<[string, CallPair[], boolean, [number, number][]]>([
    [
      'parallel pairs are kept whole',
      pairs([0, 1], [1, 0]),
      false,
      [
        [0, 1],
        [1, 0],
      ],
    ],
    [
      'serial pairs in order are kept whole',
      pairs([0, 0], [1, 2], [2, 3]),
      true,
      [
        [0, 0],
        [1, 2],
        [2, 3],
      ],
    ],
    ['a swap keeps one pair', pairs([0, 1], [1, 0]), true, [[0, 1]]],
    [
      'the longest run in order',
      pairs([0, 2], [1, 0], [2, 1], [3, 3]),
      true,
      [
        [1, 0],
        [2, 1],
        [3, 3],
      ],
    ],
    [
      'unsorted input is sorted by expected index',
      pairs([2, 2], [0, 0], [1, 1]),
      true,
      [
        [0, 0],
        [1, 1],
        [2, 2],
      ],
    ],
    ['no pairs', [], true, []],
  ])('%s', (_title, input, serial, kept) => {
    expect([...orderedPairs(input, serial)]).toEqual(kept)
  })
})
