import { describe, expect, test } from 'vitest'
import { addSample, addSampleInPlace, sampleAggregate } from '../../src/score/add-sample.js'
import { createSample } from '../../src/score/create-sample.js'
import { emptyAggregate } from '../../src/score/empty-aggregate.js'
import { mergeAggregates } from '../../src/score/merge-aggregates.js'
import { score } from '../../src/score/score.js'
import { MatcherUsageError } from '../../src/usage-error.js'
import { call } from './helpers.js'

const sample = (id: string, profile = 'default', category = 'c') =>
  createSample({
    id,
    score: score(call('f', { a: 1 }), [call('f', { a: Number(id) })], { profile, category }),
  })

describe('mergeAggregates', () => {
  test('the empty aggregate is the identity', () => {
    const one = sampleAggregate(sample('1'))
    expect(mergeAggregates(emptyAggregate(), one)).toEqual(one)
    expect(mergeAggregates(one, emptyAggregate())).toEqual(one)
    expect(mergeAggregates(emptyAggregate(), emptyAggregate())).toEqual(emptyAggregate())
  })

  test('adding a sample is merging its own aggregate', () => {
    const start = addSample(emptyAggregate(), sample('2'))
    expect(addSample(start, sample('1'))).toEqual(mergeAggregates(start, sampleAggregate(sample('1'))))
  })

  test('adding in place gives what addSample returns, byte for byte', () => {
    const samples = [
      sample('1'),
      sample('2', 'default', 'd'),
      sample('1', 'default', '__proto__'),
      sample('3'),
    ]
    const folded = samples.reduce(addSample, emptyAggregate())
    const running = emptyAggregate()
    for (const item of samples) addSampleInPlace(running, item)
    expect(running).toEqual(folded)
    expect(JSON.stringify(running)).toBe(JSON.stringify(folded))
    expect(() => addSampleInPlace(running, sample('1', 'arabic'))).toThrow(MatcherUsageError)
  })

  test('counts and sums add, keyed breakdowns unite', () => {
    const merged = mergeAggregates(
      sampleAggregate(sample('1', 'default', 'x')),
      sampleAggregate(sample('2', 'default', 'y')),
    )
    expect(merged.all.samples).toBe(2)
    expect(merged.all.passes).toBe(1)
    expect(Object.keys(merged.categories).sort()).toEqual(['x', 'y'])
    expect(merged.tools.f?.calls).toBe(2)
  })

  test('merging leaves both inputs unchanged', () => {
    const a = sampleAggregate(sample('1'))
    const b = sampleAggregate(sample('2'))
    const copies = [structuredClone(a), structuredClone(b)]
    mergeAggregates(mergeAggregates(a, b), b)
    expect([a, b]).toEqual(copies)
  })

  test('a category named __proto__ is data', () => {
    const merged = mergeAggregates(sampleAggregate(sample('1', 'default', '__proto__')), emptyAggregate())
    expect(Object.keys(merged.categories)).toEqual(['__proto__'])
    expect(Object.getOwnPropertyDescriptor(merged.categories, '__proto__')?.value.samples).toBe(1)
  })

  test('aggregates of different profiles do not merge', () => {
    const merge = () => mergeAggregates(sampleAggregate(sample('1')), sampleAggregate(sample('1', 'arabic')))
    expect(merge).toThrow(MatcherUsageError)
    expect(merge).toThrow('cannot merge aggregates of profile "default" and "arabic"')
  })

  test('aggregates of different scorer versions do not merge', () => {
    const old = { ...sampleAggregate(sample('1')), version: 'expect-tool-calls-score-v0' }
    expect(() => mergeAggregates(old, sampleAggregate(sample('1')))).toThrow(MatcherUsageError)
  })

  test('the raw aggregate is plain JSON', () => {
    const aggregate = addSample(sampleAggregate(sample('1')), sample('2'))
    expect(JSON.parse(JSON.stringify(aggregate))).toEqual(aggregate)
  })
})
