import { describe, expect, test } from 'vitest'
import { readRun } from '../../../src/read/run/index.js'
import type { RunReadResult } from '../../../src/read/run/types.js'
import { fixture, runFailure, runOk } from '../helpers.js'

const ok = runOk
const failure = runFailure

const call = (id: string, name: string, args = '{}') => ({
  id,
  type: 'function',
  function: { name, arguments: args },
})
const assistant = (...calls: object[]) => ({ role: 'assistant', content: null, tool_calls: calls })
const tool = (id: string, content: unknown) => ({ role: 'tool', tool_call_id: id, content })

describe('readRun: what is a run', () => {
  test.each([
    ['null', null],
    ['a number', 42],
    ['a boolean', true],
  ])('%s is a read failure', (_name, received) => {
    expect(failure(readRun(received)).kind).toBe('not_an_object')
  })

  test('an object of no known shape is a read failure', () => {
    expect(failure(readRun({ hello: 'world' })).kind).toBe('unknown_shape')
  })

  test('[] is a run with no steps', () => {
    expect(ok(readRun([]))).toEqual({ steps: [], format: 'canonical' })
  })

  test('a bare string is model text: no step, the text is the answer', () => {
    expect(ok(readRun('All done.'))).toEqual({ steps: [], answer: 'All done.', format: 'text' })
  })

  test('anything readCalls reads is a run of one step', () => {
    const run = ok(readRun(fixture('openai-chat/response-parallel-tool-calls.json')))
    expect(run.steps).toHaveLength(1)
    expect(run.steps[0]!.calls.length).toBeGreaterThan(1)
    expect(run.format).toBe('openai-chat')
    expect(ok(readRun('{"name":"search","arguments":{"q":"x"}}')).steps).toEqual([
      { calls: [{ name: 'search', arguments: { q: 'x' } }] },
    ])
  })

  test('a text-only conversation has no step and its last model text is the answer', () => {
    const run = ok(
      readRun([
        { role: 'user', content: 'hi' },
        { role: 'assistant', content: 'Hello!' },
      ]),
    )
    expect(run).toEqual({ steps: [], answer: 'Hello!', format: 'openai-chat' })
  })

  test('{ messages } (LangGraph state) is read as its conversation', () => {
    const run = ok(readRun({ messages: [assistant(call('c1', 'a')), tool('c1', 'x')] }))
    expect(run.steps[0]!.calls[0]).toMatchObject({ name: 'a', result: 'x', status: 'ok' })
  })

  test('a message of an unknown role makes the list unreadable', () => {
    expect(failure(readRun([{ role: 'critic', content: 'no' }])).kind).toBe('unknown_shape')
  })
})

