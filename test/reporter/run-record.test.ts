// Under the Vitest setup entry, the run matchers record their verdicts as the call matchers do: graded by `scoreRun`
// (the run axes), one record per assertion (per judged trial on Trials), `.not` left ungraded.
import '../../src/vitest.js'
import { describe, expect, test } from 'vitest'
import { createSample, scoreRun } from '../../src/index.js'
import { recordVerdict } from '../../src/reporter/record-verdict.js'
import type { ToolCallRecord } from '../../src/reporter/tool-call-record.js'
import { trialsOf } from '../../src/trials/run-trials.js'
import type { Trial } from '../../src/trials/types.js'

/** An OpenAI chat run: a lookup, then a refund of `id`, each answered, then an answer. */
function support(id: string) {
  const call = (callId: string, name: string, args: object) => ({
    role: 'assistant',
    content: null,
    tool_calls: [{ id: callId, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
  })
  return [
    { role: 'user', content: 'Refund order A-77.' },
    call('c1', 'get_order', { order_id: 'A-77' }),
    { role: 'tool', tool_call_id: 'c1', content: '{"id":"A-77"}' },
    call('c2', 'refund', { order_id: id }),
    { role: 'tool', tool_call_id: 'c2', content: '{"ok":true}' },
    { role: 'assistant', content: 'Refunded.' },
  ]
}

const right = support('A-77')
const wrong = support('B-12')
const refund = { name: 'refund', arguments: { order_id: 'A-77' } }
const expectation = { calls: [{ name: 'get_order' }, refund], order: 'in-order' as const }

/** Trials by mark: ✓ the right run, ✗ the wrong refund, ! a trial that threw. */
function trials(marks: string) {
  return trialsOf(
    [...marks].map((mark, index): Trial => {
      if (mark === '!') return { kind: 'error', index, error: new Error('timeout') }
      return { kind: 'output', index, output: mark === '✓' ? right : wrong }
    }),
  )
}

const records = (task: { meta: { toolCalls?: ToolCallRecord[] } }) => task.meta.toolCalls ?? []

describe('run records', () => {
  test('a passing toMatchRun: the sample scoreRun gives, without run mismatches; the run’s calls by name', ({
    task,
  }) => {
    expect(right).toMatchRun(expectation)
    const {
      id: _id,
      mismatches: _mismatches,
      run,
      ...sample
    } = createSample({
      id: '',
      score: scoreRun(expectation, right),
    })
    expect(records(task)).toEqual([
      {
        matcher: 'toMatchRun',
        received: ['get_order', 'refund'],
        ...sample,
        run: { axes: run!.axes, counts: run!.counts, mismatches: [] },
      },
    ])
    expect(records(task)[0]).toMatchObject({ pass: true, total: 1, run: { axes: { f1: 1, recall: 1 } } })
  })

  test('every run matcher records one graded assertion', ({ task }) => {
    expect(right).toMatchRun(expectation)
    expect(right).toCallInOrder(['get_order', 'refund'])
    expect(right).toHaveCalledTool(refund)
    expect(right).toHaveToolCallCount(2)
    expect(right).toHaveNoLoops()
    expect(right).toHaveToolCalls([{ name: 'get_order' }, refund])
    expect(records(task).map((record) => [record.matcher, record.pass, record.run !== undefined])).toEqual([
      ['toMatchRun', true, true],
      ['toCallInOrder', true, true],
      ['toHaveCalledTool', true, true],
      ['toHaveToolCallCount', true, true],
      ['toHaveNoLoops', true, true],
      ['toHaveToolCalls', true, true],
    ])
    expect(records(task)[4]!.run!.axes).toMatchObject({ loopFree: 1, f1: null })
  })

  test('a failing run assertion: its first mismatch’s kind and where it sits in the run; per-call credit', ({
    task,
  }) => {
    expect(() => expect(wrong).toHaveCalledTool(refund)).toThrow()
    const [record] = records(task)
    expect(record).toMatchObject({
      pass: false,
      failure: 'mismatch',
      first: { kind: 'missing_call', path: ['steps', 1, 'calls', 0, 'arguments', 'order_id'] },
      calls: [{ tool: 'refund', received: 1, name: 1, arguments: 0 }],
      run: { axes: { recall: 0 } },
    })
    expect(JSON.parse(JSON.stringify(record))).toEqual(record)
  })

  test('a run that cannot be read: its failure kinds, no received calls, the run as the place', ({
    task,
  }) => {
    expect(() => expect({ unexpected: 'shape' }).toMatchRun(expectation)).toThrow()
    const [record] = records(task)
    expect(record).toMatchObject({
      pass: false,
      failure: 'schema_invalid',
      first: { kind: 'read_failure', path: [] },
    })
    expect(record).not.toHaveProperty('received')
  })

  test('a match profile’s extraCalls is left out (in a run the order decides)', ({ task }) => {
    expect(right).toHaveCalledTool('refund', 1, { profile: 'bfcl' })
    expect(records(task)).toMatchObject([{ matcher: 'toHaveCalledTool', pass: true }])
  })

  test('[refunds] in the test’s category', ({ task }) => {
    expect(right).toMatchRun(expectation)
    expect(records(task)[0]?.category).toBe('refunds')
  })
})

describe('run assertions on Trials, as call assertions', () => {
  test('each judged trial is one record; a trial that threw is none', ({ task }) => {
    expect(trials('✓✗!')).toMatchRun(expectation, { trials: { atLeast: 1, errors: 'exclude' } })
    expect(records(task).map((record) => [record.matcher, record.pass])).toEqual([
      ['toMatchRun', true],
      ['toMatchRun', false],
    ])
    // Its trials record, apart, for the flaky marks.
    expect(task.meta.toolCallTrials).toMatchObject([
      { matcher: 'toMatchRun', n: 2, passed: 1, label: 'flaky' },
    ])
  })

  test('trials that all threw record nothing', ({ task }) => {
    expect(() => expect(trials('!!')).toMatchRun(expectation)).toThrow()
    expect(task.meta.toolCalls).toBeUndefined()
  })
})

describe('does not record', () => {
  test('.not run assertions, as .not call assertions', ({ task }) => {
    expect(wrong).not.toHaveCalledTool(refund)
    expect(right).not.toHaveCalledTool('delete_account')
    expect(task.meta.toolCalls).toBeUndefined()
  })

  test('a run outcome whose scoring throws: never breaks the assertion', () => {
    const outcome = {
      engine: 'run' as const,
      matcher: 'toMatchRun',
      expectation: { nevr: [] },
      options: undefined,
      received: right,
      verdict: { pass: true, mismatches: [] },
    }
    const task = { name: 'x', meta: {} }
    expect(() => recordVerdict({ task }, outcome)).not.toThrow()
    expect(task).toEqual({ name: 'x', meta: {} })
  })
})
