// Some tasks have more than one right answer. "The kettle from order-77 arrived broken, refund the 20 euros": a
// support agent may refund straight away, or look the order up first and then refund. Both are fine; list them
// as acceptable plans and the test passes when any one matches. When none does, the closest plan is reported.
//
// Tools: get_order(order_id) and refund(order_id, amount, unit = "EUR", reason?). The recordings come from two
// agents: one on the Anthropic Messages API, one on the Vercel AI SDK. The same plans judge both.
import { readFileSync } from 'node:fs'
import { field } from 'expect-tool-calls'
import { expect, test } from 'vitest'

const recorded = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./recorded/${name}`, import.meta.url), 'utf8'))

const lookup = { name: 'get_order', arguments: { order_id: 'order-77' } }
const refund = {
  name: 'refund',
  arguments: {
    order_id: 'order-77', // exact: identifiers are case-sensitive
    amount: field.number(20, { tolerance: 0.01 }),
    // The tool's schema defaults unit to EUR, so leaving it out means EUR; "euro" is an accepted alias.
    unit: field.withDefault(field.enum('EUR', { aliases: { euro: 'EUR' } }), 'EUR'),
    reason: field.ignore(),
  },
}

// A plan is a list of calls in order (or any turn expectation, e.g. `{ calls, order: 'parallel' }`).
const refundPlans = [[refund], [lookup, refund]]

test('plan #1: refund straight away (Anthropic, unit "EUR")', () => {
  expect(recorded('anthropic/refund.json')).toMatchAnyPlan(refundPlans)
})

test('plan #2: look the order up, then refund (AI SDK steps, unit left to its default)', () => {
  expect(recorded('vercel-ai/lookup-then-refund.json')).toMatchAnyPlan(refundPlans)
})

test('the plans are alternatives, not a menu: each one is still checked whole', () => {
  // Look-up only: half of plan #2 is not a plan. The message names the closest plan and what it lacks.
  const lookupOnly = recorded('anthropic/get-order.json')
  expect(lookupOnly).not.toMatchAnyPlan(refundPlans)
  expect(() => expect(lookupOnly).toMatchAnyPlan(refundPlans)).toThrow(/closest is plan #2 of 2/)
})

test('a refund to "ORDER-77" fails every plan', () => {
  expect(recorded('anthropic/refund-wrong-case.json')).not.toMatchAnyPlan(refundPlans)
})

test('with only the one-call plan, the careful agent would fail: list every plan you accept', () => {
  expect(recorded('vercel-ai/lookup-then-refund.json')).not.toMatchAnyPlan([[refund]])
})
