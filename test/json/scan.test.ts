import { describe, expect, test } from 'vitest'
import { exceedsCount, mayExceedKeys, scanJson } from '../../src/json/scan.js'

describe('mayExceedKeys', () => {
  test.each<[string, number, boolean]>([
    ['{}', 0, false],
    ['{"a":1}', 0, true],
    ['{"a":1}', 1, false],
    ['{"a":1,"a":2}', 1, true],
    ['{"a" :1,"b"\n:2}', 1, true],
    // Colons in strings: left out unless a string starts with one.
    ['{"t":"09:30:00","u":"https://x.y"}', 2, false],
    ['{"j":"{\\"a\\":1,\\"b\\":2}"}', 1, false],
    ['{"k\\\\":1}', 0, true],
    ['{"c":":"}', 1, true],
    ['[":", ":"]', 0, true],
  ])('%j with limit %i: %s', (text, limit, expected) => {
    expect(mayExceedKeys(text, limit)).toBe(expected)
  })
})

describe('scanJson', () => {
  test.each<[string, number, number]>([
    ['{"a":1,"a":2}', 64, 2],
    ['{"t":"09:30","s":"\\":"}', 64, 2],
    ['[[[]]]', 3, 0],
    ['[[[]]]', 2, -1],
    ['["[[[", 1]', 1, 0],
    ['"never ends', 64, -1],
  ])('%j with maxDepth %i: %i', (text, maxDepth, expected) => {
    expect(scanJson(text, maxDepth)).toBe(expected)
  })
})

describe('exceedsCount', () => {
  test.each<[string, number, boolean]>([
    ['[{}]', 1, true],
    ['[{}]', 2, false],
    ['{"a":[1]}', 1, true],
    ['', 0, false],
  ])('%j with limit %i: %s', (text, limit, expected) => {
    expect(exceedsCount(text, '{', '[', limit)).toBe(expected)
  })
})
