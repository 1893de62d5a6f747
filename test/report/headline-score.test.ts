// The one number a batch is summed up by: the categories' (weighted) mean when there are categories, else the mean
// total of every sample — so a batch of runs without categories has one too.
import { describe, expect, test } from 'vitest'
import type { RunExpectation } from '../../src/expect/run-types.js'
import { headlineScore } from '../../src/report/headline-score.js'
import { addSample } from '../../src/score/add-sample.js'
import { createSample } from '../../src/score/create-sample.js'
import { emptyAggregate } from '../../src/score/empty-aggregate.js'
import { finalizeAggregate } from '../../src/score/finalize-aggregate.js'
import { scoreRun } from '../../src/score/run/score-run.js'
import { oneByOne } from '../score/run/helpers.js'

const expected: RunExpectation = { steps: [{ name: 'a' }, { name: 'b' }] }

/** The metrics of run items, one per run, in the categories given (none when `undefined`). */
function metricsOf(runs: [received: unknown, category?: string][]) {
  let aggregate = emptyAggregate()
  runs.forEach(([received, category], index) => {
    const score = scoreRun(expected, received, category === undefined ? {} : { category })
    aggregate = addSample(aggregate, createSample({ id: String(index), score }))
  })
  return finalizeAggregate(aggregate)
}

describe('headlineScore', () => {
  test('runs without categories: the mean total of every sample', () => {
    const metrics = metricsOf([[oneByOne(['a'], ['b'])], [oneByOne(['a'])]])
    expect(metrics.overall.score).toBeNull()
    expect(headlineScore(metrics)).toEqual({ score: metrics.summary.total.mean, over: 'samples' })
    expect(headlineScore(metrics).score).toBeCloseTo(0.75, 12)
  })

  test('with categories: the mean of the categories’ mean totals', () => {
    const metrics = metricsOf([
      [oneByOne(['a'], ['b']), 'x'],
      [oneByOne(['a'], ['b']), 'x'],
      [oneByOne(['a']), 'y'],
    ])
    expect(headlineScore(metrics)).toEqual({ score: metrics.overall.score, over: 'categories' })
    expect(headlineScore(metrics).score).toBeCloseTo((1 + 0.5) / 2, 12)
    expect(metrics.summary.total.mean).not.toBeCloseTo(headlineScore(metrics).score!, 6)
  })

  test('no sample: no score', () => {
    expect(headlineScore(metricsOf([]))).toEqual({ score: null, over: 'samples' })
  })
})
