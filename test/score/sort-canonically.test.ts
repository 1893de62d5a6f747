import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { sortCanonically } from '../../src/score/argument-facts.js'

interface Item {
  name: string
  args: string
}

/** The order by whole canonical text, `name + '\u0000' + arguments`, ties kept in place. */
function byWholeText(items: readonly Item[]): Item[] {
  return items
    .map((item, index) => ({ item, index, key: `${item.name}\u0000${item.args}` }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.index - b.index))
    .map((entry) => entry.item)
}

const item = (name: string, args: string): Item => ({ name, args })

describe('sortCanonically', () => {
  test.each<[string, Item[], Item[]]>([
    ['distinct names sort by name', [item('b', '{}'), item('a', '{}')], [item('a', '{}'), item('b', '{}')]],
    [
      'a name that is a prefix of another sorts first',
      [item('ab', '{}'), item('a', '{"z":1}')],
      [item('a', '{"z":1}'), item('ab', '{}')],
    ],
    [
      'tied names sort by arguments',
      [item('f', '{"a":2}'), item('f', '{"a":1}')],
      [item('f', '{"a":1}'), item('f', '{"a":2}')],
    ],
    ['whole ties keep their order', [item('f', '{}'), item('f', '{}')], [item('f', '{}'), item('f', '{}')]],
    // 'a\0x\0{' < 'a\0{': the whole text, not the name, decides when a name holds U+0000.
    [
      'a name holding U+0000, second',
      [item('a', '{'), item('a\u0000x', '{')],
      [item('a\u0000x', '{'), item('a', '{')],
    ],
    [
      'a name holding U+0000, first',
      [item('a\u0000x', '{'), item('a', '{')],
      [item('a\u0000x', '{'), item('a', '{')],
    ],
  ])('%s', (_title, items, sorted) => {
    expect(sortCanonically(items, (entry) => entry.args)).toEqual(sorted)
  })

  test('fewer than two calls are returned as given, with no arguments written', () => {
    const one = [item('f', '{}')]
    const written: Item[] = []
    expect(
      sortCanonically(one, (entry) => {
        written.push(entry)
        return entry.args
      }),
    ).toBe(one)
    expect(written).toEqual([])
  })

  test('the arguments are written only for calls whose names tie', () => {
    const written: string[] = []
    const items = [item('c', '{}'), item('f', '{"a":2}'), item('b', '{}'), item('f', '{"a":1}')]
    const sorted = sortCanonically(items, (entry) => {
      written.push(entry.name)
      return entry.args
    })
    expect(sorted).toEqual(byWholeText(items))
    expect(written.sort()).toEqual(['f', 'f'])
  })

  test('the order is the whole text order, whatever the names hold', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', '\u0000', '{', 'x'), maxLength: 4 })
    fc.assert(
      fc.property(fc.array(fc.record({ name: text, args: text }), { maxLength: 8 }), (items) => {
        expect(sortCanonically(items, (entry) => entry.args)).toEqual(byWholeText(items))
      }),
      { seed: 20261207, numRuns: 2000 },
    )
  })
})
