// Mocha with the standalone `expect` package (Jest's): register the raw matchers once, as under node:test
// (node-test.test.mjs). Snapshot matchers need a runner that stores snapshots (Vitest, Jest): here they throw a
// MatcherUsageError that says so.

import { expect } from 'expect'
import { field, MatcherUsageError } from 'expect-tool-calls'
import { matchers } from 'expect-tool-calls/matchers'
import { it } from 'mocha'

expect.extend(matchers)

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

it('refunds the right order', () => {
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

it('a wrong order fails with the path in plain words', () => {
  expect(() =>
    expect(response).toMatchToolCall({ name: 'refund', arguments: { order_id: 'order-78' } }),
  ).toThrow('arguments.order_id')
})

it('snapshots need Vitest or Jest', () => {
  expect(() => expect(response).toMatchToolCallSnapshot()).toThrow(MatcherUsageError)
  expect(() => expect(response).toMatchToolCallSnapshot()).toThrow('needs Vitest or Jest')
  expect(() => expect(response).toMatchRunSnapshot({ results: 'full' })).toThrow(MatcherUsageError)
  expect(() => expect(response).toMatchRunSnapshot()).toThrow('compare with toMatchRun')
})
