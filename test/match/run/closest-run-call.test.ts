// A call expectation that met a call of its tool with other arguments reports that call, in every order; calls made
// in another order than the list's report both orders. The data the words are written from.
import { describe, expect, test } from 'vitest'
import type { RunExpectation } from '../../../src/expect/run-types.js'
import { matchRun } from '../../../src/match/run/match-run.js'

/** An AI SDK result: one step per call, each answered with `ok`. */
function run(...calls: [name: string, args?: object][]) {
  return {
    steps: [
      ...calls.map(([name, args = {}], i) => ({
        content: [
          { type: 'tool-call', toolCallId: `c${i}`, toolName: name, input: args },
          { type: 'tool-result', toolCallId: `c${i}`, toolName: name, input: args, output: 'ok' },
        ],
      })),
      { content: [{ type: 'text', text: 'done' }] },
    ],
  }
}

const lookUp = { name: 'get_order', arguments: { id: 'A' } }
const refund = { name: 'refund', arguments: { id: 'A' } }
const wrongRefund = run(['get_order', { id: 'A' }], ['refund', { id: 'B' }])

describe('the closest call of the tool', () => {
  test.each(['in-order', 'superset', 'unordered'] as const)(
    '%s: a missing call names the call of its tool',
    (order) => {
      const [first] = matchRun(wrongRefund, { calls: [lookUp, refund], order }).mismatches
      expect(first).toMatchObject({
        kind: 'missing_call',
        closest: { at: { step: 1, call: 0 }, mismatches: [{ kind: 'value', path: ['arguments', 'id'] }] },
      })
    },
  )

  test('missing calls sort by the step of their closest call', () => {
    const verdict = matchRun(wrongRefund, {
      calls: [refund, { name: 'get_order', arguments: { id: 'B' } }],
      order: 'superset',
    })
    expect(
      verdict.mismatches.map((m) => (m as { closest?: { at: { step: number } } }).closest?.at.step),
    ).toEqual([0, 1])
  })

  test('unordered: the closest call is not also reported as unexpected', () => {
    const kinds = matchRun(wrongRefund, { calls: [lookUp, refund], order: 'unordered' }).mismatches.map(
      (m) => m.kind,
    )
    expect(kinds).toEqual(['missing_call'])
  })

  test('subset: a call no expectation took names the expectation of its tool', () => {
    const [first] = matchRun(wrongRefund, { calls: [lookUp, refund], order: 'subset' }).mismatches
    expect(first).toMatchObject({
      kind: 'extra_call',
      at: { step: 1, call: 0 },
      closest: { expected: refund, mismatches: [{ path: ['arguments', 'id'] }] },
    })
  })

  test('subset: of equally close expectations, the first', () => {
    const [first] = matchRun(run(['refund', { id: 'C' }]), {
      calls: [refund, { name: 'refund', arguments: { id: 'B' } }],
      order: 'subset',
    }).mismatches
    expect(first).toMatchObject({ kind: 'extra_call', closest: { expected: refund } })
  })

  test('exact: the call at its place (as before)', () => {
    const [first] = matchRun(wrongRefund, { calls: [lookUp, refund] }).mismatches
    expect(first).toMatchObject({ kind: 'call', at: { step: 1, call: 0 } })
  })

  test.each<[string, RunExpectation]>([
    ['no call of the tool', { calls: [lookUp, { name: 'cancel' }], order: 'superset' }],
    [
      'a call that meets it was made: the count is short',
      { calls: [{ name: 'refund', times: 2 }], order: 'superset' },
    ],
  ])('no closest call: %s', (_, expectation) => {
    const missing = matchRun(wrongRefund, expectation).mismatches.find((m) => m.kind === 'missing_call')
    expect(missing).toBeDefined()
    expect(missing).not.toHaveProperty('closest')
  })

  test('superset: a call another expectation took, when no other call of the tool is left', () => {
    const [first] = matchRun(run(['refund', { id: 'A' }]), {
      calls: [refund, { name: 'refund', arguments: { id: 'B' } }],
      order: 'superset',
    }).mismatches
    expect(first).toMatchObject({ kind: 'missing_call', closest: { at: { step: 0, call: 0 } } })
  })

  test('the call with the fewest differences, the first of equals', () => {
    const received = run(['refund', { id: 'B', x: 1 }], ['refund', { id: 'B' }], ['refund', { id: 'C' }])
    const [first] = matchRun(received, { calls: [refund], order: 'superset' }).mismatches
    expect(first).toMatchObject({ closest: { at: { step: 1, call: 0 } } })
  })

  test('exact: a call missing at the end names the closest call of its tool, and the call before it', () => {
    const [first] = matchRun(run(['get_order', { id: 'A' }], ['refund', { id: 'A' }]), {
      calls: [lookUp, refund, { name: 'refund', arguments: { id: 'B' } }],
    }).mismatches
    expect(first).toMatchObject({
      kind: 'missing_call',
      after: { step: 1, call: 0 },
      closest: { at: { step: 1, call: 0 } },
    })
    const [none] = matchRun(run(), { calls: [lookUp] }).mismatches
    expect(none).toEqual({ kind: 'missing_call', expected: lookUp, mode: 'exact' })
  })

  test('in-order: the call it was missing after', () => {
    const [first] = matchRun(run(['get_order', { id: 'A' }]), {
      calls: [lookUp, refund],
      order: 'in-order',
    }).mismatches
    expect(first).toMatchObject({ kind: 'missing_call', after: { step: 0, call: 0 } })
  })
})

