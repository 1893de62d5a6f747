import { describe, expect, test } from 'vitest'
import { field } from '../../../src/expect/field.js'
import type { RunExpectation } from '../../../src/expect/run-types.js'
import { normalizeMatchOptions } from '../../../src/match/options.js'
import { compileRunCall } from '../../../src/match/run/compile-run-call.js'
import { fromResultRules, withoutFromResult } from '../../../src/score/run/dependency-counts.js'
import { scoreRun } from '../../../src/score/run/score-run.js'
import { oneByOne } from './helpers.js'

const orderId = () => field.fromResult('get_order', 'order.id')
const ignore = { $rule: 'ignore' }
const compiled = (source: unknown) => compileRunCall(source, [], normalizeMatchOptions(undefined))

describe('withoutFromResult', () => {
  test.each<[string, unknown, unknown]>([
    ['a rule in place', { id: orderId() }, { id: ignore }],
    [
      'other rules are kept',
      { id: orderId(), note: field.casefold('Late') },
      { id: ignore, note: field.casefold('Late') },
    ],
    ['inside an array', { ids: [orderId(), 'B-1'] }, { ids: [ignore, 'B-1'] }],
    ['inside a nested object', { order: { id: orderId(), n: 2 } }, { order: { id: ignore, n: 2 } }],
    ['plain values are kept', { n: 1, flag: null, text: 'x' }, { n: 1, flag: null, text: 'x' }],
    ['no arguments', undefined, undefined],
  ])('%s', (_title, args, relaxed) => {
    expect(withoutFromResult({ name: 'refund', arguments: args, times: 2 })).toEqual({
      name: 'refund',
      arguments: relaxed,
      times: 2,
    })
  })

  test('an object of no plain prototype (an asymmetric matcher) is kept as it is, not taken apart', () => {
    const matcher = expect.stringContaining('late')
    const relaxed = withoutFromResult({ name: 'refund', arguments: { id: orderId(), note: matcher } }) as {
      arguments: { note: unknown }
    }
    expect(relaxed.arguments.note).toBe(matcher)
  })

  test('an object without a prototype is walked as a plain one', () => {
    const order = Object.assign(Object.create(null) as object, { id: orderId() })
    const relaxed = withoutFromResult({ name: 'refund', arguments: { order } }) as {
      arguments: { order: unknown }
    }
    expect(relaxed.arguments.order).toEqual({ id: ignore })
  })

  test('the source is left as it was', () => {
    const source = { name: 'refund', arguments: { id: orderId() } }
    withoutFromResult(source)
    expect(source.arguments.id).toEqual(orderId())
  })
})

describe('fromResultRules', () => {
  test.each<[string, unknown, number]>([
    ['no rule', { name: 'refund', arguments: { id: 'A-1' } }, 0],
    ['no arguments', { name: 'refund' }, 0],
    ['one rule', { name: 'refund', arguments: { id: orderId() } }, 1],
    ['two rules, one in an array', { name: 'refund', arguments: { id: orderId(), ids: [orderId()] } }, 2],
  ])('%s', (_title, source, rules) => {
    expect(fromResultRules(compiled(source))).toBe(rules)
  })
})

describe('dependencyCounts (through scoreRun)', () => {
  const lookUp = (id: string) => ['get_order', { email: 'x' }, { order: { id } }] as const
  const superset = (...calls: NonNullable<RunExpectation['calls']>) => ({ calls, order: 'superset' as const })
  const getOrder = { name: 'get_order' }

  test.each<[string, RunExpectation, unknown, { checked: number; satisfied: number } | null]>([
    [
      'lookup then refund of the looked-up id: the lookup holds no rule, the refund one, satisfied',
      superset(getOrder, { name: 'refund', arguments: { order_id: orderId() } }),
      oneByOne([...lookUp('A-77')], ['refund', { order_id: 'A-77' }]),
      { checked: 1, satisfied: 1 },
    ],
    [
      'a refund of another id, paired with the refund expectation apart from its rule: checked, not satisfied',
      superset(getOrder, { name: 'refund', arguments: { order_id: orderId() } }),
      oneByOne([...lookUp('A-77')], ['refund', { order_id: 'A-78' }]),
      { checked: 1, satisfied: 0 },
    ],
    [
      'a call no listed call took, that only a call without rules would fit, is not checked',
      superset({ name: 'refund', arguments: { order_id: orderId() }, times: { max: 1 } }, getOrder),
      oneByOne([...lookUp('A-77')], [...lookUp('A-78')]),
      { checked: 0, satisfied: 0 },
    ],
    [
      'another rule beside it still has to hold for the call to be paired',
      superset({ name: 'refund', arguments: { order_id: orderId(), note: field.casefold('LATE') } }),
      oneByOne([...lookUp('A-77')], ['refund', { order_id: 'A-78', note: 'early' }]),
      { checked: 0, satisfied: 0 },
    ],
    [
      'another rule beside it that holds: paired, and the wrong id checked',
      superset({ name: 'refund', arguments: { order_id: orderId(), note: field.casefold('LATE') } }),
      oneByOne([...lookUp('A-77')], ['refund', { order_id: 'A-78', note: 'late' }]),
      { checked: 1, satisfied: 0 },
    ],
    [
      'a rule in an object without a prototype is relaxed too',
      superset({
        name: 'refund',
        arguments: { order: Object.assign(Object.create(null) as object, { id: orderId() }) },
      }),
      oneByOne([...lookUp('A-77')], ['refund', { order: { id: 'A-78' } }]),
      { checked: 1, satisfied: 0 },
    ],
    [
      'two expectations, one call each, both paired by maximum matching',
      superset(
        { name: 'refund', arguments: { order_id: orderId(), amount: field.ignore() } },
        { name: 'refund', arguments: { order_id: orderId(), amount: 5 } },
      ),
      oneByOne(
        [...lookUp('A-77')],
        ['refund', { order_id: 'B', amount: 5 }],
        ['refund', { order_id: 'C', amount: 9 }],
      ),
      { checked: 2, satisfied: 0 },
    ],
    [
      'no rule listed: the axis does not apply',
      superset(getOrder, { name: 'refund' }),
      oneByOne([...lookUp('A-77')], ['refund', { order_id: 'A-77' }]),
      null,
    ],
  ])('%s', (_title, expected, received, counts) => {
    expect(scoreRun(expected, received).run.counts.dependencies).toEqual(counts)
  })

  test('a run that cannot be read checks the rules of required copies only, of calls that hold them', () => {
    const result = scoreRun(
      superset(
        { ...getOrder, times: 2 },
        { name: 'refund', arguments: { order_id: orderId(), ids: [orderId()] } },
        { name: 'refund', arguments: { order_id: orderId() }, times: { max: 2 } },
      ),
      { not: 'a run' },
    )
    expect(result.run.counts.dependencies).toEqual({ checked: 2, satisfied: 0 })
  })
})
