import { describe, expect, test } from 'vitest'
import { field } from '../../../src/index.js'
import type { Mismatch } from '../../../src/mismatch.js'
import type { RunCall } from '../../../src/read/run/types.js'
import { expectedValueView, runCallViews } from '../../../src/report/run/run-call-view.js'
import { renderView } from '../../../src/report/view.js'

const render = (view: Parameters<typeof renderView>[0]) => renderView(view).join('\n')
const mismatch = (path: (string | number)[]): Mismatch => ({
  kind: 'value',
  path,
  expected: 'x',
  received: 'y',
})

const received: RunCall = {
  name: 'refund_order',
  arguments: { order_id: 'ORD-5518', reason: 'damaged', note: 'x', amount: 18.9 },
  result: { status: 'failed', id: 'R-1' },
  status: 'ok',
}

describe('runCallViews: rules as placeholders where they failed, the received value where they passed', () => {
  test.each<[string, unknown, Mismatch[], string[], string[]]>([
    [
      'a failing rule in the arguments',
      {
        name: 'refund_order',
        arguments: {
          order_id: field.pattern('^ORD-55[0-9]1$'),
          reason: field.oneOf('damaged', 'x'),
          note: 'x',
          amount: 18.9,
        },
      },
      [mismatch(['arguments', 'order_id'])],
      ['"order_id": pattern(/^ORD-55[0-9]1$/)', '"reason": "damaged"'],
      ['$rule'],
    ],
    [
      'a failing rule in the result',
      { name: 'refund_order', result: field.subset({ status: 'approved' }) },
      [mismatch(['result', 'status'])],
      ['"result": subset({"status": "approved"})'],
      ['$rule', '"arguments"'],
    ],
    [
      'a passing rule in the result: the received result on both sides',
      { name: 'refund_order', result: field.subset({ id: 'R-1' }), status: 'error' },
      [mismatch(['status'])],
      ['"id": "R-1"', '"status": "error"'],
      ['subset('],
    ],
    [
      'an ignored argument: the received value',
      {
        name: 'refund_order',
        arguments: { order_id: 'ORD-5581', reason: field.ignore(), note: 'x', amount: 18.9 },
      },
      [mismatch(['arguments', 'order_id'])],
      ['"reason": "damaged"'],
      ['<ignored>', '$rule'],
    ],
  ])('%s', (_, expected, mismatches, shown, hidden) => {
    const views = runCallViews(expected, received, mismatches, [])
    const text = render(views.expected)
    for (const item of shown) expect(text).toContain(item)
    for (const item of hidden) expect(text).not.toContain(item)
  })

  test('a fromResult that found its value shows that value', () => {
    const expected = {
      name: 'refund_order',
      arguments: { order_id: field.fromResult('find_orders', 'orders[0].id') },
    }
    const lookup = {
      path: ['arguments', 'order_id'],
      ref: 'find_orders',
      resultPath: 'orders[0].id',
      outcome: { kind: 'found' as const, value: 'ORD-5581' },
    }
    const views = runCallViews(expected, received, [mismatch(['arguments', 'order_id'])], [lookup])
    expect(render(views.expected)).toContain('"order_id": "ORD-5581"')
  })

  test('the received side shows only the arguments the expectation names and those that differ', () => {
    const expected = { name: 'refund_order', arguments: { order_id: 'ORD-5581' }, extraArguments: 'allow' }
    const views = runCallViews(expected, received, [mismatch(['arguments', 'order_id'])], [])
    expect(render(views.received)).not.toContain('reason')
    expect(render(views.received)).toContain('"order_id": "ORD-5518"')
  })

  test('the answer: its rule where it failed', () => {
    expect(
      render(expectedValueView(field.pattern('ORD-5581'), 'Done.', ['answer'], [mismatch(['answer'])])),
    ).toBe('pattern(/ORD-5581/)')
  })
})
