import { describe, expect, test } from 'vitest'
import { normalizeReadOptions } from '../../src/read/normalize-read-options.js'
import type { ReadOptions } from '../../src/read/types.js'

describe('normalizeReadOptions', () => {
  test('defaults: strict JSON, nfc, 64 deep, choice 0', () => {
    expect(normalizeReadOptions(undefined)).toEqual({
      parse: 'strict',
      lenient: 'all',
      syntax: 'json',
      unicode: 'nfc',
      maxDepth: 64,
      choice: 0,
    })
    expect(normalizeReadOptions({ choice: 2 })).toEqual({
      parse: 'strict',
      lenient: 'all',
      syntax: 'json',
      unicode: 'nfc',
      maxDepth: 64,
      choice: 2,
    })
  })

  test.each([
    [{ parse: 'loose' }, 'parse'],
    [{ unicode: 'nfkc' }, 'unicode'],
    [{ syntax: 'pythonic' }, 'syntax'],
    [{ syntax: 'qwen' }, 'syntax'],
    [{ parse: 'lenient', lenient: 'first' }, 'lenient'],
    [{ maxDepth: 0 }, 'maxDepth'],
    [{ maxDepth: 1.5 }, 'maxDepth'],
    [{ choice: -1 }, 'choice'],
    [{ choice: Number.NaN }, 'choice'],
  ])('a malformed option %j is the test author’s mistake and throws', (options, name) => {
    expect(() => normalizeReadOptions(options as unknown as ReadOptions)).toThrow(
      new RegExp(`^Matcher error: ${name} must be .* at options\\.${name}$`),
    )
  })

  test.each([
    'json',
    'python',
    'hermes',
    'llama',
    'mistral',
    'qwen-xml',
    'harmony',
    'deepseek',
    'command-r',
  ] as const)('syntax %s is an option', (syntax) => {
    expect(normalizeReadOptions({ syntax }).syntax).toBe(syntax)
  })

  test("lenient: 'last' is kept with parse: 'lenient', and is a usage error without it", () => {
    expect(normalizeReadOptions({ parse: 'lenient', lenient: 'last' }).lenient).toBe('last')
    expect(normalizeReadOptions({ parse: 'lenient' }).lenient).toBe('all')
    expect(() => normalizeReadOptions({ lenient: 'last' })).toThrow(
      /^Matcher error: lenient: 'last' applies only with parse: 'lenient' at options\.lenient$/,
    )
    expect(() => normalizeReadOptions({ parse: 'strict', lenient: 'last' })).toThrow(/applies only/)
    // normalised options read again stay as they are
    const normalized = normalizeReadOptions({})
    expect(normalizeReadOptions(normalized)).toEqual(normalized)
  })
})
