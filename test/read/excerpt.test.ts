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

  test.each([
    ['a low surrogate at offset 0 of a short text stays', '\udc00abc', 0, { text: '\udc00abc', offset: 0 }],
    [
      'a window starting inside a pair starts after it',
      `ab😀${'c'.repeat(200)}`,
      43,
      { text: 'c'.repeat(79), offset: 39 },
    ],
    [
      'a window starting on \\udc00 (the first low surrogate) starts after it',
      `ab\ud800\udc00${'c'.repeat(200)}`,
      43,
      { text: 'c'.repeat(79), offset: 39 },
    ],
    [
      'a window starting on \\udfff (the last low surrogate) starts after it',
      `ab\udbff\udfff${'c'.repeat(200)}`,
      43,
      { text: 'c'.repeat(79), offset: 39 },
    ],
    [
      'a window starting on \\ue000 (past the surrogates) keeps it',
      `abc\ue000${'c'.repeat(200)}`,
      43,
      { text: `\ue000${'c'.repeat(79)}`, offset: 40 },
    ],
    [
      'a window ending inside a pair ends before it',
      `${'c'.repeat(79)}😀${'c'.repeat(100)}`,
      0,
      { text: 'c'.repeat(79), offset: 0 },
    ],
  ])('%s', (_, text, offset, expected) => {
    expect(excerptAround(text, offset)).toEqual(expected)
  })
})
