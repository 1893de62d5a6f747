// What a failing agent run says. The support agent must look the order up, ask the customer to confirm, refund the
// order the lookup returned, never delete the account, and answer. Six recorded runs each plant one bug; each one
// fails with a message that names the step, the call and the first field that differs (then the run's timeline
// with that step marked, and the diff of that call). This file catches the failures on purpose and pins their
// messages, so the messages shown here (and in the README) stay true. Run `npm run examples` to see them printed.
//
// The runs are OpenAI chat messages, except the tool error: Anthropic messages, whose `is_error` marks a failed call.
import { readFileSync } from 'node:fs'
import { stripVTControlCharacters } from 'node:util'
import { field } from 'expect-tool-calls'
import { describe, expect, test } from 'vitest'

const recorded = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./recorded/runs/${name}`, import.meta.url), 'utf8'))

/** The support agent's run, as the test states it; `order` says how the three calls relate. */
const supportAgent = (order: 'in-order' | 'superset' | 'unordered') => ({
  calls: [
    { name: 'find_orders', arguments: { email: 'dana@example.com', query: field.ignore() } },
    { name: 'request_confirmation', result: { confirmed: true } },
    {
      name: 'refund_order',
      arguments: {
        order_id: field.fromResult('find_orders', 'orders[0].id'),
        amount: 18.9,
        reason: field.oneOf('damaged', 'defective'),
      },
      status: 'ok' as const,
    },
  ],
  order,
  never: [{ name: 'delete_account' }],
  answer: field.pattern('ORD-5581'),
})

/** Runs an assertion that must fail and returns its message without colours (a passing one fails this test). */
function messageOf(assertion: () => void): string {
  try {
    assertion()
  } catch (error) {
    return stripVTControlCharacters((error as Error).message)
  }
  throw new Error('expected the assertion to fail, but it passed')
}

/** The first line after the matcher's own line: what a reader reads first. */
const firstLine = (message: string) => message.split('\n')[2]

test('the right run passes, in every order', () => {
  const run = recorded('support-refund.json')
  for (const order of ['in-order', 'superset', 'unordered'] as const)
    expect(run).toMatchRun(supportAgent(order))
})

describe('six planted bugs, each named by step, call and field', () => {
  // bug, recorded run, the first line in each order (in-order, superset, unordered).
  test.each([
    [
      'the wrong order id',
      'support-refund-wrong-order.json',
      `steps[2].calls[0].arguments.order_id: expected the value of find_orders's result at orders[0].id ("ORD-5581"), received "ORD-5518"`,
    ],
    ['no confirmation', 'support-refund-no-confirmation.json', 'missing call request_confirmation(…)'],
    [
      'a forbidden call',
      'support-refund-deletes-account.json',
      'steps[3].calls[0]: delete_account(…) must never be called',
    ],
    [
      'the refund failed (a tool error)',
      'support-refund-tool-error.anthropic.json',
      'steps[2].calls[0].status: expected "ok", received "error"',
    ],
    ['no final answer', 'support-refund-no-answer.json', 'answer: missing (expected pattern(/ORD-5581/))'],
  ])('%s', (_, file, first) => {
    const run = recorded(file)
    for (const order of ['in-order', 'superset', 'unordered'] as const) {
      const message = messageOf(() => expect(run).toMatchRun(supportAgent(order)))
      expect(firstLine(message), order).toContain(first)
    }
  })

  test('the refund before the confirmation: in-order shows both orders; superset and unordered allow it', () => {
    const run = recorded('support-refund-swapped.json')
    const message = messageOf(() => expect(run).toMatchRun(supportAgent('in-order')))
    expect(firstLine(message)).toBe(
      'the calls were made, but not in this order (these calls in this order, others between allowed): expected find_orders → request_confirmation → refund_order, received find_orders → refund_order → request_confirmation',
    )
    expect(run).toMatchRun(supportAgent('superset'))
    expect(run).toMatchRun(supportAgent('unordered'))
  })
})

