import { describe, expect, test } from 'vitest'
import { field } from '../../../src/expect/field.js'
import type { RunExpectation } from '../../../src/expect/run-types.js'
import { SAMPLE_MISMATCHES } from '../../../src/score/abridge-mismatches.js'
import { timelineRecord } from '../../../src/score/run/abridge-run.js'
import { sampleRun } from '../../../src/score/run/sample-run.js'
import { scoreRun } from '../../../src/score/run/score-run.js'
import { oneByOne } from './helpers.js'

const a = { name: 'a' }
const b = { name: 'b' }

describe('sampleRun', () => {
  test('a passing run scoring 1: axes and counts as scored (copies), no mismatch, no timeline', () => {
    const scored = scoreRun({ steps: [a, b] }, oneByOne(['a'], ['b']))
    const sample = sampleRun(scored, false, false)
    expect(sample).toEqual({ axes: scored.run.axes, counts: scored.run.counts, mismatches: [] })
    expect(sample.axes).not.toBe(scored.run.axes)
    expect(sample.counts.matching).not.toBe(scored.run.counts.matching)
  })

  test('a failing run keeps its mismatches, abridged, and its timeline', () => {
    const received = oneByOne(['a'], ['c'])
    const scored = scoreRun({ steps: [a, b] }, received)
    const sample = sampleRun(scored, false, false)
    expect(scored.pass).toBe(false)
    expect(sample.mismatches).toEqual(scored.verdict.mismatches)
    expect(sample).not.toHaveProperty('mismatchesOmitted')
    expect(sample.timeline).toEqual(timelineRecord(scored.verdict.run!))
  })

  test('a passing run scores 1 (its F1 below 1 or not) and keeps no timeline; a failing one keeps it', () => {
    const passing = scoreRun({ calls: [a, b], order: 'subset' }, oneByOne(['a']))
    expect(passing.pass).toBe(true)
    expect(passing.run.axes.f1).toBeLessThan(1)
    expect(passing.total).toBe(1)
    expect(sampleRun(passing, false, false)).not.toHaveProperty('timeline')
    const failing = scoreRun({ calls: [b, a] }, oneByOne(['a'], ['b']))
    expect(failing.total).toBeLessThan(1)
    expect(sampleRun(failing, false, false).timeline).toEqual(timelineRecord(failing.verdict.run!))
  })

  test('more mismatches than a sample keeps: the first ones, and how many were left out', () => {
    const calls = Array.from({ length: SAMPLE_MISMATCHES + 4 }, (_, index) => [`x${index}`] as [string])
    const scored = scoreRun({ calls: [], order: 'exact' }, oneByOne(...calls))
    const sample = sampleRun(scored, false, false)
    expect(scored.verdict.mismatches.length).toBeGreaterThan(SAMPLE_MISMATCHES)
    expect(sample.mismatches).toEqual(scored.verdict.mismatches.slice(0, SAMPLE_MISMATCHES))
    expect(sample.mismatchesOmitted).toBe(scored.verdict.mismatches.length - SAMPLE_MISMATCHES)
  })

  test('a run that could not be read has no timeline, and keeps its read failure', () => {
    const scored = scoreRun({ steps: [a] }, { not: 'a run' })
    const sample = sampleRun(scored, false, false)
    expect(sample).not.toHaveProperty('timeline')
    expect(sample.mismatches.map((mismatch) => mismatch.kind)).toEqual(['read_failure'])
  })

  test('a missing prediction keeps no mismatch', () => {
    const scored = scoreRun({ steps: [a] }, oneByOne(['c']))
    const sample = sampleRun(scored, true, true)
    expect(scored.verdict.mismatches.length).toBeGreaterThan(0)
    expect(sample.mismatches).toEqual([])
    expect(sample).not.toHaveProperty('mismatchesOmitted')
  })

  test('a generation failure zeroes the axes that apply and counts nothing received', () => {
    const expected: RunExpectation = {
      steps: [
        { name: 'get_order' },
        { name: 'refund', arguments: { id: field.fromResult('get_order', 'id') } },
      ],
      never: [{ name: 'delete' }],
    }
    const received = oneByOne(['get_order', {}, { id: 'A' }], ['refund', { id: 'A' }], ['delete'], ['delete'])
    const scored = scoreRun(expected, received)
    expect(scored.run.counts).toMatchObject({ calls: 4, steps: 4, violations: 2 })
    const sample = sampleRun(scored, true, false)
    expect(sample.axes).toEqual({
      precision: 0,
      recall: 0,
      f1: 0,
      stepAccuracy: 0,
      neverRespected: 0,
      efficiency: 0,
      resultDependency: 0,
      claimsBacked: null,
      loopFree: null,
    })
    expect(sample.counts).toEqual({
      calls: 0,
      steps: 0,
      repeated: 0,
      wasted: 0,
      matching: { expected: 2, matched: 0, missed: 2, extra: 0 },
      stepMatching: { expected: 2, met: 0, counted: 2 },
      violations: 0,
      dependencies: { checked: 1, satisfied: 0 },
      claims: null,
      loops: null,
    })
    expect(sample.timeline).toEqual(timelineRecord(scored.verdict.run!))
    expect(scored.run.counts.calls).toBe(4)
  })

  test('a generation failure leaves what does not apply null', () => {
    const scored = scoreRun({ maxCalls: 3 }, oneByOne(['a']))
    const sample = sampleRun(scored, true, false)
    expect(sample.axes).toMatchObject({ f1: null, stepAccuracy: null, neverRespected: null, efficiency: 0 })
    expect(sample.counts).toMatchObject({
      matching: null,
      stepMatching: null,
      violations: null,
      dependencies: null,
    })
  })
})
