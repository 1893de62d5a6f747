import { describe, expect, test } from 'vitest'
import { normalizeReadOptions } from '../../src/read/normalize-read-options.js'
import type { ReadOptions } from '../../src/read/types.js'

describe('normalizeReadOptions', () => {
  test('defaults: strict JSON, nfc, 64 deep, choice 0, exact numbers', () => {
    expect(normalizeReadOptions(undefined)).toEqual({
      parse: 'strict',
      syntax: 'json',
      unicode: 'nfc',
      maxDepth: 64,
      choice: 0,
      numbers: 'exact',
    })
    expect(normalizeReadOptions({ choice: 2 })).toEqual({
      parse: 'strict',
      syntax: 'json',
      unicode: 'nfc',
      maxDepth: 64,
      choice: 2,
      numbers: 'exact',
    })
    expect(normalizeReadOptions({ numbers: 'double' })).toMatchObject({ numbers: 'double' })
  })

  test.each([
    [{ parse: 'loose' }, 'parse'],
    [{ unicode: 'nfkc' }, 'unicode'],
    [{ syntax: 'pythonic' }, 'syntax'],
    [{ maxDepth: 0 }, 'maxDepth'],
    [{ maxDepth: 1.5 }, 'maxDepth'],
    [{ choice: -1 }, 'choice'],
    [{ choice: Number.NaN }, 'choice'],
    [{ numbers: 'float' }, 'numbers'],
  ])('a malformed option %j is the test author’s mistake and throws', (options, name) => {
    expect(() => normalizeReadOptions(options as unknown as ReadOptions)).toThrow(
      new RegExp(`^Matcher error: ${name} must be .* at options\\.${name}$`),
    )
  })
})
