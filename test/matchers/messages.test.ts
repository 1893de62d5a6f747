// One inline snapshot per message shape, colours stripped: these are the words a person reads once.
import { describe, expect, test } from 'vitest'
import { field } from '../../src/index.js'
import { messageOf, openAi, run } from './helpers.js'

const refund = (args: Record<string, unknown>) => ({ name: 'refund', arguments: args })

describe('failure messages', () => {
  test('value mismatch under a rule: the first differing path, then one focused diff', () => {
    const message = messageOf(
      'toMatchToolCall',
      openAi(refund({ order_id: 'o-1', amount: 20, unit: 'usd', reason: 'late parcel', channel: 'web' })),
      {
        name: 'refund',
        arguments: {
          order_id: 'o-1',
          amount: 20,
          unit: field.enum('EUR', { aliases: { euro: 'EUR' } }),
          reason: field.ignore(),
          channel: 'web',
        },
      },
    )
    expect(message).toMatchInlineSnapshot(`
      "expect(received).toMatchToolCall(expected)

      arguments.unit: expected "EUR" (enum, aliases: euro), received "usd"

      (3 matching arguments not shown)

      - Expected
      + Received

        {
          "name": "refund",
          "arguments": {
      -     "unit": "EUR" (enum, aliases: euro)
      +     "unit": "usd"
          }
        }"
    `)
  })

  test('several mismatches: the first, then the others, counted', () => {
    const message = messageOf(
      'toMatchToolCall',
      openAi(refund({ order_id: 'O-1', amount: '20', extra: true })),
      {
        name: 'refund',
        arguments: { order_id: 'o-1', amount: 20, unit: 'EUR' },
      },
    )
    expect(message).toMatchInlineSnapshot(`
      "expect(received).toMatchToolCall(expected)

      arguments.amount: expected a number 20, received a string "20"

      3 more differences:
        - arguments.extra: unexpected, received true
        - arguments.order_id: expected "o-1", received "O-1"
        - arguments.unit: missing (expected "EUR")

      - Expected
      + Received

        {
          "name": "refund",
          "arguments": {
      -     "amount": 20,
      -     "order_id": "o-1",
      -     "unit": "EUR"
      +     "amount": "20",
      +     "extra": true,
      +     "order_id": "O-1"
          }
        }"
    `)
  })

  test('wrong tool name', () => {
    expect(
      messageOf('toMatchToolCall', openAi({ name: 'get_forecast', arguments: { city: 'Paris' } }), {
        name: 'get_weather',
        arguments: { city: 'Paris' },
      }),
    ).toMatchInlineSnapshot(`
      "expect(received).toMatchToolCall(expected)

      name: expected tool "get_weather", received "get_forecast"

      - Expected
      + Received

        {
      -   "name": "get_weather",
      +   "name": "get_forecast",
          "arguments": {
            "city": "Paris"
          }
        }"
    `)
  })

  test('parallel: the pairing, unmatched calls on both sides, the closest candidate', () => {
    const message = messageOf(
      'toMatchParallelCalls',
      openAi(
        { name: 'get_weather', arguments: { city: 'Rome' } },
        { name: 'get_weather', arguments: { city: 'Pariss' } },
        { name: 'delete_all', arguments: {} },
      ),
      [
        { name: 'get_weather', arguments: { city: 'Paris' } },
        { name: 'get_weather', arguments: { city: 'Rome' } },
        { name: 'get_time', arguments: { zone: 'CET' } },
      ],
    )
    expect(message).toMatchInlineSnapshot(`
      "expect(received).toMatchParallelCalls(expected)

      calls[1].arguments.city: expected "Paris", received "Pariss"

      2 more differences:
        - calls[2].name: expected tool "get_time", received "delete_all"
        - calls[2].arguments.zone: missing (expected "CET")

      Pairing (expected → received):
        #1 get_weather({"city": "Paris"}) → calls[1] (differs)
        #2 get_weather({"city": "Rome"}) → calls[0]
        #3 get_time({"zone": "CET"}) → calls[2] (differs)

      - Expected
      + Received

        [
          {
            "name": "get_weather",
            "arguments": {
      -       "city": "Paris"
      +       "city": "Pariss"
            }
          },
          {
            "name": "get_weather",
            "arguments": {
              "city": "Rome"
            }
          },
          {
      -     "name": "get_time",
      -     "arguments": {
      -       "zone": "CET"
      -     }
      +     "name": "delete_all",
      +     "arguments": {}
          }
        ]"
    `)
  })

  test('serial calls in the wrong order', () => {
    const message = messageOf(
      'toMatchToolCalls',
      openAi(
        { name: 'refund', arguments: { order_id: 'o-1' } },
        { name: 'get_order', arguments: { order_id: 'o-1' } },
      ),
      [
        { name: 'get_order', arguments: { order_id: 'o-1' } },
        { name: 'refund', arguments: { order_id: 'o-1' } },
      ],
    )
    expect(message).toMatchInlineSnapshot(`
      "expect(received).toMatchToolCalls(expected)

      calls: the calls match, but not in order: expected get_order → refund, received refund → get_order

        expected order                    │ received order
        #1 get_order({"order_id": "o-1"}) │ calls[0] refund({"order_id": "o-1"}) = #2
        #2 refund({"order_id": "o-1"})    │ calls[1] get_order({"order_id": "o-1"}) = #1

      If any order is right, use toMatchParallelCalls (in JSON: "order": "parallel")."
    `)
  })

  test('serial calls in the wrong order, with an extra call allowed: the two orders, the extra one named', () => {
    const message = messageOf(
      'toMatchTurn',
      openAi(
        { name: 'refund', arguments: { order_id: 'o-1' } },
        { name: 'log', arguments: {} },
        { name: 'get_order', arguments: { order_id: 'o-1' } },
      ),
      {
        calls: [
          { name: 'get_order', arguments: { order_id: 'o-1' } },
          { name: 'refund', arguments: { order_id: 'o-1' } },
        ],
        order: 'serial',
      },
      { extraCalls: 'allow' },
    )
    expect(message).toMatchInlineSnapshot(`
      "expect(received).toMatchTurn(expected)

      calls: the calls match, but not in order: expected get_order → refund, received refund → log → get_order

        expected order                    │ received order
        #1 get_order({"order_id": "o-1"}) │ calls[0] refund({"order_id": "o-1"}) = #2
        #2 refund({"order_id": "o-1"})    │ calls[1] log({}) (an extra call, allowed)
                                          │ calls[2] get_order({"order_id": "o-1"}) = #1

      If any order is right, use toMatchParallelCalls (in JSON: "order": "parallel")."
    `)
  })

  test('the wrong order and a wrong value: a diff, not the two orders', () => {
    const message = messageOf(
      'toMatchToolCalls',
      openAi(
        { name: 'refund', arguments: { order_id: 'o-2' } },
        { name: 'get_order', arguments: { order_id: 'o-1' } },
      ),
      [
        { name: 'get_order', arguments: { order_id: 'o-1' } },
        { name: 'refund', arguments: { order_id: 'o-1' } },
      ],
    )
    expect(message).not.toContain('toMatchParallelCalls')
    expect(message).toContain('- Expected')
  })

  test('an extra call: one hint names extraCalls and toContainToolCall', () => {
    const message = messageOf(
      'toMatchToolCall',
      openAi(refund({ order_id: 'o-1', amount: 20 }), { name: 'delete_all', arguments: {} }),
      refund({ order_id: 'o-1', amount: 20 }),
    )
    expect(message).toMatchInlineSnapshot(`
      "expect(received).toMatchToolCall(expected)

      calls[1]: unexpected call delete_all({})

      Other calls may be made too? Pass { extraCalls: 'allow' }, or toContainToolCall to find this call among others.

      Pairing (expected → received):
        #1 refund({"order_id": "o-1", "amount": 20}) → calls[0]
        unpaired: calls[1] delete_all({})

      - Expected
      + Received

      @@ -3,7 +3,11 @@
            "name": "refund",
            "arguments": {
              "amount": 20,
              "order_id": "o-1"
            }
      +   },
      +   {
      +     "name": "delete_all",
      +     "arguments": {}
          }
        ]"
    `)
  })

  test('extra calls after several expected ones: the hint names extraCalls', () => {
    const message = messageOf(
      'toMatchToolCalls',
      openAi({ name: 'get_order', arguments: { order_id: 'o-1' } }, refund({ order_id: 'o-1', amount: 20 }), {
        name: 'delete_all',
        arguments: {},
      }),
      [{ name: 'get_order', arguments: { order_id: 'o-1' } }, refund({ order_id: 'o-1', amount: 20 })],
    )
    expect(message).toContain("Other calls may be made too? Pass { extraCalls: 'allow' }.\n")
    expect(message).not.toContain('toContainToolCall')
  })

  test('plans: the closest plan', () => {
    const message = messageOf('toMatchAnyPlan', openAi(refund({ order_id: 'o-1', amount: 25 })), [
      [{ name: 'get_order', arguments: { order_id: 'o-1' } }, refund({ order_id: 'o-1', amount: 20 })],
      refund({ order_id: 'o-1', amount: 20 }),
    ])
    expect(message).toMatchInlineSnapshot(`
      "expect(received).toMatchAnyPlan(plans)

      No plan matched; the closest is plan #2 of 2:
      arguments.amount: expected 20, received 25

      (1 matching argument not shown)

      - Expected
      + Received

        {
          "name": "refund",
          "arguments": {
      -     "amount": 20
      +     "amount": 25
          }
        }"
    `)
  })

  test('read failure: kind in words, position, snippet with a caret', () => {
    expect(
      messageOf('toMatchToolCall', '{"name": "search", "arguments": {"query": "a", "query": "b"}}', {
        name: 'search',
      }),
    ).toMatchInlineSnapshot(`
      "expect(received).toMatchToolCall(expected)

      could not read the tool calls: duplicate key "query" at 1:48

        {"name": "search", "arguments": {"query": "a", "query": "b"}}
                                                       ^"
    `)
  })

  test('a call in a Markdown fence: strict refuses it, and the message says how to relax', () => {
    expect(
      messageOf('toMatchToolCall', 'Sure!\n```json\n{"name": "search", "arguments": {}}\n```', {
        name: 'search',
      }),
    ).toMatchInlineSnapshot(`
      "expect(received).toMatchToolCall(expected)

      could not read the tool calls: the text is not JSON (strict parsing refuses a call in prose or a Markdown fence: read it with { parse: 'lenient' }) at 1:1

        Sure! \`\`\`json {"name": "search", "arguments": {}} \`\`\`
        ^"
    `)
  })

  test('arguments that are not JSON', () => {
    const broken = {
      id: 'call_1',
      type: 'function',
      function: { name: 'search', arguments: '{"query": "a",}' },
    }
    expect(messageOf('toMatchToolCall', broken, { name: 'search' })).toMatchInlineSnapshot(`
      "expect(received).toMatchToolCall(expected)

      could not read the tool calls: the call's arguments are not a JSON object: unexpected "}" at function.arguments (line 1, column 15 of that string)

        {"query": "a",}
                      ^"
    `)
  })

  test('stale schema', () => {
    const message = messageOf(
      'toMatchToolCall',
      { name: 'create_user', arguments: { name: 'Ada' } },
      {
        name: 'create_user',
        arguments: { full_name: 'Ada' },
        stale: { name: 'create_user', arguments: { name: 'Ada' } },
      },
    )
    expect(message).toMatchInlineSnapshot(`
      "expect(received).toMatchToolCall(expected)

      matches the stale (pre-migration) call create_user({"name": "Ada"})

      2 more differences:
        - arguments.full_name: missing (expected "Ada")
        - arguments.name: unexpected, received "Ada"

      - Expected
      + Received

        {
          "name": "create_user",
          "arguments": {
      -     "full_name": "Ada"
      +     "name": "Ada"
          }
        }"
    `)
  })

  test('abstention expected, a call made', () => {
    expect(
      messageOf('toAbstain', openAi({ name: 'search', arguments: { query: 'thanks' } })),
    ).toMatchInlineSnapshot(`
      "expect(received).toAbstain()

      expected no tool call (abstain), received a tool call: search({"query": "thanks"})

      - Expected
      + Received

        {
      -   "calls": []
      +   "calls": [
      +     {
      +       "name": "search",
      +       "arguments": {
      +         "query": "thanks"
      +       }
      +     }
      +   ]
        }"
    `)
  })

  test('abstention expected, two calls made: both said once', () => {
    expect(
      messageOf(
        'toAbstain',
        openAi({ name: 'search', arguments: { query: 'thanks' } }, { name: 'log', arguments: {} }),
      ),
    ).toMatchInlineSnapshot(`
      "expect(received).toAbstain()

      expected no tool call (abstain), received 2 tool calls: search({"query": "thanks"}), log({})

      - Expected
      + Received

        {
      -   "calls": []
      +   "calls": [
      +     {
      +       "name": "search",
      +       "arguments": {
      +         "query": "thanks"
      +       }
      +     },
      +     {
      +       "name": "log",
      +       "arguments": {}
      +     }
      +   ]
        }"
    `)
  })

  test('a malformed call is not an abstention', () => {
    expect(messageOf('toAbstain', '{"name": "search", "arguments": ')).toMatchInlineSnapshot(`
      "expect(received).toAbstain()

      could not read the tool calls: the text is not JSON at 1:33

        {"name": "search", "arguments": 
                                        ^"
    `)
  })

  test('clarify expected, a call made', () => {
    expect(
      messageOf(
        'toClarify',
        { decision: 'CALL', mode: 'SINGLE', calls: [{ tool: 'show_map', args: { query: 'park' } }] },
        ['place'],
      ),
    ).toMatchInlineSnapshot(`
      "expect(received).toClarify(missing)

      expected a clarifying question (CLARIFY), received a tool call

      - Expected
      + Received

        {
      -   "decision": "CLARIFY",
      -   "missing": [
      -     "place"
      +   "decision": "CALL",
      +   "calls": [
      +     {
      +       "name": "show_map",
      +       "arguments": {
      +         "query": "park"
      +       }
      +     }
          ]
        }"
    `)
  })

  test('clarify with other slots', () => {
    expect(
      messageOf('toClarify', { decision: 'CLARIFY', missing: ['datetime'] }, ['title']),
    ).toMatchInlineSnapshot(`
      "expect(received).toClarify(missing)

      missing: expected ["title"], received ["datetime"]

      - Expected
      + Received

        {
          "decision": "CLARIFY",
          "missing": [
      -     "title"
      +     "datetime"
          ]
        }"
    `)
  })

  test('the expected call was not made', () => {
    expect(
      messageOf('toMatchToolCall', openAi(), { name: 'search', arguments: { query: 'x' } }),
    ).toMatchInlineSnapshot(`
      "expect(received).toMatchToolCall(expected)

      the expected call was not made: search({"query": "x"})

      - Expected
      + Received

      - {
      -   "name": "search",
      -   "arguments": {
      -     "query": "x"
      -   }
      - }
      + <no call>"
    `)
  })

  test('.not: one line saying what matched', () => {
    const result = run(
      'toMatchToolCall',
      { isNot: true },
      openAi(refund({ order_id: 'o-1' })),
      refund({ order_id: 'o-1' }),
    )
    expect(result.pass).toBe(true)
    expect(result.message()).toMatchInlineSnapshot(`
      "expect(received).not.toMatchToolCall(expected)

      Expected no match, but the call matched: refund({"order_id": "o-1"})"
    `)
  })

  test('long argument lists: matching fields are left out and counted', () => {
    const args = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`field_${i}`, i]))
    const message = messageOf(
      'toMatchToolCall',
      openAi({ name: 'bulk', arguments: { ...args, field_7: 70 } }),
      { name: 'bulk', arguments: args },
    )
    expect(message).toMatchInlineSnapshot(`
      "expect(received).toMatchToolCall(expected)

      arguments.field_7: expected 7, received 70

      (11 matching arguments not shown)

      - Expected
      + Received

        {
          "name": "bulk",
          "arguments": {
      -     "field_7": 7
      +     "field_7": 70
          }
        }"
    `)
  })
})

describe('diff printing', () => {
  test('with diffPrinting "runner" (Vitest) the message has no diff and actual/expected carry the two sides', () => {
    const result = run(
      'toMatchToolCall',
      { diffPrinting: 'runner' },
      openAi(refund({ order_id: 'o-2' })),
      refund({ order_id: 'o-1' }),
    )
    expect(result.message()).not.toContain('- Expected')
    expect(result.expected).toContain('"order_id": "o-1"')
    expect(result.actual).toContain('"order_id": "o-2"')
  })

  test('otherwise (Jest, raw use) exactly one diff is in the message and actual/expected are absent', () => {
    const result = run(
      'toMatchToolCall',
      {},
      openAi(refund({ order_id: 'o-2' })),
      refund({ order_id: 'o-1' }),
    )
    expect(result.message().match(/- Expected/g)).toHaveLength(1)
    expect(result.actual).toBeUndefined()
    expect(result.expected).toBeUndefined()
  })

  test('.not never carries a diff', () => {
    const result = run(
      'toMatchToolCall',
      { isNot: true, diffPrinting: 'runner' },
      openAi(refund({ order_id: 'o-1' })),
      refund({ order_id: 'o-1' }),
    )
    expect(result.actual).toBeUndefined()
  })
})
