import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { readCalls } from '../../../src/read/read-calls.js'
import { readRun } from '../../../src/read/run/index.js'
import type { RunReadResult } from '../../../src/read/run/types.js'

function ok(result: RunReadResult) {
  if (!result.ok) expect.fail(JSON.stringify(result.failure))
  return result.run
}

const call = (id: string, name = 'f') => ({ id, type: 'function', function: { name, arguments: '{}' } })
const assistant = (...calls: object[]) => ({ role: 'assistant', content: null, tool_calls: calls })
const tool = (id: unknown, content: unknown = '1') => ({ role: 'tool', tool_call_id: id, content })

describe('OpenAI chat runs: which lists are chat conversations', () => {
  test.each([
    ['text', { type: 'text', text: 'hi' }],
    ['image_url', { type: 'image_url', image_url: { url: 'https://example.com/a.png' } }],
    ['input_audio', { type: 'input_audio', input_audio: { data: 'AA', format: 'wav' } }],
    ['file', { type: 'file', file: { file_id: 'f' } }],
    ['refusal', { type: 'refusal', refusal: 'no' }],
  ])('a message holding a %s part is read', (_name, part) => {
    const run = ok(readRun([{ role: 'user', content: [part] }, assistant(call('c1')), tool('c1')]))
    expect(run.format).toBe('openai-chat')
    expect(run.steps[0]!.calls[0]).toMatchObject({ result: 1, status: 'ok' })
  })

  test.each(['system', 'developer', 'user'])('a %s message is read and carries nothing', (role) => {
    const run = ok(readRun([{ role, content: 'x' }, assistant(call('c1')), tool('c1')]))
    expect(run.steps).toHaveLength(1)
  })

  test.each([
    ['a part of another format', { role: 'user', content: [{ type: 'tool_use', id: 'x' }] }],
    ['a typed message', { role: 'user', content: 'x', type: 'message' }],
    ['a message with parts', { role: 'user', content: 'x', parts: [] }],
    ['an assistant message that says nothing', { role: 'assistant' }],
  ])('%s makes the list no chat conversation', (_name, message) => {
    expect(readRun([message, assistant(call('c1')), tool('c1')])).toMatchObject({ ok: false })
  })

  test('an assistant message with only content, or only calls, says something', () => {
    expect(ok(readRun([{ role: 'assistant', content: 'Hi.' }])).answer).toBe('Hi.')
    expect(ok(readRun([{ role: 'assistant', tool_calls: [call('c1')] }, tool('c1')])).steps).toHaveLength(1)
  })
})

describe('OpenAI chat runs: reading', () => {
  test('a tool message without tool_call_id names no call', () => {
    expect(readRun([assistant(call('c1')), tool(undefined)])).toMatchObject({
      ok: false,
      failure: { kind: 'unpaired_result', path: [1, 'content'], detail: 'it names no call' },
    })
  })

  test('a legacy function_call is placed at function_call; the function role answers by name', () => {
    const legacy = { role: 'assistant', content: null, function_call: { name: 'f', arguments: '{"a":1}' } }
    expect(readRun([legacy, { role: 'assistant', content: 'Done.' }])).toMatchObject({
      ok: false,
      failure: { kind: 'unanswered_call', path: [0, 'function_call'], token: 'f' },
    })
    // Without a name the result pairs in order, as a tool message without an id does; with no call waiting, it fails.
    expect(ok(readRun([legacy, { role: 'function', content: '2' }])).steps[0]!.calls[0]).toMatchObject({
      result: 2,
      status: 'ok',
    })
    expect(
      readRun([
        { role: 'user', content: 'hi' },
        { role: 'function', content: '2' },
      ]),
    ).toMatchObject({
      ok: false,
      failure: { kind: 'unpaired_result', detail: 'it names no call' },
    })
    expect(
      ok(readRun([legacy, { role: 'function', name: 'f', content: '2' }])).steps[0]!.calls[0],
    ).toMatchObject({
      result: 2,
      status: 'ok',
    })
  })

  test('calls are placed at their index in tool_calls', () => {
    expect(
      readRun([assistant(call('c1'), call('c2', 'g')), tool('c1'), { role: 'assistant', content: 'x' }]),
    ).toMatchObject({
      ok: false,
      failure: { kind: 'unanswered_call', path: [0, 'tool_calls', 1], token: 'g' },
    })
  })

  test("the assistant's text parts are its text", () => {
    const run = ok(
      readRun([
        assistant(call('c1')),
        tool('c1'),
        {
          role: 'assistant',
          content: [
            { type: 'text', text: 'A' },
            { type: 'refusal', refusal: 'r' },
            { type: 'text', text: 'B' },
          ],
        },
      ]),
    )
    expect(run.answer).toBe('AB')
  })
})

