// Every rule has words in every place a rule may stand, under every order: a failing run's message, its diff and
// the words a CLI row, JUnit and the step summary print. A rule without words, in any of these, is a red row here.
import { stripVTControlCharacters } from 'node:util'
import { describe, expect, test } from 'vitest'
import type { RunExpectation } from '../../../src/expect/run-types.js'
import { field } from '../../../src/index.js'
import { matchers } from '../../../src/matchers/index.js'
import { describeSampleDifference } from '../../../src/report/describe-sample-difference.js'
import { rules } from '../../../src/rules/index.js'
import { createSample } from '../../../src/score/create-sample.js'
import { score } from '../../../src/score/score.js'

/** A rule, a received value it accepts and one it refuses (`undefined`: absent; `ignore` refuses nothing). */
interface RuleCase {
  rule: unknown
  pass: unknown
  fail?: unknown
}

const NO_FAIL = Symbol('no failing value')

const RULES: Record<string, RuleCase> = {
  exact: { rule: field.exact('a'), pass: 'a', fail: 'b' },
  casefold: { rule: field.casefold('Paris'), pass: 'paris', fail: 'Rome' },
  trimmed: { rule: field.trimmed('a'), pass: ' a ', fail: 'b' },
  number: { rule: field.number(20, { tolerance: 0.01 }), pass: 20, fail: 25 },
  oneOf: { rule: field.oneOf('a', 'b'), pass: 'a', fail: 'c' },
  enum: { rule: field.enum('EUR', { aliases: { euro: 'EUR' } }), pass: 'euro', fail: 'usd' },
  unordered: { rule: field.unordered(['a', 'b']), pass: ['b', 'a'], fail: ['a', 'c'] },
  commaList: { rule: field.commaList('a, b'), pass: 'a,b', fail: 'a, c' },
  duration: { rule: field.duration('PT45M'), pass: 'PT0H45M', fail: 'PT1H' },
  instant: {
    rule: field.instant('2025-01-01T00:00:00Z'),
    pass: '2025-01-01T01:00:00+01:00',
    fail: '2025-01-02T00:00:00Z',
  },
  date: { rule: field.date('2026-03-14'), pass: '14 March 2026', fail: '2026-03-15' },
  arabic: { rule: field.arabic('مرحبا'), pass: 'مرحبا', fail: 'marhaba' },
  bfclString: { rule: field.bfclString('April 1, 2024'), pass: 'april 1,2024', fail: 'May 2' },
  pattern: { rule: field.pattern('^ORD-'), pass: 'ORD-1', fail: 'X-1' },
  mentions: { rule: field.mentions(18.9), pass: 'refund 18.90 EUR', fail: 'refund 18.99 EUR' },
  json: { rule: field.json({ a: 1 }), pass: '{"a":1}', fail: '{"a":2}' },
  subset: { rule: field.subset({ a: 1 }), pass: { a: 1, b: 2 }, fail: { a: 2 } },
  ignore: { rule: field.ignore(), pass: 'anything', fail: NO_FAIL },
  present: { rule: field.present(), pass: 'x', fail: undefined },
  absent: { rule: field.absent(), pass: undefined, fail: 'x' },
  optional: { rule: field.optional('a'), pass: 'a', fail: 'b' },
  withDefault: { rule: field.withDefault('a', 'a'), pass: undefined, fail: 'b' },
  shape: { rule: field.shape({ id: 'string' }), pass: { id: 'x' }, fail: { id: 1 } },
  satisfies: { rule: field.satisfies((value) => value === 'ok', 'is ok'), pass: 'ok', fail: 'no' },
  fromResult: { rule: field.fromResult('find_orders', 'orders[0].id'), pass: 'ORD-5581', fail: 'ORD-0000' },
}

const ORDERS = ['exact', 'in-order', 'superset', 'unordered', 'subset'] as const

let ids = 0
/** An OpenAI chat conversation: find_orders, then one refund_order per `notes` entry, then the answer. */
function conversation(notes: readonly unknown[], answer: unknown = 'Done.', result?: unknown): unknown[] {
  const messages: unknown[] = [{ role: 'user', content: 'Refund my mug.' }]
  const call = (name: string, args: unknown, content: unknown) => {
    const id = `call_${++ids}`
    messages.push(
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
      },
      { role: 'tool', tool_call_id: id, content: JSON.stringify(content) },
    )
  }
  call('find_orders', { email: 'dana@example.com' }, { orders: [{ id: 'ORD-5581' }] })
  for (const note of notes)
    call('refund_order', note === undefined ? { order_id: 'ORD-5581' } : { order_id: 'ORD-5581', note }, {
      status: 'approved',
      ...(result === undefined ? {} : { note: result }),
    })
  if (typeof answer === 'string') messages.push({ role: 'assistant', content: answer })
  return messages
}

/** A refund expectation whose `note` is `value`; `order_id` is the one that fails when the rule cannot. */
const refund = (value: unknown, orderId = 'ORD-5581') => ({
  name: 'refund_order',
  arguments: value === undefined ? { order_id: orderId } : { order_id: orderId, note: value },
})

/** The received `note` that fails the rule, and the path a message must name then. */
function failing(rule: RuleCase, at = 'arguments.note'): { note: unknown; orderId: string; path: string } {
  return rule.fail === NO_FAIL
    ? { note: rule.pass, orderId: 'ORD-9999', path: 'arguments.order_id' }
    : { note: rule.fail, orderId: 'ORD-5581', path: at }
}

