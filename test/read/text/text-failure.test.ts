import { describe, expect, test } from 'vitest'
import { normalizeReadOptions } from '../../../src/read/normalize-read-options.js'
import { failText, jsonEnd, parseJsonIn } from '../../../src/read/text/text-failure.js'
import { thrownFailure } from '../helpers.js'

describe('failText: text_syntax at an offset', () => {
  test('at a token: the token found there is named', () => {
    expect(thrownFailure(() => failText('hermes', 'ab c', 1, ['x']))).toStrictEqual({
      kind: 'text_syntax',
      format: 'hermes',
      position: { offset: 1, line: 1, column: 2 },
      expected: ['x'],
      token: 'b',
      excerpt: { text: 'ab c', offset: 1 },
    })
  })

  test('at the end of the text (cut off): no token', () => {
    expect(thrownFailure(() => failText('hermes', 'ab', 2, ['x']))).toStrictEqual({
      kind: 'text_syntax',
      format: 'hermes',
      position: { offset: 2, line: 1, column: 3 },
      expected: ['x'],
      excerpt: { text: 'ab', offset: 2 },
    })
  })
})

describe('parseJsonIn: one JSON value inside a text, failures placed in the whole text', () => {
  const text = 'x {"a": 1, "a": 2} y'

  test('a key twice: under lenient parsing the last value wins', () => {
    expect(parseJsonIn('llama', text, 2, 18, normalizeReadOptions({ parse: 'lenient' }))).toEqual({ a: 2 })
  })

  test('a key twice: under strict parsing it is duplicate_key at the second key', () => {
    expect(
      thrownFailure(() => parseJsonIn('llama', text, 2, 18, normalizeReadOptions(undefined))),
    ).toStrictEqual({
      kind: 'duplicate_key',
      format: 'llama',
      position: { offset: 11, line: 1, column: 12 },
      token: 'a',
      excerpt: { text, offset: 11 },
    })
  })

  test('JSON cut off: not_json at the end of the slice, no token', () => {
    const cut = 'x {"a": 1, '
    expect(
      thrownFailure(() => parseJsonIn('llama', cut, 2, 11, normalizeReadOptions(undefined))),
    ).toStrictEqual({
      kind: 'not_json',
      format: 'llama',
      position: { offset: 11, line: 1, column: 12 },
      excerpt: { text: cut, offset: 11 },
    })
  })

  test('the nesting limit of the options applies', () => {
    const deep = 'x {"a": {"b": 1}} y'
    expect(
      thrownFailure(() => parseJsonIn('llama', deep, 2, 17, normalizeReadOptions({ maxDepth: 1 }))),
    ).toStrictEqual({
      kind: 'too_deep',
      format: 'llama',
      position: { offset: 8, line: 1, column: 9 },
      token: '{',
      excerpt: { text: deep, offset: 8 },
    })
  })

  test('the number policy of the options applies', () => {
    const big = 'x {"a": 9007199254740993} y'
    expect(parseJsonIn('llama', big, 2, 25, normalizeReadOptions({ numbers: 'double' }))).toEqual({
      a: 9007199254740992,
    })
  })
})

describe('jsonEnd: the end of a balanced object or array, string-aware', () => {
  test.each([
    ['a brace inside a string', '{"a": "}"} x', 0, 10],
    ['an escaped quote inside a string', '{"a": "\\"}"} x', 0, 12],
    ['an escaped backslash ending a string', '{"a": "\\\\"} x', 0, 11],
    ['nested arrays', '[1, [2]] x', 0, 8],
    ['an object after prose', 'x {} y', 2, 4],
    ['an object never closed', '{"a": 1', 0, -1],
  ])('%s', (_, text, start, end) => {
    expect(jsonEnd(text, start)).toBe(end)
  })
})
