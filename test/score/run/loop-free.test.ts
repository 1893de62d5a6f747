import { describe, expect, test } from 'vitest'
import { scoreRun } from '../../../src/score/run/score-run.js'
import { expectRunAxis, oneByOne, type RunRow } from './helpers.js'

describe('loopFree: 1 without a loop, 0 with one; null without loops', () => {
  const rows: RunRow[] = [
    {
      title: 'no loops key: does not apply',
      expected: { maxCalls: 9 },
      received: oneByOne(['a'], ['a'], ['a']),
      value: null,
      counts: { loops: null },
    },
    { title: 'no calls', expected: { loops: {} }, received: oneByOne(), value: 1, counts: { loops: 0 } },
    {
      title: 'each call once',
      expected: { loops: {} },
      received: oneByOne(['a'], ['b']),
      value: 1,
      counts: { loops: 0 },
    },
    {
      title: 'three identical calls',
      expected: { loops: {} },
      received: oneByOne(['a'], ['a'], ['a']),
      value: 0,
      counts: { loops: 1 },
    },
    {
      title: 'a cycle and an identical chain beyond it: two loops, still 0',
      expected: { loops: {} },
      received: oneByOne(['a'], ['b'], ['a'], ['b'], ['a'], ['b'], ['c'], ['c'], ['c']),
      value: 0,
      counts: { loops: 2 },
    },
    {
      title: 'the limit raised',
      expected: { loops: { maxIdentical: 3 } },
      received: oneByOne(['a'], ['a'], ['a']),
      value: 1,
      counts: { loops: 0 },
    },
  ]
  test.each(rows)('$title', (row) => expectRunAxis(row, 'loopFree'))
})

describe('the total: loops take one share, 1 exactly when the run passes', () => {
  test.each<[string, number, boolean]>([
    ['a run that calls a then b once each', 1, true],
    ['a run that loops on a: calls hold (share 1), loops fail (share 0)', 0.5, false],
  ])('%s', (title, total, pass) => {
    const received = pass ? oneByOne(['a'], ['b']) : oneByOne(['a'], ['b'], ['a'], ['a'])
    const result = scoreRun({ calls: [{ name: 'a' }, { name: 'b' }], order: 'superset', loops: {} }, received)
    expect(result.pass, title).toBe(pass)
    expect(result.total).toBe(total)
    expect(result.run.axes.loopFree).toBe(pass ? 1 : 0)
  })

  test('a run that cannot be read scores loopFree 0', () => {
    const result = scoreRun({ loops: {} }, null)
    expect(result.run.axes.loopFree).toBe(0)
    expect(result.total).toBe(0)
  })
})
