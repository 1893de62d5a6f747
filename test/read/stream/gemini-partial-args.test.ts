import { describe, expect, test } from 'vitest'
import { applyPartialArgs, willContinue } from '../../../src/read/stream/gemini-partial-args.js'
import { thrownFailure } from '../helpers.js'

function applied(partials: object[], args: Record<string, unknown> = {}): Record<string, unknown> {
  applyPartialArgs(args, partials, ['p'])
  return args
}
const failureOf = (partials: unknown) => thrownFailure(() => applyPartialArgs({}, partials, ['p']))

describe('applyPartialArgs', () => {
  test.each<[string, object[], unknown]>([
    ['a top-level string', [{ jsonPath: '$.q', stringValue: 'x' }], { q: 'x' }],
    [
      'strings continued are appended',
      [
        { jsonPath: '$.q', stringValue: 'ab' },
        { jsonPath: '$.q', stringValue: 'c' },
      ],
      { q: 'abc' },
    ],
    [
      'a number replaces, never appends',
      [
        { jsonPath: '$.n', stringValue: '1' },
        { jsonPath: '$.n', numberValue: 2 },
      ],
      { n: 2 },
    ],
    [
      'a string after a number replaces it',
      [
        { jsonPath: '$.n', numberValue: 2 },
        { jsonPath: '$.n', stringValue: 'x' },
      ],
      { n: 'x' },
    ],
    ['a boolean', [{ jsonPath: '$.b', boolValue: false }], { b: false }],
    ['an explicit null', [{ jsonPath: '$.z', nullValue: null }], { z: null }],
    ['a null value given as a key only', [{ jsonPath: '$.z', nullValue: undefined }], { z: null }],
    ['nested keys make objects', [{ jsonPath: '$.a.b.c', numberValue: 1 }], { a: { b: { c: 1 } } }],
    ['indexes make arrays', [{ jsonPath: '$.list[1]', stringValue: 'y' }], { list: [undefined, 'y'] }],
    [
      'indexes over many digits',
      [{ jsonPath: '$.list[10]', numberValue: 5 }],
      { list: Object.assign([], { 10: 5 }) },
    ],
    ['arrays of objects', [{ jsonPath: '$.rows[0].id', numberValue: 7 }], { rows: [{ id: 7 }] }],
    ['a nested array', [{ jsonPath: '$.m[0][1]', numberValue: 3 }], { m: [[undefined, 3]] }],
    [
      'a key named __proto__ is data',
      [{ jsonPath: '$.__proto__.x', numberValue: 1 }],
      JSON.parse('{"__proto__":{"x":1}}'),
    ],
  ])('%s', (_name, partials, expected) => {
    expect(applied(partials)).toEqual(expected)
  })

  test('a value already there that is no container is replaced by one', () => {
    expect(applied([{ jsonPath: '$.a.b', numberValue: 1 }], { a: 'text' })).toEqual({ a: { b: 1 } })
    expect(applied([{ jsonPath: '$.a.b', numberValue: 1 }], { a: null })).toEqual({ a: { b: 1 } })
  })

  test.each([
    ['no $.', 'q'],
    ['a $ alone', '$'],
    ['an empty segment', '$.a..b'],
    ['a bracket that is no index', '$.a[x]'],
    ['text after an index', '$.a[0]b'],
    ['a path that is no string', 5],
  ])('a path with %s fails at jsonPath', (_name, jsonPath) => {
    expect(failureOf([{ jsonPath, stringValue: 'x' }])).toEqual({
      kind: 'schema_invalid',
      path: ['p', 0, 'jsonPath'],
      expected: ['$.name[0].key'],
    })
  })

  test('a partial argument without a value fails, never dropped', () => {
    expect(failureOf([{ jsonPath: '$.q' }])).toMatchObject({
      kind: 'unknown_item',
      path: ['p', 0],
      token: 'partial argument without a value',
    })
    expect(failureOf([{ jsonPath: '$.q', stringValue: null }])).toMatchObject({ kind: 'unknown_item' })
  })

  test('no list is nothing to apply; an element that is no object fails at it', () => {
    expect(applied(undefined as unknown as object[])).toEqual({})
    expect(failureOf(['x'])).toMatchObject({ path: ['p', 0] })
  })
})

describe('willContinue', () => {
  test('only an own true', () => {
    expect(willContinue({ willContinue: true }, [])).toBe(true)
    expect(willContinue({ willContinue: 'true' }, [])).toBe(false)
    expect(willContinue({}, [])).toBe(false)
    expect(willContinue([] as unknown as object, [])).toBe(false)
  })
})
