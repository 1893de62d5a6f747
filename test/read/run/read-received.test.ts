import { describe, expect, test } from 'vitest'
import { match } from '../../../src/match/match.js'
import { normalizeReadOptions } from '../../../src/read/normalize-read-options.js'
import { readReceived } from '../../../src/read/run/read-received.js'
import { fixture } from '../helpers.js'

const options = normalizeReadOptions(undefined)

describe('readReceived: what every turn matcher reads', () => {
  test('a conversation reads as its calls in order across steps', () => {
    const read = readReceived(fixture('runs/openai-chat/refund-conversation.json'), options)
    if (!read.ok) expect.fail(JSON.stringify(read.failure))
    expect(read.turn.calls.map((call) => call.name)).toEqual(['get_order', 'refund_order', 'send_email'])
    expect(read.turn.format).toBe('openai-chat')
  })

  test.each([
    ['mastra/messages-v2.json', 'mastra'],
    ['vitest-evals/messages.json', 'vercel-ai'],
    ['openai-agents/run-result-new-items.json', 'openai-responses'],
  ])('%s reads in the closest single-response format (%s)', (file, format) => {
    const read = readReceived(fixture(`runs/${file}`), options)
    expect(read.ok && read.turn.format).toBe(format)
  })

  test('a broken run keeps its own read failure', () => {
    const read = readReceived(
      [
        { role: 'user', content: 'x' },
        { role: 'tool', tool_call_id: 'c1', content: 'y' },
      ],
      options,
    )
    expect(read.ok ? 'ok' : read.failure.kind).toBe('unpaired_result')
  })

  test('what neither reader knows keeps readCalls’ failure', () => {
    const read = readReceived({ hello: 1 }, options)
    expect(read.ok ? 'ok' : read.failure.kind).toBe('unknown_shape')
  })

  test('what readCalls reads is read as it always was', () => {
    const read = readReceived(fixture('openai-chat/response-parallel-tool-calls.json'), options)
    expect(read.ok && read.turn.format).toBe('openai-chat')
  })

  test('match over a run asserts the whole sequence of calls', () => {
    const run = fixture('runs/openai-chat/refund-conversation.json')
    const names = ['get_order', 'refund_order', 'send_email'].map((name) => ({ name }))
    expect(match(run, { calls: names, order: 'serial' }).pass).toBe(true)
    expect(match(run, { calls: names.slice(0, 2), order: 'serial' }).pass).toBe(false)
    expect(
      match(
        run,
        { name: 'refund_order', arguments: { order_id: 'A-77', amount: 42.5 } },
        { extraCalls: 'allow' },
      ).pass,
    ).toBe(true)
  })
})

describe('readReceived: vitest-evals task results', () => {
  test('a task result is read as its run, not as an AI SDK result missing toolName', () => {
    const read = readReceived(fixture('runs/vitest-evals/task-result.json'), options)
    if (!read.ok) expect.fail(JSON.stringify(read.failure))
    expect(read.turn.calls.length).toBeGreaterThan(0)
    expect(read.turn.fromText).toBe(false)
    const record = {
      result: 'Done.',
      toolCalls: [
        { name: 'refund', arguments: { id: 'A-77' } },
        { name: 'notify', result: 'ok' },
      ],
    }
    expect(readReceived(record, options)).toMatchObject({
      ok: true,
      turn: {
        calls: [
          { name: 'refund', arguments: { id: 'A-77' } },
          { name: 'notify', arguments: {} },
        ],
      },
    })
  })

  test('match asserts on a task result like on any run', () => {
    const record = { result: 'Done.', toolCalls: [{ name: 'refund', arguments: { id: 'A-77' } }] }
    expect(match(record, { name: 'refund', arguments: { id: 'A-77' } }).pass).toBe(true)
    expect(match(record, { name: 'refund', arguments: { id: 'B-12' } }).pass).toBe(false)
  })

  test('a broken task result keeps its run failure', () => {
    const record = { result: 'x', toolCalls: [{ name: 'f', result: { n: Number.NaN } }] }
    expect(readReceived(record, options)).toMatchObject({
      ok: false,
      failure: { kind: 'non_finite', path: ['toolCalls', 0, 'result', 'n'] },
    })
  })

  test('an AI SDK 4 result with toolCalls is still an AI SDK result', () => {
    const result = {
      text: '',
      toolCalls: [{ type: 'tool-call', toolCallId: 'c', toolName: 'f', args: { a: 1 } }],
    }
    expect(readReceived(result, options)).toMatchObject({
      ok: true,
      turn: { format: 'vercel-ai', calls: [{ name: 'f' }] },
    })
  })

  test('a run whose pairing is broken keeps the run failure; a run readCalls cannot read either keeps readCalls’', () => {
    const steps = {
      steps: [
        {
          content: [
            { type: 'tool-call', toolCallId: 'c', toolName: 'f', input: {} },
            { type: 'tool-result', toolCallId: 'z', toolName: 'f', output: 1 },
          ],
        },
      ],
    }
    // readCalls reads the calls alone; the pairing is the run's business
    expect(readReceived(steps, options)).toMatchObject({ ok: true })
    expect(
      readReceived({ newItems: [{ type: 'function_call_output', call_id: 'q', output: '1' }] }, options),
    ).toMatchObject({
      ok: false,
      failure: { kind: 'unpaired_result', path: ['newItems', 0, 'output'] },
    })
    expect(readReceived({ newItems: ['x'] }, options)).toMatchObject({
      ok: false,
      failure: { kind: 'unknown_shape', path: [] },
    })
  })
})
