import { describe, expect, test } from 'vitest'
import { ReadError } from '../../../src/read/read-error.js'
import { placeOfStart, startedBlock } from '../../../src/read/stream/block-places.js'

const blocks = (...places: number[]) => new Map(places.map((place) => [place, `block ${place}`]))

function failureOf(run: () => unknown) {
  try {
    run()
  } catch (error) {
    if (error instanceof ReadError) return error.failure
    throw error
  }
  throw new Error('no read failure')
}

describe('placeOfStart', () => {
  test.each<[string, Map<number, string>, unknown, number]>([
    ['a free index is its own place', blocks(0), 1, 1],
    ['an index may leave a gap', blocks(0), 5, 5],
    ['no index, no blocks: the first place', blocks(), undefined, 0],
    ['no index: after the last block, never one already taken', blocks(1), undefined, 2],
    ['no index: after the highest, whatever the order they started in', blocks(4, 0, 2), null, 5],
  ])('%s', (_, started, index, place) => {
    expect(placeOfStart(started, index, ['index'])).toBe(place)
  })

  test('an index a started block holds is a read failure naming it (the earlier block would be lost)', () => {
    expect(failureOf(() => placeOfStart(blocks(0, 1), 1, [5, 'index']))).toStrictEqual({
      kind: 'schema_invalid',
      path: [5, 'index'],
      expected: ['an index no started content block has'],
      detail: 'block 1 started twice',
    })
  })
})

describe('startedBlock', () => {
  test('the block at the index', () => {
    expect(startedBlock(blocks(0, 3), 3, ['index'])).toBe('block 3')
  })

  test.each([[7], ['0'], [undefined]])(
    '%j names no started block: a read failure naming what it held',
    (index) => {
      expect(failureOf(() => startedBlock(blocks(0), index, [2, 'index']))).toStrictEqual({
        kind: 'schema_invalid',
        path: [2, 'index'],
        expected: ['the index of a started content block'],
        detail: String(index),
      })
    },
  )
})
