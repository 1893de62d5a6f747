// @ts-check
// A user's CommonJS suite, run from the packed package (see test/package/consumers.mjs) and type-checked by tsc
// (`checkJs`): matchers, the asymmetric matcher, and file and inline snapshots against stored ones.
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
