// A whole agent run, not one model response: the support agent finds the customer's order, asks them to confirm,
// then refunds it. What matters is the run: did it look the order up before refunding, did it refund the order
// the lookup returned (not one it made up), did it ask first, did it stay away from account changes.
//
// `expect(run)` takes the conversation as your agent loop keeps it: OpenAI chat messages here, and equally
// Anthropic messages, Responses items, Gemini contents, LangChain/LangGraph messages, AI SDK results and
// UIMessages, Mastra, vitest-evals records or Bedrock Converse messages. Each call is paired with its result.
import { readFileSync } from 'node:fs'
import { field, readRun } from 'expect-tool-calls'
import { matchers } from 'expect-tool-calls/matchers'
import { describe, expect, test } from 'vitest'

const recorded = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./recorded/runs/${name}`, import.meta.url), 'utf8'))

const run = recorded('support-refund.json')

/** The run as data: three steps, each call with its parsed result, and the final answer. */
test('readRun: steps, results, answer', () => {
  const read = readRun(run)
  if (!read.ok) throw new Error('unreadable run')
  expect(read.run.steps.map((step) => step.calls.map((call) => call.name))).toEqual([
    ['find_orders'],
    ['request_confirmation'],
    ['refund_order'],
  ])
  expect(read.run.steps[0]!.calls[0]!.result).toMatchObject({ orders: [{ id: 'ORD-5581' }] })
  expect(read.run.answer).toMatch(/^Done!/)
})

describe('the common questions', () => {
  test('it refunded, once, and never touched the account', () => {
    expect(run).toHaveCalledTool('refund_order', 1)
    expect(run).not.toHaveCalledTool('delete_account')
    expect(run).not.toHaveCalledTool({ name: field.pattern('^update_account') })
  })

  test('lookup, then confirmation, then refund (other calls could come between)', () => {
    expect(run).toCallInOrder(['find_orders', 'request_confirmation', 'refund_order'])
  })

  test('three calls in all', () => {
    expect(run).toHaveToolCallCount(3)
  })

  test('the turn matchers see the run as its calls in order', () => {
    expect(run).toContainToolCall({ name: 'refund_order', arguments: field.subset({ amount: 18.9 }) })
  })
})

describe('the whole run, in one expectation', () => {
  test('it refunded the order the lookup returned, after the customer confirmed', () => {
    expect(run).toMatchRun({
      steps: [
        { name: 'find_orders', arguments: { email: 'dana@example.com', query: field.ignore() } },
        {
          name: 'request_confirmation',
          arguments: { message: field.pattern('ORD-5581') },
          result: { confirmed: true },
        },
        {
          name: 'refund_order',
          arguments: {
            order_id: field.fromResult('find_orders', 'orders[0].id'),
            amount: field.fromResult('find_orders', 'orders[0].total'),
            reason: field.oneOf('damaged', 'defective'),
          },
          result: field.subset({ status: 'approved' }),
          status: 'ok',
        },
      ],
      never: [{ name: 'delete_account' }],
      maxSteps: 4,
    })
  })

  test('the same, written as JSON (a file, a manifest)', () => {
    // expectations/support-refund-run.json: find_orders, then (others may come between) refund_order with the id
    // the lookup returned, and never delete_account. Its "$schema" line lets an editor check it as you type.
    const expectation = JSON.parse(
      readFileSync(new URL('./expectations/support-refund-run.json', import.meta.url), 'utf8'),
    )
    expect(run).toMatchRun(expectation)
  })

  test('inside a larger object, as an asymmetric matcher', () => {
    const state = { messages: run, thread: 'th_42' }
    expect(state).toEqual({
      messages: expect.toolRun({ calls: [{ name: 'refund_order' }], order: 'superset' }),
      thread: 'th_42',
    })
  })
})

test('an agent that refunds an order it made up fails, saying which result it should have used', () => {
  const wrong = recorded('support-refund-wrong-order.json')
  const result = matchers.toMatchRun.call({}, wrong, {
    calls: [
      { name: 'find_orders' },
      { name: 'request_confirmation' },
      {
        name: 'refund_order',
        arguments: {
          order_id: field.fromResult('find_orders', 'orders[0].id'),
          amount: 18.9,
          reason: 'damaged',
        },
      },
    ],
  })
  expect(result.pass).toBe(false)
  expect(result.message()).toMatchInlineSnapshot(`
    "expect(received).toMatchRun(expected)

    steps[2].calls[0].arguments.order_id: expected the value of find_orders's result at orders[0].id ("ORD-5581"), received "ORD-5518"

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
        }
      }"
  `)
})
