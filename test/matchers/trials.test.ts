// Every matcher accepts Trials: the assertion as written (`.not` included) is judged on each trial, and the option
// `trials` decides. The engine does it once (`on-trials.ts`); these tests go through several matchers of both engines.
import { stripVTControlCharacters } from 'node:util'
import { describe, expect, test } from 'vitest'
import type { MatcherOutcome } from '../../src/matchers/run-matcher.js'
import { trialsOf } from '../../src/trials/run-trials.js'
import type { Trial, TrialsPolicy } from '../../src/trials/types.js'
import { MatcherUsageError } from '../../src/usage-error.js'
import { openAi, run } from './helpers.js'
import { supportRun } from './run-helpers.js'

const right = openAi({ name: 'refund', arguments: { order_id: 'order-77' } })
const wrong = openAi({ name: 'refund', arguments: { order_id: 'order-78' } })
const refund77 = { name: 'refund', arguments: { order_id: 'order-77' } }

/** Trials by mark: ✓ the right output, ✗ the wrong one, ? an unreadable one, ! a trial that threw. */
function trials(marks: string, outputs = { pass: right as unknown, fail: wrong as unknown }) {
  return trialsOf(
    [...marks].map((mark, index): Trial => {
      if (mark === '!') return { kind: 'error', index, error: new Error(`timeout in trial ${index}`) }
      if (mark === '?') return { kind: 'output', index, output: { unexpected: 'shape' } }
      return { kind: 'output', index, output: mark === '✓' ? outputs.pass : outputs.fail }
    }),
  )
}

/** Whether the assertion as written holds: a runner fails `.not` when the matcher passes. */
function holds(
  isNot: boolean,
  received: unknown,
  policy: TrialsPolicy | undefined,
  expected = refund77,
): boolean {
  const options = policy === undefined ? undefined : { trials: policy }
  const result = run('toMatchToolCall', { isNot }, received, expected, options)
  return result.pass !== isNot
}

describe('.toMatchToolCall on Trials', () => {
  test.each([
    ['✓✓✓✓', undefined, true],
    ['✓✓✗✓', undefined, false],
    ['✓✓✗✓', { all: true }, false],
    ['✓✓✗✓', { atLeast: 3 }, true],
    ['✓✗✗✓', { atLeast: 3 }, false],
    ['✓✓✓✓✗', { passRate: 0.8 }, true],
    ['✓✓✓✗✗', { passRate: 0.8 }, false],
    ['✓✓✓✗✗', { passHatK: { k: 2, min: 0.3 } }, true],
    ['✓✓✓✗✗', { passHatK: { k: 2, min: 0.36 } }, false], // the plug-in 0.36 is not pass^2
    ['✗✗✗✓✓', { passAtK: { k: 3, min: 0.9 } }, true],
    ['✗✗✗✗✓', { passAtK: { k: 3, min: 0.9 } }, false], // 1 − C(4,3)/C(5,3) = 0.6
    ['✓✓!✓', undefined, false],
    ['✓✓!✓', { errors: 'exclude' }, true],
    ['✓✓?✓', undefined, false],
    ['✓✓?✓', { errors: 'exclude' }, true],
    ['✓!!!', { errors: 'exclude', passHatK: { k: 2, min: 0 } }, false], // inconclusive fails
    ['!!!!', { errors: 'exclude' }, false],
  ] as const)('%s under %j holds: %s', (marks, policy, expected) => {
    expect(holds(false, trials(marks), policy)).toBe(expected)
  })
})

describe('.not.toMatchToolCall on Trials: each trial passes when the call does not match', () => {
  test.each([
    ['✗✗✗✗', undefined, true],
    ['✗✗✓✗', undefined, false],
    ['✗✗✓✗', { atLeast: 3 }, true],
    ['✗✗✗✗✓', { passRate: 0.8 }, true],
    ['✗✗✗✓✓', { passRate: 0.8 }, false],
    ['✗✗✗✓✓', { passHatK: { k: 2, min: 0.3 } }, true],
    ['✗✗!✗', undefined, false], // an error is a failed trial, negated too
    ['✗✗!✗', { errors: 'exclude' }, true],
    ['✗✗?✗', undefined, false], // an unreadable output never passes a negation
    ['✗✗?✗', { errors: 'exclude' }, true],
    ['!!!!', { errors: 'exclude' }, false],
  ] as const)('%s under %j holds: %s', (marks, policy, expected) => {
    expect(holds(true, trials(marks), policy)).toBe(expected)
  })
})

describe('run matchers on Trials of runs', () => {
  const runs = (marks: string) => trials(marks, { pass: supportRun('A-77'), fail: supportRun('B-12') })
  const refundA77 = { name: 'refund_order', arguments: { order_id: 'A-77' } }

  test.each([
    [false, '✓✓✓', undefined, true],
    [false, '✓✗✓', undefined, false],
    [false, '✓✗✓', { passRate: 0.6 }, true],
    [true, '✗✗✗', undefined, true],
    [true, '✗✓✗', { atLeast: 2 }, true],
    [true, '✗✓✓', { atLeast: 2 }, false],
    [false, '✓?✓', { errors: 'exclude' }, true],
    [true, '✗?✗', undefined, false],
  ] as const)('isNot %s, %s under %j holds: %s', (isNot, marks, policy, expected) => {
    const options = policy === undefined ? undefined : { trials: policy }
    const result = run('toHaveCalledTool', { isNot }, runs(marks), refundA77, undefined, options)
    expect(result.pass !== isNot).toBe(expected)
  })

  test('toHaveToolCallCount and toCallInOrder take the option too', () => {
    expect(run('toHaveToolCallCount', {}, runs('✓✓'), 2, { trials: { atLeast: 2 } }).pass).toBe(true)
    expect(run('toCallInOrder', {}, runs('✓✓'), ['get_order', 'refund_order'], { trials: {} }).pass).toBe(
      true,
    )
  })
})