describe('readRun: pairing', () => {
  test('a result pairs with its call by id, whatever the order of the results', () => {
    const run = ok(
      readRun([assistant(call('c1', 'a'), call('c2', 'b')), tool('c2', '"B"'), tool('c1', '"A"')]),
    )
    expect(run.steps[0]!.calls.map((c) => c.result)).toEqual(['A', 'B'])
  })

  test('a result that pairs with no call is a read failure naming it', () => {
    const found = failure(readRun([assistant(call('c1', 'a')), tool('c1', 'x'), tool('c9', 'y')]))
    expect(found).toMatchObject({
      kind: 'unpaired_result',
      token: 'c9',
      path: [2, 'content'],
      format: 'openai-chat',
    })
  })

  test('a result before any call is a read failure', () => {
    expect(failure(readRun([{ role: 'user', content: 'x' }, tool('c1', 'y')])).kind).toBe('unpaired_result')
  })

  test('an id reused while the earlier call awaits its result names both places', () => {
    const found = failure(readRun([assistant(call('c1', 'a')), assistant(call('c1', 'b'))]))
    // the first call was left unanswered when the model took its next turn
    expect(found.kind).toBe('unanswered_call')
    const same = failure(readRun([assistant(call('c1', 'a'), call('c1', 'b'))]))
    expect(same).toMatchObject({
      kind: 'duplicate_call_id',
      token: 'c1',
      path: [0, 'tool_calls', 1],
      other: [0, 'tool_calls', 0],
    })
  })

  test('an id reused after its result arrived pairs with the latest call', () => {
    const run = ok(
      readRun([assistant(call('c1', 'a')), tool('c1', '1'), assistant(call('c1', 'b')), tool('c1', '2')]),
    )
    expect(run.steps.map((s) => s.calls.map((c) => [c.name, c.result]))).toEqual([[['a', 1]], [['b', 2]]])
  })

  test('a call never answered at the end of the run has no result and no status', () => {
    const run = ok(readRun([assistant(call('c1', 'a'))]))
    expect(run.steps[0]!.calls[0]).toEqual({ name: 'a', arguments: {}, id: 'c1' })
  })

  test('a call left unanswered when the model takes another turn is a read failure', () => {
    const found = failure(
      readRun([
        assistant(call('c1', 'a'), call('c2', 'b')),
        tool('c1', 'x'),
        { role: 'assistant', content: 'done' },
      ]),
    )
    expect(found).toMatchObject({ kind: 'unanswered_call', token: 'b', path: [0, 'tool_calls', 1] })
  })

  test('without ids, a result pairs with the first unanswered call of that name in the preceding turn', () => {
    const run = ok(
      readRun([
        {
          role: 'model',
          parts: [
            { functionCall: { name: 'f', args: { n: 1 } } },
            { functionCall: { name: 'f', args: { n: 2 } } },
            { functionCall: { name: 'g', args: {} } },
          ],
        },
        {
          role: 'user',
          parts: [
            { functionResponse: { name: 'g', response: { v: 'G' } } },
            { functionResponse: { name: 'f', response: { v: 1 } } },
            { functionResponse: { name: 'f', response: { v: 2 } } },
          ],
        },
      ]),
    )
    expect(run.steps[0]!.calls.map((c) => [c.arguments, c.result])).toEqual([
      [{ n: 1 }, { v: 1 }],
      [{ n: 2 }, { v: 2 }],
      [{}, { v: 'G' }],
    ])
  })

  test('without ids, a result of a name not called in the preceding turn is a read failure', () => {
    const found = failure(
      readRun([
        { role: 'model', parts: [{ functionCall: { name: 'f', args: {} } }] },
        { role: 'user', parts: [{ functionResponse: { name: 'h', response: {} } }] },
      ]),
    )
    expect(found).toMatchObject({ kind: 'unpaired_result', token: 'h' })
  })

  test('the legacy function role answers by name', () => {
    const run = ok(
      readRun([
        { role: 'assistant', content: null, function_call: { name: 'f', arguments: '{"a":1}' } },
        { role: 'function', name: 'f', content: '{"ok":true}' },
      ]),
    )
    expect(run.steps[0]!.calls[0]).toEqual({
      name: 'f',
      arguments: { a: 1 },
      result: { ok: true },
      status: 'ok',
    })
  })
})

