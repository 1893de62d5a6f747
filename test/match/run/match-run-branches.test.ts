import { describe, expect, test } from 'vitest'
import { field } from '../../../src/expect/field.js'
import type { RunExpectation } from '../../../src/expect/run-types.js'
import { matchRun } from '../../../src/match/run/match-run.js'
import { valueAt } from '../../../src/match/run/resolve-from-result.js'

const call = (id: string, name: string, args: object) => ({
  id,
  type: 'function',
  function: { name, arguments: JSON.stringify(args) },
})
/** get_order answered with `result`, then `next` calls in a second step (answered "ok"). */
function twoSteps(result: unknown, ...next: [string, object][]) {
  return [
    { role: 'assistant', content: null, tool_calls: [call('a', 'get_order', {})] },
    { role: 'tool', tool_call_id: 'a', content: JSON.stringify(result) },
    {
      role: 'assistant',
      content: null,
      tool_calls: next.map(([name, args], i) => call(`n${i}`, name, args)),
    },
    ...next.map((_, i) => ({ role: 'tool', tool_call_id: `n${i}`, content: 'ok' })),
  ]
}
const kinds = (received: unknown, expectation: RunExpectation) =>
  matchRun(received, expectation).mismatches.map((mismatch) => mismatch.kind)

describe('fromResult in every position', () => {
  const order = { orders: [{ id: 'X1' }, { id: 'X2' }], note: 'n' }

  test('inside arrays, beside other rules, with a call index, under a name pattern', () => {
    const received = twoSteps(order, ['refund', { ids: ['X2'], reason: 'Damaged' }])
    const args = {
      ids: [field.fromResult({ step: 0, call: 0 }, 'orders.1.id')],
      reason: field.casefold('damaged'),
    }
    expect(
      kinds(received, { calls: [{ name: 'get_order' }, { name: field.pattern('^ref'), arguments: args }] }),
    ).toEqual([])
    expect(
      kinds(received, {
        calls: [
          { name: 'get_order' },
          { name: 'refund', arguments: { ...args, ids: [field.fromResult('get_order', 'orders[0].id')] } },
        ],
      }),
    ).toEqual(['call'])
  })

  test.each([
    ['orders.first.id', undefined],
    ['note.length', undefined],
    ['orders[1]', { id: 'X2' }],
    ['', { note: 'n', orders: [{ id: 'X1' }, { id: 'X2' }] }],
  ])('valueAt(%j)', (path, expected) => {
    expect(valueAt(order, path)).toEqual(expected)
  })

  test('a referenced call without result (denied) says so', () => {
    const received = [
      {
        role: 'assistant',
        parts: [
          { type: 'step-start' },
          { type: 'tool-get_order', toolCallId: 'a', state: 'output-denied', input: {} },
          { type: 'step-start' },
          {
            type: 'tool-refund',
            toolCallId: 'b',
            state: 'output-available',
            input: { id: 'X' },
            output: 'ok',
          },
        ],
      },
    ]
    const verdict = matchRun(received, {
      calls: [
        { name: 'get_order' },
        { name: 'refund', arguments: { id: field.fromResult('get_order', 'id') } },
      ],
    })
    expect(verdict.mismatches[0]).toMatchObject({
      kind: 'call',
      lookups: [{ outcome: { kind: 'no_result' }, at: { step: 0, call: 0 } }],
    })
  })

  test('an id expected of a call that has none, and one that matches', () => {
    const gemini = [{ role: 'model', parts: [{ functionCall: { name: 'f', args: {} } }] }]
    expect(matchRun(gemini, { calls: [{ name: 'f', id: 'x' }] }).mismatches).toMatchObject([
      { kind: 'call', mismatches: [{ kind: 'value', path: ['id'], expected: 'x' }] },
    ])
    expect(
      kinds(twoSteps({}, ['refund', {}]), {
        calls: [
          { name: 'get_order', id: 'a' },
          { name: 'refund', id: 'n0' },
        ],
      }),
    ).toEqual([])
  })

  test('a status expected of a call that has none', () => {
    const unanswered = [{ role: 'assistant', content: null, tool_calls: [call('a', 'refund', {})] }]
    expect(matchRun(unanswered, { calls: [{ name: 'refund', status: 'ok' }] }).mismatches).toMatchObject([
      { kind: 'call', mismatches: [{ kind: 'value', path: ['status'], expected: 'ok' }] },
    ])
  })
})

