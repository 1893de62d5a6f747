import { describe, expect, test } from 'vitest'
import { normalizeReadOptions } from '../../src/read/normalize-read-options.js'
import type { ReadOptions } from '../../src/read/types.js'

describe('normalizeReadOptions', () => {
  test('defaults: strict JSON, nfc, 64 deep, no choice picked, server tools ignored, unknown items fail', () => {
    const defaults = {
      parse: 'strict',
      lenient: 'all',
      syntax: 'json',
      unicode: 'nfc',
      maxDepth: 64,
      choice: 'unchosen',
      serverTools: 'ignore',
      unknownItems: 'fail',
      numbers: 'exact',
    }
    expect(normalizeReadOptions(undefined)).toEqual(defaults)
    expect(normalizeReadOptions({})).toEqual(defaults)
    expect(normalizeReadOptions({ choice: 2, serverTools: 'include', unknownItems: 'ignore' })).toEqual({
      ...defaults,
      choice: 2,
      serverTools: 'include',
      unknownItems: 'ignore',
    })
    expect(normalizeReadOptions({ numbers: 'double' })).toMatchObject({ numbers: 'double' })
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
    [{ serverTools: 'all' }, 'serverTools'],
    [{ unknownItems: 'skip' }, 'unknownItems'],
    [{ numbers: 'float' }, 'numbers'],
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
    'deepseek-dsml',
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
    expect(normalizeReadOptions(normalized as unknown as ReadOptions)).toEqual(normalized)
  })
})