describe('OpenAI chat runs: a tool_calls array makes the conversation OpenAI chat', () => {
  const user = { role: 'user', content: 'Where is A-77?' }
  const textParts = [{ type: 'text', text: '{"status":"late"}' }]
  test.each([
    ["content ''", ''],
    ['content text', 'Looking it up.'],
    ['content parts', [{ type: 'text', text: 'Looking it up.' }]],
    ['content null', null],
  ])('an assistant message with %s beside tool_calls; a tool result as text parts', (_, content) => {
    const messages = [
      user,
      { role: 'assistant', content, tool_calls: [call('c1', 'get_order')] },
      tool('c1', textParts),
      { role: 'assistant', content: 'It is late.' },
    ]
    const run = ok(readRun(messages))
    expect(run).toMatchObject({ format: 'openai-chat', answer: 'It is late.' })
    expect(run.steps).toEqual([
      { calls: [{ name: 'get_order', arguments: {}, id: 'c1', result: { status: 'late' }, status: 'ok' }] },
    ])
    expect(readCalls(messages)).toMatchObject({
      ok: true,
      turn: { format: 'openai-chat', calls: [{ id: 'c1' }] },
    })
  })

  test('AI SDK model messages (no tool_calls) are still read as AI SDK messages', () => {
    const aiSdk = [
      user,
      {
        role: 'assistant',
        content: [{ type: 'tool-call', toolCallId: 't1', toolName: 'get_order', input: {} }],
      },
      {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: 't1',
            toolName: 'get_order',
            output: { type: 'text', value: 'late' },
          },
        ],
      },
    ]
    expect(ok(readRun(aiSdk)).format).toBe('vercel-ai')
  })

  test('a tool_calls array in messages OpenAI chat does not read whole is never dropped by another format', () => {
    const mixed = [
      user,
      { role: 'assistant', content: '', tool_calls: [call('c1', 'get_order')] },
      {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: 'c1',
            toolName: 'get_order',
            output: { type: 'text', value: 'late' },
          },
        ],
      },
    ]
    const read = readRun(mixed)
    expect(read.ok).toBe(false)
    const calls = readCalls(mixed)
    expect(calls.ok ? calls.turn.calls.map((one) => one.name) : calls.failure.kind).not.toEqual([])
  })
})

describe('OpenAI chat runs: messages without ids pair in order', () => {
  const noId = (name: string, args: string) => ({ function: { name, arguments: args } })
  test('two calls of one tool, two tool messages without tool_call_id: first result to first call', () => {
    const run = ok(
      readRun([
        { role: 'user', content: 'Weather in SF and London?' },
        {
          role: 'assistant',
          content: '',
          tool_calls: [noId('w', '{"city":"SF"}'), noId('w', '{"city":"London"}')],
        },
        { role: 'tool', content: 'sunny' },
        { role: 'tool', content: 'rainy' },
        { role: 'assistant', content: 'Sunny in SF, rainy in London.' },
      ]),
    )
    expect(run.steps[0]!.calls.map((one) => [one.arguments, one.result])).toEqual([
      [{ city: 'SF' }, 'sunny'],
      [{ city: 'London' }, 'rainy'],
    ])
  })

  test('a third result without id, when both calls are answered, pairs with no call', () => {
    const read = readRun([
      { role: 'assistant', content: '', tool_calls: [noId('w', '{}')] },
      { role: 'tool', content: 'sunny' },
      { role: 'tool', content: 'again' },
    ])
    expect(read).toMatchObject({ ok: false, failure: { kind: 'unpaired_result', path: [2, 'content'] } })
  })

  test('the calls left unanswered before the next turn still fail', () => {
    const read = readRun([
      { role: 'assistant', content: '', tool_calls: [noId('w', '{}'), noId('w', '{}')] },
      { role: 'tool', content: 'sunny' },
      { role: 'assistant', content: 'Done.' },
    ])
    expect(read).toMatchObject({
      ok: false,
      failure: { kind: 'unanswered_call', path: [0, 'tool_calls', 1] },
    })
  })

  const REAL = new URL('../../../../shared/real-runs/', import.meta.url)
  test.runIf(existsSync(REAL))('agentevals trajectories without ids read as their index says', () => {
    const index = readFileSync(new URL('index.jsonl', REAL), 'utf8')
      .split('\n')
      .filter((line) => line.includes('"agentevals/'))
      .map(
        (line) =>
          JSON.parse(line) as { file: string; expected: { steps: { result: string }[][]; answer: string } },
      )
    expect(index).toHaveLength(2)
    for (const row of index) {
      const run = ok(readRun(JSON.parse(readFileSync(new URL(row.file, REAL), 'utf8'))))
      expect(run.steps.map((step) => step.calls.map((one) => one.result))).toEqual(
        row.expected.steps.map((step) => step.map((one) => one.result)),
      )
      expect(run.answer).toBe(row.expected.answer)
    }
  })
})

