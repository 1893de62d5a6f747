// A support agent on the Anthropic Messages API, tools get_order(order_id) and refund(order_id, amount, unit,
// reason?). A message's `content` is a list of blocks; each `tool_use` block is a call (its `input` is already an
// object), and `text` blocks are not calls. Pass the whole message to `expect`.
import { readFileSync } from 'node:fs'
import { field } from 'expect-tool-calls'
import { describe, expect, test } from 'vitest'

const recorded = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./recorded/anthropic/${name}`, import.meta.url), 'utf8'))

describe('"Where is my order ORDER-77?"', () => {
  // content: a text block "I'll look up order ORDER-77 for you first." and tool_use get_order {"order_id":"order-77"}
  const lookup = recorded('get-order.json')

  test('the tool_use block is the one call; the text block around it is ignored', () => {
    // Our order ids are lower case; the agent was told to normalise what the customer typed.
    expect(lookup).toMatchToolCall({ name: 'get_order', arguments: { order_id: 'order-77' } })
  })

  test('the tool name is exact: a lookup is not a refund', () => {
    expect(lookup).not.toMatchToolCall({ name: 'refund' })
  })

  test('`toContainToolCall` asks only "was this call among them?"', () => {
    expect(lookup).toContainToolCall({ name: 'get_order' })
    expect(lookup).not.toContainToolCall({ name: 'refund' })
  })
})

describe('"The kettle arrived broken, refund the 20 euros please"', () => {
  // tool_use refund {"order_id":"order-77","amount":20,"unit":"EUR","reason":"Customer reports a cracked lid…"}
  const refund = recorded('refund.json')
  // tool_use refund {"order_id":"ORDER-77","amount":20,"unit":"euro","reason":"Damaged on arrival."}
  const refundWrongCase = recorded('refund-wrong-case.json')

  const expected = {
    name: 'refund',
    arguments: {
      order_id: 'order-77',
      amount: 20,
      unit: field.enum('EUR', { aliases: { euro: 'EUR' } }),
      reason: field.ignore(),
    },
  }

  test('the refund matches', () => {
    expect(refund).toMatchToolCall(expected)
  })

  test('"ORDER-77" may be another order in a case-sensitive system, so it fails even though "euro" passes', () => {
    expect(refundWrongCase).not.toMatchToolCall(expected)
  })
})

describe('"Thanks, that\'s all!"', () => {
  // content: one text block, stop_reason "end_turn": the agent answered without calling a tool
  const thanks = recorded('thanks.json')

  test('an end_turn text answer is an abstention', () => {
    expect(thanks).toAbstain()
  })

  test('and an answer that calls a tool is not', () => {
    expect(recorded('get-order.json')).not.toAbstain()
  })
})
