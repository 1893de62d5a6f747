// What a failure looks like. This example catches a failing assertion on purpose and checks its message, so the
// message shown here stays true as the library evolves. Run `npm run examples` to see it printed.
//
// The scenario: "please refund the 20 euros", and the agent refunded 20 in "usd".
import { readFileSync } from 'node:fs'
import { stripVTControlCharacters } from 'node:util'
import { field } from 'expect-tool-calls'
import { expect, test } from 'vitest'

// tool_calls: refund {"order_id":"order-77","amount":20,"unit":"usd","reason":"Broken kettle."}
const refundInDollars: unknown = JSON.parse(
  readFileSync(new URL('./recorded/openai-chat/refund-usd.json', import.meta.url), 'utf8'),
)

const refundInEuros = {
  name: 'refund',
  arguments: {
    order_id: 'order-77',
    amount: field.number(20, { tolerance: 0.01 }),
    unit: field.enum('EUR', { aliases: { euro: 'EUR' } }),
    reason: field.ignore(),
  },
}

/** Runs an assertion that must fail and returns its error (a passing assertion fails this test). */
function failureOf(assertion: () => void): Error & { actual?: unknown; expected?: unknown } {
  try {
    assertion()
  } catch (error) {
    return error as Error
  }
  throw new Error('expected the assertion to fail, but it passed')
}

test('a refund in the wrong currency: the first line names the field, the rule and both values', () => {
  const error = failureOf(() => expect(refundInDollars).toMatchToolCall(refundInEuros))
  const message = stripVTControlCharacters(error.message) // the runner colours it; colours are not content

  // In a real failure Vitest prints this message, then its own diff of `error.expected` and `error.actual`: the
  // canonical calls, rules shown as placeholders, only the fields that differ.
  console.log(
    `${message}\n\nExpected side of the diff:\n${error.expected}\n\nReceived side:\n${error.actual}`,
  )

  expect(message).toMatchInlineSnapshot(`
    "expect(received).toMatchToolCall(expected)

    arguments.unit: expected "EUR" (enum, aliases: euro), received "usd"

    (2 matching arguments not shown)"
  `)
  // Only the fields that differ are shown; the 2 matching arguments are counted, not repeated (the ignored reason is not counted).
  expect(String(error.expected)).toMatchInlineSnapshot(`
    "{
      "name": "refund",
      "arguments": {
        "unit": "EUR" (enum, aliases: euro)
      }
    }"
  `)
  expect(String(error.actual)).toMatchInlineSnapshot(`
    "{
      "name": "refund",
      "arguments": {
        "unit": "usd"
      }
    }"
  `)
})

test('`.not` failures are one line, saying what matched', () => {
  const error = failureOf(() => expect(refundInDollars).not.toMatchToolCall({ name: 'refund' }))
  expect(stripVTControlCharacters(error.message)).toMatchInlineSnapshot(`
    "expect(received).not.toMatchToolCall(expected)

    Expected no match, but the call matched: refund({"amount": 20, "order_id": "order-77", "reason": "Broken kettle.", "unit": "usd"})"
  `)
})
