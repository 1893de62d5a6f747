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

  test('when full, forgets every state and starts again; the states it made stay as they were', () => {
    const cache = new DfaCache()
    const first = cache.stateOf(list(0), 1)
    let made = 1
    while (cache.flushes === 0) cache.stateOf(list(made, made++ + 1), 2)
    expect(made).toBeGreaterThan(1_000)
    expect(made).toBeLessThanOrEqual(10_002)
    // The state made at the flush is remembered; the first one is made again, as a new state.
    const last = cache.stateOf(list(made - 1, made), 2)
    expect(cache.stateOf(list(made, made - 1), 2)).toBe(last)
    const again = cache.stateOf(list(0), 1)
    expect(again).not.toBe(first)
    expect([...again.pcs]).toEqual([...first.pcs])
    expect(cache.flushes).toBe(1)
  })

  test('a flush is counted each time it is full', () => {
    const cache = new DfaCache()
    let made = 0
    while (cache.flushes < 3) cache.stateOf(list(made++), 1)
    // 10,000 states each time.
    expect(made).toBe(30_001)
  })
})
