import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { parseJson } from '../../src/json/parse.js'
import type { JsonParseOptions, JsonParseResult } from '../../src/json/types.js'

const prototype = Object.prototype as Record<string, unknown>

// Another library put an enumerable property on Object.prototype: parsing must not change.
describe('parseJson with an enumerable property on Object.prototype', () => {
  beforeEach(() => {
    prototype.injected = true
  })
  afterEach(() => {
    delete prototype.injected
  })

  test.each<[string, Partial<JsonParseOptions> | undefined, unknown]>([
    ['{"a":null}', undefined, { a: null }],
    ['[{"a":null,"b":[null]}]', undefined, [{ a: null, b: [null] }]],
    ['{"a":{"b":[1,{"c":"x"}]}}', { duplicateKeys: 'last' }, { a: { b: [1, { c: 'x' }] } }],
  ])('parses %s', (text, options, value) => {
    expect(parseJson(text, options)).toEqual({ ok: true, value })
  })

  test.each<[string, Partial<JsonParseOptions> | undefined, JsonParseResult]>([
    [
      '{"a":{"b":1e999}}',
      { duplicateKeys: 'last' },
      {
        ok: false,
        failure: { kind: 'number_overflow', position: { offset: 10, line: 1, column: 11 }, token: '1e999' },
      },
    ],
    [
      '{"a":[1,1e999]}',
      undefined,
      {
        ok: false,
        failure: { kind: 'number_overflow', position: { offset: 8, line: 1, column: 9 }, token: '1e999' },
      },
    ],
    [
      '{"a":{"b":1,"b":2}}',
      undefined,
      {
        ok: false,
        failure: { kind: 'duplicate_key', position: { offset: 12, line: 1, column: 13 }, token: 'b' },
      },
    ],
  ])('rejects %s', (text, options, result) => {
    expect(parseJson(text, options)).toEqual(result)
  })
})

// The 100,000-deep cases in parse.test.ts hold the same rule; these stay small enough for mutation runs.
describe('parseJson: nesting deeper than maxDepth', () => {
  test.each<[string, string, Partial<JsonParseOptions> | undefined, number]>([
    ['65 arrays', `${'['.repeat(65)}${']'.repeat(65)}`, undefined, 64],
    ['65 objects', `${'{"a":'.repeat(64)}{}${'}'.repeat(64)}`, undefined, 320],
    ['arrays in objects', '{"a":[{"b":[1]}]}', { maxDepth: 3 }, 11],
    ['three arrays, two allowed', '[[[1]]]', { maxDepth: 2 }, 2],
    ['a string holding brackets does not count', '[["[[[["],[[1]]]', { maxDepth: 2 }, 11],
  ])('%s', (_, text, options, offset) => {
    const result = parseJson(text, options)
    expect(result.ok).toBe(false)
    expect(!result.ok && [result.failure.kind, result.failure.position.offset]).toEqual(['too_deep', offset])
  })

  test.each<[string, string, Partial<JsonParseOptions>]>([
    ['64 arrays', `${'['.repeat(64)}${']'.repeat(64)}`, {}],
    ['two arrays, two allowed, brackets in strings', '[["[[[[", "]]]]"]]', { maxDepth: 2 }],
    ['siblings at the same depth', '[[1],[2],{"a":[3]}]', { maxDepth: 3 }],
  ])('%s is not too deep', (_, text, options) => {
    expect(parseJson(text, options).ok).toBe(true)
  })
})
