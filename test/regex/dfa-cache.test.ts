import { describe, expect, test } from 'vitest'
import { DfaCache } from '../../src/regex/dfa-cache.js'

const list = (...pcs: number[]) => Int32Array.from(pcs)

describe('DfaCache', () => {
  test.each<[string, number[], number[], boolean]>([
    ['the same set in another order is the same state', [3, 1, 2], [2, 3, 1], true],
    ['the same set is the same state', [5, 9], [5, 9], true],
    ['a subset is another state', [1, 2, 3], [1, 2], false],
    ['another set of the same size is another state', [1, 2], [1, 3], false],
    ['the empty set is a state of its own', [], [1], false],
  ])('%s', (_, first, second, same) => {
    const cache = new DfaCache()
    const a = cache.stateOf(list(...first), first.length)!
    const b = cache.stateOf(list(...second), second.length)!
    expect(a === b).toBe(same)
    expect([...a.pcs]).toEqual([...first].sort((x, y) => x - y))
  })

  test('reads only the first `size` entries of the list', () => {
    const cache = new DfaCache()
    expect(cache.stateOf(list(4, 2, 99), 2)).toBe(cache.stateOf(list(2, 4), 2))
  })

  test('keeps a copy: changing the list afterwards changes no state', () => {
    const cache = new DfaCache()
    const pcs = list(1, 2)
    const state = cache.stateOf(pcs, 2)!
    pcs[0] = 7
    expect([...state.pcs]).toEqual([1, 2])
  })

  test('stops remembering when full, and still answers the states it has', () => {
    const cache = new DfaCache()
    const first = cache.stateOf(list(0), 1)
    let made = 1
    while (cache.stateOf(list(made, made + 1), 2) !== undefined) made++
    expect(made).toBeGreaterThan(1_000)
    expect(cache.stateOf(list(-1), 1)).toBeUndefined()
    expect(cache.stateOf(list(0), 1)).toBe(first)
  })
})
