import { describe, expect, test } from 'vitest'
import { addSample } from '../../src/score/add-sample.js'
import { createSample } from '../../src/score/create-sample.js'
import { emptyAggregate } from '../../src/score/empty-aggregate.js'
import { finalizeAggregate } from '../../src/score/finalize-aggregate.js'
import { score } from '../../src/score/score.js'
import { call, expectUsageError } from './helpers.js'

// Categories added in the order simple, multi_step: not their sorted order.
const sampled = [
  createSample({ id: '1', score: score(call('f', { a: 1 }), [call('f', { a: 1 })], { category: 'simple' }) }),
  createSample({
    id: '2',
    score: score(call('f', { a: 1 }), [call('f', { a: 2 })], { category: 'multi_step' }),
  }),
].reduce(addSample, emptyAggregate())

describe('finalizeAggregate: category weights', () => {
  test.each<[string, Record<string, unknown>, string, string]>([
    ['no weight', { simple: 1 }, 'multi_step', 'no weight for category "multi_step"'],
    [
      'a negative weight',
      { simple: 1, multi_step: -0.5 },
      'multi_step',
      'a category weight must be a finite number ≥ 0',
    ],
    [
      'an infinite weight',
      { simple: 1, multi_step: Infinity },
      'multi_step',
      'a category weight must be a finite number ≥ 0',
    ],
    [
      'a weight that is NaN',
      { simple: 1, multi_step: Number.NaN },
      'multi_step',
      'a category weight must be a finite number ≥ 0',
    ],
    [
      'a weight that is text',
      { simple: 1, multi_step: '1' },
      'multi_step',
      'a category weight must be a finite number ≥ 0',
    ],
    [
      'categories are checked in sorted order',
      { simple: -1, multi_step: -1 },
      'multi_step',
      'a category weight must be a finite number ≥ 0',
    ],
    [
      'the first bad one in sorted order',
      { simple: -1 },
      'multi_step',
      'no weight for category "multi_step"',
    ],
  ])('%s', (_title, weights, category, problem) => {
    expectUsageError(
      () => finalizeAggregate(sampled, { categoryWeights: weights as never }),
      ['categoryWeights', category],
      problem,
    )
  })

  test('a weight of 0 leaves its category out of the score, and is listed', () => {
    const { overall } = finalizeAggregate(sampled, { categoryWeights: { simple: 1, multi_step: 0 } })
    expect(overall).toEqual({ score: 1, weights: { multi_step: 0, simple: 1 } })
  })

  test('weights are listed in sorted order of category', () => {
    const { overall } = finalizeAggregate(sampled, { categoryWeights: { simple: 3, multi_step: 1 } })
    expect(Object.keys(overall.weights)).toEqual(['multi_step', 'simple'])
    expect(overall.score).toBe((0.5 * 1 + 1 * 3) / 4)
  })
})
