import { describe, expect, test } from 'vitest'
import { addSampleInPlace, sampleAggregate } from '../../src/score/add-sample.js'
import type { Aggregate } from '../../src/score/aggregate-types.js'
import { createSample } from '../../src/score/create-sample.js'
import { mergeAggregates } from '../../src/score/merge-aggregates.js'
import { score } from '../../src/score/score.js'
import { call, expectUsageError } from './helpers.js'

const aggregate = (profile: string, version?: string): Aggregate => {
  const sampled = sampleAggregate(
    createSample({ id: '1', score: score(call('f'), [call('f')], { profile }) }),
  )
  return version === undefined ? sampled : { ...sampled, version }
}

describe('aggregates of another profile or scorer version do not merge', () => {
  const merges: [string, (a: Aggregate, b: Aggregate) => unknown][] = [['mergeAggregates', mergeAggregates]]
  test.each(merges)('%s: profile', (_name, merge) => {
    expectUsageError(
      () => merge(aggregate('default'), aggregate('arabic')),
      ['profile'],
      'cannot merge aggregates of profile "default" and "arabic"',
    )
  })

  test.each(merges)('%s: version', (_name, merge) => {
    expectUsageError(
      () => merge(aggregate('default', 'v0'), aggregate('default')),
      ['version'],
      'cannot merge aggregates of version "v0" and "expect-tool-calls-score-v3"',
    )
  })

  test('adding a sample in place checks the same', () => {
    const sample = createSample({ id: '2', score: score(call('f'), [call('f')], { profile: 'arabic' }) })
    expectUsageError(
      () => addSampleInPlace(aggregate('default'), sample),
      ['profile'],
      'cannot merge aggregates of profile "default" and "arabic"',
    )
  })

  test('adding a sample of another version in place throws and changes nothing', () => {
    const sample = {
      ...createSample({ id: '2', score: score(call('f'), [call('f')], { profile: 'default' }) }),
      version: 'v0',
    }
    const target = aggregate('default')
    const before = JSON.stringify(target)
    expectUsageError(
      () => addSampleInPlace(target, sample),
      ['version'],
      'cannot merge aggregates of version "expect-tool-calls-score-v3" and "v0"',
    )
    expect(JSON.stringify(target)).toBe(before)
  })
})
