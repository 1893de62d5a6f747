import { describe, expect, test } from 'vitest'
import type { JsonObject } from '../../../src/json/types.js'
import { renderSnapshot } from '../../../src/snapshot/render-snapshot.js'
import { captureRun } from '../../../src/snapshot/run/capture-run.js'
import { matchRunSnapshot } from '../../../src/snapshot/run/match-run-snapshot.js'
import { parseRunSnapshot } from '../../../src/snapshot/run/parse-run-snapshot.js'
import { captured, openAiRun, support, type TestRun } from './helpers.js'

const stored = captured(openAiRun(support)).data
const text = renderSnapshot(stored)
const wrongRefund: TestRun = {
  ...support,
  steps: [
    support.steps[0]!,
    support.steps[1]!,
    [{ name: 'refund', arguments: { order_id: 'A-78', amount: 42.5 }, result: { refund_id: 'R-2' } }],
  ],
}

describe('matchRunSnapshot', () => {
  test('the run it was taken from passes; nothing to update', () => {
    const result = matchRunSnapshot(captured(openAiRun(support)), parseRunSnapshot(text))
    expect(result).toEqual({ pass: true, message: '', summary: '', resolved: text, expected: text })
  })

  test('results of the same shape pass, whatever their values', () => {
    const other: TestRun = {
      ...support,
      steps: [
        [{ ...support.steps[0]![0]!, result: { order: { id: 'Z', total: 1, items: [] } } }],
        [{ ...support.steps[1]![0]!, result: { confirmed: false } }],
        [{ ...support.steps[2]![0]!, result: { refund_id: 'R-99' } }],
      ],
    }
    // An empty list has another shape than a list of items.
    const result = matchRunSnapshot(captured(openAiRun(other)), parseRunSnapshot(text))
    expect(result.pass).toBe(false)
    expect(result.summary).toMatch(/^steps\[0\]\.calls\[0\]\.result\.order\.items: expected shape/)
    other.steps[0] = [
      {
        ...support.steps[0]![0]!,
        result: {
          order: {
            id: 'Z',
            total: 1,
            items: [
              { sku: 'x', qty: 2 },
              { sku: 'y', qty: 1 },
            ],
          },
        },
      },
    ]
    expect(matchRunSnapshot(captured(openAiRun(other)), parseRunSnapshot(text)).pass).toBe(true)
  })

  test('a failure names the step and the call, then shows the run; the message adds the call diff', () => {
    const result = matchRunSnapshot(captured(openAiRun(wrongRefund)), parseRunSnapshot(text))
    expect(result.pass).toBe(false)
    expect(result.summary).toBe(
      [
        'steps[2].calls[0].arguments.order_id: expected "A-77", received "A-78"',
        '',
        'Run:',
        '  0. get_order({"order_id":"A-77"}) → {"order":{"id":"A-77…[28 characters left out]…ug"}],"total":42.5}}',
        '  1. confirm({"message":"Refund 42.50 EUR?"}) → {"confirmed":true}',
        '> 2. refund({"amount":42.5,"order_id":"A-78"}) → {"refund_id":"R-2"}',
        '  answer: "Refunded 42.50 EUR."',
      ].join('\n'),
    )
    expect(result.message.startsWith(`${result.summary}\n\n- Expected\n+ Received`)).toBe(true)
    expect(result.message).toContain('-     "order_id": "A-77"\n+     "order_id": "A-78"')
    expect(result.expected).toBe(text)
    expect(result.resolved).toContain('"order_id": "A-78"')
  })

  test('a fromResult written by hand is honoured, and its failure says what the result held', () => {
    const template = structuredClone(stored)
    const refund = (template.steps as JsonObject[])[2]!.arguments as JsonObject
    refund.order_id = { $rule: 'fromResult', call: 'get_order', path: 'order.id' }
    const loosened = parseRunSnapshot(renderSnapshot(template))
    expect(matchRunSnapshot(captured(openAiRun(support)), loosened).pass).toBe(true)
    expect(matchRunSnapshot(captured(openAiRun(wrongRefund)), loosened).summary).toMatch(
      /^steps\[2\]\.calls\[0\]\.arguments\.order_id: expected the value of get_order's result at order\.id \("A-77"\), received "A-78"/,
    )
  })

  test('an unreadable run fails with the read-failure words and resolves to the stored snapshot', () => {
    const unreadable = captureRun([{ role: 'tool', tool_call_id: 'call_9', content: '{}' }])
    const result = matchRunSnapshot(unreadable, parseRunSnapshot(text))
    expect(result.pass).toBe(false)
    expect(result.summary).toMatch(/^could not read the run: .*; no snapshot was written or compared$/)
    expect(result.resolved).toBe(text)
  })
})
