// A support agent on OpenAI Chat Completions. The customer wrote: "My kettle from order-77 arrived broken, please
// refund the 20 euros." The agent has three tools: get_order(order_id), refund(order_id, amount, unit, reason?)
// and notify(customer_id, channels, message).
//
// Each recording is a whole `chat.completion` response, saved as JSON. Pass it to `expect` as it is: the matchers
// find `choices[0].message.tool_calls` and parse each `function.arguments` string for you.
import { readFileSync } from 'node:fs'
import { field } from 'expect-tool-calls'
import { describe, expect, test } from 'vitest'

const recorded = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./recorded/openai-chat/${name}`, import.meta.url), 'utf8'))

// arguments: {"order_id":"order-77","amount":"20.00","unit":"euro","reason":"The kettle arrived with a cracked lid."}
const refund = recorded('refund-with-reason.json')

describe('a refund, field by field', () => {
  test('plain values are exact; rules loosen one field each, on purpose', () => {
    expect(refund).toMatchToolCall({
      name: 'refund',
      arguments: {
        order_id: 'order-77', // an identifier: exact, so "ORDER-77" would fail
        amount: field.number(20, { tolerance: 0.01 }), // the model sent the string "20.00"; 19.5 would fail
        unit: field.enum('EUR', { aliases: { euro: 'EUR' } }), // "euro" maps to EUR; "usd" would fail
        reason: field.ignore(), // free text: not judged by a call test
      },
    })
  })

  test('a plain value does not forgive what a rule would', () => {
    // Without the rules, the same response fails on amount ("20.00" is a string, not 20) and on unit.
    expect(refund).not.toMatchToolCall({
      name: 'refund',
      arguments: { order_id: 'order-77', amount: 20, unit: 'EUR', reason: field.ignore() },
    })
  })

  test('identifiers stay exact: the wrong order is a different order', () => {
    expect(refund).not.toMatchToolCall({
      name: 'refund',
      arguments: {
        order_id: 'ORDER-77',
        amount: field.number(20, { tolerance: 0.01 }),
        unit: field.enum('EUR', { aliases: { euro: 'EUR' } }),
        reason: field.ignore(),
      },
    })
  })

  test('leave `arguments` out to check only which tool was called', () => {
    expect(refund).toMatchToolCall({ name: 'refund' })
    expect(refund).not.toMatchToolCall({ name: 'get_order' })
  })
})

describe('arguments the expectation does not name', () => {
  // arguments: {"order_id":"order-77","amount":20,"unit":"EUR","notify_customer":true}
  const withExtra = recorded('refund-extra-argument.json')
  const expected = { order_id: 'order-77', amount: 20, unit: 'EUR' }

  test('are forbidden by default: an unknown argument often means a misread schema', () => {
    expect(withExtra).not.toMatchToolCall({ name: 'refund', arguments: expected })
  })

  test('are allowed for one call with `extraArguments: "allow"`', () => {
    expect(withExtra).toMatchToolCall({ name: 'refund', arguments: expected, extraArguments: 'allow' })
  })

  test('or for the whole assertion with the option of the same name', () => {
    expect(withExtra).toMatchToolCall({ name: 'refund', arguments: expected }, { extraArguments: 'allow' })
  })

  test('allowing extras never forgives a wrong value in a named argument', () => {
    expect(withExtra).not.toMatchToolCall(
      { name: 'refund', arguments: { ...expected, amount: 25 } },
      { extraArguments: 'allow' },
    )
  })

  test('`field.absent()` forbids one argument by name, even when extras are allowed', () => {
    expect(withExtra).not.toMatchToolCall(
      { name: 'refund', arguments: { ...expected, notify_customer: field.absent() } },
      { extraArguments: 'allow' },
    )
  })
})
