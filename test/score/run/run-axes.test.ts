import { describe, expect, test } from 'vitest'
import { field } from '../../../src/expect/field.js'
import type { RunExpectation } from '../../../src/expect/run-types.js'
import { normalizeMatchOptions } from '../../../src/match/options.js'
import { compileRun } from '../../../src/match/run/compile-run.js'
import { listedCalls } from '../../../src/score/run/listed-calls.js'
import { runAxesOf, unreadRunScore, zeroRunAxes } from '../../../src/score/run/run-axes.js'
import type { RunAxes, RunCounts } from '../../../src/score/run/run-types.js'

/** Counts of a run with four calls, nothing wasted, no axis but efficiency applying; rows override parts. */
const base: RunCounts = {
  calls: 4,
  steps: 2,
  repeated: 0,
  wasted: 0,
  matching: null,
  stepMatching: null,
  violations: null,
  dependencies: null,
  claims: null,
  loops: null,
}

describe('runAxesOf', () => {
  test.each<[string, Partial<RunCounts>, Partial<RunAxes>]>([
    [
      'no counts: only efficiency applies',
      {},
      {
        precision: null,
        recall: null,
        f1: null,
        stepAccuracy: null,
        neverRespected: null,
        efficiency: 1,
        resultDependency: null,
        claimsBacked: null,
        loopFree: null,
      },
    ],
    [
      'nothing expected and nothing called: F1 1, precision and recall do not apply',
      { calls: 0, matching: { expected: 0, matched: 0, missed: 0, extra: 0 } },
      { precision: null, recall: null, f1: 1, efficiency: 1 },
    ],
    [
      'nothing expected, calls made: precision and F1 0, recall does not apply',
      { calls: 2, matching: { expected: 0, matched: 0, missed: 0, extra: 2 } },
      { precision: 0, recall: null, f1: 0 },
    ],
    [
      'expected and nothing called: recall and F1 0, precision does not apply',
      { calls: 0, matching: { expected: 2, matched: 0, missed: 2, extra: 0 } },
      { precision: null, recall: 0, f1: 0 },
    ],
    [
      'precision is over calls, recall over matched and missed, F1 their harmonic mean',
      { calls: 4, matching: { expected: 2, matched: 1, missed: 1, extra: 3 } },
      { precision: 1 / 4, recall: 1 / 2, f1: 1 / 3 },
    ],
    [
      'allowed copies taken count as matched: recall 1 with nothing required',
      { calls: 3, matching: { expected: 0, matched: 2, missed: 0, extra: 1 } },
      { precision: 2 / 3, recall: 1, f1: 0.8 },
    ],
    [
      'every call matched',
      { calls: 3, matching: { expected: 3, matched: 3, missed: 0, extra: 0 } },
      { precision: 1, recall: 1, f1: 1 },
    ],
    [
      'step accuracy: met over counted',
      { stepMatching: { expected: 2, met: 2, counted: 3 } },
      { stepAccuracy: 2 / 3 },
    ],
    [
      'step accuracy: nothing counted is 1',
      { stepMatching: { expected: 0, met: 0, counted: 0 } },
      { stepAccuracy: 1 },
    ],
    [
      'step accuracy: nothing met is 0',
      { stepMatching: { expected: 2, met: 0, counted: 2 } },
      { stepAccuracy: 0 },
    ],
    ['never: no violation is 1', { violations: 0 }, { neverRespected: 1 }],
    ['never: one violation is 0', { violations: 1 }, { neverRespected: 0 }],
    ['never: many violations are 0, not less', { violations: 3 }, { neverRespected: 0 }],
    ['efficiency: 1 − wasted over calls', { calls: 4, wasted: 1, repeated: 1 }, { efficiency: 0.75 }],
    ['efficiency: every call wasted is 0', { calls: 2, wasted: 2 }, { efficiency: 0 }],
    ['efficiency: no call is 1', { calls: 0, wasted: 0 }, { efficiency: 1 }],
    [
      'result dependency: satisfied over checked',
      { dependencies: { checked: 4, satisfied: 3 } },
      { resultDependency: 0.75 },
    ],
    [
      'result dependency: nothing checked does not apply',
      { dependencies: { checked: 0, satisfied: 0 } },
      { resultDependency: null },
    ],
    ['claims backed: backed over made', { claims: { made: 4, backed: 3 } }, { claimsBacked: 0.75 }],
    ['claims backed: none backed is 0', { claims: { made: 2, backed: 0 } }, { claimsBacked: 0 }],
    ['claims backed: none made does not apply', { claims: { made: 0, backed: 0 } }, { claimsBacked: null }],
    ['loop free: no loop is 1', { loops: 0 }, { loopFree: 1 }],
    ['loop free: one loop is 0', { loops: 1 }, { loopFree: 0 }],
    ['loop free: many loops are 0, not less', { loops: 3 }, { loopFree: 0 }],
  ])('%s', (_title, counts, axes) => {
    const result = runAxesOf({ ...base, ...counts })
    for (const [name, value] of Object.entries(axes)) {
      if (value === null) expect(result[name as keyof RunAxes], name).toBeNull()
      else expect(result[name as keyof RunAxes], name).toBeCloseTo(value, 12)
    }
  })
})

