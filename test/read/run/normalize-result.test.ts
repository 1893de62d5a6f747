import { describe, expect, test } from 'vitest'
import { DEFAULT_READ_OPTIONS } from '../../../src/read/normalize-read-options.js'
import { canonicalResult, normalizeResult, textOfBlock } from '../../../src/read/run/normalize-result.js'
import type { NormalizedReadOptions } from '../../../src/read/types.js'
import { thrownFailure } from '../helpers.js'

const options = DEFAULT_READ_OPTIONS
const at = ['messages', 3, 'content'] as const

const failureOf = thrownFailure

function throwingAt(key: string, rest: object = {}): object {
  return Object.defineProperty({ ...rest }, key, {
    enumerable: true,
    get() {
      throw new Error('gone')
    },
  })
}

describe('textOfBlock', () => {
  test.each([
    ['a text block', { type: 'text', text: 'hi' }, 'hi'],
    ['an input_text part', { type: 'input_text', text: 'hi' }, 'hi'],
    ['an output_text part', { type: 'output_text', text: 'hi' }, 'hi'],
    ["Bedrock's untyped block", { text: 'hi' }, 'hi'],
    ['an empty text', { type: 'text', text: '' }, ''],
  ])('%s is its text', (_name, block, text) => {
    expect(textOfBlock(block, [])).toBe(text)
  })

  test.each([
    ['an image block with a text field', { type: 'image', text: 'caption' }],
    ['a block whose type is not a string', { type: 7, text: 'hi' }],
    ['a type that only starts like a text type', { type: 'texts', text: 'hi' }],
    ['a text block without text', { type: 'text' }],
    ['a text that is not a string', { type: 'text', text: 42 }],
    ['a string', 'hi'],
    ['null', null],
    ['an array', ['hi']],
  ])('%s has none', (_name, block) => {
    expect(textOfBlock(block, [])).toBeUndefined()
  })

  test('a throwing getter fails at its own path', () => {
    expect(failureOf(() => textOfBlock(throwingAt('type', { text: 'x' }), [...at, 0]))).toMatchObject({
      kind: 'unreadable',
      path: [...at, 0, 'type'],
    })
    expect(failureOf(() => textOfBlock(throwingAt('text', { type: 'text' }), [...at, 0]))).toMatchObject({
      kind: 'unreadable',
      path: [...at, 0, 'text'],
    })
  })
})

describe('normalizeResult', () => {
  test.each<[string, unknown, unknown]>([
    ['a string holding JSON is parsed', '{"b":1,"a":2}', { a: 2, b: 1 }],
    ['a string holding other text stays text', 'not found', 'not found'],
    ['one JSON block is its value', [{ json: { x: 1 } }], { x: 1 }],
    ['one JSON block holding a list is the list', [{ json: [1, 2] }], [1, 2]],
    ['text blocks are joined by lines', [{ type: 'text', text: 'a' }, { text: 'b' }], 'a\nb'],
    ['text blocks holding JSON are parsed', [{ text: '[1,' }, { text: '2]' }], [1, 2]],
    ['an empty list stays an empty list', [], []],
    [
      'a JSON block beside another block stays blocks',
      [{ json: 1 }, { json: 2 }],
      [{ json: 1 }, { json: 2 }],
    ],
    ['a typed block with a json field is a block', [{ type: 'data', json: 1 }], [{ type: 'data', json: 1 }]],
    ['a list holding a non-object stays a list', ['a', 'b'], ['a', 'b']],
    [
      'a text block beside an image stays blocks',
      [{ text: 'a' }, { type: 'image' }],
      [{ text: 'a' }, { type: 'image' }],
    ],
    ['an object is its canonical form', { b: [1], a: null }, { a: null, b: [1] }],
  ])('%s', (_name, value, expected) => {
    expect(normalizeResult(value, [...at], options)).toEqual(expected)
  })

  test('a raw value is canonicalised as it is, even when it looks like blocks or JSON text', () => {
    expect(normalizeResult([{ json: { x: 1 } }], [...at], options, true)).toEqual([{ json: { x: 1 } }])
    expect(normalizeResult([{ text: 'a' }], [...at], options, true)).toEqual([{ text: 'a' }])
    // a string is text wherever it comes from
    expect(normalizeResult('[1]', [...at], options, true)).toEqual([1])
  })

  test('text holding JSON with a repeated key stays text: it is not silently one of the two objects', () => {
    expect(normalizeResult('{"a":1,"a":2}', [...at], options)).toBe('{"a":1,"a":2}')
  })

  test('text holding JSON deeper than maxDepth stays text', () => {
    const shallow: NormalizedReadOptions = { ...options, maxDepth: 2 }
    expect(normalizeResult('[[[1]]]', [...at], shallow)).toBe('[[[1]]]')
    expect(normalizeResult('[[1]]', [...at], shallow)).toEqual([[1]])
  })

  test('text follows the numbers policy: a literal a double cannot hold is text under exact, rounded under double', () => {
    expect(normalizeResult('9007199254740993', [...at], options)).toBe('9007199254740993')
    expect(normalizeResult('9007199254740993', [...at], { ...options, numbers: 'double' })).toBe(
      9007199254740992,
    )
  })

  test('a value that is not JSON data fails at its own path below the result, with its detail', () => {
    expect(failureOf(() => normalizeResult({ n: Number.NaN }, [...at], options))).toEqual({
      kind: 'non_finite',
      path: [...at, 'n'],
      detail: 'NaN',
    })
    expect(
      failureOf(() => normalizeResult([{ json: { n: Number.POSITIVE_INFINITY } }], [...at], options)),
    ).toEqual({
      kind: 'non_finite',
      path: [...at, 0, 'json', 'n'],
      detail: 'Infinity',
    })
  })

  test('a failure without a detail carries none', () => {
    const cycle: Record<string, unknown> = {}
    cycle.self = cycle
    expect(failureOf(() => normalizeResult(cycle, [...at], options))).toEqual({
      kind: 'cyclic',
      path: [...at, 'self'],
    })
  })

  test('a JSON block whose json throws fails at that place', () => {
    expect(failureOf(() => normalizeResult([throwingAt('json')], [...at], options))).toMatchObject({
      kind: 'unreadable',
      path: [...at, 0, 'json'],
    })
  })
})

describe('canonicalResult', () => {
  test('canonicalises without reading text or blocks', () => {
    expect(canonicalResult('{"a":1}', [], options)).toBe('{"a":1}')
    expect(canonicalResult([{ json: 1 }], [], options)).toEqual([{ json: 1 }])
  })

  test('fails below the given path', () => {
    expect(failureOf(() => canonicalResult([1, undefined], ['out'], options))).toEqual({
      kind: 'invalid_value',
      path: ['out', 1],
      detail: 'undefined',
    })
  })
})
