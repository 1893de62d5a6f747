import { describe, expect, test } from 'vitest'
import { extractJsonObjects } from '../../src/json/extract.js'

type Found = Array<{ value: unknown; start: number; end: number }>

describe('extractJsonObjects: braces inside the strings of spans that do not parse', () => {
  // A span that does not parse is skipped and the search goes on after its opening brace: the braces it holds,
  // inside strings or not, must each be found as what they are.
  test.each<[string, string, Found]>([
    ['an object inside a broken string', '{"{"a":1}"{', [{ value: { a: 1 }, start: 2, end: 9 }]],
    [
      'objects after two string braces',
      '{"{"{"a":1}{"b":{"c":2}}',
      [
        { value: { a: 1 }, start: 4, end: 11 },
        { value: { b: { c: 2 } }, start: 11, end: 24 },
      ],
    ],
    [
      'an object after an escaped brace',
      '{"\\{"{"b":{"c":2}}',
      [{ value: { b: { c: 2 } }, start: 5, end: 18 }],
    ],
    [
      'two objects after an escaped brace',
      '{"\\{"{"a":1}{"b":{"c":2}}',
      [
        { value: { a: 1 }, start: 5, end: 12 },
        { value: { b: { c: 2 } }, start: 12, end: 25 },
      ],
    ],
    [
      'an object, a stray quote and brace, and an object',
      '{"{"b":{"c":2}}"{{"b":{"c":2}}',
      [
        { value: { b: { c: 2 } }, start: 2, end: 15 },
        { value: { b: { c: 2 } }, start: 17, end: 30 },
      ],
    ],
  ])('%s: %j', (_, text, found) => {
    expect(extractJsonObjects(text)).toEqual(found)
  })
})

describe('extractJsonObjects: input that is not text', () => {
  test.each<[string, unknown]>([
    ['a number', 42],
    ['undefined', undefined],
    ['an object', { a: 1 }],
  ])('%s gives no objects', (_, input) => {
    expect(extractJsonObjects(input as string)).toEqual([])
  })
})
