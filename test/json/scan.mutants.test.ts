import { describe, expect, test } from 'vitest'
import { exceedsCount, mayExceedKeys, scanJson } from '../../src/json/scan.js'

describe('scanJson: nesting goes down again after each closing bracket or brace', () => {
  // Siblings at the limit: a depth that only ever went up would count them as nested and give -1.
  test.each<[string, string, number, number]>([
    ['objects nest as deep as arrays', '{"a":{"b":{}}}', 2, -1],
    ['objects within the limit', '{"a":{"b":{}}}', 3, 2],
    ['sibling objects in an array', '[{},{}]', 2, 0],
    ['sibling arrays in an array', '[[],[]]', 2, 0],
    ['sibling objects in an object', '{"a":{},"b":{"c":1}}', 2, 3],
    ['an array, then an object, at the top', '[]{}', 1, 0],
    ['an object, then an array, at the top', '{}[]', 1, 0],
  ])('%s: %j with maxDepth %i gives %i', (_name, text, maxDepth, expected) => {
    expect(scanJson(text, maxDepth)).toBe(expected)
  })
})

describe('exceedsCount: the first character alone can exceed the limit', () => {
  test.each<[string, string, number, boolean]>([
    ['as many of the first as the limit', '{"a":{}}', 2, false],
    ['one of each, at the limit', '{"a":[]}', 2, false],
    ['more of the first than the limit, none of the second', '{"a":{}}', 1, true],
    ['one of the first beyond a limit of 0', '{}', 0, true],
  ])('%s: %j with limit %i is %s', (_name, text, limit, expected) => {
    expect(exceedsCount(text, '{', '[', limit)).toBe(expected)
  })
})

describe('mayExceedKeys: a colon right after the opening quote', () => {
  // A string that starts with a colon counts as a key (the cautious answer): also when it is the whole text, where
  // that colon is the second character.
  test.each<[string, number, boolean]>([
    ['":"', 0, true],
    ['":"', 1, false],
    ['[":"]', 0, true],
  ])('%j with limit %i: %s', (text, limit, expected) => {
    expect(mayExceedKeys(text, limit)).toBe(expected)
  })
})
