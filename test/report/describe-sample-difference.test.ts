import { describe, expect, test } from 'vitest'
import { describeSampleDifference, wordsOr } from '../../src/report/describe-sample-difference.js'
import type { Sample } from '../../src/score/types.js'

const base = {
  id: 'x',
  profile: 'default',
  version: 'v',
  pass: false,
  axes: {},
  total: 0,
  failure: 'mismatch',
  calls: [],
  facts: { keys: { tp: 0, fp: 0, fn: 0 }, values: { tp: 0, fp: 0, fn: 0 } },
  stale: false,
  mismatches: [],
} as unknown as Sample

describe('describeSampleDifference', () => {
  test.each<[string, Partial<Sample>, string | undefined]>([
    ['no difference recorded', {}, undefined],
    [
      "a turn's first mismatch",
      { mismatches: [{ kind: 'value', path: ['arguments', 'city'], expected: 'Paris', received: 'Rome' }] },
      'arguments.city: expected "Paris", received "Rome"',
    ],
    [
      "a run's first mismatch, by step and call",
      {
        run: {
          mismatches: [{ kind: 'never', expected: { name: 'delete_account' }, at: { step: 3, call: 0 } }],
        } as never,
      },
      'steps[3].calls[0]: delete_account(…) must never be called',
    ],
    [
      'a difference whose words cannot be built (a sample another version wrote): its kind, never a throw',
      { run: { mismatches: [{ kind: 'answer', mismatches: null }] } as never },
      'answer (no words: ',
    ],
  ])('%s', (_, sample, words) => {
    const described = describeSampleDifference({ ...base, ...sample })
    if (words === undefined) expect(described).toBeUndefined()
    else expect(described?.startsWith(words)).toBe(true)
  })

  test('wordsOr gives the words, or the kind and why', () => {
    expect(wordsOr('extra_call', () => 'words')).toBe('words')
    expect(
      wordsOr('extra_call', () => {
        throw new Error('boom')
      }),
    ).toBe('extra call (no words: boom)')
  })
})
