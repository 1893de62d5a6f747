// Tools own their rules (seed 004): the support agent's tools are declared once, with how each argument compares,
// and every test then states plain values. Six cases from the seed: exact JSON comparison passes none of them; the
// rules pass four, and the two failures are real (an identifier in the wrong case, a needless call).
import { readFileSync } from 'node:fs'
import { defineTools, field } from 'expect-tool-calls'
import { expect, test } from 'vitest'
import { z } from 'zod'

const recorded = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./recorded/${name}`, import.meta.url), 'utf8'))

const tools = defineTools({
  get_order: { schema: z.strictObject({ order_id: z.string() }) },
  refund: {
    schema: z.strictObject({
      order_id: z.string(),
      amount: z.number(),
      unit: z.enum(['EUR', 'USD']).default('EUR'), // a declared default: leaving unit out means EUR
      reason: z.string().optional(),
    }),
    // How refund compares its arguments, whatever value a test expects. Identifiers stay exact.
    compare: {
      unit: field.enum({ aliases: { euro: 'EUR' } }),
      amount: field.number({ tolerance: 0.01 }),
      reason: field.ignore(), // free text: not the call scorer's business
    },
    version: '2',
  },
  notify: { schema: z.strictObject({ channel: z.enum(['email', 'sms']), message: z.string() }) },
})

// "Refund the 20 euros for order-77": the one expectation every case below is judged by.
const refundOrder77 = tools.refund.call({ order_id: 'order-77', amount: 20, unit: 'EUR' })

test('case 1: the unit spelled "euro" (an alias the tool accepts)', () => {
  expect(recorded('openai-chat/refund.json')).toMatchToolCall(refundOrder77)
})

test('case 2: the unit left out: the declared default applies', () => {
  const received = { name: 'refund', arguments: { order_id: 'order-77', amount: 20 } }
  expect(received).toMatchToolCall(refundOrder77)
})

test('case 3: the identifier in the wrong case fails — lower-casing everything would have hidden it', () => {
  expect(recorded('anthropic/refund-wrong-case.json')).not.toMatchToolCall(refundOrder77)
})

test('case 4: independent look-ups in either order', () => {
  const received = [tools.get_order.call({ order_id: 'o-2' }), tools.get_order.call({ order_id: 'o-1' })].map(
    ({ name, arguments: args }) => ({ name, arguments: args }),
  )
  expect(received).toMatchParallelCalls([
    tools.get_order.call({ order_id: 'o-1' }),
    tools.get_order.call({ order_id: 'o-2' }),
  ])
})

test('case 5: look the order up first, then refund: a second acceptable plan', () => {
  expect(recorded('vercel-ai/lookup-then-refund.json')).toMatchAnyPlan([
    [refundOrder77],
    [tools.get_order.call({ order_id: 'order-77' }), refundOrder77],
  ])
})

test('case 6: "thanks, that is all" needs no tool: a needless call fails', () => {
  expect(recorded('openai-chat/thanks-needless-call.json')).not.toAbstain()
  expect(recorded('openai-chat/thanks-text.json')).toAbstain()
})

test('the schema checks what the model sent, before any comparison', () => {
  const wrongType = { name: 'refund', arguments: { order_id: 'order-77', amount: '20' } }
  expect(wrongType).not.toBeValidToolCall(tools)
  expect(() => expect(wrongType).toMatchToolCall(refundOrder77)).toThrow(
    /arguments\.amount: the refund schema wants a number, received a string "20"/,
  )
})

test('a failure says which rule applied and where it came from', () => {
  const tooMuch = { name: 'refund', arguments: { order_id: 'order-77', amount: 25 } }
  expect(() => expect(tooMuch).toMatchToolCall(refundOrder77)).toThrow(
    /arguments\.amount: expected number\(20 ± 0\.01\), received 25 \(outside the tolerance\) \[rule from tool refund@2\]/,
  )
})
