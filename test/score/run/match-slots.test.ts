import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { matchSlots } from '../../../src/score/run/match-slots.js'

/** The most slots among the first `prefix` that any matching covers, and the most slots in all, by brute force. */
function bruteForce(slots: readonly number[], cols: number, edges: readonly number[][], prefix: number) {
  let best = { prefix: 0, all: 0 }
  const used = new Array<boolean>(cols).fill(false)
  const walk = (slot: number, covered: number, all: number) => {
    if (slot === slots.length) {
      if (covered > best.prefix || (covered === best.prefix && all > best.all))
        best = { prefix: covered, all }
      return
    }
    walk(slot + 1, covered, all)
    for (const col of edges[slots[slot]!]!) {
      if (used[col]) continue
      used[col] = true
      walk(slot + 1, covered + (slot < prefix ? 1 : 0), all + 1)
      used[col] = false
    }
  }
  walk(0, 0, 0)
  return best
}

function check(slots: readonly number[], cols: number, edges: readonly number[][], prefix: number) {
  const colOf = matchSlots(slots, cols, (owner) => edges[owner]!, prefix)
  const taken = [...colOf].filter((col) => col !== -1)
  expect(new Set(taken).size).toBe(taken.length)
  colOf.forEach((col, slot) => {
    if (col !== -1) expect(edges[slots[slot]!]).toContain(col)
  })
  const covered = [...colOf.slice(0, prefix)].filter((col) => col !== -1).length
  expect({ prefix: covered, all: taken.length }).toEqual(bruteForce(slots, cols, edges, prefix))
}

describe('matchSlots', () => {
  test('a maximum matching, never greedy: the first slot gives up its column for the second', () => {
    // Slot 0 may take column 0 or 1, slot 1 only column 0: greedy would leave slot 1 without one.
    expect([...matchSlots([0, 1], 2, (owner) => (owner === 0 ? [0, 1] : [0]))]).toEqual([1, 0])
  })

  test('required slots are served first: an allowed slot never keeps a required one out', () => {
    // Required slots 0 and 1, then an allowed slot 2 that only column 1 fits.
    const edges = [[0, 1], [0], [1]]
    expect([...matchSlots([0, 1, 2], 2, (owner) => edges[owner]!, 2)]).toEqual([1, 0, -1])
    // Listed first but allowed (required: 0), the same slots reach the same size; the first phase is all of them.
    expect(
      [...matchSlots([2, 0, 1], 2, (owner) => edges[owner]!, 0)].filter((col) => col !== -1),
    ).toHaveLength(2)
  })

  test('without required slots, an allowed slot holding the only column a later one fits gives it up', () => {
    const edges = [[0, 1], [0]]
    expect([...matchSlots([0, 1], 2, (owner) => edges[owner]!, 0)]).toEqual([1, 0])
  })

  test('no slot, no column', () => {
    expect([...matchSlots([], 0, () => [])]).toEqual([])
    expect([...matchSlots([0], 0, () => [])]).toEqual([-1])
  })

  test('equals brute force on small graphs: as many required slots as any matching covers, then as many in all', () => {
    const graph = fc
      .record({ owners: fc.integer({ min: 1, max: 4 }), cols: fc.integer({ min: 0, max: 5 }) })
      .chain(({ owners, cols }) =>
        fc.record({
          cols: fc.constant(cols),
          edges: fc.array(fc.uniqueArray(fc.nat(Math.max(cols - 1, 0)), { maxLength: cols }), {
            minLength: owners,
            maxLength: owners,
          }),
          slots: fc.array(fc.nat(owners - 1), { maxLength: 6 }),
          prefix: fc.nat(6),
        }),
      )
    fc.assert(
      fc.property(graph, ({ cols, edges, slots, prefix }) => {
        const usable = edges.map((list) => (cols === 0 ? [] : list))
        check(slots, cols, usable, Math.min(prefix, slots.length))
      }),
      { seed: 20261210, numRuns: 300 },
    )
  })

  test('a long augmenting path does not overflow the stack', () => {
    // Slot i takes column i first (or i + 1); a last slot fits only column 0, so every slot moves one column on.
    const n = 100_000
    const slots = Array.from({ length: n + 1 }, (_, index) => index)
    const colOf = matchSlots(slots, n + 1, (owner) => (owner === n ? [0] : [owner, owner + 1]))
    expect(colOf[n]).toBe(0)
    expect([...colOf.slice(0, n)].every((col, slot) => col === slot + 1)).toBe(true)
  })
})
