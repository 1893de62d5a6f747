// Bun's test runner, with the matchers registered by bun-setup.mjs (a preload). Snapshot matchers need a runner
// whose snapshots they can store (Vitest, Jest): here they throw a MatcherUsageError that says so.
import { expect, test } from 'bun:test'
import { field, MatcherUsageError } from 'expect-tool-calls'

const response = {
  role: 'assistant',
  content: null,
  tool_calls: [
    {
      id: 'call_1',
      type: 'function',
      function: { name: 'refund', arguments: '{"order_id":"order-77","amount":20.004,"unit":"euro"}' },
    },
  ],
}

test('refunds the right order', () => {
  expect(response).toMatchToolCall({
    name: 'refund',
    arguments: {
      order_id: 'order-77',
      amount: field.number(20, { tolerance: 0.01 }),
      unit: field.enum('EUR', { aliases: { euro: 'EUR' } }),
    },
  })
  expect(response).not.toAbstain()
})

test('a wrong order fails with the path in plain words', () => {
  expect(() =>
    expect(response).toMatchToolCall({ name: 'refund', arguments: { order_id: 'order-78' } }),
  ).toThrow('arguments.order_id')
})

test('snapshots need Vitest or Jest', () => {
  expect(() => expect(response).toMatchToolCallSnapshot()).toThrow(MatcherUsageError)
  expect(() => expect(response).toMatchRunSnapshot()).toThrow(MatcherUsageError)
})
