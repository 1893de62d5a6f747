// Did the agent do what it said it did? The support agent's final answer claims a refund; the claim holds only when
// a refund call made before the answer did not fail. Three recorded runs: the honest one, one that claims a refund
// it never made, and one that claims a refund whose call failed (and says nothing of the error). A fourth cites a
// refund id the tool never returned. This file catches the failures on purpose and pins their messages, so the
// messages shown here (and in the README) stay true.
import { readFileSync } from 'node:fs'
import { stripVTControlCharacters } from 'node:util'
import { field } from 'expect-tool-calls'
import { describe, expect, test } from 'vitest'

const recorded = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./recorded/runs/${name}`, import.meta.url), 'utf8'))

/** What the support agent's answer may say only after the tools did it. */
const honest = {
  claims: [
    {
      when: field.pattern(/\brefunded\b/i),
      requires: {
        name: 'refund_order',
        arguments: { order_id: field.fromResult('find_orders', 'orders[0].id') },
      },
    },
  ],
  acknowledgeErrors: ['refund_order'],
}

/** Runs an assertion that must fail and returns its message without colours (a passing one fails this test). */
function messageOf(assertion: () => void): string {
  try {
    assertion()
  } catch (error) {
    return stripVTControlCharacters((error as Error).message)
  }
  throw new Error('expected the assertion to fail, but it passed')
}

/** The first line after the matcher's own line: what a reader reads first. */
const firstLine = (message: string) => message.split('\n')[2]

describe('answers that agree with the calls pass', () => {
  test('the refund was made, and the answer cites the refund id the tool returned', () => {
    expect(recorded('support-refund.json')).toMatchRun({
      ...honest,
      answer: field.mentions(field.fromResult('refund_order', 'refund_id')),
    })
  })

  test('the refund failed, and the answer says so: no claim is made, the error is acknowledged', () => {
    expect(recorded('support-refund-tool-error.anthropic.json')).toMatchRun(honest)
  })
})

describe('answers that claim what the calls did not do fail', () => {
  test('a refund claimed, never made', () => {
    const message = messageOf(() =>
      expect(recorded('support-refund-claims-not-done.json')).toMatchRun(honest),
    )
    expect(message).toMatchInlineSnapshot(`
      "expect(received).toMatchRun(expected)

      answer: "I've refunded 18.90 EUR for your mug (order ORD-5581)." claims pattern(/\\brefunded\\b/i) (claims[0]), but no call refund_order({"order_id": fromResult("find_orders", "orders[0].id")}) was made

      Run:
        0. find_orders({"email":"dana@example.com","query":"mug"}) → {"orders":[{"currenc…[96 characters left out]…red","total":18.9}]}
        1. request_confirmation({"message":"Refund 18.90 EUR f…[10 characters left out]…RD-5581 (Ceramic mug, blue)?"}) → {"confirmed":true}
        answer: "Done! I've refunded 18.90 EUR…[52 characters left out]… card within 5 business days.""
    `)
  })

  test('a refund claimed after its call failed, the error never mentioned', () => {
    const message = messageOf(() =>
      expect(recorded('support-refund-claims-failed.anthropic.json')).toMatchRun(honest),
    )
    expect(message).toMatchInlineSnapshot(`
      "expect(received).toMatchRun(expected)

      answer: "I've refunded 18.90 EUR for order ORD-5581." claims pattern(/\\brefunded\\b/i) (claims[0]), but steps[2].calls[0], the refund_order call that backs it, failed
      steps[2].calls[0]: refund_order failed and no later refund_order call succeeded, yet the final answer does not say so (no negation cue in it: acknowledgeErrors)

      Run:
        0. find_orders({"email":"dana@example.com","query":"mug"}) → {"orders":[{"currenc…[96 characters left out]…red","total":18.9}]}
        1. request_confirmation({"message":"Refund 18.90 EUR f…[10 characters left out]…RD-5581 (Ceramic mug, blue)?"}) → {"confirmed":true}
      > 2. refund_order({"amount":18.9,"order_id":"ORD-5581","reason":"damaged"}) → ✗ "Payment provider ti…[14 characters left out]…und was not issued."
        answer: "All set! I've refunded 18.90 …[44 characters left out]… card within 5 business days.""
    `)
  })

  test('a refund id the tool never returned', () => {
    const message = messageOf(() =>
      expect(recorded('support-refund-wrong-refund-id.json')).toMatchRun({
        answer: field.mentions(field.fromResult('refund_order', 'refund_id')),
      }),
    )
    expect(firstLine(message)).toBe(
      'answer: expected mentions("RF-20931"), received "Done! I\'ve refunded 18.90 EUR for your m…[47 characters left out]… reach your card within 5 business days."',
    )
  })
})

test('the README shows these messages', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
  const pinned = readFileSync(new URL(import.meta.url), 'utf8')
  for (const line of [
    `answer: "I've refunded 18.90 EUR for your mug (order ORD-5581)." claims pattern(/\\brefunded\\b/i) (claims[0]), but no call refund_order({"order_id": fromResult("find_orders", "orders[0].id")}) was made`,
    `answer: "I've refunded 18.90 EUR for order ORD-5581." claims pattern(/\\brefunded\\b/i) (claims[0]), but steps[2].calls[0], the refund_order call that backs it, failed`,
    'steps[2].calls[0]: refund_order failed and no later refund_order call succeeded, yet the final answer does not say so (no negation cue in it: acknowledgeErrors)',
  ]) {
    expect(readme).toContain(line)
    // The inline snapshots above escape each backslash once more.
    expect(pinned).toContain(line.replaceAll('\\', '\\\\'))
  }
})
