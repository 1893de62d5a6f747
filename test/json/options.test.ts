import { describe, expect, test } from 'vitest'
import { normalizeJsonOptions } from '../../src/json/options.js'
import { DEFAULT_MAX_DEPTH, type JsonParseOptions } from '../../src/json/types.js'

describe('normalizeJsonOptions', () => {
  test.each<[Partial<JsonParseOptions> | undefined, JsonParseOptions]>([
    [undefined, { duplicateKeys: 'error', maxDepth: DEFAULT_MAX_DEPTH, numbers: 'exact' }],
    [{}, { duplicateKeys: 'error', maxDepth: 64, numbers: 'exact' }],
    [{ duplicateKeys: 'last' }, { duplicateKeys: 'last', maxDepth: 64, numbers: 'exact' }],
    [{ duplicateKeys: 'other' as 'last' }, { duplicateKeys: 'error', maxDepth: 64, numbers: 'exact' }],
    [{ maxDepth: 3.7 }, { duplicateKeys: 'error', maxDepth: 3, numbers: 'exact' }],
    [{ maxDepth: -5 }, { duplicateKeys: 'error', maxDepth: 0, numbers: 'exact' }],
    [{ maxDepth: Number.NaN }, { duplicateKeys: 'error', maxDepth: 64, numbers: 'exact' }],
    [
      { maxDepth: Number.POSITIVE_INFINITY },
      { duplicateKeys: 'error', maxDepth: Number.POSITIVE_INFINITY, numbers: 'exact' },
    ],
    [{ numbers: 'double' }, { duplicateKeys: 'error', maxDepth: 64, numbers: 'double' }],
    [{ numbers: 'other' as 'double' }, { duplicateKeys: 'error', maxDepth: 64, numbers: 'exact' }],
  ])('completes %j as %j', (given, complete) => {
    expect(normalizeJsonOptions(given)).toEqual(complete)
  })
})
