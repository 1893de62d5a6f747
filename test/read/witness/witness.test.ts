import { describe, expect, test } from 'vitest'
import type { JsonObject } from '../../../src/json/types.js'
import { normalizeReadOptions } from '../../../src/read/normalize-read-options.js'
import { readCalls } from '../../../src/read/read-calls.js'
import { readRun } from '../../../src/read/run/read-run.js'
import type { Shape } from '../../../src/read/shape.js'
import type { ReadOptions } from '../../../src/read/types.js'
import { checkAmbiguity } from '../../../src/read/witness/ambiguity.js'
import { takeCensus } from '../../../src/read/witness/census.js'
import { checkCensus } from '../../../src/read/witness/witness.js'

const toolCall = (id: string, name: string) => ({
  id,
  type: 'function',
  function: { name, arguments: '{}' },
})
const chat = (message: Record<string, unknown>, finish = 'tool_calls') => ({
  object: 'chat.completion',
  choices: [{ index: 0, message: { role: 'assistant', content: null, ...message }, finish_reason: finish }],
})
const anthropic = (extra: Record<string, unknown>) => ({
  type: 'message',
  role: 'assistant',
  content: [{ type: 'text', text: 'Hi.' }],
  stop_reason: 'end_turn',
  ...extra,
})

/** Both faces of a reading: `readCalls` and `readRun` fail alike, or read. */
const both = (value: unknown, options?: ReadOptions) => [readCalls(value, options), readRun(value, options)]

describe('the witness turns a silent loss into a read failure', () => {
  test.each([
    [
      'a legacy function_call beside tool_calls',
      chat({ tool_calls: [toolCall('c', 'f')], function_call: { name: 'g', arguments: '{}' } }),
      {
        kind: 'unread_call',
        format: 'openai-chat',
        path: ['choices', 0, 'message', 'function_call'],
        token: 'g',
      },
    ],
    [
      'a call in a field no reader reads',
      anthropic({ container: { tool_calls: [toolCall('c', 'hidden')] } }),
      { kind: 'unread_call', format: 'anthropic', path: ['container', 'tool_calls', 0], token: 'hidden' },
    ],
    [
      'a tool_use block in a chat message’s annotations',
      chat({ content: 'x', annotations: [{ type: 'tool_use', id: 't', name: 'hidden', input: {} }] }, 'stop'),
      { kind: 'unread_call', path: ['choices', 0, 'message', 'annotations', 0], token: 'hidden' },
    ],
    [
      'a refusal stop the reader does not look at',
      anthropic({ stop_details: { stop_reason: 'refusal' } }),
      { kind: 'unread_stop', format: 'anthropic', path: ['stop_details', 'stop_reason'], token: 'refusal' },
    ],
    [
      'a content filter in a completed response’s incomplete_details',
      {
        object: 'response',
        status: 'completed',
        incomplete_details: { reason: 'content_filter' },
        output: [],
      },
      {
        kind: 'unread_stop',
        path: ['incomplete_details', 'reason'],
        token: 'content_filter',
        detail: 'a content filter',
      },
    ],
    [
      'a LangChain generation_info stop',
      { type: 'ai', content: 'x', tool_calls: [], generation_info: { finish_reason: 'length' } },
      {
        kind: 'unread_stop',
        path: ['generation_info', 'finish_reason'],
        token: 'length',
        detail: 'the token limit',
      },
    ],
  ])('%s', (_, value, failure) => {
    for (const read of both(value))
      expect(read).toEqual({ ok: false, failure: expect.objectContaining(failure) })
  })

  test('a stream is witnessed as the response it assembles into (its early snapshots say in_progress)', () => {
    const events = [
      { type: 'response.created', response: { object: 'response', status: 'in_progress', output: [] } },
      {
        type: 'response.completed',
        response: {
          object: 'response',
          status: 'completed',
          output: [{ type: 'function_call', call_id: 'c', name: 'f', arguments: '{}' }],
        },
      },
    ]
    for (const read of both(events)) expect(read.ok).toBe(true)
  })
})

