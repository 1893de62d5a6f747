import '../../src/vitest.js'
import { describe, expect, test, vi } from 'vitest'
import { field } from '../../src/expect/field.js'
import type { RunExpectation } from '../../src/expect/run-types.js'
import { matchers, UnreadableValueError } from '../../src/matchers/index.js'
import { supportRun } from './run-helpers.js'

const refund: RunExpectation = {
  calls: [
    { name: 'get_order', arguments: { order_id: 'A-77' } },
    {
      name: 'refund_order',
      arguments: { order_id: field.fromResult('get_order', 'order.id'), amount: 42.5 },
    },
  ],
  never: [{ name: 'delete_account' }],
}

describe('.toMatchRun', () => {
  test('passes when the run meets the expectation', () => {
    expect(supportRun()).toMatchRun(refund)
    expect({ messages: supportRun() }).toMatchRun({
      steps: [{ name: 'get_order' }, { name: 'refund_order' }],
      maxSteps: 2,
    })
  })

  test('fails naming step and call, with the timeline and the diff of the first failing call', () => {
    const result = matchers.toMatchRun.call({}, supportRun('A-78'), refund)
    expect(result.pass).toBe(false)
    expect(result.message()).toMatchInlineSnapshot(`
      "expect(received).toMatchRun(expected)

      steps[1].calls[0].arguments.order_id: expected the value of get_order's result at order.id ("A-77"), received "A-78"

      Run:
        0. get_order({"order_id":"A-77"}) → {"order":{"id":"A-77","total":42.5}}
      > 1. refund_order({"amount":42.5,"order_id":"A-78"}) → {"refund_id":"R-1"}
        answer: "Refunded."

      - Expected
      + Received

        {
          "name": "refund_order",
          "arguments": {
            "amount": 42.5,
      -     "order_id": "A-77"
      +     "order_id": "A-78"
          }
        }"
    `)
  })

  test('an unreadable run fails with the read failure', () => {
    expect(() => expect([{ role: 'tool', tool_call_id: 'x', content: '1' }]).toMatchRun(refund)).toThrow(
      /could not read the run: a tool result "x" pairs with no call made before it at \[0\]\.content/,
    )
  })

  test('a malformed expectation is a usage error listing the order names', () => {
    expect(() =>
      expect(supportRun()).toMatchRun({ calls: [], order: 'strict' } as unknown as RunExpectation),
    ).toThrow(
      /Matcher error: unknown order "strict": use one of 'exact', 'unordered', 'in-order', 'subset', 'superset'/,
    )
  })
})

describe('.not.toMatchRun', () => {
  test('passes when the run does not meet it', () => {
    expect(supportRun('A-78')).not.toMatchRun(refund)
  })

  test('fails when it does', () => {
    expect(() => expect(supportRun()).not.toMatchRun(refund)).toThrow(
      /the run met the expectation \(the run called get_order, refund_order\)/,
    )
  })

  test('an unreadable run fails negated too', () => {
    expect(() => expect(null).not.toMatchRun(refund)).toThrow(/could not read the run/)
  })
})

describe('.toHaveCalledTool', () => {
  test('passes when some step called the tool, times when given', () => {
    expect(supportRun()).toHaveCalledTool('refund_order')
    expect(supportRun()).toHaveCalledTool('refund_order', 1)
    expect(supportRun()).toHaveCalledTool({
      name: 'refund_order',
      arguments: { order_id: 'A-77', amount: 42.5 },
    })
  })

  test('fails when it never did, or not that often', () => {
    expect(() => expect(supportRun()).toHaveCalledTool('search')).toThrow(
      /missing call search\(…\) \(at least these calls, others allowed\)/,
    )
    expect(() => expect(supportRun()).toHaveCalledTool('refund_order', 2)).toThrow(
      /missing call refund_order/,
    )
  })
})

describe('.not.toHaveCalledTool', () => {
  test('passes when the tool was never called', () => {
    expect(supportRun()).not.toHaveCalledTool('delete_account')
  })

  test('fails when it was', () => {
    expect(() => expect(supportRun()).not.toHaveCalledTool('refund_order')).toThrow(
      /the run called get_order, refund_order/,
    )
  })
})

describe('.toCallInOrder', () => {
  test('passes when the calls come in order, others between', () => {
    const email = { id: 'call_3', type: 'function', function: { name: 'send_email', arguments: '{}' } }
    expect(supportRun('A-77', [email])).toCallInOrder(['get_order', 'send_email'])
  })

  test('fails when the order differs, showing both orders', () => {
    expect(() => expect(supportRun()).toCallInOrder(['refund_order', 'get_order'])).toThrow(
      /the calls were made, but not in this order \(these calls in this order, others between allowed\): expected refund_order → get_order, received get_order → refund_order/,
    )
  })
})

