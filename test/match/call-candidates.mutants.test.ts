import { describe, expect, test } from 'vitest'
import { compileTurn } from '../../src/compile/compile-turn.js'
import { callCandidates } from '../../src/match/call-candidates.js'
import { normalizeMatchOptions } from '../../src/match/options.js'
import type { Call } from '../../src/read/types.js'

const options = normalizeMatchOptions({})

function candidatesOf(expected: unknown[], received: Call[]) {
  const turn = compileTurn({ calls: expected, order: 'parallel' }, options)
  if (turn.kind !== 'calls') throw new Error('not calls')
  return callCandidates(
    turn.calls,
    received,
    received.map((_, index) => index),
  )
}

describe('callCandidates: which argument narrows', () => {
  test('an argument already indexed is preferred to the first plain one', () => {
    const candidates = candidatesOf(
      [
        { name: 'f', arguments: { m: 1 } },
        { name: 'f', arguments: { a: 5, m: 2 } },
      ],
      [
        { name: 'f', arguments: { a: 9, m: 2 } },
        { name: 'f', arguments: { a: 5, m: 9 } },
      ],
    )
    expect(candidates(0)).toEqual([])
    expect(candidates(1)).toEqual([0])
  })

  test('past 16 indexed arguments, a call is narrowed by its name only', () => {
    const names = Array.from({ length: 17 }, (_, index) => `k${index}`)
    const received: Call[] = [
      { name: 'f', arguments: Object.fromEntries(names.map((name) => [name, 1])) },
      { name: 'f', arguments: {} },
      { name: 'g', arguments: {} },
    ]
    const candidates = candidatesOf(
      names.map((name) => ({ name: 'f', arguments: { [name]: 1 } })),
      received,
    )
    for (let row = 0; row < 16; row++) expect(candidates(row)).toEqual([0])
    expect(candidates(16)).toEqual([0, 1])
  })

  test('a received call without the argument is no candidate, even when the name is inherited', () => {
    const candidates = candidatesOf(
      [{ name: 'f', arguments: { toString: 'x' } }],
      [
        { name: 'f', arguments: {} },
        { name: 'f', arguments: { toString: 'x' } },
      ],
    )
    expect(candidates(0)).toEqual([1])
  })

  test('a received call without a "__proto__" argument is no candidate for one expected as {}', () => {
    const candidates = candidatesOf(
      [{ name: 'f', arguments: JSON.parse('{"__proto__": {}}') }],
      [
        { name: 'f', arguments: {} },
        { name: 'f', arguments: JSON.parse('{"__proto__": {}}') },
      ],
    )
    expect(candidates(0)).toEqual([1])
  })
})
