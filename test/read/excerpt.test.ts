import { describe, expect, test } from 'vitest'
import { excerptAround } from '../../src/read/excerpt.js'

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

describe('excerptAround', () => {
  test.each([
    ['a short text whole', 'abc', 1, { text: 'abc', offset: 1 }],
    ['the start of a long text', 'a'.repeat(100), 0, { text: 'a'.repeat(80), offset: 0 }],
    ['the end of a long text', 'a'.repeat(100), 100, { text: 'a'.repeat(80), offset: 80 }],
    [
      'the middle of a long text',
      `${'a'.repeat(100)}X${'b'.repeat(100)}`,
      100,
      { text: `${'a'.repeat(40)}X${'b'.repeat(39)}`, offset: 40 },
    ],
  ])('%s', (_, text, offset, expected) => {
    expect(excerptAround(text, offset)).toEqual(expected)
  })

  test('never splits a surrogate pair', () => {
    const text = '😀'.repeat(100)
    for (const offset of [0, 41, 80, 101, 200]) {
      const { text: window } = excerptAround(text, offset)
      expect(window.length).toBeLessThanOrEqual(80)
      expect(window).not.toMatch(LONE_SURROGATE)
    }
  })
})
