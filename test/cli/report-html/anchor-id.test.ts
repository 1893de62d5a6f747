import { describe, expect, test } from 'vitest'
import { anchorId } from '../../../src/cli/report-html/anchor-id.js'

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