describe('calls made in another order', () => {
  const swapped = run(['refund', { id: 'A' }], ['email'], ['get_order', { id: 'A' }])

  test.each(['in-order', 'exact'] as const)(
    '%s: both orders, each received call with the expectation it meets',
    (order) => {
      const calls = order === 'exact' ? [refund, { name: 'email' }, lookUp].reverse() : [lookUp, refund]
      const [first, ...rest] = matchRun(swapped, { calls, order }).mismatches
      expect(rest).toEqual([])
      expect(first).toMatchObject({ kind: 'call_order', mode: order, expected: calls })
      const received = (first as unknown as { received: { name: string; matches?: number }[] }).received
      expect(received.map((entry) => entry.name)).toEqual(['refund', 'email', 'get_order'])
      expect(received.map((entry) => entry.matches)).toEqual(
        order === 'exact' ? [2, 1, 0] : [1, undefined, 0],
      )
    },
  )

  test('within a step: the step is named, and its mismatches sort by it', () => {
    const oneStep = {
      steps: [
        {
          content: [
            { type: 'tool-call', toolCallId: 'c1', toolName: 'refund', input: { id: 'A' } },
            { type: 'tool-call', toolCallId: 'c2', toolName: 'get_order', input: { id: 'A' } },
            { type: 'tool-result', toolCallId: 'c1', toolName: 'refund', input: {}, output: 'ok' },
            { type: 'tool-result', toolCallId: 'c2', toolName: 'get_order', input: {}, output: 'ok' },
          ],
        },
        { content: [{ type: 'text', text: 'done' }] },
      ],
    }
    const verdict = matchRun(oneStep, {
      steps: [{ calls: [lookUp, refund], order: 'exact' }],
      calls: [{ name: 'cancel' }],
      order: 'superset',
    })
    expect(verdict.mismatches).toMatchObject([
      { kind: 'call_order', step: 0 },
      { kind: 'missing_call', expected: { name: 'cancel' } },
    ])
    const missing = matchRun(oneStep, {
      steps: [{ calls: [{ name: 'cancel' }], order: 'superset' }],
      maxCalls: 1,
    })
    expect(missing.mismatches).toEqual([
      { kind: 'missing_call', expected: { name: 'cancel' }, mode: 'superset', step: 0 },
      { kind: 'max_calls', max: 1, count: 2 },
    ])
  })

  test('a forbidden call leads, then the orders of the whole run', () => {
    const verdict = matchRun(swapped, {
      calls: [lookUp, refund],
      order: 'in-order',
      maxCalls: 2,
      never: [{ name: 'email' }],
    })
    expect(verdict.mismatches.map((m) => m.kind)).toEqual(['never', 'call_order', 'max_calls'])
  })

  test('in-order: a repeated expectation with too few calls is missing, not out of order', () => {
    const kinds = matchRun(run(['search']), {
      calls: [{ name: 'search' }, { name: 'search' }],
      order: 'in-order',
    })
    expect(kinds.mismatches.map((m) => m.kind)).toEqual(['missing_call'])
  })
})