describe('matchers without an expectation argument judge Trials too', () => {
  const text = { role: 'assistant', content: 'I cannot do that.' }
  const broken = '<tool_call>{"name": "refund", "arguments": {</tool_call>'

  test.each([
    [false, [text, text], undefined, true],
    [false, [text, right], { atLeast: 1 }, true],
    [false, [text, right], undefined, false],
    // A broken call is judged by toAbstain, not an error: it fails toAbstain and passes its negation.
    [true, [broken, right], undefined, true],
    [false, [broken, text], { errors: 'exclude' }, false],
  ])('toAbstain, isNot %s', (isNot, outputs, policy, expected) => {
    const given = trialsOf(outputs.map((output, index): Trial => ({ kind: 'output', index, output })))
    const options = policy === undefined ? undefined : { trials: policy }
    expect(run('toAbstain', { isNot }, given, options).pass !== isNot).toBe(expected)
  })
})

describe('the message', () => {
  test('marks per trial, c of n, the estimate against the threshold, the interval, the first failure in full', () => {
    const result = run('toMatchToolCall', {}, trials('✓✗✓!✗'), refund77, { trials: { passRate: 0.8 } })
    expect(result.pass).toBe(false)
    expect(stripVTControlCharacters(result.message())).toMatchInlineSnapshot(`
      "expect(received).toMatchToolCall(expected)

      Trials: ✓✗✓✗✗ (5 trials run)
      2 of 5 passed; 1 trial threw or could not be read, counted as failed
      pass rate 0.4, required ≥ 0.8: not met
      95 % Wilson interval of the pass rate: [0.118, 0.769] (flaky)

      First failing trial, #1:
      arguments.order_id: expected "order-77", received "order-78"

      - Expected
      + Received

        {
          "name": "refund",
          "arguments": {
      -     "order_id": "order-77"
      +     "order_id": "order-78"
          }
        }"
    `)
  })

  test('inconclusive says so, and shows the first excluded trial', () => {
    const options = { trials: { errors: 'exclude', passHatK: { k: 3, min: 0.5 } } }
    const message = stripVTControlCharacters(
      run('toMatchToolCall', {}, trials('✓!!✓'), refund77, options).message(),
    )
    expect(message).toContain('Trials: ✓––✓ (4 trials run)')
    expect(message).toContain('2 of 2 passed; 2 trials threw or could not be read, excluded from n')
    expect(message).toContain('Inconclusive: 2 trials judged; k = 3 needs 3 — an inconclusive verdict fails')
    expect(message).toContain('First excluded trial, #1:\nthe trial threw Error: timeout in trial 1')
  })

  test('under .not the first failing trial is the one whose call matched', () => {
    const result = run('toMatchToolCall', { isNot: true }, trials('✗✓'), refund77)
    expect(result.pass).toBe(true)
    const message = stripVTControlCharacters(result.message())
    expect(message).toContain('expect(received).not.toMatchToolCall(expected)')
    expect(message).toContain('First failing trial, #1:\nExpected no match, but the call matched: refund(')
  })

  test('in Vitest (the runner prints diffs) each trial keeps its diff in the message, and the whole has none', () => {
    const result = run('toMatchToolCall', { diffPrinting: 'runner' }, trials('✗'), refund77)
    expect(result.actual).toBeUndefined()
    expect(result.expected).toBeUndefined()
    expect(stripVTControlCharacters(result.message())).toContain('- Expected\n+ Received')
  })
})

describe('usage', () => {
  test.each([
    [
      'the trials option on a value that is not Trials',
      () => run('toMatchToolCall', {}, right, refund77, { trials: { passRate: 0.8 } }),
      'the trials policy needs Trials: pass the value runTrials resolves to at options.trials',
    ],
    [
      'the option misspelt',
      () => run('toMatchToolCall', {}, trials('✓'), refund77, { trial: { passRate: 0.8 } }),
      'unknown option "trial" (did you mean "trials"?) at options.trial',
    ],
    [
      'k above the trials run',
      () => run('toMatchToolCall', {}, trials('✓✓'), refund77, { trials: { passAtK: { k: 3, min: 0.5 } } }),
      'must be at most the number of trials run (2), received 3 at trials.passAtK.k',
    ],
    [
      'a malformed expectation, even when every trial threw',
      () => run('toMatchToolCall', {}, trials('!!'), { name: 42 }),
      'name must be a string at name',
    ],
    [
      'an option meaningless for the matcher',
      () => run('toContainToolCall', {}, trials('✓'), refund77, { extraCalls: 'forbid', trials: {} }),
      'extraCalls means nothing for toContainToolCall',
    ],
  ])('%s is a usage error', (_, call, problem) => {
    expect(call).toThrow(MatcherUsageError)
    expect(call).toThrow(problem)
  })

  test('a value that is not Trials is judged as before, with the runner diff', () => {
    const result = run('toMatchToolCall', { diffPrinting: 'runner' }, wrong, refund77)
    expect(result.pass).toBe(false)
    expect(result.expected).toBeDefined()
  })

  test('each judged trial is heard as one verdict (the reporter records each sample)', () => {
    const heard: MatcherOutcome[] = []
    const context = { isNot: false, onVerdict: (outcome: MatcherOutcome) => heard.push(outcome) }
    run('toMatchToolCall', context, trials('✓!✗'), refund77, { trials: { errors: 'exclude' } })
    expect(heard.map((outcome) => outcome.verdict.pass)).toEqual([true, false])
    expect(heard[0]!.options).toBeUndefined()
  })
})
