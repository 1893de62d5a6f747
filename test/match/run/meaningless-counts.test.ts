import { describe, expect, test } from 'vitest'
import type { RunExpectation } from '../../../src/expect/run-types.js'
import { matchRun } from '../../../src/match/run/match-run.js'
import { matchers } from '../../../src/matchers/index.js'
import { MatcherUsageError } from '../../../src/usage-error.js'

/** OpenAI chat messages: one assistant turn per step, each call answered `ok`. */
function conversation(...steps: string[][]) {
  let id = 0
  return steps.flatMap((names) => {
    const ids = names.map(() => `c${id++}`)
    return [
      {
        role: 'assistant',
        content: null,
        tool_calls: names.map((name, index) => ({
          id: ids[index],
          type: 'function',
          function: { name, arguments: '{}' },
        })),
      },
      ...ids.map((callId) => ({ role: 'tool', tool_call_id: callId, content: '"ok"' })),
    ]
  })
}

const threeSearches = conversation(['search'], ['search'], ['search'])

describe('keys that cannot mean anything are usage errors that say why', () => {
  test.each<[string, RunExpectation, string, RegExp]>([
    [
      'times inside never',
      { never: [{ name: 'delete', times: 0 }] },
      'never[0].times',
      /list it in calls with times: \{ max: n \}/,
    ],
    [
      'a step with no calls',
      { steps: [{ calls: [] }] },
      'steps[0].calls',
      /a step is a model turn that made calls/,
    ],
    [
      'a step expecting a call 0 times',
      { steps: [{ name: 'search', times: 0 }] },
      'steps[0].times',
      /0 times means nothing/,
    ],
    [
      'a step listing a call at most 0 times, in exact order',
      { steps: [{ calls: [{ name: 'search' }, { name: 'delete', times: { max: 0 } }] }] },
      'steps[0].calls[1].times',
      /list it in never/,
    ],
    [
      'a step listing a call 0 times, in parallel order',
      { steps: [{ calls: [{ name: 'search' }, { name: 'delete', times: 0 }], order: 'parallel' }] },
      'steps[0].calls[1].times',
      /in order 'unordered'/,
    ],
  ])('%s', (_, expectation, path, words) => {
    const run = () => matchRun(threeSearches, expectation)
    expect(run).toThrow(MatcherUsageError)
    expect(run).toThrow(`at ${path}`)
    expect(run).toThrow(words)
    expect(() => matchers.toMatchRun.call({}, threeSearches, expectation)).toThrow(words)
  })

  test.each<[string, RunExpectation, boolean]>([
    ['never without times', { never: [{ name: 'delete' }] }, true],
    ['a step of one call', { steps: [{ name: 'search' }, { name: 'search' }, { name: 'search' }] }, true],
    [
      'a call at most 0 times where the step lets others through: not in this step',
      { steps: [{ calls: [{ name: 'delete', times: 0 }], order: 'superset' }], extraSteps: 'allow' },
      true,
    ],
    [
      'at most 0 times across the run: a count that says something',
      { calls: [{ name: 'search', times: { max: 0 } }], order: 'superset' },
      false,
    ],
    ['times in calls', { calls: [{ name: 'search', times: 3 }] }, true],
  ])('still meaningful: %s', (_, expectation, passes) => {
    expect(matchRun(threeSearches, expectation).pass).toBe(passes)
  })
})

describe('toHaveCalledTool honours the call’s own times', () => {
  const called = (tool: unknown, times?: unknown) =>
    (matchers.toHaveCalledTool as (...args: unknown[]) => { pass: boolean }).call(
      {},
      threeSearches,
      tool,
      times,
    )

  test.each<[string, unknown, unknown, boolean]>([
    ['times: 0 in the call, three searches', { name: 'search', times: 0 }, undefined, false],
    ['times: 3 in the call, three searches', { name: 'search', times: 3 }, undefined, true],
    ['times: 1 in the call, three searches', { name: 'search', times: 1 }, undefined, false],
    ['times: { min: 2 } in the call', { name: 'search', times: { min: 2 } }, undefined, true],
    ['times: 0 in the call, a tool never called', { name: 'delete', times: 0 }, undefined, true],
    ['times: 0 as the argument', 'search', 0, false],
    ['times: 3 as the argument', 'search', 3, true],
    ['no times: at least once', 'search', undefined, true],
    ['no times, a tool never called', 'delete', undefined, false],
  ])('%s', (_, tool, times, passes) => {
    expect(called(tool, times).pass).toBe(passes)
  })

  test('times on a run with one search: times 3 fails', () => {
    const one = conversation(['search'])
    expect(matchers.toHaveCalledTool.call({}, one, { name: 'search', times: 3 }).pass).toBe(false)
    expect(matchers.toHaveCalledTool.call({}, one, { name: 'search', times: 1 }).pass).toBe(true)
  })

  test('times given both in the call and as the argument is a usage error', () => {
    expect(() => called({ name: 'search', times: 3 }, 3)).toThrow(MatcherUsageError)
    expect(() => called({ name: 'search', times: 3 }, 1)).toThrow(/times is given twice/)
  })
})
