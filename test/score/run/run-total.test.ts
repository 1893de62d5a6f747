import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { defineTools } from '../../../src/compile/define-tools.js'
import { field } from '../../../src/expect/field.js'
import type { RunExpectation, RunOrder } from '../../../src/expect/run-types.js'
import { scoreRun } from '../../../src/score/run/score-run.js'
import type { ScoreOptions } from '../../../src/score/types.js'
import { agentRun, type CallSpec } from './helpers.js'

const tools = defineTools({
  a: { schema: { type: 'object', properties: { x: { type: 'number' } }, required: ['x'] } },
})

/** A run of one call per step, by name. */
const oneByOne = (...names: string[]) => agentRun(...names.map((name): CallSpec[] => [[name]]))

describe("a run's total is 1 exactly when it passes: every check that can fail it takes its share", () => {
  test.each<[string, RunExpectation, unknown, number, ScoreOptions?]>([
    [
      'order (every call made, in another order: ½)',
      { calls: [{ name: 'b' }, { name: 'a' }] },
      oneByOne('a', 'b'),
      1 / 2,
    ],
    ['steps (step accuracy)', { steps: [{ name: 'a' }, { name: 'b' }] }, oneByOne('a', 'c'), 1 / 2],
    ['answer (0)', { calls: [{ name: 'a' }], answer: 'Refunded.' }, oneByOne('a'), (1 + 0) / 2],
    ['never (0)', { never: [{ name: 'b' }] }, oneByOne('a', 'b'), 0],
    ['maxSteps (the limit over the count)', { maxSteps: 1 }, oneByOne('a', 'b'), 1 / 2],
    [
      'maxCalls (the limit over the count)',
      { calls: [{ name: 'a' }], order: 'superset', maxCalls: 1 },
      oneByOne('a', 'b', 'c'),
      (1 + 1 / 3) / 2,
    ],
    ['counts: too few (F1)', { calls: [{ name: 'a', times: 2 }] }, oneByOne('a'), 2 / 3],
    [
      'counts: too many where others pass (F1)',
      { calls: [{ name: 'a', times: { max: 1 } }], order: 'superset' },
      oneByOne('a', 'a'),
      2 / 3,
    ],
    [
      'counts: times 0 where others pass (F1)',
      { calls: [{ name: 'b' }, { name: 'a', times: 0 }], order: 'in-order' },
      oneByOne('b', 'a'),
      2 / 3,
    ],
    ['results (F1)', { calls: [{ name: 'a', result: 'nope' }] }, oneByOne('a'), 0],
    ['statuses (F1)', { calls: [{ name: 'a', status: 'error' }] }, oneByOne('a'), 0],
    [
      'tools (the share of valid calls)',
      { calls: [{ name: 'a' }, { name: 'a' }] },
      agentRun([['a', { x: 1 }]], [['a', { x: 'one' }]]),
      (1 + 1 / 2) / 2,
      { tools },
    ],
  ])('%s', (_, expectation, received, total, options) => {
    const scored = scoreRun(expectation, received, options)
    expect(scored.total).toBeCloseTo(total, 12)
    expect(scored.pass).toBe(total === 1)
    if (total === 1) return
    expect(scored.total).toBeLessThan(1)
  })

  test.each<[string, RunExpectation, unknown, ScoreOptions?]>([
    ['others allowed (F1 below 1)', { calls: [{ name: 'a' }], order: 'superset' }, oneByOne('a', 'b', 'c')],
    [
      'a subset with a call left out (recall below 1)',
      { calls: [{ name: 'a' }, { name: 'b' }], order: 'subset' },
      oneByOne('a'),
    ],
    ['extra steps allowed', { steps: [{ name: 'a' }], extraSteps: 'allow' }, oneByOne('a', 'b')],
    [
      'every check held',
      {
        steps: [{ name: 'a' }],
        never: [{ name: 'b' }],
        maxCalls: 1,
        maxSteps: 1,
        answer: field.pattern('^do'),
      },
      oneByOne('a'),
    ],
    ['valid calls', { calls: [{ name: 'a' }] }, agentRun([['a', { x: 1 }]]), { tools }],
  ])('passes, total 1: %s', (_, expectation, received, options) => {
    const scored = scoreRun(expectation, received, options)
    expect(scored.pass).toBe(true)
    expect(scored.total).toBe(1)
  })

  test('a run that cannot be read totals 0', () => {
    expect(scoreRun({ maxCalls: 3 }, { not: 'a run' }).total).toBe(0)
  })

  test('the worked example of PROFILES.md', () => {
    const expectation: RunExpectation = {
      calls: [{ name: 'get_order' }, { name: 'refund' }],
      never: [{ name: 'delete_account' }],
      maxSteps: 3,
      answer: field.pattern('^Refunded'),
    }
    const swapped = agentRun([['refund']], [['get_order']])
    // calls ½ (both made, wrong order), never 1, maxSteps 1, answer 0 ("done"): 2.5 / 4.
    expect(scoreRun(expectation, swapped).total).toBe(0.625)
    // calls: F1 = 2·1 / (2·1 + 0 + 1) = ⅔ (refund missing); the rest as above.
    expect(scoreRun(expectation, agentRun([['get_order']])).total).toBeCloseTo((2 / 3 + 1 + 1 + 0) / 4, 12)
  })

  test.each(['bfcl', 'action-ir'])('%s: the verdict, 1 or 0', (profile) => {
    expect(scoreRun({ calls: [{ name: 'b' }, { name: 'a' }] }, oneByOne('a', 'b'), { profile }).total).toBe(0)
    expect(scoreRun({ calls: [{ name: 'a' }, { name: 'b' }] }, oneByOne('a', 'b'), { profile }).total).toBe(1)
  })
})

