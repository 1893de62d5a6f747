import { describe, expect, test } from 'vitest'
import type { Path } from '../../src/json/types.js'
import {
  pickIndex,
  readList,
  readOptionalList,
  requireField,
  requireRecord,
} from '../../src/read/read-list.js'
import type { Call } from '../../src/read/types.js'
import { readFailure, thrownFailure } from './helpers.js'

/** Reads an item `{n}` as a call named after `n`; an item without `n` carries no call. */
const named = (item: object, path: Path): Call | undefined => {
  const n = (item as { n?: string }).n
  return n === undefined ? undefined : { name: `${n}@${path.join('.')}`, arguments: {} }
}

describe('readList', () => {
  test('reads each object at its own path, dropping items with no call', () => {
    expect(readList([{ n: 'a' }, {}, { n: 'b' }], ['p'], named)).toStrictEqual([
      { name: 'a@p.0', arguments: {} },
      { name: 'b@p.2', arguments: {} },
    ])
  })

  test('a list that is no array fails, expecting an array', () => {
    expect(thrownFailure(() => readList('x', ['p'], named))).toStrictEqual({
      kind: 'schema_invalid',
      path: ['p'],
      expected: ['array'],
      detail: 'string',
    })
  })

  test('an item that is no object fails at its index', () => {
    expect(thrownFailure(() => readList([{ n: 'a' }, 5], ['p'], named))).toStrictEqual({
      kind: 'schema_invalid',
      path: ['p', 1],
      expected: ['object'],
      detail: 'number',
    })
  })
})

describe('readOptionalList', () => {
  test.each([
    ['missing', {}],
    ['null', { list: null }],
  ])('a %s list is no call', (_, container) => {
    expect(readOptionalList(container, 'list', ['p'], named)).toStrictEqual([])
  })

  test('a present list is read under its key', () => {
    expect(readOptionalList({ list: [{ n: 'a' }] }, 'list', ['p'], named)).toStrictEqual([
      { name: 'a@p.list.0', arguments: {} },
    ])
  })
})

describe('requireRecord and requireField', () => {
  test('an object is returned as is', () => {
    const value = { a: 1 }
    expect(requireRecord(value, ['p'])).toBe(value)
    expect(requireField({ k: value }, 'k', ['p'])).toBe(value)
  })

  test.each([
    ['an array', [], 'array'],
    ['null', null, 'null'],
    ['a string', 's', 'string'],
  ])('%s is schema_invalid, expecting an object', (_, value, detail) => {
    expect(thrownFailure(() => requireRecord(value, ['p']))).toStrictEqual({
      kind: 'schema_invalid',
      path: ['p'],
      expected: ['object'],
      detail,
    })
  })

  test('a missing field fails at its key', () => {
    expect(thrownFailure(() => requireField({}, 'k', ['p']))).toStrictEqual({
      kind: 'schema_invalid',
      path: ['p', 'k'],
      expected: ['object'],
      detail: 'undefined',
    })
  })
})

describe('pickIndex', () => {
  test('picks the element at the index', () => {
    const second = { b: 2 }
    expect(pickIndex({ list: [{ a: 1 }, second] }, 'list', ['p'], 1)).toBe(second)
  })

  test('a list that is no array fails at the list', () => {
    expect(thrownFailure(() => pickIndex({ list: 'x' }, 'list', ['p'], 0))).toStrictEqual({
      kind: 'schema_invalid',
      path: ['p', 'list'],
      expected: ['array'],
      detail: 'string',
    })
  })

  test.each([
    [1, [{}], 'an index below 1'],
    [3, [{}, {}], 'an index below 2'],
    [0, [], 'an index below 0'],
  ])('index %i past the end fails, naming the length', (index, list, expected) => {
    expect(thrownFailure(() => pickIndex({ list }, 'list', ['p'], index))).toStrictEqual({
      kind: 'schema_invalid',
      path: ['p', 'list', index],
      expected: [expected],
      detail: `no list ${index}`,
    })
  })

  test('an element that is no object fails at its index', () => {
    expect(thrownFailure(() => pickIndex({ list: [{}, 5] }, 'list', ['p'], 1))).toStrictEqual({
      kind: 'schema_invalid',
      path: ['p', 'list', 1],
      expected: ['object'],
      detail: 'number',
    })
  })
})

describe('choice: N on a response whose choices are no array', () => {
  test('fails as openai-chat at choices', () => {
    expect(readFailure({ object: 'chat.completion', choices: 'x' }, { choice: 0 })).toStrictEqual({
      kind: 'schema_invalid',
      format: 'openai-chat',
      path: ['choices'],
      expected: ['array'],
      detail: 'string',
    })
  })
})
