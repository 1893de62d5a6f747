import { describe, expect, test } from 'vitest'
import {
  andMore,
  firstDifference,
  leftOut,
  shortenText,
  shortJsonString,
  splitLong,
} from '../../src/report/shorten.js'

const SMILE = '😀'

describe('shortenText', () => {
  test.each<[string, string, number, string]>([
    ['fits', 'abcdef', 6, 'abcdef'],
    ['one over', 'abcdefg', 6, 'abc…[1 character left out]…efg'],
    ['long', 'x'.repeat(100), 10, `xxxxx…[90 characters left out]…xxxxx`],
    [
      'a pair across the head cut moves the cut before it',
      `ab${SMILE}cdefgh`,
      6,
      `ab…[4 characters left out]…fgh`,
    ],
    [
      'a pair across the tail cut moves the cut after it',
      `abcdef${SMILE}gh`,
      6,
      'abc…[4 characters left out]…gh',
    ],
    [
      'astral characters are counted as one each',
      SMILE.repeat(20),
      8,
      `${SMILE.repeat(2)}…[16 characters left out]…${SMILE.repeat(2)}`,
    ],
  ])('%s', (_, text, max, shortened) => {
    expect(shortenText(text, max)).toBe(shortened)
  })

  test('never leaves a lone surrogate, whatever the cut', () => {
    const text = `a${SMILE.repeat(30)}b`
    for (let max = 2; max < text.length; max++) {
      const short = shortenText(text, max)
      expect(short).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/)
    }
  })
})

describe('splitLong with a window', () => {
  test('keeps the window around the first difference, the head left out and counted', () => {
    const text = `${'a'.repeat(100)}X${'a'.repeat(100)}`
    expect(splitLong(text, 20, 100)).toEqual({
      head: `${leftOut(95)}aaaaaXaaaa`,
      omitted: 201 - 95 - 10 - 10,
      tail: 'aaaaaaaaaa',
    })
  })

  test('a difference inside the head keeps the head', () => {
    expect(splitLong('a'.repeat(50), 10, 3)).toEqual({ head: 'aaaaa', omitted: 40, tail: 'aaaaa' })
  })
})

describe('shortJsonString', () => {
  test.each<[string, string, number, string]>([
    ['fits: plain JSON', 'a"b', 10, '"a\\"b"'],
    ['quotes and escapes on both sides', `"${'x'.repeat(20)}\n`, 6, '"\\"xx…[16 characters left out]…xx\\n"'],
  ])('%s', (_, text, max, json) => {
    expect(shortJsonString(text, max)).toBe(json)
  })
})

describe('firstDifference and andMore', () => {
  test.each<[string, string, number]>([
    ['abc', 'abc', 3],
    ['abc', 'abd', 2],
    ['ab', 'abc', 2],
    ['', 'x', 0],
  ])('%j and %j first differ at %i', (a, b, index) => {
    expect(firstDifference(a, b)).toBe(index)
  })

  test('andMore counts the rest', () => {
    expect(andMore(99_990)).toBe('… and 99990 more')
  })
})
