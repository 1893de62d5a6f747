// @ts-check
// A user's CommonJS suite, run from the packed package (see test/package/consumers.mjs) and type-checked by tsc
// (`checkJs`): matchers, the asymmetric matcher, and file and inline snapshots against stored ones, of tool calls
// and of whole runs.
const { expect, test } = require('@jest/globals')
const { field } = require('expect-tool-calls')

/** @param {object} args */
const refund = (args) => ({
  role: 'assistant',
  content: null,
  tool_calls: [
    { id: 'call_1', type: 'function', function: { name: 'refund', arguments: JSON.stringify(args) } },
  ],
})

test('matchers', () => {
  const response = refund({ order_id: 'order-77', amount: 20.004, unit: 'euro' })
  expect(response).toMatchToolCall({
    name: 'refund',
    arguments: {
      order_id: 'order-77',
      amount: field.number(20, { tolerance: 0.01 }),
      unit: field.enum('EUR', { aliases: { euro: 'EUR' } }),
    },
  })
  expect(response).not.toAbstain()
  expect('Prices start at 120 euros.').toAbstain()
  expect([{ name: 'refund', arguments: {} }]).toEqual([expect.toolCall({ name: 'refund' })])
  expect(() =>
    expect(response).toMatchToolCall({ name: 'refund', arguments: { x: { $rule: 'nope' } } }),
  ).toThrow('Matcher error')
})

// The stored snapshot (__snapshots__/agent.test.js.snap) was edited by hand: "reason" is {"$rule": "ignore"}.
test('a file snapshot with a hand-written rule', () => {
  expect(refund({ order_id: 'order-77', amount: 20, reason: 'asked twice' })).toMatchToolCallSnapshot()
  expect(refund({ order_id: 'order-78', amount: 5.2, reason: 'late' })).toMatchToolCallSnapshot(
    'second refund',
  )
})

test('an inline snapshot with a hand-written rule', () => {
  expect(refund({ order_id: 'ORDER-77', amount: 20 })).toMatchToolCallInlineSnapshot(`
    {
      "arguments": {
        "amount": 20,
        "order_id": { "$rule": "casefold", "value": "order-77" }
      },
      "name": "refund"
    }
  `)
})

/** @param {string} id @param {string} name @param {object} args */
const call = (id, name, args) => ({
  role: 'assistant',
  content: null,
  tool_calls: [{ id, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
})
/** A support agent's run: the order looked up, then a refund of `refunded`, then an answer. @param {string} refunded */
const supportRun = (refunded, total = 42.5) => [
  { role: 'user', content: 'My mug arrived broken (order A-77).' },
  call('call_1', 'get_order', { order_id: 'A-77' }),
  {
    role: 'tool',
    tool_call_id: 'call_1',
    content: JSON.stringify({ order: { id: 'A-77', total, items: ['mug'] } }),
  },
  call('call_2', 'refund', { order_id: refunded, amount: 42.5 }),
  { role: 'tool', tool_call_id: 'call_2', content: '{"refund_id": "R-1"}' },
  { role: 'assistant', content: 'Refunded 42.50 EUR.' },
]

// The stored run snapshot was edited by hand: the refund's order_id is the one get_order returned.
test('a run snapshot: results by shape, a hand-written fromResult', () => {
  expect(supportRun('A-77', 40)).toMatchRunSnapshot()
})

test('an inline run snapshot, results in full, with a hand-written rule', () => {
  expect(supportRun('A-77')).toMatchRunInlineSnapshot(
    { results: 'full' },
    `
    {
      "answer": { "$rule": "pattern", "value": "^Refunded" },
      "steps": [
        {
          "arguments": { "order_id": "A-77" },
          "name": "get_order",
          "result": { "order": { "id": "A-77", "items": ["mug"], "total": 42.5 } },
          "status": "ok"
        },
        {
          "arguments": { "amount": 42.5, "order_id": "A-77" },
          "name": "refund",
          "result": { "refund_id": "R-1" },
          "status": "ok"
        }
      ]
    }
  `,
  )
})
