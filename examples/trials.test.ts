// Does the agent do it reliably? An agent is not deterministic: the same prompt passes on Monday and fails on
// Tuesday. `runTrials(n, fn)` runs it n times (a trial that throws is kept, not thrown), and every matcher accepts
// the trials: the assertion as written is judged on each trial, and the option `trials` says what must hold — every
// trial (the default), at least m, a pass rate, or pass^k ("k runs in a row all pass") at a minimum.
//
// The agent here is a deterministic fake: the support agent that refunds the order its lookup returned, except in
// one run of four, where it refunds the customer's other order. Vitest's `retry` would go green on it; `repeats`
// would fail with no rate. This file also pins the failure message of the pass^k gate (shown in the README).
import { stripVTControlCharacters } from 'node:util'
import { matchTrials, passHatK, runTrials, wilsonInterval } from 'expect-tool-calls'
import { describe, expect, test } from 'vitest'
import { supportAgent } from './fake-support-agent.js'

const refundA77 = { name: 'refund_order', arguments: { order_id: 'A-77', amount: 18.9 } }

/** Runs an assertion that must fail and returns its message without colours (a passing one fails this test). */
function messageOf(assertion: () => void): string {
  try {
    assertion()
  } catch (error) {
    return stripVTControlCharacters((error as Error).message)
  }
  throw new Error('expected the assertion to fail, but it passed')
}

describe('eight runs of the support agent', () => {
  test('it refunds the right order in at least 3 runs of 4 (6 of 8: a pass rate of 0.75)', async () => {
    const trials = await runTrials(8, supportAgent)
    expect(trials).toHaveCalledTool(refundA77, 1, { trials: { passRate: 0.75 } })
    expect(trials).toHaveCalledTool(refundA77, 1, { trials: { atLeast: 6 } })
  })

  test('it never deletes the account, in any run (the default: every trial)', async () => {
    const trials = await runTrials(8, supportAgent, { concurrency: 4 })
    expect(trials).not.toHaveCalledTool('delete_account')
    expect(trials).toCallInOrder(['get_order', 'refund_order'])
  })

  test('but not reliably: pass^4 is 15/70, under the 0.9 the gate asks (the pinned message)', async () => {
    const trials = await runTrials(8, supportAgent)
    const message = messageOf(() =>
      expect(trials).toHaveCalledTool(refundA77, 1, { trials: { passHatK: { k: 4, min: 0.9 } } }),
    )
    expect(message.split('\n').slice(2, 6)).toEqual([
      'Trials: ✓✓✓✗✓✓✓✗ (8 trials run)',
      '6 of 8 passed',
      'pass^4 = 0.214, required ≥ 0.9: not met',
      '95 % Wilson interval of the pass rate: [0.409, 0.929] (flaky)',
    ])
    expect(message).toContain('First failing trial, #3:')
  })

  test('a trial that throws (a rate limit) fails by default, or is left out of n with errors: exclude', async () => {
    const trials = await runTrials(4, (index) => {
      if (index === 1) throw new Error('429 Too Many Requests')
      return supportAgent(0)
    })
    const message = messageOf(() => expect(trials).toHaveCalledTool(refundA77, 1))
    expect(message).toContain('3 of 4 passed; 1 trial threw or could not be read, counted as failed')
    expect(message).toContain('First failing trial, #1:\nthe trial threw Error: 429 Too Many Requests')
    expect(trials).toHaveCalledTool(refundA77, 1, { trials: { errors: 'exclude' } })
  })
})

test('without a runner: matchTrials, and the estimators by hand', async () => {
  const trials = await runTrials(4, (index) => supportAgent(index).slice(3, 4))
  const verdict = matchTrials(trials, { name: 'refund_order', arguments: { order_id: 'A-77', amount: 18.9 } })
  expect(verdict).toMatchObject({ pass: false, n: 4, passed: 3, passRate: 0.75, label: 'flaky' })
  expect(passHatK(5, 3, 2)).toBeCloseTo(0.3) // C(3,2) / C(5,2); never the plug-in 0.6² = 0.36
  expect(wilsonInterval(3, 4)[0]).toBeCloseTo(0.301, 3)
})