describe('the witness leaves a whole reading alone', () => {
  test.each([
    ['calls read by id', chat({ tool_calls: [toolCall('a', 'f'), toolCall('b', 'g')] })],
    ['text only', chat({ content: 'Hi.' }, 'stop')],
    [
      'a server tool under the default policy',
      {
        object: 'response',
        status: 'completed',
        output: [
          { type: 'web_search_call', id: 'ws', status: 'completed', action: { type: 'search', query: 'x' } },
          {
            type: 'message',
            role: 'assistant',
            status: 'completed',
            content: [{ type: 'output_text', text: 'x' }],
          },
        ],
      },
    ],
    [
      'a conversation whose user and tool messages hold what looks like calls',
      [
        { role: 'user', content: 'hi {"tool_calls": []}' },
        { role: 'assistant', content: null, tool_calls: [toolCall('a', 'f')] },
        { role: 'tool', tool_call_id: 'a', content: JSON.stringify({ finish_reason: 'length' }) },
        { role: 'assistant', content: 'done' },
      ],
    ],
  ])('%s', (_, value) => {
    for (const read of both(value)) expect(read.ok).toBe(true)
  })

  test('a reading that failed stays the failure it was (the witness never judges it)', () => {
    const cut = chat(
      { tool_calls: [toolCall('a', 'f')], extra: { tool_calls: [toolCall('b', 'g')] } },
      'length',
    )
    expect(readCalls(cut)).toMatchObject({ ok: false, failure: { kind: 'truncated' } })
  })

  test('serverTools: include asks for the server tool to be read (it is)', () => {
    const value = {
      type: 'message',
      role: 'assistant',
      content: [{ type: 'server_tool_use', id: 's', name: 'web_search', input: { query: 'x' } }],
      stop_reason: 'end_turn',
    }
    expect(readCalls(value, { serverTools: 'include' })).toMatchObject({
      ok: true,
      turn: { calls: [{ id: 's' }] },
    })
  })
})

describe('checkAmbiguity', () => {
  const options = normalizeReadOptions(undefined)
  const value = { tool_calls: [{ id: 'a', name: 'f' }] }
  const census = takeCensus(value, options)
  const shape = (
    name: string,
    calls: { name: string; id?: string; arguments?: JsonObject }[] | 'throws',
  ): Shape => ({
    name,
    format: 'canonical',
    matches: () => true,
    read: () => {
      if (calls === 'throws') throw new Error('no')
      return { format: 'canonical', calls: calls.map((call) => ({ arguments: {}, ...call })) }
    },
  })
  const chosen = shape('first', [{ name: 'f', id: 'a' }])
  const body = chosen.read(value, [], options)

  test('another shape that reads the value whole, with other calls: ambiguous, naming both', () => {
    const other = shape('second', [{ name: 'f', id: 'a' }, { name: 'g' }])
    expect(checkAmbiguity(value, ['x'], options, census, chosen, body, [other])).toEqual({
      kind: 'ambiguous_shape',
      format: 'canonical',
      path: ['x'],
      expected: ['first', 'second'],
    })
  })

  test.each([
    ['the same number of calls, another name', [{ name: 'g', id: 'a' }]],
    ['the same call, other arguments', [{ name: 'f', id: 'a', arguments: { x: 1 } }]],
  ])('another shape that reads the value whole: %s: ambiguous', (_, calls) => {
    expect(checkAmbiguity(value, [], options, census, chosen, body, [shape('other', calls)])).toMatchObject({
      kind: 'ambiguous_shape',
      expected: ['first', 'other'],
    })
  })

  test.each([
    ['no other shape', []],
    ['another reading the same calls', [shape('same', [{ name: 'f', id: 'a' }])]],
    ['another that cannot read the value', [shape('broken', 'throws')]],
    ['another that loses a call (no rival)', [shape('lossy', [])]],
  ])('%s: not ambiguous', (_, others) => {
    expect(checkAmbiguity(value, [], options, census, chosen, body, others)).toBeUndefined()
  })
})

describe('checkCensus', () => {
  const options = normalizeReadOptions(undefined)
  test('a lost marker without a name: the failure names its path and no token', () => {
    const census = { markers: [{ path: ['p', 0], server: false, pattern: false }], stops: [] }
    expect(checkCensus(census, [], 'openai-chat', ['x'], options)).toStrictEqual({
      kind: 'unread_call',
      format: 'openai-chat',
      path: ['x', 'p', 0],
    })
  })
})
