import { describe, expect, test } from 'vitest'
import { normalizeJsonOptions } from '../../src/json/options.js'
import { DEFAULT_MAX_DEPTH, type JsonParseOptions } from '../../src/json/types.js'

describe('normalizeJsonOptions', () => {
  test.each<[Partial<JsonParseOptions> | undefined, JsonParseOptions]>([
    [undefined, { duplicateKeys: 'error', maxDepth: DEFAULT_MAX_DEPTH }],
    [{}, { duplicateKeys: 'error', maxDepth: 64 }],
    [{ duplicateKeys: 'last' }, { duplicateKeys: 'last', maxDepth: 64 }],
    [{ duplicateKeys: 'other' as 'last' }, { duplicateKeys: 'error', maxDepth: 64 }],
    [{ maxDepth: 3.7 }, { duplicateKeys: 'error', maxDepth: 3 }],
    [{ maxDepth: -5 }, { duplicateKeys: 'error', maxDepth: 0 }],
    [{ maxDepth: Number.NaN }, { duplicateKeys: 'error', maxDepth: 64 }],
    [{ maxDepth: Number.POSITIVE_INFINITY }, { duplicateKeys: 'error', maxDepth: Number.POSITIVE_INFINITY }],
  ])('completes %j as %j', (given, complete) => {
    expect(normalizeJsonOptions(given)).toEqual(complete)
  })
})