describe('zeroRunAxes', () => {
  test('every axis that applies becomes 0, the others stay null, the input is left as it was', () => {
    const axes: RunAxes = {
      precision: 0.5,
      recall: null,
      f1: 1,
      stepAccuracy: 0,
      neverRespected: null,
      efficiency: 0.25,
      resultDependency: 1,
      claimsBacked: 0.5,
      loopFree: null,
    }
    const before = { ...axes }
    expect(zeroRunAxes(axes)).toEqual({
      precision: 0,
      recall: null,
      f1: 0,
      stepAccuracy: 0,
      neverRespected: null,
      efficiency: 0,
      resultDependency: 0,
      claimsBacked: 0,
      loopFree: null,
    })
    expect(axes).toEqual(before)
  })
})

describe('unreadRunScore', () => {
  const unread = (expectation: RunExpectation) => {
    const compiled = compileRun(expectation, normalizeMatchOptions(undefined))
    return unreadRunScore(compiled, listedCalls(compiled))
  }
  const lookUp = { name: 'get_order', arguments: { email: 'x' } }
  const refund = {
    name: 'refund',
    arguments: {
      order_id: field.fromResult('get_order', 'order.id'),
      email: field.fromResult('get_order', 'email'),
    },
  }

  test('each required copy missed; each fromResult rule of a required copy checked, none satisfied', () => {
    const score = unread({
      calls: [lookUp, { ...refund, times: 2 }, { ...refund, times: { max: 3 } }],
      order: 'superset',
    })
    // Required copies: 1 lookup + 2 refunds; rules: 2 per required refund; the optional refund requires nothing.
    expect(score.counts).toEqual({
      calls: 0,
      steps: 0,
      repeated: 0,
      wasted: 0,
      matching: { expected: 3, matched: 0, missed: 3, extra: 0 },
      stepMatching: null,
      violations: null,
      dependencies: { checked: 4, satisfied: 0 },
      claims: null,
      loops: null,
    })
    expect(score.axes).toEqual({
      precision: 0,
      recall: 0,
      f1: 0,
      stepAccuracy: null,
      neverRespected: null,
      efficiency: 0,
      resultDependency: 0,
      claimsBacked: null,
      loopFree: null,
    })
  })

  test('steps listed: every step unmet and counted', () => {
    const score = unread({
      steps: [lookUp, { calls: [lookUp, lookUp], order: 'unordered' }],
      never: [{ name: 'x' }],
    })
    expect(score.counts).toMatchObject({
      matching: { expected: 3, matched: 0, missed: 3, extra: 0 },
      stepMatching: { expected: 2, met: 0, counted: 2 },
      violations: 0,
      dependencies: null,
    })
    expect(score.axes).toMatchObject({ stepAccuracy: 0, neverRespected: 0, resultDependency: null })
  })

  test('loops: a run not read scores 0 on loopFree, and made no claim', () => {
    const score = unread({ loops: {} })
    expect(score.counts).toMatchObject({ loops: null, claims: null })
    expect(score.axes).toMatchObject({ loopFree: 0, claimsBacked: null })
  })

  test('no call listed: only efficiency (and what else applies) is 0', () => {
    const score = unread({ maxSteps: 2 })
    expect(score.counts.matching).toBeNull()
    expect(score.axes).toEqual({
      precision: null,
      recall: null,
      f1: null,
      stepAccuracy: null,
      neverRespected: null,
      efficiency: 0,
      resultDependency: null,
      claimsBacked: null,
      loopFree: null,
    })
  })
})
