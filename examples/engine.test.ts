// The engine on its own: read any SDK response, match it against an expectation, look at the verdict.
import { readFileSync } from 'node:fs'
import { field, match, readCalls } from 'expect-tool-calls'
import { expect, test } from 'vitest'

const response = JSON.parse(
  readFileSync(new URL('./recorded/openai-chat/refund.json', import.meta.url), 'utf8'),
)

test('read the calls out of an OpenAI Chat Completions response', () => {
  const read = readCalls(response)
  expect(read.ok && read.turn.calls).toEqual([
    {
      id: 'call_9fJ2kLmN0pQrStUvWxYz1a2B',
      name: 'refund',
      arguments: { amount: 20, order_id: 'order-77', unit: 'euro' },
    },
  ])
})

test('per-field rules say what may vary: the alias "euro" is fine, the order id is exact', () => {
  const verdict = match(response, {
    name: 'refund',
    arguments: {
      order_id: 'order-77',
      amount: field.number(20, { tolerance: 0.01 }),
      unit: field.enum('EUR', { aliases: { euro: 'EUR' } }),
    },
  })
  expect(verdict.pass).toBe(true)
})

test('a failing verdict is data: the first mismatch names the path', () => {
  const verdict = match(response, {
    name: 'refund',
    arguments: { order_id: 'order-77', amount: 20, unit: 'EUR' },
  })
  expect(verdict.pass).toBe(false)
  expect(verdict.mismatches[0]).toMatchObject({
    kind: 'value',
    path: ['calls', 0, 'arguments', 'unit'],
    expected: 'EUR',
    received: 'euro',
  })
})
