import { describe, expect, test } from 'vitest'
import { isTrials, runTrials, trialsOf } from '../../src/trials/run-trials.js'
import { MatcherUsageError } from '../../src/usage-error.js'

describe('runTrials', () => {
  test('calls fn(index) for 0 … n − 1 and keeps each output in index order, values and promises alike', async () => {
    const trials = await runTrials(4, (index) => (index % 2 === 0 ? index * 10 : Promise.resolve(index * 10)))
    expect(isTrials(trials)).toBe(true)
    expect(trials.trials).toEqual([
      { kind: 'output', index: 0, output: 0 },
      { kind: 'output', index: 1, output: 10 },
      { kind: 'output', index: 2, output: 20 },
      { kind: 'output', index: 3, output: 30 },
    ])
  })

  test('keeps what a trial threw or rejected with, and never rejects', async () => {
    const boom = new Error('boom')
    const trials = await runTrials(3, (index) => {
      if (index === 0) throw boom
      if (index === 1) return Promise.reject('no')
      return 'ok'
    })
    expect(trials.trials).toEqual([
      { kind: 'error', index: 0, error: boom },
      { kind: 'error', index: 1, error: 'no' },
      { kind: 'output', index: 2, output: 'ok' },
    ])
  })

  test.each([
    [1, 1],
    [3, 3],
    [2, 10],
  ])('concurrency %i keeps at most %i… in flight, and every trial runs once', async (concurrency) => {
    let inFlight = 0
    let most = 0
    const started: number[] = []
    const trials = await runTrials(
      6,
      async (index) => {
        started.push(index)
        inFlight++
        most = Math.max(most, inFlight)
        await new Promise((resolve) => setTimeout(resolve, 2))
        inFlight--
        return index
      },
      { concurrency },
    )
    expect(most).toBe(Math.min(concurrency, 6))
    expect(started.sort()).toEqual([0, 1, 2, 3, 4, 5])
    expect(trials.trials.map((trial) => trial.index)).toEqual([0, 1, 2, 3, 4, 5])
  })

  test('one at a time by default: trial i + 1 starts after trial i ends', async () => {
    const events: string[] = []
    await runTrials(3, async (index) => {
      events.push(`start ${index}`)
      await Promise.resolve()
      events.push(`end ${index}`)
    })
    expect(events).toEqual(['start 0', 'end 0', 'start 1', 'end 1', 'start 2', 'end 2'])
  })

  test.each([
    ['n = 0', () => runTrials(0, () => 1), 'n must be an integer ≥ 1, received 0 at n'],
    ['a fractional n', () => runTrials(2.5, () => 1), 'n must be an integer ≥ 1, received 2.5 at n'],
    ['no function', () => runTrials(2, 'agent' as never), 'fn must be a function of the trial index at fn'],
    [
      'concurrency 0',
      () => runTrials(2, () => 1, { concurrency: 0 }),
      'concurrency must be an integer ≥ 1, received 0 at concurrency',
    ],
  ])('%s is a usage error, thrown before any trial runs', (_, call, problem) => {
    expect(call).toThrow(MatcherUsageError)
    expect(call).toThrow(`Matcher error: ${problem}`)
  })
})

describe('isTrials', () => {
  test.each([
    ['trialsOf([])', trialsOf([]), true],
    ['a look-alike with the brand', { [Symbol.for('expect-tool-calls.trials')]: true, trials: [] }, true],
    ['an array', [], false],
    ['null', null, false],
    ['an object with trials but no brand', { trials: [] }, false],
  ])('%s → %s', (_, value, expected) => {
    expect(isTrials(value)).toBe(expected)
  })

  test('a revoked Proxy is not Trials (and does not throw)', () => {
    const { proxy, revoke } = Proxy.revocable({}, {})
    revoke()
    expect(isTrials(proxy)).toBe(false)
  })
})
