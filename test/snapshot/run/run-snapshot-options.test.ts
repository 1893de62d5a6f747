import { describe, expect, test } from 'vitest'
import { captureRun } from '../../../src/snapshot/run/capture-run.js'
import { normalizeRunSnapshotOptions } from '../../../src/snapshot/run/run-snapshot-options.js'
import { MatcherUsageError } from '../../../src/usage-error.js'

describe('normalizeRunSnapshotOptions', () => {
  test.each([
    [undefined, 'shape'],
    [{}, 'shape'],
    [{ results: undefined }, 'shape'],
    [{ results: 'shape' }, 'shape'],
    [{ results: 'full' }, 'full'],
  ])('%j: results are written as %s', (given, results) => {
    expect(normalizeRunSnapshotOptions(given)).toEqual({ results })
  })

  test.each<[string, unknown, string]>([
    [
      'an unknown option, with the closest one',
      { result: 'full' },
      'unknown option "result" (did you mean "results"?) at options.result',
    ],
    [
      'an unknown results mode',
      { results: 'abridged' },
      `results must be 'shape' or 'full', received "abridged" at options.results`,
    ],
    [
      'a results mode that is not a string',
      { results: 1 },
      `results must be 'shape' or 'full', received a number at options.results`,
    ],
    [
      'options that are a string',
      'full',
      'the run snapshot options must be an object ({ results }) at options',
    ],
    ['options that are null', null, 'the run snapshot options must be an object ({ results }) at options'],
    ['options that are a list', [], 'the run snapshot options must be an object ({ results }) at options'],
    [
      'options that throw when read',
      Object.defineProperty({}, 'results', {
        enumerable: true,
        get() {
          throw new Error('no')
        },
      }),
      'at options.results',
    ],
  ])('usage error: %s', (_, options, words) => {
    expect(() => normalizeRunSnapshotOptions(options)).toThrow(MatcherUsageError)
    expect(() => normalizeRunSnapshotOptions(options)).toThrow(words)
    // captureRun checks them before reading anything.
    expect(() => captureRun([], options as never)).toThrow(words)
  })
})
