import { describe, expect, test } from 'vitest'
import { DEFAULT_READ_OPTIONS } from '../../src/read/normalize-read-options.js'
import { OPENAI_FUNCTION } from '../../src/read/openai-tool-call.js'
import { type CallFields, makeCall, readCall, readName } from '../../src/read/read-call.js'
import { plain, thrownFailure } from './helpers.js'

const OPTIONAL: CallFields = { name: 'name', args: 'args', encoding: 'object', optionalArgs: true }

describe('readCall', () => {
  test('reads the name, the arguments and a string id', () => {
    const call = readCall(
      { name: 'f', arguments: '{"b": 1, "a": 2}' },
      ['p'],
      OPENAI_FUNCTION,
      DEFAULT_READ_OPTIONS,
      'c1',
    )
    expect(plain([call])).toEqual([{ name: 'f', arguments: { a: 2, b: 1 }, id: 'c1' }])
  })

  test('missing arguments read as {} where they are optional', () => {
    expect(plain([readCall({ name: 'f' }, ['p'], OPTIONAL, DEFAULT_READ_OPTIONS)])).toEqual([
      { name: 'f', arguments: {} },
    ])
  })

  test('missing arguments fail where they are required', () => {
    expect(
      thrownFailure(() => readCall({ name: 'f' }, ['p'], OPENAI_FUNCTION, DEFAULT_READ_OPTIONS)),
    ).toStrictEqual({
      kind: 'schema_invalid',
      path: ['p', 'arguments'],
      expected: ['arguments object'],
      detail: 'missing',
    })
  })
})

describe('readName', () => {
  test('a non-empty string is kept exactly', () => {
    expect(readName(' Get\u0301 ', ['p'])).toBe(' Get\u0301 ')
  })

  test.each([
    ['missing', undefined, 'missing'],
    ['the empty string', '', 'empty string'],
    ['a number', 7, 'number'],
    ['null', null, 'null'],
  ])('%s fails, expecting a non-empty string', (_, raw, detail) => {
    expect(thrownFailure(() => readName(raw, ['p', 'name']))).toStrictEqual({
      kind: 'schema_invalid',
      path: ['p', 'name'],
      expected: ['non-empty string'],
      detail,
    })
  })
})

describe('makeCall', () => {
  test('adds the id only when it is a string', () => {
    expect(makeCall('f', {}, 'c1')).toStrictEqual({ name: 'f', arguments: {}, id: 'c1' })
    expect(makeCall('f', {}, 7)).toStrictEqual({ name: 'f', arguments: {} })
    expect(makeCall('f', {})).toStrictEqual({ name: 'f', arguments: {} })
  })
})
