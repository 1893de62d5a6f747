import { describe, expect, test } from 'vitest'
import { anchorId, sampleAnchorId } from '../../../src/cli/report-html/anchor-id.js'

describe('anchorId', () => {
  test.each([
    ['w-1', 'item-w-1'],
    ['order 7', 'item-order_20_7'],
    ['a_b', 'item-a_5f_b'],
    ['<x>', 'item-_3c_x_3e_'],
    ['طلب', 'item-_637__644__628_'],
    ['😀', 'item-_1f600_'],
  ])('%j → %j', (id, anchor) => {
    expect(anchorId(id)).toBe(anchor)
  })

  test('distinct ids give distinct anchors, each safe in a URL fragment', () => {
    const ids = ['a b', 'a_20_b', 'a_b', 'a-b', 'a%20b', 'A b']
    const anchors = ids.map(anchorId)
    expect(new Set(anchors).size).toBe(ids.length)
    for (const anchor of anchors) expect(anchor).toMatch(/^item-[A-Za-z0-9_-]+$/)
  })
})

describe('sampleAnchorId', () => {
  test('a sample of trials adds its trial; (id, trial) pairs stay distinct', () => {
    expect(sampleAnchorId('order 7', undefined)).toBe('item-order_20_7')
    expect(sampleAnchorId('order 7', 2)).toBe('item-order_20_7.trial-2')
    const pairs = [
      ['a', 1],
      ['a', 12],
      ['a.trial-1', undefined],
      ['a', undefined],
      ['a.trial-1', 2],
    ] as const
    const anchors = pairs.map(([id, trial]) => sampleAnchorId(id, trial))
    expect(new Set(anchors).size).toBe(pairs.length)
    for (const anchor of anchors) expect(anchor).toMatch(/^item-[A-Za-z0-9_-]+(\.trial-\d+)?$/)
  })
})
