// Snapshots of tool calls: record once, then say what may vary. The snapshot is the canonical calls in the
// expectation language, so the same refund from OpenAI and from Anthropic gives the same snapshot.
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

const recorded = (path: string): unknown =>
  JSON.parse(readFileSync(new URL(`./recorded/${path}`, import.meta.url), 'utf8'))

test('an OpenAI refund, recorded once', () => {
  expect(recorded('openai-chat/refund.json')).toMatchToolCallInlineSnapshot(`
    {
      "arguments": {
        "amount": 20,
        "order_id": "order-77",
        "unit": "euro"
      },
      "name": "refund"
    }
  `)
})

test('the same snapshot holds for an Anthropic response: no provider ids, no key-order noise', () => {
  expect(recorded('anthropic/refund-euro.json')).toMatchToolCallInlineSnapshot(`
    {
      "arguments": {
        "amount": 20,
        "order_id": "order-77",
        "unit": "euro"
      },
      "name": "refund"
    }
  `)
})

test('a hand-loosened snapshot: the unit may be spelled any way the enum allows, the reason is not judged', () => {
  expect(recorded('openai-chat/refund-with-reason.json')).toMatchToolCallInlineSnapshot(`
    {
      "arguments": {
        "amount": { "$rule": "number", "value": 20, "tolerance": 0.01 },
        "order_id": "order-77",
        "reason": { "$rule": "ignore" },
        "unit": { "$rule": "enum", "value": "EUR", "aliases": { "euro": "EUR" } }
      },
      "name": "refund"
    }
  `)
})
