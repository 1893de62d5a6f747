// Is the agent stuck? Two recorded support runs loop: one looks the same order up three times and gets the same
// answer each time; the other goes back and forth between the help search and the same article. A third run polls a
// refund until its status changes: that is progress, not a loop. This file catches the failures on purpose and
// pins their messages, so the messages shown here (and in the README) stay true.
import { readFileSync } from 'node:fs'
import { stripVTControlCharacters } from 'node:util'
import { describe, expect, test } from 'vitest'

const recorded = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./recorded/runs/${name}`, import.meta.url), 'utf8'))

/** Runs an assertion that must fail and returns its message without colours (a passing one fails this test). */
function messageOf(assertion: () => void): string {
  try {
    assertion()
  } catch (error) {
    return stripVTControlCharacters((error as Error).message)
  }
  throw new Error('expected the assertion to fail, but it passed')
}

describe('runs that do not loop pass', () => {
  test('the support refund: each call once', () => {
    expect(recorded('support-refund.json')).toHaveNoLoops()
    expect(recorded('support-refund.json')).toMatchRun({ loops: {} })
  })

  test('a poll whose answer changed is progress: pending, pending, approved', () => {
    expect(recorded('support-refund-poll.json')).toHaveNoLoops()
  })
})

describe('runs that loop fail, naming the call and the steps', () => {
  test('the same lookup, with the same result, three times', () => {
    const message = messageOf(() => expect(recorded('support-same-lookup.json')).toHaveNoLoops())
    expect(message).toMatchInlineSnapshot(`
      "expect(received).toHaveNoLoops()

      find_orders({"email": "dana@example.com", "query": "mug"}) was made 3 times with the same arguments and the same result, at steps 0, 1, 2 (at most 2 allowed: loops.maxIdentical)

      Run:
      > 0. find_orders({"email":"dana@example.com","query":"mug"}) → {"orders":[{"currenc…[68 characters left out]…red","total":18.9}]}
        1. find_orders({"email":"dana@example.com","query":"mug"}) → {"orders":[{"currenc…[68 characters left out]…red","total":18.9}]}
        2. find_orders({"email":"dana@example.com","query":"mug"}) → {"orders":[{"currenc…[68 characters left out]…red","total":18.9}]}
        answer: "I found your order ORD-5581. …[12 characters left out]… it once more before I go on.""
    `)
  })

  test('back and forth between the help search and the same article', () => {
    const message = messageOf(() => expect(recorded('support-help-ping-pong.json')).toHaveNoLoops())
    expect(message).toMatchInlineSnapshot(`
      "expect(received).toHaveNoLoops()

      cycle [search_help → open_article] ×3 at steps 0–5 (the same calls with the same results, back to back: loops.cycles)

      Run:
      > 0. search_help({"query":"return damaged item after 30 days"}) → {"articles":[{"id":"…[19 characters left out]…urns and refunds"}]}
        1. open_article({"id":"KB-12"}) → {"id":"KB-12","text"…[33 characters left out]… days of delivery."}
        2. search_help({"query":"return damaged item after 30 days"}) → {"articles":[{"id":"…[19 characters left out]…urns and refunds"}]}
        3. open_article({"id":"KB-12"}) → {"id":"KB-12","text"…[33 characters left out]… days of delivery."}
        4. search_help({"query":"return damaged item after 30 days"}) → {"articles":[{"id":"…[19 characters left out]…urns and refunds"}]}
        5. open_article({"id":"KB-12"}) → {"id":"KB-12","text"…[33 characters left out]… days of delivery."}
        answer: "Items can be returned within 30 days of delivery.""
    `)
  })

  test('in a run expectation, beside what the run must do', () => {
    const message = messageOf(() =>
      expect(recorded('support-help-ping-pong.json')).toMatchRun({
        calls: [{ name: 'search_help' }, { name: 'open_article' }],
        order: 'superset',
        loops: { cycles: { minRepeats: 3 } },
      }),
    )
    expect(message.split('\n')[2]).toBe(
      'cycle [search_help → open_article] ×3 at steps 0–5 (the same calls with the same results, back to back: loops.cycles)',
    )
  })

  test('a higher limit lets the lookup through; the cycle still fails', () => {
    expect(recorded('support-same-lookup.json')).toHaveNoLoops({ maxIdentical: 3 })
    expect(() => expect(recorded('support-help-ping-pong.json')).toHaveNoLoops({ maxIdentical: 3 })).toThrow(
      /cycle \[search_help → open_article\] ×3/,
    )
  })
})

test('the README shows these messages', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
  expect(readme).toContain(
    'find_orders({"email": "dana@example.com", "query": "mug"}) was made 3 times with the same arguments and the same result, at steps 0, 1, 2 (at most 2 allowed: loops.maxIdentical)',
  )
  expect(readme).toContain(
    'cycle [search_help → open_article] ×3 at steps 0–5 (the same calls with the same results, back to back: loops.cycles)',
  )
})