describe('OpenAI chat runs: a refusal', () => {
  const asked = { role: 'user', content: 'Find her address.' }
  test.each([
    ['the message refusal', { role: 'assistant', content: null, refusal: 'I cannot help with that.' }],
    [
      'a refusal part',
      { role: 'assistant', content: [{ type: 'refusal', refusal: 'I cannot help with that.' }] },
    ],
  ])('a final assistant message holding only %s: its text is the answer', (_, refusal) => {
    expect(ok(readRun([asked, refusal]))).toEqual({
      steps: [],
      format: 'openai-chat',
      answer: 'I cannot help with that.',
    })
  })

  test('text beside a refusal is the answer', () => {
    const both = { role: 'assistant', content: 'No.', refusal: 'I cannot help with that.' }
    expect(ok(readRun([asked, both])).answer).toBe('No.')
  })

  test('a refusal alone stays an abstention for readCalls', () => {
    const refusal = { role: 'assistant', content: null, refusal: 'I cannot help with that.' }
    expect(readCalls(refusal)).toEqual({
      ok: true,
      turn: { format: 'openai-chat', calls: [], fromText: false },
    })
    expect(readCalls([asked, refusal])).toEqual({
      ok: true,
      turn: { format: 'openai-chat', calls: [], fromText: false },
    })
  })
})

describe('OpenAI chat runs: a choice kept in the conversation is read with its finish_reason', () => {
  const asked = { role: 'user', content: 'Refund A-77.' }
  const choice = (finish: string, args = '{"order_id":"A-77"}') => ({
    index: 0,
    message: {
      role: 'assistant',
      content: null,
      tool_calls: [{ id: 'c1', type: 'function', function: { name: 'refund_order', arguments: args } }],
    },
    logprobs: null,
    finish_reason: finish,
  })

  test('finish_reason tool_calls: its calls are a step, answered by the tool message', () => {
    const run = ok(
      readRun([asked, choice('tool_calls'), tool('c1', 'done'), { role: 'assistant', content: 'Done.' }]),
    )
    expect(run).toMatchObject({ format: 'openai-chat', answer: 'Done.' })
    expect(run.steps[0]!.calls[0]).toMatchObject({ name: 'refund_order', result: 'done', status: 'ok' })
  })

  test.each([
    ['length, cut inside the arguments', choice('length', '{"order_id":"A-'), 'truncated', 'the token limit'],
    ['content_filter', choice('content_filter'), 'filtered', 'a content filter'],
  ])('finish_reason %s fails the run as it fails the choice alone', (_, cut, kind, detail) => {
    const failure = { kind, path: [1, 'finish_reason'], detail }
    expect(readRun([asked, cut])).toMatchObject({ ok: false, failure })
    // readCalls takes a list with a role-less element for no conversation: it fails too (of no known shape).
    expect(readCalls([asked, cut]).ok).toBe(false)
    expect(readCalls(cut)).toMatchObject({ ok: false, failure: { kind, path: ['finish_reason'], detail } })
  })

  test('a choice whose message is no assistant message is not a model turn', () => {
    const odd = { index: 0, message: { role: 'user', content: 'x' }, finish_reason: 'stop' }
    expect(readRun([asked, odd]).ok).toBe(false)
  })
})
