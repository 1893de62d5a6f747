import { describe, expect, test } from 'vitest'
import { DEFAULT_READ_OPTIONS } from '../../src/read/normalize-read-options.js'
import { isOpenAIToolCall, readFreeText } from '../../src/read/openai-tool-call.js'
import { plain, readFailure, readOk, thrownFailure } from './helpers.js'

describe('isOpenAIToolCall judges a list entry from its own fields', () => {
  test.each([
    ['null', null, false],
    ['a number', 5, false],
    ['an array carrying type: function', Object.assign([], { type: 'function' }), false],
    ['type: function', { type: 'function' }, true],
    ['type: custom', { type: 'custom' }, true],
    ['an untyped entry with a function object', { function: {} }, true],
    ['another type with a function object', { type: 'other', function: {} }, false],
    ['an untyped entry whose function is a string', { function: 'f' }, false],
    ['an empty object', {}, false],
  ])('%s: %s', (_, value, expected) => {
    expect(isOpenAIToolCall(value, [])).toBe(expected)
  })
})

describe('a custom tool call', () => {
  test('reads its text input as { input }, with its id', () => {
    const call = { id: 'c1', type: 'custom', custom: { name: 'run_sql', input: 'SELECT 1' } }
    expect(plain(readOk(call).calls)).toEqual([
      { name: 'run_sql', arguments: { input: 'SELECT 1' }, id: 'c1' },
    ])
  })

  test.each([
    [
      'a missing name',
      { input: 'SELECT 1' },
      { path: ['custom', 'name'], expected: ['non-empty string'], detail: 'missing' },
    ],
    [
      'a missing input',
      { name: 'run_sql' },
      { path: ['custom', 'input'], expected: ['string'], detail: 'missing' },
    ],
    [
      'a numeric input',
      { name: 'run_sql', input: 5 },
      { path: ['custom', 'input'], expected: ['string'], detail: 'number' },
    ],
    [
      'an object input',
      { name: 'run_sql', input: { q: 1 } },
      { path: ['custom', 'input'], expected: ['string'], detail: 'object' },
    ],
  ])('fails schema_invalid on %s', (_, custom, failure) => {
    expect(readFailure({ type: 'custom', custom })).toStrictEqual({
      kind: 'schema_invalid',
      ...failure,
      format: 'openai-chat',
    })
  })

  test('readFreeText fails at the path it is given', () => {
    const read = () => readFreeText({ name: 'run_sql' }, ['x', 'custom'], DEFAULT_READ_OPTIONS, undefined)
    expect(thrownFailure(read)).toStrictEqual({
      kind: 'schema_invalid',
      path: ['x', 'custom', 'input'],
      expected: ['string'],
      detail: 'missing',
    })
  })
})
