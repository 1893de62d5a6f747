import { describe, expect, test } from 'vitest'
import { DEFAULT_READ_OPTIONS } from '../../src/read/normalize-read-options.js'
import { type ArgumentsEncoding, readArguments } from '../../src/read/read-arguments.js'
import type { ReadFailure } from '../../src/read/types.js'
import { thrownFailure } from './helpers.js'

const PATH = ['call', 'arguments']

/** Canonical objects have a null prototype: compared as plain data. */
const data = (value: unknown): unknown => JSON.parse(JSON.stringify(value))

describe('readArguments', () => {
  test.each<[string, unknown, ArgumentsEncoding, unknown]>([
    ['a JSON string decodes for the json encoding', '{"b":1,"a":2}', 'json', { a: 2, b: 1 }],
    ['a JSON string decodes for either encoding', '{"a":1}', 'either', { a: 1 }],
    ['an object reads for the object encoding', { a: 1 }, 'object', { a: 1 }],
    ['an object reads for either encoding', { a: 1 }, 'either', { a: 1 }],
  ])('%s', (_, raw, encoding, expected) => {
    expect(data(readArguments(raw, PATH, encoding, DEFAULT_READ_OPTIONS))).toEqual(expected)
  })

  test.each<[string, unknown, ArgumentsEncoding, ReadFailure]>([
    [
      'an object where a JSON string is required is schema_invalid',
      { a: 1 },
      'json',
      { kind: 'schema_invalid', path: PATH, expected: ['JSON string'], detail: 'object' },
    ],
    [
      'a number where a JSON string is required is schema_invalid',
      5,
      'json',
      { kind: 'schema_invalid', path: PATH, expected: ['JSON string'], detail: 'number' },
    ],
    [
      'a string where an object is required is schema_invalid',
      '{"a":1}',
      'object',
      { kind: 'schema_invalid', path: PATH, expected: ['object'], detail: 'string' },
    ],
    [
      'a number where either is allowed names both',
      5,
      'either',
      { kind: 'schema_invalid', path: PATH, expected: ['object', 'JSON string'], detail: 'number' },
    ],
    [
      'a Date canonicalises to a string, not an object',
      new Date(0),
      'object',
      { kind: 'schema_invalid', path: PATH, expected: ['object'], detail: 'string' },
    ],
    [
      'a JSON string with a repeated key fails with the key as token',
      '{"a":1,"a":2}',
      'json',
      {
        kind: 'arguments_not_json',
        path: PATH,
        position: { offset: 7, line: 1, column: 8 },
        token: 'a',
        excerpt: { text: '{"a":1,"a":2}', offset: 7 },
        detail: 'duplicate_key',
      },
    ],
    [
      'a JSON string cut short fails with no token',
      '{"a":',
      'json',
      {
        kind: 'arguments_not_json',
        path: PATH,
        position: { offset: 5, line: 1, column: 6 },
        excerpt: { text: '{"a":', offset: 5 },
        detail: 'not_json',
      },
    ],
    [
      'a JSON string holding a number is not an object',
      '5',
      'json',
      {
        kind: 'arguments_not_json',
        path: PATH,
        excerpt: { text: '5', offset: 0 },
        detail: 'decodes to number, not an object',
      },
    ],
    [
      'a JSON string holding an array is not an object',
      '[1]',
      'either',
      {
        kind: 'arguments_not_json',
        path: PATH,
        excerpt: { text: '[1]', offset: 0 },
        detail: 'decodes to array, not an object',
      },
    ],
  ])('%s', (_, raw, encoding, expected) => {
    expect(thrownFailure(() => readArguments(raw, PATH, encoding, DEFAULT_READ_OPTIONS))).toStrictEqual(
      expected,
    )
  })

  test('a canonicalisation failure without detail keeps its kind under the arguments path', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(thrownFailure(() => readArguments(cyclic, PATH, 'object', DEFAULT_READ_OPTIONS))).toStrictEqual({
      kind: 'cyclic',
      path: [...PATH, 'self'],
    })
  })

  test('a canonicalisation failure with detail keeps it', () => {
    expect(
      thrownFailure(() => readArguments({ n: Number.NaN }, PATH, 'object', DEFAULT_READ_OPTIONS)),
    ).toStrictEqual({ kind: 'non_finite', path: [...PATH, 'n'], detail: 'NaN' })
  })

  test('a JSON string is decoded with the numbers option', () => {
    const raw = '{"n":12345678901234567890}'
    expect(data(readArguments(raw, PATH, 'json', { ...DEFAULT_READ_OPTIONS, numbers: 'double' }))).toEqual({
      n: 12345678901234567000,
    })
    expect(thrownFailure(() => readArguments(raw, PATH, 'json', DEFAULT_READ_OPTIONS))).toMatchObject({
      kind: 'arguments_not_json',
      detail: 'precision_loss',
    })
  })

  test('a JSON string is decoded with the maxDepth option', () => {
    expect(
      thrownFailure(() =>
        readArguments('{"a":{"b":{}}}', PATH, 'json', { ...DEFAULT_READ_OPTIONS, maxDepth: 2 }),
      ),
    ).toMatchObject({ kind: 'arguments_not_json', detail: 'too_deep' })
  })
})
