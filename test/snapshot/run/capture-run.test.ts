import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import type { JsonObject } from '../../../src/json/types.js'
import { renderSnapshot } from '../../../src/snapshot/render-snapshot.js'
import { captureRun } from '../../../src/snapshot/run/capture-run.js'
import { anthropicRun, captured, openAiRun, support, type TestRun } from './helpers.js'

const data = (received: unknown, options?: { results: 'shape' | 'full' }) => captured(received, options).data

describe('captureRun', () => {
  test('the support run: steps of canonical calls, results as their shape, status, the answer', () => {
    expect(data(openAiRun(support))).toEqual({
      steps: [
        {
          name: 'get_order',
          arguments: { order_id: 'A-77' },
          result: {
            $rule: 'shape',
            value: { order: { id: 'string', items: [{ qty: 'number', sku: 'string' }], total: 'number' } },
          },
          status: 'ok',
        },
        {
          name: 'confirm',
          arguments: { message: 'Refund 42.50 EUR?' },
          result: { $rule: 'shape', value: { confirmed: 'boolean' } },
          status: 'ok',
        },
        {
          name: 'refund',
          arguments: { amount: 42.5, order_id: 'A-77' },
          result: { $rule: 'shape', value: { refund_id: 'string' } },
          status: 'ok',
        },
      ],
      answer: 'Refunded 42.50 EUR.',
    })
  })

  test("results in full, with { results: 'full' }", () => {
    const steps = data(openAiRun(support), { results: 'full' }).steps as JsonObject[]
    expect(steps.map((step) => step.result)).toEqual([
      { order: { id: 'A-77', total: 42.5, items: [{ sku: 'mug', qty: 1 }] } },
      { confirmed: true },
      { refund_id: 'R-1' },
    ])
  })

  test.each<[string, TestRun, JsonObject]>([
    [
      'a step of several calls is order-free, its calls sorted by name',
      {
        steps: [
          [
            { name: 'search', arguments: { q: 'b' }, result: [] },
            { name: 'notify', arguments: {}, result: 'sent' },
          ],
        ],
      },
      {
        steps: [
          {
            calls: [
              { name: 'notify', arguments: {}, result: { $rule: 'shape', value: 'string' }, status: 'ok' },
              { name: 'search', arguments: { q: 'b' }, result: { $rule: 'shape', value: [] }, status: 'ok' },
            ],
            order: 'parallel',
          },
        ],
        answer: { $rule: 'absent' },
      },
    ],
    [
      'a failed call keeps its status',
      {
        steps: [[{ name: 'refund', arguments: {}, result: 'window closed', error: true }]],
        answer: 'Sorry.',
      },
      {
        steps: [
          { name: 'refund', arguments: {}, result: { $rule: 'shape', value: 'string' }, status: 'error' },
        ],
        answer: 'Sorry.',
      },
    ],
    [
      'a call never answered has no result and no status',
      { steps: [[{ name: 'search', arguments: { q: 'x' } }]] },
      { steps: [{ name: 'search', arguments: { q: 'x' } }], answer: { $rule: 'absent' } },
    ],
    [
      'an argument or a result holding $rule stays data',
      {
        steps: [[{ name: 'f', arguments: { x: { $rule: 'ignore' } }, result: { $rule: 'x' } }]],
        answer: 'ok',
      },
      {
        steps: [
          {
            name: 'f',
            arguments: { x: { $rule: 'exact', value: { $rule: 'ignore' } } },
            result: { $rule: 'shape', value: 'object' },
            status: 'ok',
          },
        ],
        answer: 'ok',
      },
    ],
    ['no step, an answer', { steps: [], answer: 'Hello!' }, { steps: [], answer: 'Hello!' }],
  ])('%s', (_, run, expected) => {
    expect(data(anthropicRun(run))).toEqual(expected)
  })

  test('a full result holding $rule stays data', () => {
    const run: TestRun = { steps: [[{ name: 'f', arguments: {}, result: { $rule: 'x' } }]], answer: 'ok' }
    expect((data(openAiRun(run), { results: 'full' }).steps as JsonObject[])[0]!.result).toEqual({
      $rule: 'exact',
      value: { $rule: 'x' },
    })
  })

  test('a denied call keeps its status, with no result', () => {
    const denied = [
      {
        role: 'assistant',
        parts: [{ type: 'tool-refund', toolCallId: 'c1', state: 'output-denied', input: { id: 1 } }],
      },
    ]
    expect(data(denied).steps).toEqual([{ name: 'refund', arguments: { id: 1 }, status: 'denied' }])
  })

  test('anything readCalls reads is a run of one step; text is the answer; [] is nothing', () => {
    const single = { name: 'get_weather', arguments: { city: 'Paris' } }
    expect(data(single)).toEqual({ steps: [single], answer: { $rule: 'absent' } })
    expect(data('Prices start at 120 euros.')).toEqual({ steps: [], answer: 'Prices start at 120 euros.' })
    expect(data([])).toEqual({ steps: [], answer: { $rule: 'absent' } })
  })

  test('the answer is written in NFC', () => {
    expect(data(openAiRun({ steps: [], answer: 'cafe\u0301' }))).toEqual({ steps: [], answer: 'caf\u00e9' })
  })

  test('the same run from OpenAI and from Anthropic gives the same snapshot', () => {
    expect(renderSnapshot(data(openAiRun(support)))).toBe(renderSnapshot(data(anthropicRun(support))))
  })

  test('the recorded support run', () => {
    const recorded = JSON.parse(
      readFileSync(new URL('../../../examples/recorded/runs/support-refund.json', import.meta.url), 'utf8'),
    )
    const steps = data(recorded).steps as JsonObject[]
    expect(steps.map((step) => step.name)).toEqual(['find_orders', 'request_confirmation', 'refund_order'])
    expect(steps[2]!.result).toEqual({
      $rule: 'shape',
      value: { amount: 'number', refund_id: 'string', status: 'string' },
    })
  })

  test('input that cannot be read is a failure, never a snapshot', () => {
    const unpaired = [{ role: 'tool', tool_call_id: 'call_9', content: '{}' }]
    expect(captureRun(unpaired)).toMatchObject({ ok: false, failure: { kind: 'unpaired_result' } })
    expect(captureRun(null)).toMatchObject({ ok: false })
  })
})
