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
