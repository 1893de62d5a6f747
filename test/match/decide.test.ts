import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { defineTools } from '../../src/compile/define-tools.js'
import {
  decide,
  field,
  MatcherUsageError,
  type MatchOptions,
  match,
  type TurnExpectation,
} from '../../src/index.js'
import { refundTools } from './refund-tools.js'

const tools = refundTools
/** `pay({ unit: 'EUR' | 'USD' })`, whose compare rule declares the alias `euro` for `EUR`. */
const aliased = defineTools({
  pay: {
    schema: z.strictObject({ unit: z.enum(['EUR', 'USD']) }),
    compare: { unit: field.enum({ aliases: { euro: 'EUR' } }) },
  },
})
const pay = (unit: string) => ({ name: 'pay', arguments: { unit } })

const refund = (amount: number | string) => ({ name: 'refund', arguments: { order_id: 'o-1', amount } })
const weather = (city: string) => ({ name: 'get_weather', arguments: { city } })

interface Row {
  title: string
  received: unknown
  expected: TurnExpectation
  options?: MatchOptions
  pass: boolean
}

/**
 * Ways `decide` can answer that `match.test.ts` (whose every row checks `decide` too) does not list: read failures,
 * SDK shapes, order-free extra calls, plans and tools. Each row is checked against `match` as well.
 */
const rows: Row[] = [
  {
    title: 'text that is not a call, against a call',
    received: 'Sorry, I cannot.',
    expected: weather('Paris'),
    pass: false,
  },
  {
    title: 'text that is not a call, against abstain',
    received: 'Sorry, I cannot.',
    expected: { abstain: true },
    pass: true,
  },
  { title: 'an unknown shape', received: { hello: 'world' }, expected: weather('Paris'), pass: false },
  { title: 'a number', received: 42, expected: { abstain: true }, pass: false },
  {
    title: 'arguments that are not JSON',
    received: { name: 'get_weather', arguments: '{city:' },
    expected: weather('Paris'),
    pass: false,
  },
  {
    title: 'a BFCL entry',
    received: [{ get_weather: { city: 'Paris' } }],
    expected: weather('Paris'),
    pass: true,
  },
  {
    title: 'a BFCL entry, wrong value',
    received: [{ get_weather: { city: 'Lyon' } }],
    expected: weather('Paris'),
    pass: false,
  },
  {
    title: 'an OpenAI tool call',
    received: [
      { id: 'c1', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } },
    ],
    expected: weather('Paris'),
    pass: true,
  },
  {
    title: 'parallel, an extra call',
    received: [weather('Paris'), weather('Lyon')],
    expected: { calls: [weather('Paris')], order: 'parallel' },
    pass: false,
  },
  {
    title: 'parallel, an extra call allowed',
    received: [weather('Lyon'), weather('Paris')],
    expected: { calls: [weather('Paris')], order: 'parallel' },
    options: { extraCalls: 'allow' },
    pass: true,
  },
  {
    title: 'plans: the second one passes',
    received: [weather('Lyon')],
    expected: { plans: [weather('Paris'), weather('Lyon')] },
    pass: true,
  },
  {
    title: 'plans: none passes',
    received: [weather('Nice')],
    expected: { plans: [weather('Paris'), { abstain: true }] },
    pass: false,
  },
  {
    title: 'valid for the tools',
    received: [refund(20)],
    expected: refund(20),
    options: { tools },
    pass: true,
  },
  {
    title: 'equal to the expectation but invalid for the tools',
    received: [refund('20')],
    expected: refund('20'),
    options: { tools },
    pass: false,
  },
  {
    title: 'invalid for the tools, validation none',
    received: [refund('20'), { name: 'log', arguments: {} }],
    expected: { name: '*' },
    options: { tools, extraCalls: 'allow', validation: 'none' },
    pass: true,
  },
  {
    title: 'an alias the tool declares, validated with its aliases (the default)',
    received: [pay('euro')],
    expected: pay('EUR'),
    options: { tools: aliased },
    pass: true,
  },
  {
    title: 'an alias the tool declares, validated as sent',
    received: [pay('euro')],
    expected: { name: '*' },
    options: { tools: aliased, validation: 'as_sent' },
    pass: false,
  },
  {
    title: 'the canonical value, validated as sent',
    received: [pay('EUR')],
    expected: { name: '*' },
    options: { tools: aliased, validation: 'as_sent' },
    pass: true,
  },
  {
    title: 'tools from a tool handle in the expectation',
    received: [refund('20')],
    expected: tools.refund.call({ order_id: 'o-1', amount: field.ignore() }),
    pass: false,
  },
  {
    title: 'a tool nobody declared, extra calls allowed',
    received: [refund(20), { name: 'log', arguments: {} }],
    expected: refund(20),
    options: { tools, extraCalls: 'allow' },
    pass: false,
  },
]

describe('decide', () => {
  test.each(rows)('$title', ({ received, expected, options, pass }) => {
    expect(match(received, expected, options).pass).toBe(pass)
    expect(decide(received, expected, options)).toBe(pass)
  })

  test('a turn too large to pair decides as match does (pairing_limit)', () => {
    const calls = Array.from({ length: 1100 }, (_, index) => weather(`city ${index % 7}`))
    const expected: TurnExpectation = {
      calls: calls.map(() => ({ name: 'get_weather', arguments: { city: field.pattern(/^city/) } })),
      order: 'parallel',
    }
    const verdict = match(calls, expected)
    expect(decide(calls, expected)).toBe(verdict.pass)
  })

  test('a malformed expectation or option throws the usage error match throws', () => {
    const bad = { name: 'get_weather', arguments: { city: { $rule: 'nope' } } } as unknown as TurnExpectation
    expect(() => decide([], bad)).toThrow(MatcherUsageError)
    expect(() =>
      decide([], weather('Paris'), { extraCalls: 'sometimes' } as unknown as MatchOptions),
    ).toThrow(/extraCalls must be one of/)
  })

  test('hostile input is a failing decision, never an exception', () => {
    const hostile = new Proxy([], {
      get() {
        throw new Error('boom')
      },
    })
    expect(decide(hostile, { abstain: true })).toBe(false)
    expect(match(hostile, { abstain: true }).pass).toBe(false)
  })
})