describe('steps in their own order', () => {
  test('a step list without order is exact; a superset step names its missing call with the step', () => {
    const received = twoSteps({ id: 'X' }, ['refund', { id: 'X' }], ['email', {}])
    expect(
      kinds(received, {
        steps: [{ calls: [{ name: 'get_order' }] }, { calls: [{ name: 'email' }, { name: 'refund' }] }],
      }),
    ).toEqual(['call_order'])
    const verdict = matchRun(received, {
      steps: [{ name: 'get_order' }, { calls: [{ name: 'close' }], order: 'superset' }],
      calls: [{ name: 'refund', arguments: { id: field.fromResult({ step: 0 }, 'id') } }],
      order: 'superset',
      maxSteps: 1,
    })
    expect(verdict.mismatches).toMatchObject([{ kind: 'missing_call', step: 1 }, { kind: 'max_steps' }])
    expect(
      kinds(received, {
        maxCalls: 0,
        steps: [{ name: 'get_order' }, { calls: [{ name: '*', times: 2 }] }, { name: 'x' }],
      }),
    ).toEqual(['missing_step', 'max_calls'])
    expect(kinds(received, { maxCalls: 0, steps: [{ name: 'get_order' }] })).toEqual([
      'extra_step',
      'max_calls',
    ])
  })
})

describe('counts and policies inside a step', () => {
  test('times in a superset step names the step; extraArguments is the call’s own', () => {
    const received = twoSteps({}, ['search', { q: 'a', page: 1 }], ['search', { q: 'b' }])
    const verdict = matchRun(received, {
      steps: [{ name: 'get_order' }, { calls: [{ name: 'search', times: { max: 1 } }], order: 'superset' }],
      never: [{ name: 'search', arguments: { q: 'a' }, extraArguments: 'allow' }],
    })
    expect(verdict.mismatches).toMatchObject([
      { kind: 'never', at: { step: 1, call: 0 } },
      { kind: 'times', step: 1, count: 2, max: 1 },
    ])
  })
})

describe('exact order with optional expectations', () => {
  test('times.min 0 lets an expectation take no call', () => {
    const received = twoSteps({}, ['refund', {}])
    expect(
      kinds(received, {
        calls: [{ name: 'get_order' }, { name: 'search', times: { max: 2 } }, { name: 'refund' }],
      }),
    ).toEqual([])
  })
})

describe('mismatches come in step order, the run-wide ones last', () => {
  test('never first, then steps, then calls without a step, then limits', () => {
    const received = twoSteps({}, ['delete_account', {}], ['search', {}])
    const verdict = matchRun(received, {
      steps: [{ name: 'get_order' }, { name: 'delete_account' }],
      calls: [{ name: 'email' }],
      order: 'superset',
      maxCalls: 1,
      never: [{ name: 'search' }],
    })
    expect(verdict.mismatches.map((mismatch) => mismatch.kind)).toEqual([
      'never',
      'extra_call',
      'missing_call',
      'max_calls',
    ])
  })
})

describe('usage errors keep their path', () => {
  test('a malformed rule inside arguments', () => {
    expect(() =>
      matchRun([], {
        calls: [{ name: 'a', arguments: { x: { $rule: 'casefold' } } }],
      } as unknown as RunExpectation),
    ).toThrow(/at calls\[0\]\.arguments\.x/)
  })

  test('anything else thrown while compiling passes through', () => {
    let reads = 0
    const hostile = new Proxy(
      { x: 1 },
      {
        get(target, key, receiver) {
          if (key === 'x' && ++reads > 1) throw new Error('boom')
          return Reflect.get(target, key, receiver)
        },
      },
    )
    expect(() => matchRun([], { calls: [{ name: 'a', arguments: hostile }] })).toThrow('boom')
  })
})