describe('.not.toCallInOrder', () => {
  test('passes when the order differs', () => {
    expect(supportRun()).not.toCallInOrder(['refund_order', 'get_order'])
  })

  test('fails when it holds', () => {
    expect(() => expect(supportRun()).not.toCallInOrder(['get_order', 'refund_order'])).toThrow(
      /came in that order/,
    )
  })
})

describe('.toHaveToolCalls', () => {
  test('passes when the calls are exactly these, in order', () => {
    expect(supportRun()).toHaveToolCalls([{ name: 'get_order' }, { name: 'refund_order' }])
  })

  test("takes @langchain/core/testing's { name, id, args } too", () => {
    expect(supportRun()).toHaveToolCalls([
      { name: 'get_order', id: 'call_1', args: { order_id: 'A-77' } },
      { id: 'call_2' },
    ])
    expect(() => expect(supportRun()).toHaveToolCalls([{ id: 'call_9' }, { name: 'refund_order' }])).toThrow(
      /steps\[0\]\.calls\[0\]\.id: expected "call_9", received "call_1"/,
    )
  })

  test('fails on a missing call', () => {
    expect(() => expect(supportRun()).toHaveToolCalls([{ name: 'get_order' }])).toThrow(
      /steps\[1\]\.calls\[0\]: unexpected call/,
    )
  })
})

describe('.not.toHaveToolCalls', () => {
  test('passes when they differ', () => {
    expect(supportRun()).not.toHaveToolCalls([{ name: 'get_order' }])
  })

  test('fails when they are exactly these', () => {
    expect(() =>
      expect(supportRun()).not.toHaveToolCalls([{ name: 'get_order' }, { name: 'refund_order' }]),
    ).toThrow(/exactly these/)
  })
})

describe('.toHaveToolCallCount', () => {
  test('passes on the count of all calls', () => {
    expect(supportRun()).toHaveToolCallCount(2)
    expect([]).toHaveToolCallCount(0)
  })

  test('fails on another count', () => {
    expect(() => expect(supportRun()).toHaveToolCallCount(1)).toThrow(/unexpected call/)
    expect(() => expect(supportRun()).toHaveToolCallCount(3)).toThrow(/missing call/)
  })

  test('a count that is no whole number is a usage error', () => {
    expect(() => expect(supportRun()).toHaveToolCallCount(1.5)).toThrow(
      /Matcher error: count must be a whole number/,
    )
  })
})

describe('.not.toHaveToolCallCount', () => {
  test('passes on another count', () => {
    expect(supportRun()).not.toHaveToolCallCount(3)
  })

  test('fails on that count', () => {
    expect(() => expect(supportRun()).not.toHaveToolCallCount(2)).toThrow(/\(2 calls\)/)
  })
})

describe('expect.toolRun', () => {
  test('matches inside toEqual', () => {
    const state = { messages: supportRun(), thread: 't1' }
    expect(state).toEqual({ messages: expect.toolRun(refund), thread: 't1' })
    expect(state).toEqual({
      messages: expect.not.toolRun({ never: [{ name: 'refund_order' }] }),
      thread: 't1',
    })
    expect({ messages: supportRun('A-78') }).not.toEqual({ messages: expect.toolRun(refund) })
  })

  test.each<[string, unknown]>([
    ['a value of no run format', { hello: 'world' }],
    [
      'a broken conversation (a result that answers no call)',
      [{ role: 'tool', tool_call_id: 'x', content: 'ok' }],
    ],
    ['null', null],
  ])('a value that cannot be read as a run throws the read failure, negated or not: %s', (_, received) => {
    const never = { never: [{ name: 'delete_account' }] }
    expect(() => expect([received]).toEqual([expect.toolRun(never)])).toThrow(UnreadableValueError)
    expect(() => expect([received]).not.toEqual([expect.toolRun(never)])).toThrow(
      /^expect\.toolRun\(…\) cannot judge the received value, negated or not: could not read the run/,
    )
    expect(() => expect([received]).toEqual([expect.not.toolRun(never)])).toThrow(/^expect\.not\.toolRun/)
    const spy = vi.fn()
    spy(received)
    expect(() => expect(spy).not.toHaveBeenCalledWith(expect.toolRun(never))).toThrow(UnreadableValueError)
  })
})
