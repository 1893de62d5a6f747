// Seed 004 ("Scoring agent tool calls offline"): the support agent's six cases. Exact comparison passes none of them;
// the rules pass four; the two failures (an identifier in the wrong case, a needless call) are real.
import { describe, expect, test } from 'vitest'
import { type FieldExpectation, field, match, type TurnExpectation } from '../../src/index.js'

const refund = (args: Record<string, FieldExpectation>) => ({ name: 'refund', arguments: args })
const getOrder = (orderId: string) => ({ name: 'get_order', arguments: { order_id: orderId } })
const unit = field.withDefault(field.enum('EUR', { aliases: { euro: 'EUR' } }), 'EUR')

interface Case {
  title: string
  received: unknown
  exact: TurnExpectation
  withRules: TurnExpectation
  passes: boolean
}

const cases: Case[] = [
  {
    title: 'unit given by its alias',
    received: refund({ order_id: 'order-77', amount: 20, unit: 'euro' }),
    exact: refund({ order_id: 'order-77', amount: 20, unit: 'EUR' }) as TurnExpectation,
    withRules: { name: 'refund', arguments: { order_id: 'order-77', amount: 20, unit } },
    passes: true,
  },
  {
    title: 'unit omitted, its default applies',
    received: refund({ order_id: 'order-77', amount: 20 }),
    exact: refund({ order_id: 'order-77', amount: 20, unit: 'EUR' }) as TurnExpectation,
    withRules: { name: 'refund', arguments: { order_id: 'order-77', amount: 20, unit } },
    passes: true,
  },
  {
    title: 'identifier in the wrong case',
    received: refund({ order_id: 'ORDER-77', amount: 20, unit: 'EUR' }),
    exact: refund({ order_id: 'order-77', amount: 20, unit: 'EUR' }) as TurnExpectation,
    withRules: {
      name: 'refund',
      arguments: { order_id: 'order-77', amount: field.number(20, { tolerance: 0.01 }), unit },
    },
    passes: false,
  },
  {
    title: 'independent lookups in the other order',
    received: [getOrder('o-2'), getOrder('o-1')],
    exact: { calls: [getOrder('o-1'), getOrder('o-2')], order: 'serial' },
    withRules: { calls: [getOrder('o-1'), getOrder('o-2')], order: 'parallel' },
    passes: true,
  },
  {
    title: 'a second acceptable plan (lookup, then refund)',
    received: [getOrder('order-77'), refund({ order_id: 'order-77', amount: 20, unit: 'EUR' })],
    exact: refund({ order_id: 'order-77', amount: 20, unit: 'EUR' }) as TurnExpectation,
    withRules: {
      plans: [
        { name: 'refund', arguments: { order_id: 'order-77', amount: 20, unit } },
        {
          calls: [
            getOrder('order-77'),
            { name: 'refund', arguments: { order_id: 'order-77', amount: 20, unit } },
          ],
          order: 'serial',
        },
      ],
    },
    passes: true,
  },
  {
    title: 'a needless call where none was right',
    received: [{ name: 'search', arguments: { query: 'thanks, that is all' } }],
    exact: { abstain: true },
    withRules: { abstain: true },
    passes: false,
  },
]

describe('seed 004: the support agent', () => {
  test.each(cases)('$title', ({ received, exact, withRules, passes }) => {
    expect(match(received, withRules).pass).toBe(passes)
    expect(match(received, exact).pass).toBe(false)
  })

  test('rules pass 4 of 6, exact comparison 0 of 6', () => {
    expect(cases.filter((c) => match(c.received, c.withRules).pass)).toHaveLength(4)
    expect(cases.filter((c) => match(c.received, c.exact).pass)).toHaveLength(0)
  })

  test('lower-casing everything would wrongly pass the identifier case', () => {
    const loose = { name: 'refund', arguments: { order_id: field.casefold('order-77'), amount: 20, unit } }
    expect(match(cases[2]!.received, loose).pass).toBe(true)
  })

  test('the identifier case reports the identifier, first', () => {
    const verdict = match(cases[2]!.received, cases[2]!.withRules)
    expect(verdict.mismatches).toEqual([
      expect.objectContaining({
        kind: 'value',
        path: ['calls', 0, 'arguments', 'order_id'],
        expected: 'order-77',
        received: 'ORDER-77',
      }),
    ])
  })

  test('the closest plan is reported when no plan matches', () => {
    const received = [getOrder('order-77'), refund({ order_id: 'order-77', amount: 25, unit: 'EUR' })]
    const verdict = match(received, cases[4]!.withRules)
    expect(verdict.pass).toBe(false)
    expect(verdict.plan).toBe(1)
    expect(verdict.mismatches).toEqual([
      expect.objectContaining({ path: ['calls', 1, 'arguments', 'amount'] }),
    ])
  })
})