describe('whole messages', () => {
  test('the wrong order id, in-order: the call that came closest, the timeline, the diff of that call', () => {
    const message = messageOf(() =>
      expect(recorded('support-refund-wrong-order.json')).toMatchRun(supportAgent('in-order')),
    )
    expect(message).toMatchInlineSnapshot(`
      "expect(received).toMatchRun(expected)

      steps[2].calls[0].arguments.order_id: expected the value of find_orders's result at orders[0].id ("ORD-5581"), received "ORD-5518"
        (no refund_order call met its expectation after steps[1].calls[0]; steps[2].calls[0] came closest — these calls in this order, others between allowed)

      Run:
        0. find_orders({"email":"dana@example.com","query":"mug"}) → {"orders":[{"currenc…[96 characters left out]…red","total":18.9}]}
        1. request_confirmation({"message":"Refund 18.90 EUR f…[10 characters left out]…RD-5581 (Ceramic mug, blue)?"}) → {"confirmed":true}
      > 2. refund_order({"amount":18.9,"order_id":"ORD-5518","reason":"damaged"}) → {"amount":18.9,"refu…[18 characters left out]…"status":"approved"}
        answer: "Done! I've refunded 18.90 EUR…[69 characters left out]… card within 5 business days."

      - Expected
      + Received

        {
          "name": "refund_order",
          "arguments": {
            "amount": 18.9,
      -     "order_id": "ORD-5581",
      +     "order_id": "ORD-5518",
            "reason": "damaged"
          },
          "status": "ok"
        }"
    `)
  })

  test('a forbidden call leads, before what else differs', () => {
    const message = messageOf(() =>
      expect(recorded('support-refund-deletes-account.json')).toMatchRun(supportAgent('unordered')),
    )
    expect(message).toMatchInlineSnapshot(`
      "expect(received).toMatchRun(expected)

      steps[3].calls[0]: delete_account(…) must never be called
      steps[3].calls[0]: unexpected call (these calls in any order, nothing else)

      Run:
        0. find_orders({"email":"dana@example.com","query":"mug"}) → {"orders":[{"currenc…[96 characters left out]…red","total":18.9}]}
        1. request_confirmation({"message":"Refund 18.90 EUR f…[10 characters left out]…RD-5581 (Ceramic mug, blue)?"}) → {"confirmed":true}
        2. refund_order({"amount":18.9,"order_id":"ORD-5581","reason":"damaged"}) → {"amount":18.9,"refu…[18 characters left out]…"status":"approved"}
      > 3. delete_account({"email":"dana@example.com"}) → {"deleted":true}
        answer: "Done! I've refunded 18.90 EUR…[69 characters left out]… card within 5 business days.""
    `)
  })

  test('the refund before the confirmation, in-order: the two orders side by side', () => {
    const message = messageOf(() =>
      expect(recorded('support-refund-swapped.json')).toCallInOrder([
        'find_orders',
        'request_confirmation',
        'refund_order',
      ]),
    )
    expect(message).toMatchInlineSnapshot(`
      "expect(received).toCallInOrder(expected)

      the calls were made, but not in this order (these calls in this order, others between allowed): expected find_orders → request_confirmation → refund_order, received find_orders → refund_order → request_confirmation

        expected order             │ received order
        #1 find_orders(…)          │ steps[0].calls[0] find_orders({"email": "dana@example.com", "query": "mug"}) = #1
        #2 request_confirmation(…) │ steps[1].calls[0] refund_order({"amount": 18.9, "order_id": "ORD-5581", "reason": "damaged"}) = #3
        #3 refund_order(…)         │ steps[2].calls[0] request_confirmation({"message": "Refund 18.90 EUR for order ORD-5581 (Ceramic mug, blue)?"}) = #2

      Run:
        0. find_orders({"email":"dana@example.com","query":"mug"}) → {"orders":[{"currenc…[96 characters left out]…red","total":18.9}]}
        1. refund_order({"amount":18.9,"order_id":"ORD-5581","reason":"damaged"}) → {"amount":18.9,"refu…[18 characters left out]…"status":"approved"}
        2. request_confirmation({"message":"Refund 18.90 EUR f…[10 characters left out]…RD-5581 (Ceramic mug, blue)?"}) → {"confirmed":true}
        answer: "Done! I've refunded 18.90 EUR…[91 characters left out]… card within 5 business days.""
    `)
  })

  test('inside a larger object: expect.toolRun names its first difference in the diff', () => {
    let error: { expected?: unknown } = {}
    try {
      expect({ messages: recorded('support-refund-no-confirmation.json'), thread: 'th_42' }).toEqual({
        messages: expect.toolRun(supportAgent('in-order')),
        thread: 'th_42',
      })
    } catch (thrown) {
      error = thrown as typeof error
    }
    const description = (error.expected as { messages: { toString(): string } }).messages.toString()
    expect(description).toBe(
      'ToolRun (first difference: missing call request_confirmation(…) after steps[0].calls[0] (these calls in this order, others between allowed))',
    )
  })
})
