import { describe, expect, test } from 'vitest'
import { normalizeReadOptions } from '../../src/read/normalize-read-options.js'
import type { ReadOptions } from '../../src/read/types.js'

describe('normalizeReadOptions', () => {
  test('defaults: strict JSON, nfc, 64 deep, no choice picked, server tools ignored, unknown items fail', () => {
    const defaults = {
      parse: 'strict',
      syntax: 'json',
      unicode: 'nfc',
      maxDepth: 64,
      choice: 'unchosen',
      serverTools: 'ignore',
      unknownItems: 'fail',
    }
    expect(normalizeReadOptions(undefined)).toEqual(defaults)
    expect(normalizeReadOptions({})).toEqual(defaults)
    expect(normalizeReadOptions({ choice: 2, serverTools: 'include', unknownItems: 'ignore' })).toEqual({
      ...defaults,
      choice: 2,
      serverTools: 'include',
      unknownItems: 'ignore',
    })
  })

  test.each([
    [{ parse: 'loose' }, 'parse'],
    [{ unicode: 'nfkc' }, 'unicode'],
    [{ syntax: 'pythonic' }, 'syntax'],
    [{ maxDepth: 0 }, 'maxDepth'],
    [{ maxDepth: 1.5 }, 'maxDepth'],
    [{ choice: -1 }, 'choice'],
    [{ choice: Number.NaN }, 'choice'],
    [{ serverTools: 'all' }, 'serverTools'],
    [{ unknownItems: 'skip' }, 'unknownItems'],
  ])('a malformed option %j is the test author’s mistake and throws', (options, name) => {
    expect(() => normalizeReadOptions(options as unknown as ReadOptions)).toThrow(
      new RegExp(`^Matcher error: ${name} must be .* at options\\.${name}$`),
    )
  })
})
