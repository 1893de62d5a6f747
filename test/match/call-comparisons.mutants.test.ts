import { describe, expect, test } from 'vitest'
import { compileTurn } from '../../src/compile/compile-turn.js'
import { callComparisons } from '../../src/match/call-comparisons.js'
import { checkContext } from '../../src/match/match.js'
import { normalizeMatchOptions } from '../../src/match/options.js'
import type { Call } from '../../src/read/types.js'

const options = normalizeMatchOptions({})
const call = (name: string, x?: number): Call => ({ name, arguments: x === undefined ? {} : { x } })

function comparisonsOf(expected: unknown[], received: Call[]) {
  const turn = compileTurn({ calls: expected, order: 'parallel' }, options)
  if (turn.kind !== 'calls') throw new Error('not calls')
  return callComparisons(turn.calls, received, checkContext(options))
}

describe('callComparisons: canonical order', () => {
  test.each<[string, Call[], number[]]>([
    ['two in order', [call('a'), call('b')], [0, 1]],
    ['two reversed', [call('b'), call('a')], [1, 0]],
    ['equal calls by index', [call('a', 1), call('a', 1), call('a', 1)], [0, 1, 2]],
    ['by arguments under one name', [call('a', 3), call('a', 1), call('a', 2)], [1, 2, 0]],
    ['names before arguments', [call('b', 1), call('a', 2), call('a', 1), call('b', 1)], [2, 1, 0, 3]],
  ])('%s', (_, received, order) => {
    expect(comparisonsOf([], received).canonicalOrder()).toEqual(order)
  })

  test('many calls, long enough to be merged in runs, sort by name', () => {
    const names = Array.from({ length: 100 }, (_, index) => `c${String((index * 37) % 100).padStart(2, '0')}`)
    const order = comparisonsOf(
      [],
      names.map((name) => call(name)),
    ).canonicalOrder()
    expect(order.map((col) => names[col])).toEqual([...names].sort())
  })

  test('each cell compares its own pair', () => {
    const comparisons = comparisonsOf(
      [
        { name: 'a', arguments: { x: 1 } },
        { name: 'b', arguments: { x: 2 } },
      ],
      [call('a', 1), call('b', 2), call('c', 9)],
    )
    const costs = [0, 1].map((row) => [0, 1, 2].map((col) => comparisons.cost(row, col)))
    expect(costs).toEqual([
      [0, 1001, 1001],
      [1001, 0, 1001],
    ])
    expect(comparisons.compare(1, 1).mismatches).toEqual([])
    expect(comparisons.compare(0, 2).nameMatched).toBe(false)
  })
})