/** The containers a rule may be nested in (a `fromResult` in plain objects and arrays only). */
const NESTINGS = {
  object: (rule: unknown, value: unknown) => ({ rule: { inner: rule }, value: { inner: value } }),
  array: (rule: unknown, value: unknown) => ({ rule: [rule], value: [value] }),
  subset: (rule: unknown, value: unknown) => ({
    rule: field.subset({ inner: rule as never }),
    value: { inner: value },
  }),
  oneOf: (rule: unknown, value: unknown) => ({ rule: field.oneOf(rule as never, '-'), value }),
  unordered: (rule: unknown, value: unknown) => ({ rule: field.unordered([rule as never]), value: [value] }),
} as const
const RULE_NESTINGS = new Set(['subset', 'oneOf', 'unordered'])

interface Case {
  expectation: RunExpectation
  received: unknown
  /** What the message names: the tool and the path. */
  names: string[]
}

function cases(name: string, rule: RuleCase): [string, Case][] {
  const out: [string, Case][] = []
  const fail = failing(rule)
  for (const order of ORDERS) {
    out.push([
      `argument, ${order}`,
      {
        expectation: { calls: [{ name: 'find_orders' }, refund(rule.rule, fail.orderId)], order } as never,
        received: conversation([fail.note]),
        names: ['refund_order', fail.path],
      },
    ])
    for (const [nesting, nest] of Object.entries(NESTINGS)) {
      if (name === 'fromResult' && RULE_NESTINGS.has(nesting)) continue
      // An array cannot hold an absent value: there the call fails on its order id.
      const inArray = nesting === 'array' || nesting === 'unordered'
      const at = inArray && fail.note === undefined ? failing({ ...rule, fail: NO_FAIL }) : fail
      const nested = nest(rule.rule, at.note)
      out.push([
        `nested in ${nesting}, ${order}`,
        {
          expectation: { calls: [{ name: 'find_orders' }, refund(nested.rule, at.orderId)], order } as never,
          received: conversation([nested.value]),
          names: ['refund_order', at.path],
        },
      ])
    }
    if (name !== 'fromResult') {
      const result = failing(rule, 'result.note')
      out.push([
        `result, ${order}`,
        {
          expectation: {
            calls: [
              { name: 'find_orders' },
              { ...refund(undefined, result.orderId), result: field.subset({ note: rule.rule as never }) },
            ],
            order,
          } as never,
          received: conversation([undefined], 'Done.', result.note),
          names: ['refund_order', result.path],
        },
      ])
    }
    out.push([
      `times, ${order}`,
      {
        expectation: { calls: [{ name: 'find_orders' }, { ...refund(rule.rule), times: 1 }], order } as never,
        received: conversation([rule.pass, rule.pass]),
        names: ['refund_order'],
      },
    ])
  }
  out.push([
    'never',
    {
      expectation: { never: [refund(rule.rule)] } as never,
      received: conversation([rule.pass]),
      names: ['refund_order', 'steps[1].calls[0]'],
    },
  ])
  if (name !== 'fromResult')
    out.push([
      'answer',
      {
        expectation: { answer: field.subset({ x: rule.rule as never }) } as never,
        received: conversation([], 'Done.'),
        names: ['answer'],
      },
    ])
  return out
}

const TABLE = Object.entries(RULES).flatMap(([name, rule]) =>
  cases(name, rule).map(([place, item]) => [name, place, item] as const),
)

/** Words that mean a rule was printed as raw JSON, or not printed at all. */
const NO_WORDS = /"\$rule"|\[object Object\]|no words for/

describe('every rule has words in every place, under every order', () => {
  test('the table holds every rule the library knows, and fromResult', () => {
    expect(Object.keys(RULES).sort()).toEqual([...Object.keys(rules), 'fromResult'].sort())
  })

  test.each(TABLE)('%s, %s: the message names the tool and the path', (_, __, item) => {
    const result = matchers.toMatchRun.call({}, item.received, item.expectation)
    expect(result.pass).toBe(false)
    const message = stripVTControlCharacters(result.message())
    for (const word of item.names) expect(message).toContain(word)
    expect(message).not.toMatch(NO_WORDS)
  })

  test.each(TABLE.filter(([name]) => name !== 'satisfies'))(
    '%s, %s: a scored sample has words for its CI row',
    (_, __, item) => {
      const sample = createSample({
        id: 'x',
        score: score(JSON.parse(JSON.stringify(item.expectation)), item.received),
      })
      const words = describeSampleDifference(sample)
      expect(words).toBeDefined()
      expect(words).not.toMatch(NO_WORDS)
    },
  )
})

describe('the run matchers that build run expectations', () => {
  const rows = Object.entries(RULES).map(([name, rule]) => [name, rule] as const)

  test.each(rows)('%s: toCallInOrder and toHaveCalledTool name the tool and the path', (_, rule) => {
    const fail = failing(rule)
    const received = conversation([fail.note])
    const expected = refund(rule.rule, fail.orderId)
    const results = [
      matchers.toCallInOrder.call({}, received, [{ name: 'find_orders' }, expected] as never),
      matchers.toHaveCalledTool.call({}, received, expected as never),
      matchers.toHaveCalledTool.call({}, received, expected as never, 1),
    ]
    for (const result of results) {
      expect(result.pass).toBe(false)
      const message = stripVTControlCharacters(result.message())
      expect(message).toContain('refund_order')
      expect(message).toContain(fail.path)
      expect(message).not.toMatch(NO_WORDS)
    }
  })
})