describe('readRun: results', () => {
  const anthropicResult = (content: unknown, extra: object = {}) =>
    readRun([
      { role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'f', input: {} }] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content, ...extra }] },
    ])
  const resultOf = (read: RunReadResult) => ok(read).steps[0]!.calls[0]!

  test.each([
    ['text holding JSON is parsed', '{"b":2,"a":[1]}', { a: [1], b: 2 }],
    ['a JSON number in text is the number', '42', 42],
    ['other text stays a string', 'Order not found', 'Order not found'],
    ['text that is almost JSON stays a string', '{"a":', '{"a":'],
    [
      'text blocks are joined, then parsed',
      [
        { type: 'text', text: '{"a":' },
        { type: 'text', text: '1}' },
      ],
      { a: 1 },
    ],
    [
      'text blocks not holding JSON are joined lines',
      [
        { type: 'text', text: 'one' },
        { type: 'text', text: 'two' },
      ],
      'one\ntwo',
    ],
    [
      'other blocks stay blocks',
      [
        { type: 'text', text: 'see' },
        { type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'AA' } },
      ],
      [
        { type: 'text', text: 'see' },
        { type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'AA' } },
      ],
    ],
  ])('%s', (_name, content, expected) => {
    expect(resultOf(anthropicResult(content)).result).toEqual(expected)
  })

  test('a single Bedrock JSON block is its value', () => {
    const read = readRun([
      { role: 'assistant', content: [{ toolUse: { toolUseId: 'b1', name: 'f', input: {} } }] },
      { role: 'user', content: [{ toolResult: { toolUseId: 'b1', content: [{ json: { x: [1, 2] } }] } }] },
    ])
    expect(resultOf(read)).toMatchObject({ result: { x: [1, 2] }, status: 'ok' })
  })

  test('a result that is not JSON data is a read failure at its path', () => {
    const found = failure(
      readRun({
        steps: [
          {
            content: [
              { type: 'tool-call', toolCallId: 'c', toolName: 'f', input: {} },
              { type: 'tool-result', toolCallId: 'c', toolName: 'f', output: { n: Number.NaN } },
            ],
          },
        ],
      }),
    )
    expect(found).toMatchObject({ kind: 'non_finite', path: ['steps', 0, 'content', 1, 'output', 'n'] })
  })

  test.each([
    ['Anthropic is_error', () => anthropicResult('boom', { is_error: true }), 'error'],
    ['Anthropic without is_error', () => anthropicResult('fine'), 'ok'],
    [
      'LangChain ToolMessage status',
      () =>
        readRun([
          { type: 'ai', content: '', tool_calls: [{ type: 'tool_call', id: 'l1', name: 'f', args: {} }] },
          { type: 'tool', tool_call_id: 'l1', content: 'boom', status: 'error' },
        ]),
      'error',
    ],
    [
      'Bedrock status error',
      () =>
        readRun([
          { role: 'assistant', content: [{ toolUse: { toolUseId: 'b1', name: 'f', input: {} } }] },
          {
            role: 'user',
            content: [{ toolResult: { toolUseId: 'b1', content: [{ text: 'boom' }], status: 'error' } }],
          },
        ]),
      'error',
    ],
    [
      'AI SDK tool-error',
      () =>
        readRun({
          steps: [
            {
              content: [
                { type: 'tool-call', toolCallId: 'c', toolName: 'f', input: {} },
                { type: 'tool-error', toolCallId: 'c', toolName: 'f', input: {}, error: new Error('boom') },
              ],
            },
          ],
        }),
      'error',
    ],
    [
      'vitest-evals status error',
      () =>
        readRun({ result: 'x', toolCalls: [{ name: 'f', arguments: {}, status: 'error', result: 'boom' }] }),
      'error',
    ],
    [
      'AI SDK UI output-denied',
      () =>
        readRun([
          {
            role: 'assistant',
            parts: [{ type: 'tool-f', toolCallId: 'c', state: 'output-denied', input: {} }],
          },
        ]),
      'denied',
    ],
    [
      'AI SDK model message execution-denied',
      () =>
        readRun([
          { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c', toolName: 'f', input: {} }] },
          {
            role: 'tool',
            content: [
              {
                type: 'tool-result',
                toolCallId: 'c',
                toolName: 'f',
                output: { type: 'execution-denied', reason: 'no' },
              },
            ],
          },
        ]),
      'denied',
    ],
    [
      'AI SDK approval request',
      () =>
        readRun({
          steps: [
            {
              content: [
                { type: 'tool-call', toolCallId: 'c', toolName: 'f', input: {} },
                { type: 'tool-approval-request', approvalId: 'a', toolCallId: 'c' },
              ],
            },
          ],
        }),
      'approval_requested',
    ],
  ])('status: %s', (_name, read, status) => {
    // Read inside the test, not when the table is built: only then does a mutation run see the reading.
    expect(resultOf(read()).status).toBe(status)
  })

  test('an Error thrown by a tool is its message', () => {
    const read = readRun({
      steps: [
        {
          content: [
            { type: 'tool-call', toolCallId: 'c', toolName: 'f', input: {} },
            { type: 'tool-error', toolCallId: 'c', toolName: 'f', input: {}, error: new Error('boom') },
          ],
        },
      ],
    })
    expect(resultOf(read).result).toBe('boom')
  })

  test('a denied call may stay without result while the run goes on', () => {
    const run = ok(
      readRun([
        {
          role: 'assistant',
          parts: [
            { type: 'step-start' },
            { type: 'tool-refund', toolCallId: 'c1', state: 'output-denied', input: {} },
            { type: 'step-start' },
            { type: 'text', text: 'Refund cancelled.' },
          ],
        },
      ]),
    )
    expect(run.answer).toBe('Refund cancelled.')
  })
})

