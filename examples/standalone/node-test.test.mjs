// @ts-check
// Node's own test runner with the standalone `expect` package (Jest's): register the raw matchers once. Types come
// from `"types": ["expect-tool-calls/jest"]` in tsconfig (the augmentation of the `expect` package). Snapshot
// matchers need a runner that stores snapshots (Vitest, Jest): here they throw a MatcherUsageError that says so.
import { test } from 'node:test'
import { expect } from 'expect'
import { field, MatcherUsageError } from 'expect-tool-calls'
import { matchers } from 'expect-tool-calls/matchers'

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
  expect(() => expect(response).toMatchToolCallSnapshot()).toThrow('needs Vitest or Jest')
  expect(() => expect(response).toMatchRunSnapshot({ results: 'full' })).toThrow(MatcherUsageError)
  expect(() => expect(response).toMatchRunSnapshot()).toThrow('compare with toMatchRun')
})
