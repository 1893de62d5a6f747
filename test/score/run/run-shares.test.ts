import { describe, expect, test } from 'vitest'
import type { RunChecks } from '../../../src/match/run/check-run.js'
import type { RunMismatch } from '../../../src/match/run/types.js'
import { runShares } from '../../../src/score/run/run-shares.js'
import { meanOfRunShares, passTotal } from '../../../src/score/run/run-total.js'
import { RUN_AXIS_NAMES, type RunAxes } from '../../../src/score/run/run-types.js'

const axes = (given: Partial<RunAxes> = {}): RunAxes =>
  ({ ...Object.fromEntries(RUN_AXIS_NAMES.map((name) => [name, null])), ...given }) as RunAxes

/** A mismatch of some kind, as data; the shares read only `kind` and the counts of `max_*`. */
const mismatch = (fields: object) => fields as RunMismatch

describe('runShares: what each check earns', () => {
  test.each<[string, RunChecks | undefined, Partial<RunAxes>, number, ReturnType<typeof runShares>]>([
    ['a run not read has no shares', undefined, {}, 0, null],
    ['a check that holds earns 1', { calls: [], never: [] }, {}, 2, { calls: 1, never: 1 }],
    [
      'calls: the F1 below 1',
      { calls: [mismatch({ kind: 'missing_call' })] },
      { f1: 0.4 },
      1,
      { calls: 0.4 },
    ],
    [
      'calls: ½ when F1 is 1 (order or count)',
      { calls: [mismatch({ kind: 'call_order' })] },
      { f1: 1 },
      2,
      { calls: 0.5 },
    ],
    [
      'calls: ½ when F1 does not apply',
      { calls: [mismatch({ kind: 'missing_call' })] },
      {},
      0,
      { calls: 0.5 },
    ],
    [
      'steps: step accuracy',
      { steps: [mismatch({ kind: 'missing_call' })] },
      { stepAccuracy: 0.25 },
      4,
      { steps: 0.25 },
    ],
    [
      'maxCalls: the limit over the count',
      { maxCalls: [mismatch({ kind: 'max_calls', max: 2, count: 5 })] },
      {},
      5,
      { maxCalls: 0.4 },
    ],
    [
      'maxSteps: the limit over the count',
      { maxSteps: [mismatch({ kind: 'max_steps', max: 1, count: 4 })] },
      {},
      4,
      { maxSteps: 0.25 },
    ],
    [
      'maxCalls failed by another kind: 0',
      { maxCalls: [mismatch({ kind: 'read_failure' })] },
      {},
      0,
      { maxCalls: 0 },
    ],
    [
      'tools: the share of valid calls',
      { tools: [mismatch({ kind: 'invalid_call' })] },
      {},
      4,
      { tools: 0.75 },
    ],
    [
      'claims: the share backed',
      { claims: [mismatch({ kind: 'claim' })] },
      { claimsBacked: 0.5 },
      2,
      { claims: 0.5 },
    ],
    ['claims with none made (no answer): 0', { claims: [mismatch({ kind: 'claim' })] }, {}, 2, { claims: 0 }],
    ['never: 0', { never: [mismatch({ kind: 'forbidden_call' })] }, {}, 2, { never: 0 }],
  ])('%s', (_, checks, given, calls, expected) => {
    expect(runShares(checks, axes(given), calls)).toEqual(expected)
  })
})

describe('run totals', () => {
  test.each<[string, ReturnType<typeof runShares>, boolean, number]>([
    ['a run not read totals 0', null, false, 0],
    ['an expectation with no check: 1 when it passes', {}, true, 1],
    ['an expectation with no check: 0 when it fails', {}, false, 0],
    ['the mean of the shares', { calls: 1, never: 0 }, false, 0.5],
    ['every share 1: 1', { calls: 1, steps: 1, answer: 1 }, true, 1],
  ])('meanOfRunShares: %s', (_, shares, pass, total) => {
    expect(meanOfRunShares(shares, pass)).toBe(total)
  })

  test('passTotal is the verdict', () => {
    expect([passTotal({ calls: 0.5 }, true), passTotal({ calls: 1 }, false), passTotal(null, false)]).toEqual(
      [1, 0, 0],
    )
  })
})