const name = fc.constantFrom('a', 'b', 'c')
const times = fc.option(
  fc.oneof(
    fc.nat(2),
    fc.record({
      min: fc.option(fc.nat(1), { nil: undefined }),
      max: fc.option(fc.nat(2), { nil: undefined }),
    }),
  ),
  { nil: undefined, freq: 2 },
)
const runCall = fc.record({ name, times }).map(({ name: tool, times: count }) => {
  if (count === undefined) return { name: tool }
  if (
    typeof count === 'object' &&
    count.min !== undefined &&
    count.max !== undefined &&
    count.min > count.max
  )
    return { name: tool }
  return { name: tool, times: count }
})
const order = fc.constantFrom<RunOrder>('exact', 'unordered', 'in-order', 'subset', 'superset')
const expectation: fc.Arbitrary<RunExpectation> = fc
  .record(
    {
      calls: fc.array(runCall, { maxLength: 3 }),
      order,
      steps: fc.array(name, { minLength: 1, maxLength: 3 }),
      extraSteps: fc.constantFrom('forbid' as const, 'allow' as const),
      never: fc.array(name, { maxLength: 2 }),
      maxCalls: fc.nat(4),
      maxSteps: fc.nat(3),
      answer: fc.constantFrom('done', 'other'),
    },
    { requiredKeys: [] },
  )
  .map((drawn) => {
    const out: Record<string, unknown> = {}
    if (drawn.calls !== undefined) {
      out.calls = drawn.calls
      if (drawn.order !== undefined) out.order = drawn.order
    }
    if (drawn.steps !== undefined) out.steps = drawn.steps.map((tool) => ({ name: tool }))
    if (drawn.steps !== undefined && drawn.extraSteps !== undefined) out.extraSteps = drawn.extraSteps
    if (drawn.never !== undefined) out.never = drawn.never.map((tool) => ({ name: tool }))
    for (const key of ['maxCalls', 'maxSteps', 'answer'] as const)
      if (drawn[key] !== undefined) out[key] = drawn[key]
    if (Object.keys(out).length === 0) out.maxCalls = 4
    return out as RunExpectation
  })
const run = fc.array(fc.array(name, { minLength: 1, maxLength: 2 }), { maxLength: 4 })

test('property: for generated runs and expectations, total is 1 exactly when the item passes, and in [0, 1]', () => {
  fc.assert(
    fc.property(expectation, run, (expected, steps) => {
      const scored = scoreRun(
        expected,
        agentRun(...steps.map((names) => names.map((tool): CallSpec => [tool]))),
      )
      expect(scored.total).toBeGreaterThanOrEqual(0)
      expect(scored.total).toBeLessThanOrEqual(1)
      expect(scored.total === 1).toBe(scored.pass)
    }),
    { numRuns: 400, seed: 33 },
  )
})
