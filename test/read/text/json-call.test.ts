import { describe, expect, test } from 'vitest'
import type { JsonValue } from '../../../src/json/types.js'
import { normalizeReadOptions } from '../../../src/read/normalize-read-options.js'
import { readJsonCall, readJsonCalls } from '../../../src/read/text/json-call.js'
import { plain, thrownFailure } from '../helpers.js'

const options = normalizeReadOptions({ parse: 'lenient' })

describe('readJsonCall: one call object written as JSON in a text', () => {
  test('reads the name, the arguments under any arguments key, and a string id', () => {
    expect(plain([readJsonCall({ name: 'f', parameters: { x: 1 }, id: 'c1' }, [0], options)])).toEqual([
      { name: 'f', arguments: { x: 1 }, id: 'c1' },
    ])
    expect(plain([readJsonCall({ tool_name: 'g', args: '{"y": 2}' }, [0], options, 'tool_name')])).toEqual([
      { name: 'g', arguments: { y: 2 } },
    ])
  })

  test('a call object with no arguments key has empty arguments', () => {
    expect(plain([readJsonCall({ name: 'f' }, [3], options)])).toEqual([{ name: 'f', arguments: {} }])
  })

  test.each([
    ['a number', 1, 'number'],
    ['a string', 'f', 'string'],
    ['an array', [{ name: 'f' }], 'array'],
    ['null', null, 'null'],
  ])('%s is no call object', (_, value, detail) => {
    expect(thrownFailure(() => readJsonCall(value as JsonValue, [2], options))).toStrictEqual({
      kind: 'schema_invalid',
      path: [2],
      expected: ['call object'],
      detail,
    })
  })

  test('a missing name fails at the name key the format uses', () => {
    expect(thrownFailure(() => readJsonCall({ arguments: {} }, [1], options))).toStrictEqual({
      kind: 'schema_invalid',
      path: [1, 'name'],
      expected: ['non-empty string'],
      detail: 'missing',
    })
    expect(thrownFailure(() => readJsonCall({ parameters: {} }, [1], options, 'tool_name'))).toStrictEqual({
      kind: 'schema_invalid',
      path: [1, 'tool_name'],
      expected: ['non-empty string'],
      detail: 'missing',
    })
  })

  test('arguments that are neither an object nor a JSON string fail at their key, expecting either', () => {
    expect(thrownFailure(() => readJsonCall({ name: 'f', parameters: [1] }, [1], options))).toStrictEqual({
      kind: 'schema_invalid',
      path: [1, 'parameters'],
      expected: ['object', 'JSON string'],
      detail: 'array',
    })
  })

  test('arguments in a string that is no JSON fail at their key', () => {
    expect(thrownFailure(() => readJsonCall({ name: 'f', arguments: 'hello' }, [1], options))).toStrictEqual({
      kind: 'arguments_not_json',
      path: [1, 'arguments'],
      position: { offset: 0, line: 1, column: 1 },
      token: 'hello',
      excerpt: { text: 'hello', offset: 0 },
      detail: 'not_json',
    })
  })
})

describe('readJsonCalls: a call object or an array of them, numbered from `first`', () => {
  test('reads one object or every entry of an array, in order', () => {
    expect(plain(readJsonCalls({ name: 'a', arguments: {} }, 0, options))).toEqual([
      { name: 'a', arguments: {} },
    ])
    expect(
      plain(
        readJsonCalls(
          [{ tool_name: 'a', parameters: { x: 1 } }, { tool_name: 'b' }],
          0,
          options,
          'tool_name',
        ),
      ),
    ).toEqual([
      { name: 'a', arguments: { x: 1 } },
      { name: 'b', arguments: {} },
    ])
  })

  test('a single object is numbered `first`', () => {
    expect(thrownFailure(() => readJsonCalls({ arguments: {} }, 4, options))).toStrictEqual({
      kind: 'schema_invalid',
      path: [4, 'name'],
      expected: ['non-empty string'],
      detail: 'missing',
    })
  })

  test('an entry of an array is numbered `first` plus its index', () => {
    const value = [{ name: 'a' }, { name: 'b' }, { arguments: {} }]
    expect(thrownFailure(() => readJsonCalls(value, 4, options))).toStrictEqual({
      kind: 'schema_invalid',
      path: [6, 'name'],
      expected: ['non-empty string'],
      detail: 'missing',
    })
    expect(thrownFailure(() => readJsonCalls([{ name: 'a' }, 7], 4, options))).toStrictEqual({
      kind: 'schema_invalid',
      path: [5],
      expected: ['call object'],
      detail: 'number',
    })
  })
})
