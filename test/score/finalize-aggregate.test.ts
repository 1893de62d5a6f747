import { describe, expect, test } from 'vitest'
import { addSample } from '../../src/score/add-sample.js'
import { createSample, type SampleInput } from '../../src/score/create-sample.js'
import { emptyAggregate } from '../../src/score/empty-aggregate.js'
import { finalizeAggregate } from '../../src/score/finalize-aggregate.js'
import { score } from '../../src/score/score.js'
import { MatcherUsageError } from '../../src/usage-error.js'
import { actionIr, call } from './helpers.js'

function aggregateOf(inputs: SampleInput[]) {
  return inputs.reduce((aggregate, input) => addSample(aggregate, createSample(input)), emptyAggregate())
}

describe('finalizeAggregate', () => {
  test('no samples: every metric with a zero denominator is null', () => {
    const final = finalizeAggregate(emptyAggregate())
    expect(final.profile).toBeNull()
    expect(final.summary).toMatchObject({
      samples: 0,
      passRate: null,
      staleRate: null,
      total: { count: 0, mean: null },
    })
    for (const axis of Object.values(final.summary.axes)) expect(axis).toEqual({ count: 0, mean: null })
    expect(Object.values(final.failures.rates).every((rate) => rate === null)).toBe(true)
    expect(final.decisions).toMatchObject({ accuracy: null, falseActionRate: null })
    expect(Object.values(final.decisions.recall).every((recall) => recall === null)).toBe(true)
    expect(final.facts.keys).toMatchObject({ precision: null, recall: null, microF1: null, macroF1: null })
    expect(final.overall).toEqual({ score: null, weights: {} })
  })

  test('an axis that never applied is null, not 0 or 1', () => {
    const final = finalizeAggregate(
      aggregateOf([{ id: '1', score: score(call('f', { a: 1 }), [call('f', { a: 1 })]) }]),
    )
    expect(final.summary.axes.functionSelection).toEqual({ count: 1, mean: 1 })
    expect(final.summary.axes.abstention).toEqual({ count: 0, mean: null })
    expect(final.summary.axes.arabicPreservation).toEqual({ count: 0, mean: null })
  })

  test('per category and per mutation kind (seed 002), with the stale-schema rate', () => {
    const expected = { name: 'refund', arguments: { order_id: 'o-1' }, stale: { name: 'refund_v1' } }
    const final = finalizeAggregate(
      aggregateOf([
        {
          id: '1',
          score: score(expected, [call('refund', { order_id: 'o-1' })]),
          category: 'a',
          metadata: { mutationKind: 'rename' },
        },
        {
          id: '2',
          score: score(expected, [call('refund_v1', {})]),
          category: 'a',
          metadata: { mutationKind: 'rename' },
        },
        {
          id: '3',
          score: score(expected, [call('refund', { order_id: 'o-2' })]),
          category: 'b',
          metadata: { mutationKind: 'enum' },
        },
        {
          id: '4',
          score: score(expected, [call('refund', { order_id: 'o-1' })]),
          metadata: { mutationKind: 7 },
        },
      ]),
    )
    expect(final.summary).toMatchObject({ samples: 4, passes: 2, stale: 1, staleRate: 0.25 })
    expect(final.categories.a).toMatchObject({
      samples: 2,
      passes: 1,
      passRate: 0.5,
      stale: 1,
      staleRate: 0.5,
    })
    expect(final.categories.b).toMatchObject({ samples: 1, passes: 0, stale: 0 })
    expect(Object.keys(final.mutationKinds).sort()).toEqual(['enum', 'rename'])
    expect(final.mutationKinds.rename).toMatchObject({ samples: 2, passRate: 0.5, staleRate: 0.5 })
  })

  test('per tool, from the expected calls', () => {
    const expected = { calls: [call('a', { x: 1, y: 2 }), call('b', { z: 1 })] }
    const final = finalizeAggregate(
      aggregateOf([
        { id: '1', score: score(expected, [call('a', { x: 1, y: 3 }), call('b', { z: 1 })]) },
        { id: '2', score: score(expected, [call('a', { x: 1, y: 2 })]) },
        { id: '3', score: score({ calls: [call('a'), { name: 'b' }] }, [call('a'), call('c')]) },
      ]),
    )
    expect(final.tools.a).toEqual({
      calls: 3,
      nameAccuracy: 1,
      argumentAccuracy: { count: 3, mean: (0.5 + 1 + 1) / 3 },
    })
    expect(final.tools.b).toEqual({
      calls: 3,
      nameAccuracy: 1 / 3,
      argumentAccuracy: { count: 2, mean: 0.5 },
    })
  })

  test('decision confusion, accuracy, recall and false actions', () => {
    const one = [{ tool: 'a', args: {} }]
    const options = { profile: 'action-ir' } as const
    const final = finalizeAggregate(
      aggregateOf([
        { id: '1', score: score(call('a'), actionIr.call('SINGLE', one), options) },
        { id: '2', score: score({ abstain: true }, actionIr.call('SINGLE', one), options) },
        { id: '3', score: score({ abstain: true }, actionIr.abstain(), options) },
        { id: '4', score: score({ clarify: ['d'] }, actionIr.abstain(), options) },
        { id: '5', score: score({ confirm: [call('a')] }, actionIr.call('SINGLE', one), options) },
        { id: '6', score: score(call('a'), '{"decision":', options) },
        { id: '7', score: score(call('a'), actionIr.call('SINGLE', one), options) },
      ]),
    )
    expect(final.decisions.confusion).toEqual({
      CALL: { CALL: 2, INVALID: 1 },
      ABSTAIN: { CALL: 1, ABSTAIN: 1 },
      CLARIFY: { ABSTAIN: 1 },
      CONFIRM: { CALL: 1 },
    })
    expect(final.decisions.accuracy).toBe(3 / 7)
    expect(final.decisions.recall).toEqual({ CALL: 2 / 3, ABSTAIN: 0.5, CLARIFY: 0, CONFIRM: 0 })
    expect(final.decisions.falseActionRate).toBe(2 / 4)
  })

  test('argument F1: micro over facts, macro over rows; a row without facts has F1 1', () => {
    const expected = call('f', { a: 1, b: 2 })
    const final = finalizeAggregate(
      aggregateOf([
        { id: '1', score: score(expected, [call('f', { a: 1, b: 2 })]) },
        { id: '2', score: score(expected, [call('f', { a: 1, b: 3 })]) },
        { id: '3', score: score({ abstain: true }, 'no call') },
      ]),
    )
    expect(final.facts.values).toMatchObject({
      tp: 3,
      fp: 1,
      fn: 1,
      rows: 3,
      precision: 0.75,
      recall: 0.75,
      microF1: 0.75,
    })
    expect(final.facts.values.macroF1).toBeCloseTo((1 + 0.5 + 1) / 3, 12)
    expect(final.facts.keys).toMatchObject({ tp: 4, fp: 0, fn: 0, microF1: 1, macroF1: 1 })
  })

  test('the same fact on two rows does not cancel (facts are keyed by sample)', () => {
    const expected = call('f', { a: 1 })
    const final = finalizeAggregate(
      aggregateOf([
        { id: '1', score: score(expected, [call('f', { a: 2 })]) },
        { id: '2', score: score(call('f', { a: 2 }), [call('f', { a: 1 })]) },
      ]),
    )
    expect(final.facts.values).toMatchObject({ tp: 0, fp: 2, fn: 2 })
  })

  describe('overall (seed 000)', () => {
    const sampled = aggregateOf([
      { id: '1', score: score(call('f', { a: 1 }), [call('f', { a: 1 })], { category: 'simple' }) },
      { id: '2', score: score(call('f', { a: 1 }), [call('g', { a: 2 })], { category: 'multi_step' }) },
      { id: '3', score: score(call('f', { a: 1 }), [call('f', { a: 2 })], { category: 'multi_step' }) },
    ])

    test('equal weights by default', () => {
      expect(finalizeAggregate(sampled).overall).toEqual({
        score: (1 + 0.25) / 2,
        weights: { multi_step: 1, simple: 1 },
      })
    })

    test('the given weights', () => {
      const weights = { simple: 0.25, multi_step: 0.75, unused: 5 }
      expect(finalizeAggregate(sampled, { categoryWeights: weights }).overall).toEqual({
        score: 0.25 + 0.75 * 0.25,
        weights: { multi_step: 0.75, simple: 0.25 },
      })
    })

    test('a category without any total has no weight in overall', () => {
      const scored = createSample({ id: '9', score: score(call('f'), [call('f')]), category: 'empty' })
      const withoutTotal = addSample(sampled, { ...scored, total: null })
      const final = finalizeAggregate(withoutTotal, {
        categoryWeights: { simple: 1, multi_step: 1, empty: 5 },
      })
      expect(final.categories.empty?.total).toEqual({ count: 0, mean: null })
      expect(final.overall).toEqual({ score: (1 + 0.25) / 2, weights: { multi_step: 1, simple: 1 } })
    })

    test.each([
      ['huge', 1e308],
      ['the largest double', Number.MAX_VALUE],
      ['the smallest subnormal', 5e-324],
      ['tiny', 1e-310],
      ['ordinary', 7],
    ])('equal weights, %s, give the plain mean (the issue: 1e308 gave 0, 5e-324 gave 0.5)', (_, w) => {
      expect(finalizeAggregate(sampled, { categoryWeights: { simple: w, multi_step: w } }).overall).toEqual({
        score: (1 + 0.25) / 2,
        weights: { multi_step: w, simple: w },
      })
    })

    test.each([
      [Number.MAX_VALUE, Number.MAX_VALUE / 3],
      [1e308, 1e307],
      [1e-320, 3e-320],
      [5e-324, 1.5e-323],
      [3, 1],
    ])('weights %d and %d keep their ratio, however large or small', (simple, multiStep) => {
      const { overall } = finalizeAggregate(sampled, { categoryWeights: { simple, multi_step: multiStep } })
      const share = 1 / (1 + multiStep / simple)
      expect(overall.score).toBeCloseTo(share * 1 + (1 - share) * 0.25, 12)
    })

    test('a weight negligible beside another counts as none; all weights zero is no score', () => {
      const overall = finalizeAggregate(sampled, { categoryWeights: { simple: 1e308, multi_step: 5e-324 } })
        .overall.score
      expect(overall).toBe(1)
      expect(
        finalizeAggregate(sampled, { categoryWeights: { simple: 0, multi_step: 0 } }).overall.score,
      ).toBeNull()
    })

    test.each([
      ['a category without a weight', { simple: 1 }],
      ['an infinite weight', { simple: 1, multi_step: Number.POSITIVE_INFINITY }],
      ['a negative weight', { simple: 1, multi_step: -1 }],
      ['a weight that is not a number', { simple: 1, multi_step: '1' }],
    ])('%s is a MatcherUsageError', (_title, weights) => {
      expect(() => finalizeAggregate(sampled, { categoryWeights: weights as never })).toThrow(
        MatcherUsageError,
      )
    })
  })
})
