import { expect, test } from 'vitest'
import { comparePaths, formatPath } from '../src/path.js'

test.each([
  [[], ''],
  [['arguments', 'unit'], 'arguments.unit'],
  [['calls', 1, 'arguments', 'items', 2, 'sku id'], 'calls[1].arguments.items[2]["sku id"]'],
  [['arguments', '$rule'], 'arguments.$rule'],
  [['arguments', '1st'], 'arguments["1st"]'],
  [['arguments', ''], 'arguments[""]'],
  [['arguments', 'a"b'], 'arguments["a\\"b"]'],
  [[0, 'x'], '[0].x'],
])('formatPath(%j) is %s', (path, text) => {
  expect(formatPath(path)).toBe(text)
})

test.each([
  [['a'], ['b'], -1],
  [['a', 2], ['a', 10], -1],
  [['a', 0], ['a', 'x'], -1],
  [['a'], ['a', 'b'], -1],
  [['b'], ['a', 'z'], 1],
  [['a', 1], ['a', 1], 0],
])('comparePaths(%j, %j) has sign %i', (a, b, sign) => {
  expect(Math.sign(comparePaths(a, b))).toBe(sign)
  expect(Math.sign(comparePaths(b, a))).toBe(-sign || 0)
})
