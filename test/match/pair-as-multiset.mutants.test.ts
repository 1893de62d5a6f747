import { describe, expect, test } from 'vitest'
import { field } from '../../src/expect/field.js'
import { match } from '../../src/match/match.js'

const call = (x: number) => ({ name: 'a', arguments: { x } })

describe('pairAsMultiset: calls expected as plain values are paired first with equal received calls', () => {
  test.each<[string, number[], { expected: number; received: number }[]]>([
    [
      'the equal call taken by the plain expectation, the other left to the rule',
      [1, 3],
      [
        { expected: 0, received: 1 },
        { expected: 1, received: 0 },
      ],
    ],
    [
      'the same when the calls come the other way round',
      [3, 1],
      [
        { expected: 0, received: 0 },
        { expected: 1, received: 1 },
      ],
    ],
  ])('%s', (_, received, pairs) => {
    const verdict = match(received.map(call), {
      calls: [{ name: 'a', arguments: { x: field.number(1) } }, call(1)],
      order: 'parallel',
    })
    expect(verdict.pairs).toEqual(pairs)
    expect(verdict.mismatches.map((mismatch) => [mismatch.kind, mismatch.call])).toEqual([
      ['value', { expected: 0, received: received.indexOf(3) }],
    ])
  })

  test('with every call plain, a tie between pairings goes to the one that pairs equal calls', () => {
    const verdict = match(
      [
        { name: 'a', arguments: { x: 1, y: 1 } },
        { name: 'a', arguments: { x: 3, y: 1 } },
      ],
      {
        calls: [
          { name: 'a', arguments: { x: 1, y: 2 } },
          { name: 'a', arguments: { x: 1, y: 1 } },
        ],
        order: 'parallel',
      },
    )
    expect(verdict.pairs).toEqual([
      { expected: 0, received: 1 },
      { expected: 1, received: 0 },
    ])
  })
})
