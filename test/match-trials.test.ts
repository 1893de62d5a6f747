import { describe, expect, test } from 'vitest'
import { matchTrials } from '../src/match-trials.js'
import { trialsOf } from '../src/trials/run-trials.js'
import type { Trial } from '../src/trials/types.js'
import { MatcherUsageError } from '../src/usage-error.js'

const refund = (order: string) => [{ name: 'refund', arguments: { order_id: order } }]
const expected = { name: 'refund', arguments: { order_id: 'order-77' } }

/** Outputs by mark: ✓ the right refund, ✗ the wrong order, ? unreadable text, ! a trial that threw. */
function trials(marks: string) {
  return trialsOf(
    [...marks].map((mark, index): Trial => {
      if (mark === '!') return { kind: 'error', index, error: new Error(`timeout in trial ${index}`) }
      if (mark === '?') return { kind: 'output', index, output: { unexpected: 'shape' } }
      return { kind: 'output', index, output: refund(mark === '✓' ? 'order-77' : 'order-78') }
    }),
  )
}

describe('matchTrials', () => {
  test.each([
    ['✓✓✓✓', undefined, { pass: true, n: 4, passed: 4, errors: 0, label: 'stable-pass' }],
    ['✓✗✓✓', undefined, { pass: false, n: 4, passed: 3, errors: 0, label: 'flaky' }],
    ['✓✗✓✓', { passRate: 0.75 }, { pass: true, n: 4, passed: 3, passRate: 0.75 }],
    ['✓?✓!', undefined, { pass: false, n: 4, passed: 2, errors: 2 }],
    ['✓?✓!', { errors: 'exclude' }, { pass: true, n: 2, passed: 2, errors: 2, label: 'stable-pass' }],
    ['✓??!', { errors: 'exclude', passHatK: { k: 2, min: 0.5 } }, { pass: false, n: 1, inconclusive: true }],
    ['✗✗✗✓✓', { passAtK: { k: 3, min: 0.9 } }, { pass: true, passed: 2, passAtK: 0.9 }],
  ] as const)('%s under %j', (marks, policy, outcome) => {
    const verdict = matchTrials(
      trials(marks),
      expected,
      policy === undefined ? undefined : { trials: policy },
    )
    expect(verdict).toMatchObject(outcome)
  })

  test("each failed or errored trial keeps its own message: the match's words, or what it threw", () => {
    const verdict = matchTrials(trials('✓✗?!'), expected)
    const messages = verdict.judgements.map((judgement) => judgement.message?.())
    expect(messages[0]).toBeUndefined()
    expect(messages[1]).toContain('arguments.order_id: expected "order-77", received "order-78"')
    expect(messages[2]).toBeDefined()
    expect(messages[3]).toBe('the trial threw Error: timeout in trial 3')
  })

  test("match's options apply to every trial", () => {
    const verdict = matchTrials(trials('✓✓'), { name: 'refund' }, { extraArguments: 'allow' })
    expect(verdict.pass).toBe(true)
  })

  test.each([
    [
      'not Trials',
      () => matchTrials([] as never, expected),
      'matchTrials takes the Trials that runTrials resolves to',
    ],
    [
      'k above the trials run, before any trial is judged',
      () => matchTrials(trials('✓✓'), expected, { trials: { passHatK: { k: 3, min: 0.5 } } }),
      'must be at most the number of trials run (2), received 3 at trials.passHatK.k',
    ],
    [
      'a malformed expectation, even when every trial threw',
      () => matchTrials(trials('!'), { name: 42 } as never),
      'name must be a string at name',
    ],
    [
      'an unknown match option',
      () => matchTrials(trials('✓'), expected, { extraCall: 'allow' } as never),
      'extraCall',
    ],
  ])('%s is a usage error', (_, call, problem) => {
    expect(call).toThrow(MatcherUsageError)
    expect(call).toThrow(problem)
  })
})
