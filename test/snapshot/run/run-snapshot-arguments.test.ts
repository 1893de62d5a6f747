import { describe, expect, test } from 'vitest'
import { runSnapshotArguments } from '../../../src/snapshot/run/run-snapshot-arguments.js'
import { MatcherUsageError } from '../../../src/usage-error.js'

describe('runSnapshotArguments: (options?, text?) as toMatchSnapshot(properties?, hint?) reads them', () => {
  test.each<[unknown, unknown, object]>([
    [undefined, undefined, { options: undefined, text: undefined }],
    ['refund', undefined, { options: undefined, text: 'refund' }],
    [{ results: 'full' }, undefined, { options: { results: 'full' }, text: undefined }],
    [{ results: 'full' }, 'refund', { options: { results: 'full' }, text: 'refund' }],
    [{}, '', { options: {}, text: '' }],
  ])('(%j, %j)', (first, second, expected) => {
    expect(runSnapshotArguments(first, second, 'hint')).toEqual(expected)
  })

  test.each<[unknown, unknown, 'hint' | 'inline snapshot', string]>([
    ['refund', { results: 'full' }, 'hint', 'the options come before the hint: (options, hint)'],
    [5, undefined, 'hint', 'the first argument is the options ({ results }) or the hint (a string)'],
    [
      null,
      undefined,
      'inline snapshot',
      'the first argument is the options ({ results }) or the inline snapshot',
    ],
    [['full'], undefined, 'hint', 'the first argument is the options'],
    [{ results: 'full' }, 5, 'inline snapshot', 'the inline snapshot must be a string'],
    [undefined, 'refund', 'hint', 'the first argument is the options ({ results }) or the hint (a string)'],
  ])('usage error: (%j, %j)', (first, second, text, words) => {
    expect(() => runSnapshotArguments(first, second, text)).toThrow(MatcherUsageError)
    expect(() => runSnapshotArguments(first, second, text)).toThrow(words)
  })
})
