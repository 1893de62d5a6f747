import { describe, expect, test } from 'vitest'
import { collectWorst, compareWorst } from '../../../src/cli/report-html/collect-worst.js'
import { resolveWorst } from '../../../src/cli/report-html/resolve-worst.js'
import type { Sample } from '../../../src/score/types.js'
import { ITEMS, samplesOf } from './fixture.js'

const [failing] = samplesOf(ITEMS.filter((item) => item.id === 'w-2'))
const [perfect] = samplesOf(ITEMS.filter((item) => item.id === 'w-1'))
const sample = (id: string, total: number | null, pass = false): Sample => ({ ...failing!, id, total, pass })

describe('compareWorst', () => {
  test('lowest total first, null after every number, ties by id in code-unit order', () => {
    const samples = [sample('b', 0.5), sample('a', null), sample('B', 0.5), sample('c', 0), sample('a', 0.5)]
    expect(samples.sort(compareWorst).map((s) => `${s.id}:${s.total}`)).toEqual([
      'c:0',
      'B:0.5',
      'a:0.5',
      'b:0.5',
      'a:null',
    ])
  })
})

describe('collectWorst', () => {
  test('keeps the limit worst whatever the order they arrive in, and counts the rest', () => {
    const samples = Array.from({ length: 200 }, (_, index) => sample(`s${index}`, ((index * 37) % 200) / 200))
    const forwards = collectWorst(10)
    const backwards = collectWorst(10)
    for (const s of samples) forwards.add(s)
    for (const s of [...samples].reverse()) backwards.add(s)
    const expected = [...samples].sort(compareWorst).slice(0, 10)
    expect(forwards.result()).toEqual({ items: expected, omitted: 190 })
    expect(backwards.result()).toEqual(forwards.result())
  })

  test('skips perfect samples, keeps partial credit that passed', () => {
    const collector = collectWorst()
    collector.add(perfect!)
    collector.add(sample('partial', 0.9, true))
    collector.add(sample('failed', null))
    expect(collector.result().items.map((s) => s.id)).toEqual(['partial', 'failed'])
    expect(collector.result().omitted).toBe(0)
  })

  test('limit 0 keeps nothing and counts everything', () => {
    const collector = collectWorst(0)
    collector.add(sample('a', 0))
    expect(collector.result()).toEqual({ items: [], omitted: 1 })
  })
})

describe('resolveWorst', () => {
  test('takes an iterable (a generator) or a collected result, re-sorted and capped', () => {
    function* stream() {
      for (let index = 0; index < 5; index++) yield sample(`g${index}`, 1 - index / 10)
    }
    expect(resolveWorst(stream(), 2).items.map((s) => s.id)).toEqual(['g4', 'g3'])
    const given = { items: [sample('x', 0.9), sample('y', 0.1), sample('z', 0.5)], omitted: 4 }
    expect(resolveWorst(given, 2)).toEqual({ items: [given.items[1], given.items[2]], omitted: 5 })
  })
})
