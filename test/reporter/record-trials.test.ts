// Under the Vitest setup entry, an assertion on Trials records its counts and label; the reporter marks the flaky
// ones in its summary.
import '../../src/vitest.js'
import { describe, expect, test } from 'vitest'
import type { TestModule } from 'vitest/node'
import { finalizeAggregate } from '../../src/index.js'
import { collectRun, formatSummary } from '../../src/reporter/index.js'
import { trialsOf } from '../../src/trials/run-trials.js'
import type { Trial } from '../../src/trials/types.js'

const call = (order: string) => [{ name: 'refund', arguments: { order_id: order } }]
const refund = { name: 'refund', arguments: { order_id: 'o-7' } }

/** Trials by mark: ✓ the right refund, ✗ the wrong order, ! a trial that threw. */
function trials(marks: string) {
  return trialsOf(
    [...marks].map((mark, index): Trial => {
      if (mark === '!') return { kind: 'error', index, error: new Error('timeout') }
      return { kind: 'output', index, output: call(mark === '✓' ? 'o-7' : 'o-8') }
    }),
  )
}

describe('records', () => {
  test('one record per assertion on Trials: counts, label, whether the policy was met', ({ task }) => {
    expect(trials('✓✓✗✓')).toMatchToolCall(refund, { trials: { passRate: 0.75 } })
    expect(trials('✗✗')).not.toMatchToolCall(refund)
    expect(trials('✓!')).toHaveCalledTool('refund', 1, { trials: { errors: 'exclude' } })
    expect(task.meta.toolCallTrials).toEqual([
      { matcher: 'toMatchToolCall', negated: false, n: 4, passed: 3, errors: 0, label: 'flaky', pass: true },
      {
        matcher: 'toMatchToolCall',
        negated: true,
        n: 2,
        passed: 2,
        errors: 0,
        label: 'stable-pass',
        pass: true,
      },
      {
        matcher: 'toHaveCalledTool',
        negated: false,
        n: 1,
        passed: 1,
        errors: 1,
        label: 'stable-pass',
        pass: true,
      },
    ])
  })

  test('each judged trial of a turn matcher is a graded sample; an assertion without Trials records no trials', ({
    task,
  }) => {
    expect(trials('✓✓✗')).toMatchToolCall(refund, { trials: { atLeast: 2 } })
    expect(call('o-7')).toMatchToolCall(refund)
    expect(task.meta.toolCalls?.map((record) => record.pass)).toEqual([true, true, false, true])
    expect(task.meta.toolCallTrials).toHaveLength(1)
  })
})

/** Just enough of a TestModule: tests with a name and metadata. */
function moduleOf(...metas: object[]): TestModule {
  const tests = metas.map((meta, index) => ({
    id: `t${index}`,
    fullName: `refunds > case ${index}`,
    meta: () => meta,
  }))
  return { children: { allTests: () => tests.values() } } as unknown as TestModule
}

const record = (label: string, passed: number, n: number, negated = false) => ({
  matcher: 'toMatchToolCall',
  negated,
  n,
  passed,
  errors: 0,
  label,
  pass: true,
})

describe('the flaky marks', () => {
  test('collectRun lists the flaky assertions by test; stable ones and malformed records are left out', () => {
    const run = collectRun([
      moduleOf(
        { toolCallTrials: [record('flaky', 6, 8), record('stable-pass', 8, 8)] },
        { toolCallTrials: [record('flaky', 1, 4, true), 'junk', { label: 'flaky' }] },
        { toolCallTrials: 'junk' },
      ),
    ])
    expect(run.flaky).toEqual([
      { test: 'refunds > case 0', matcher: 'toMatchToolCall', negated: false, passed: 6, n: 8 },
      { test: 'refunds > case 1', matcher: 'toMatchToolCall', negated: true, passed: 1, n: 4 },
    ])
  })

  test('the summary ends with them, one line each', () => {
    const run = collectRun([
      moduleOf({ toolCallTrials: [record('flaky', 6, 8), record('flaky', 1, 4, true)] }),
    ])
    const text = formatSummary(finalizeAggregate(run.aggregate), run)
    expect(text).toBe(
      [
        ' 2 flaky assertions (their trials passed and failed):',
        '   flaky  refunds > case 0 · toMatchToolCall: 6 of 8 trials passed',
        '   flaky  refunds > case 0 · .not.toMatchToolCall: 1 of 4 trials passed',
        '',
      ].join('\n'),
    )
  })

  test('after the tables when there are graded assertions; no lines when nothing was flaky', () => {
    const counts = { tests: 1, assertions: 1 }
    const metrics = finalizeAggregate(collectRun([]).aggregate)
    const flaky = [{ test: 'a', matcher: 'toAbstain', negated: false, passed: 1, n: 2 }]
    expect(formatSummary(metrics, { ...counts, flaky })).toMatch(
      /\n\n 1 flaky assertion \(their trials passed and failed\):\n {3}flaky {2}a · toAbstain: 1 of 2 trials passed\n$/,
    )
    expect(formatSummary(metrics, { ...counts, flaky: [] })).not.toContain('flaky')
  })
})