describe('readRun: broken input never throws', () => {
  test('a throwing getter is an unreadable failure', () => {
    const hostile = [
      assistant(call('c1', 'a')),
      new Proxy(
        { role: 'tool', tool_call_id: 'c1' },
        {
          get(target, key) {
            if (key === 'content') throw new Error('boom')
            return Reflect.get(target, key)
          },
        },
      ),
    ]
    expect(failure(readRun(hostile)).kind).toBe('unreadable')
  })

  test('a streaming (partial) call is a read failure, not a call with half its arguments', () => {
    const found = failure(
      readRun([
        {
          role: 'assistant',
          parts: [{ type: 'tool-f', toolCallId: 'c', state: 'input-streaming', input: { a: 'par' } }],
        },
      ]),
    )
    expect(found).toMatchObject({
      kind: 'truncated',
      path: [0, 'parts', 0, 'state'],
      token: 'input-streaming',
    })
  })

  test("an unknown AI SDK part is unknown_item at its place, skipped under unknownItems: 'ignore'", () => {
    const result = {
      steps: [
        {
          content: [
            { type: 'tool-telepathy', toolCallId: 'c' },
            { type: 'text', text: 'Hi.' },
          ],
        },
      ],
    }
    expect(failure(readRun(result))).toEqual({
      kind: 'unknown_item',
      path: ['steps', 0, 'content', 0],
      token: 'tool-telepathy',
      format: 'vercel-ai',
    })
    expect(ok(readRun(result, { unknownItems: 'ignore' }))).toEqual({
      steps: [],
      answer: 'Hi.',
      format: 'vercel-ai',
    })
    const untyped = { steps: [{ content: [{ text: 'Hi.' }] }] }
    expect(failure(readRun(untyped))).toMatchObject({ kind: 'unknown_item', token: 'untyped part' })
    const messages = [
      { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c', toolName: 'f', input: {} }] },
      { role: 'tool', content: [{ type: 'tool-telepathy' }] },
    ]
    expect(failure(readRun(messages))).toMatchObject({ kind: 'unknown_shape', path: [1] })
  })

  test('broken arguments inside a conversation fail like readCalls', () => {
    const found = failure(readRun([assistant(call('c1', 'a', '{"x":'))]))
    expect(found).toMatchObject({ kind: 'arguments_not_json', format: 'openai-chat' })
  })
})

describe('readRun: live LangChain message instances', () => {
  class Message {
    lc_serializable = true
    lc_kwargs: Record<string, unknown>
    additional_kwargs = {}
    response_metadata = {}
    constructor(
      public content: string,
      fields: Record<string, unknown>,
    ) {
      this.lc_kwargs = { content, ...fields }
      Object.assign(this, fields)
    }
  }
  class AIMessage extends Message {
    _getType() {
      return 'ai'
    }
  }
  class ToolMessage extends Message {
    getType() {
      return 'tool'
    }
  }
  class HumanMessage extends Message {
    _getType() {
      return 'human'
    }
  }

  test('instances are read through their getType methods, results by tool_call_id', () => {
    const run = ok(
      readRun([
        new HumanMessage('Refund A-77', {}),
        new AIMessage('', {
          tool_calls: [{ name: 'get_order', args: { id: 'A-77' }, id: 't1', type: 'tool_call' }],
        }),
        new ToolMessage('{"order":{"id":"A-77"}}', {
          tool_call_id: 't1',
          name: 'get_order',
          status: 'success',
        }),
        new AIMessage('Done.', { tool_calls: [] }),
      ]),
    )
    expect(run).toEqual({
      steps: [
        {
          calls: [
            {
              name: 'get_order',
              arguments: { id: 'A-77' },
              id: 't1',
              result: { order: { id: 'A-77' } },
              status: 'ok',
            },
          ],
        },
      ],
      answer: 'Done.',
      format: 'langchain',
    })
  })

  test('a getType that throws makes the message unknown, not a crash', () => {
    const broken = {
      getType() {
        throw new Error('boom')
      },
    }
    expect(failure(readRun([broken])).kind).toBe('unknown_shape')
  })
})

describe('readRun: AI SDK 4 shapes', () => {
  test('steps with toolCalls and toolResults (args, result)', () => {
    const run = ok(
      readRun({
        text: 'Done.',
        steps: [
          {
            stepType: 'initial',
            text: '',
            toolCalls: [{ type: 'tool-call', toolCallId: 'c1', toolName: 'get_order', args: { id: 'A' } }],
            toolResults: [
              {
                type: 'tool-result',
                toolCallId: 'c1',
                toolName: 'get_order',
                args: { id: 'A' },
                result: { total: 5 },
              },
            ],
            finishReason: 'tool-calls',
          },
          { stepType: 'tool-result', text: 'Done.', toolCalls: [], toolResults: [], finishReason: 'stop' },
        ],
      }),
    )
    expect(run).toEqual({
      steps: [
        {
          calls: [
            { name: 'get_order', arguments: { id: 'A' }, id: 'c1', result: { total: 5 }, status: 'ok' },
          ],
        },
      ],
      answer: 'Done.',
      format: 'vercel-ai',
    })
  })

  test('model messages with result and isError', () => {
    const run = ok(
      readRun([
        { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c1', toolName: 'f', args: {} }] },
        {
          role: 'tool',
          content: [{ type: 'tool-result', toolCallId: 'c1', toolName: 'f', result: 'boom', isError: true }],
        },
        { role: 'assistant', content: 'Sorry.' },
      ]),
    )
    expect(run.steps[0]!.calls[0]).toMatchObject({ result: 'boom', status: 'error' })
    expect(run.answer).toBe('Sorry.')
  })

  test('AI SDK 5 typed text output in model messages', () => {
    const run = ok(
      readRun([
        { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c1', toolName: 'f', input: {} }] },
        {
          role: 'tool',
          content: [
            { type: 'tool-result', toolCallId: 'c1', toolName: 'f', output: { type: 'text', value: 'fine' } },
          ],
        },
      ]),
    )
    expect(run.steps[0]!.calls[0]).toMatchObject({ result: 'fine', status: 'ok' })
  })

  test('UI tool invocations: a partial call fails; a call waiting for its result has none', () => {
    const partial = [
      {
        role: 'assistant',
        parts: [
          {
            type: 'tool-invocation',
            toolInvocation: { state: 'partial-call', toolCallId: 'c', toolName: 'f', args: {} },
          },
        ],
      },
    ]
    expect(failure(readRun(partial))).toMatchObject({
      kind: 'truncated',
      path: [0, 'parts', 0, 'toolInvocation', 'state'],
      token: 'partial-call',
    })
    const waiting = [
      {
        role: 'assistant',
        parts: [
          {
            type: 'tool-invocation',
            toolInvocation: { state: 'call', step: 0, toolCallId: 'c', toolName: 'f', args: { a: 1 } },
          },
        ],
      },
    ]
    expect(ok(readRun(waiting)).steps).toEqual([{ calls: [{ name: 'f', arguments: { a: 1 }, id: 'c' }] }])
  })

  test('UI dynamic tools, refused approvals', () => {
    const run = ok(
      readRun([
        {
          role: 'assistant',
          parts: [
            {
              type: 'dynamic-tool',
              toolName: 'mcp_search',
              toolCallId: 'c1',
              state: 'output-available',
              input: { q: 'x' },
              output: [1],
            },
            {
              type: 'tool-refund',
              toolCallId: 'c2',
              state: 'approval-responded',
              input: {},
              approval: { id: 'a', approved: false },
            },
          ],
        },
      ]),
    )
    expect(run.steps[0]!.calls.map((call) => [call.name, call.status])).toEqual([
      ['mcp_search', 'ok'],
      ['refund', 'denied'],
    ])
  })
})

describe('one model message given alone', () => {
  test.each<[string, object, object]>([
    [
      'OpenAI chat text',
      { role: 'assistant', content: 'Hello there.' },
      { steps: [], answer: 'Hello there.' },
    ],
    ['Gemini model content', { role: 'model', parts: [{ text: 'Hi.' }] }, { steps: [], answer: 'Hi.' }],
    ['a LangChain AIMessage dict', { type: 'ai', content: 'Hi.' }, { steps: [], answer: 'Hi.' }],
    [
      'an OpenAI chat message with a call: no answer',
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'c', type: 'function', function: { name: 'f', arguments: '{}' } }],
      },
      { steps: [{ calls: [{ name: 'f', arguments: {}, id: 'c' }] }] },
    ],
  ])('%s reads as the run [message] is, its text the answer', (_, message, expected) => {
    const read = readRun(message)
    expect(
      read.ok && {
        steps: read.run.steps,
        ...(read.run.answer === undefined ? {} : { answer: read.run.answer }),
      },
    ).toEqual(expected)
  })

  test('a message that fails keeps its failure at its own paths', () => {
    const message = {
      role: 'assistant',
      content: null,
      tool_calls: [{ id: 'c', type: 'function', function: { name: 'f', arguments: '{bad' } }],
    }
    expect(readRun(message)).toMatchObject({
      ok: false,
      failure: { kind: 'arguments_not_json', path: ['tool_calls', 0, 'function', 'arguments'] },
    })
  })
})
