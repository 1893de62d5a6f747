import { describe, expect, test } from 'vitest'
import { type CensusOptions, EMPTY_CENSUS, takeCensus } from '../../../src/read/witness/census.js'

const OPTIONS = { choice: 'unchosen', maxDepth: 64 } as const

/** The markers of a census as plain data. */
const markersOf = (value: unknown, options: CensusOptions = OPTIONS) => takeCensus(value, options).markers
const stopsOf = (value: unknown, options: CensusOptions = OPTIONS) => takeCensus(value, options).stops

describe('takeCensus: call markers', () => {
  test.each([
    [
      'an OpenAI tool_calls element',
      {
        role: 'assistant',
        tool_calls: [{ id: 'c1', type: 'function', function: { name: 'f', arguments: '{}' } }],
      },
      { path: ['tool_calls', 0], id: 'c1', name: 'f', server: false, pattern: false },
    ],
    [
      'an AI SDK toolCalls element',
      { toolCalls: [{ type: 'tool-call', toolCallId: 'c1', toolName: 'f', input: {} }] },
      { path: ['toolCalls', 0], id: 'c1', name: 'f', server: false, pattern: false },
    ],
    [
      'a LangChain tool_call_chunks element without id',
      { tool_call_chunks: [{ name: 'f', args: '{', index: 0 }] },
      { path: ['tool_call_chunks', 0], name: 'f', server: false, pattern: false },
    ],
    [
      'an AI SDK 4 toolInvocations element',
      { role: 'assistant', toolInvocations: [{ toolCallId: 'c1', toolName: 'f', args: {}, state: 'call' }] },
      { path: ['toolInvocations', 0], id: 'c1', name: 'f', server: false, pattern: false },
    ],
    [
      'a LangChain invalid_tool_calls element',
      { type: 'ai', invalid_tool_calls: [{ id: 'c1', name: 'f', args: '{', error: 'x' }] },
      { path: ['invalid_tool_calls', 0], id: 'c1', name: 'f', server: false, pattern: false },
    ],
    [
      'a Gemini functionCall member',
      { parts: [{ functionCall: { name: 'f', args: {} } }] },
      { path: ['parts', 0, 'functionCall'], name: 'f', server: false, pattern: false },
    ],
    [
      'a Bedrock toolUse member',
      { content: [{ toolUse: { toolUseId: 't1', name: 'f', input: {} } }] },
      { path: ['content', 0, 'toolUse'], id: 't1', name: 'f', server: false, pattern: false },
    ],
    [
      "OpenAI's legacy function_call member",
      { role: 'assistant', content: null, function_call: { name: 'f', arguments: '{}' } },
      { path: ['function_call'], name: 'f', server: false, pattern: false },
    ],
    [
      'a Responses function_call item (call_id before id)',
      { output: [{ type: 'function_call', id: 'fc_1', call_id: 'call_1', name: 'f', arguments: '{}' }] },
      { path: ['output', 0], id: 'call_1', name: 'f', server: false, pattern: false },
    ],
    [
      'an Agents SDK item (callId)',
      { type: 'tool_call_item', rawItem: { type: 'function_call', callId: 'call_1', name: 'f' } },
      { path: ['rawItem'], id: 'call_1', name: 'f', server: false, pattern: false },
    ],
    [
      'a Responses custom_tool_call',
      { output: [{ type: 'custom_tool_call', call_id: 'c', name: 'f', input: 'x' }] },
      { path: ['output', 0], id: 'c', name: 'f', server: false, pattern: false },
    ],
    [
      'a Responses computer_call (named by its type)',
      { output: [{ type: 'computer_call', call_id: 'c', action: {} }] },
      { path: ['output', 0], id: 'c', name: 'computer', server: false, pattern: false },
    ],
    [
      'a Responses web_search_call (the server’s)',
      { output: [{ type: 'web_search_call', id: 'ws', status: 'completed' }] },
      { path: ['output', 0], id: 'ws', name: 'web_search', server: true, pattern: false },
    ],
    [
      'a client tool_search_call',
      { output: [{ type: 'tool_search_call', id: 'ts', execution: 'client' }] },
      { path: ['output', 0], id: 'ts', name: 'tool_search', server: false, pattern: false },
    ],
    [
      'a Responses *_call of a type no reader names',
      { output: [{ type: 'hologram_call', id: 'h' }] },
      { path: ['output', 0], id: 'h', name: 'hologram', server: false, pattern: true },
    ],
    [
      'an Anthropic tool_use block',
      { role: 'assistant', content: [{ type: 'tool_use', id: 't', name: 'f', input: {} }] },
      { path: ['content', 0], id: 't', name: 'f', server: false, pattern: false },
    ],
    [
      'an Anthropic server_tool_use block',
      { content: [{ type: 'server_tool_use', id: 's', name: 'web_search', input: {} }] },
      { path: ['content', 0], id: 's', name: 'web_search', server: true, pattern: false },
    ],
    [
      'an Anthropic mcp_tool_use block',
      { content: [{ type: 'mcp_tool_use', id: 'm', name: 'f', server_name: 'x', input: {} }] },
      { path: ['content', 0], id: 'm', name: 'f', server: true, pattern: false },
    ],
    [
      'an Agents SDK hosted_tool_call item',
      { output: [{ type: 'hosted_tool_call', id: 'h', name: 'web_search_call', status: 'completed' }] },
      { path: ['output', 0], id: 'h', name: 'web_search_call', server: true, pattern: false },
    ],
    [
      'a LangChain server_tool_call block',
      { type: 'ai', content: [{ type: 'server_tool_call', id: 's', name: 'web_search', args: {} }] },
      { path: ['content', 0], id: 's', name: 'web_search', server: true, pattern: false },
    ],
    [
      'an AI SDK tool-call part, provider-executed',
      { content: [{ type: 'tool-call', toolCallId: 'c', toolName: 'f', input: {}, providerExecuted: true }] },
      { path: ['content', 0], id: 'c', name: 'f', server: true, pattern: false },
    ],
    [
      'a LangChain tool_call content block',
      { content: [{ type: 'tool_call', id: 'c', name: 'f', args: {} }] },
      { path: ['content', 0], id: 'c', name: 'f', server: false, pattern: false },
    ],
    [
      'an AI SDK 5 tool-<name> UI part',
      {
        role: 'assistant',
        parts: [{ type: 'tool-weather', toolCallId: 'c', state: 'input-available', input: {} }],
      },
      { path: ['parts', 0], id: 'c', name: 'weather', server: false, pattern: true },
    ],
    [
      'an AI SDK dynamic-tool UI part',
      {
        parts: [
          { type: 'dynamic-tool', toolCallId: 'c', toolName: 'f', state: 'input-available', input: {} },
        ],
      },
      { path: ['parts', 0], id: 'c', name: 'f', server: false, pattern: false },
    ],
    [
      'an AI SDK 4 tool-invocation part, provider-executed inside',
      {
        parts: [
          {
            type: 'tool-invocation',
            toolInvocation: {
              toolCallId: 'c',
              toolName: 'f',
              state: 'call',
              args: {},
              providerExecuted: true,
            },
          },
        ],
      },
      { path: ['parts', 0], id: 'c', name: 'f', server: true, pattern: false },
    ],
    [
      'a UI stream tool-input-available chunk',
      [{ type: 'tool-input-available', toolCallId: 'c', toolName: 'f', input: {} }],
      { path: [0], id: 'c', name: 'f', server: false, pattern: false },
    ],
    [
      'an OpenAI chunk delta without id or name (a continuation)',
      { choices: [{ delta: { tool_calls: [{ index: 0, function: { arguments: '{}' } }] } }] },
      { path: ['choices', 0, 'delta', 'tool_calls', 0], server: false, pattern: false },
    ],
  ])('%s', (_, value, marker) => {
    expect(markersOf(value)).toStrictEqual([marker])
  })

  test('markers come in the order the walk meets them, one per call place', () => {
    const value = {
      role: 'assistant',
      content: [{ type: 'tool_use', id: 'a', name: 'f', input: {} }],
      tool_calls: [{ id: 'a', name: 'f', args: {} }],
    }
    expect(markersOf(value).map((marker) => marker.path)).toEqual([
      ['content', 0],
      ['tool_calls', 0],
    ])
  })
})

describe('takeCensus: what is not a marker', () => {
  const call = { type: 'tool_use', id: 'x', name: 'hidden', input: {} }
  test.each([
    ['a call’s arguments', { type: 'function_call', call_id: 'c', name: 'f', arguments: { inner: call } }, 1],
    [
      'an AI SDK input',
      { content: [{ type: 'tool-call', toolCallId: 'c', toolName: 'f', input: { call } }] },
      1,
    ],
    [
      'a tool_calls element’s own nested calls',
      { tool_calls: [{ id: 'c', function: { name: 'f' }, more: call }] },
      1,
    ],
    ['a tool message', [{ role: 'tool', tool_call_id: 'c', content: [call] }], 0],
    ['a user message', [{ role: 'user', content: [call] }], 0],
    ['a system message', [{ role: 'system', content: [call] }], 0],
    ['a developer message', [{ role: 'developer', content: [call] }], 0],
    [
      'a Gemini user content (functionResponse)',
      [{ role: 'user', parts: [{ functionCall: { name: 'f' } }] }],
      0,
    ],
    ['a functionResponse', { parts: [{ functionResponse: { name: 'f', response: { call } } }] }, 0],
    ['a Bedrock toolResult', { content: [{ toolResult: { toolUseId: 't', content: [call] } }] }, 0],
    [
      'an Anthropic tool_result',
      { content: [{ type: 'tool_result', tool_use_id: 't', content: [call] }] },
      0,
    ],
    ['a *_tool_result block', { content: [{ type: 'web_search_tool_result', content: [call] }] }, 0],
    ['a function_call_output', [{ type: 'function_call_output', call_id: 'c', output: [call] }], 0],
    ['a *_call_output item', [{ type: 'computer_call_output', call_id: 'c', output: call }], 0],
    ['an Agents SDK output item', [{ type: 'tool_call_output_item', rawItem: call }], 0],
    ['an Agents SDK function_call_result', [{ type: 'function_call_result', callId: 'c', output: call }], 0],
    ['an AI SDK tool-result part', { content: [{ type: 'tool-result', toolCallId: 'c', output: call }] }, 0],
    ['an AI SDK tool-error part', { content: [{ type: 'tool-error', toolCallId: 'c', error: call }] }, 0],
    ['AI SDK toolResults', { toolResults: [call] }, 0],
    ['a LangChain ToolMessage dict', [{ type: 'tool', data: { content: [call] } }], 0],
    ['a LangChain human message dict', [{ type: 'human', data: { content: [call] } }], 0],
    [
      'a serialised ToolMessage',
      [
        {
          lc: 1,
          type: 'constructor',
          id: ['langchain_core', 'messages', 'ToolMessage'],
          kwargs: { x: call },
        },
      ],
      0,
    ],
    [
      'the tools offered',
      { tools: [{ type: 'function', function: { name: 'f' } }, call], tool_choice: call },
      0,
    ],
    [
      'the request sent',
      { request: { body: { messages: [{ role: 'assistant', tool_calls: [{ id: 'c' }] }] } } },
      0,
    ],
    ['the raw body', { response: { body: { content: [call] } } }, 0],
    ['a type that only looks like a call', [{ type: 'tool_call_item_summary' }, { type: 'function' }], 0],
    ['a tool_calls that is no array', { tool_calls: 'none' }, 0],
    ['a functionCall that is no object', { functionCall: 'auto', function_call: 'none' }, 0],
    ['typed arrays', { data: new Uint8Array(4) }, 0],
  ])('%s', (_, value, count) => {
    expect(markersOf(value)).toHaveLength(count)
  })

  test('a value with nothing to account for is the shared empty census (no allocation)', () => {
    expect(takeCensus({ role: 'assistant', content: 'Hi.' }, OPTIONS)).toBe(EMPTY_CENSUS)
    expect(takeCensus([1, 'two', null], OPTIONS)).toBe(EMPTY_CENSUS)
    expect(takeCensus('text', OPTIONS)).toBe(EMPTY_CENSUS)
  })

  test('with a choice named, only that choice is walked', () => {
    const value = {
      choices: [
        { message: { role: 'assistant', content: 'a' }, finish_reason: 'stop' },
        {
          message: { role: 'assistant', tool_calls: [{ id: 'c', function: { name: 'f' } }] },
          finish_reason: 'length',
        },
      ],
    }
    expect(takeCensus(value, { choice: 0, maxDepth: 64 })).toBe(EMPTY_CENSUS)
    expect(takeCensus(value, { choice: 1, maxDepth: 64 }).markers).toHaveLength(1)
    expect(takeCensus(value, { choice: 5, maxDepth: 64 })).toBe(EMPTY_CENSUS)
    expect(takeCensus(value, OPTIONS).stops).toHaveLength(1)
  })

  test('the walk stops at the depth bound', () => {
    let deep: unknown = { tool_calls: [{ id: 'c', function: { name: 'f' } }] }
    for (let index = 0; index < 10; index++) deep = { next: deep }
    expect(takeCensus(deep, { choice: 'unchosen', maxDepth: 20 }).markers).toHaveLength(1)
    expect(takeCensus(deep, { choice: 'unchosen', maxDepth: 5 })).toBe(EMPTY_CENSUS)
  })

  test('a throwing getter or Proxy trap ends the walk without throwing; what was found before stands', () => {
    const value = {
      content: [{ type: 'tool_use', id: 't', name: 'f', input: {} }],
      get boom(): never {
        throw new Error('boom')
      },
    }
    expect(markersOf(value)).toHaveLength(1)
    const revocable = Proxy.revocable({}, {})
    revocable.revoke()
    expect(takeCensus(revocable.proxy, OPTIONS)).toBe(EMPTY_CENSUS)
    expect(takeCensus({ a: revocable.proxy }, OPTIONS)).toBe(EMPTY_CENSUS)
  })

  test('a cycle is walked only to the depth bound', () => {
    const cycle: Record<string, unknown> = { role: 'assistant' }
    cycle.self = cycle
    expect(takeCensus(cycle, OPTIONS)).toBe(EMPTY_CENSUS)
  })

  test('a huge sparse array costs a bounded walk', () => {
    const sparse: unknown[] = []
    sparse.length = 50_000_000
    // A hang here is caught by the hang bound; the walk visits the holes it meets, never 50 million of them.
    expect(takeCensus({ items: sparse }, OPTIONS)).toBe(EMPTY_CENSUS)
  })
})

describe('takeCensus: stop signals', () => {
  test.each([
    [
      'OpenAI finish_reason length',
      { choices: [{ finish_reason: 'length' }] },
      ['choices', 0, 'finish_reason'],
      'cut',
    ],
    [
      'OpenAI content_filter',
      { choices: [{ finish_reason: 'content_filter' }] },
      ['choices', 0, 'finish_reason'],
      'filtered',
    ],
    ['Anthropic max_tokens', { stop_reason: 'max_tokens' }, ['stop_reason'], 'cut'],
    ['Anthropic context window', { stop_reason: 'model_context_window_exceeded' }, ['stop_reason'], 'cut'],
    ['Anthropic refusal', { stop_reason: 'refusal' }, ['stop_reason'], 'filtered'],
    [
      'Gemini MAX_TOKENS',
      { candidates: [{ finishReason: 'MAX_TOKENS' }] },
      ['candidates', 0, 'finishReason'],
      'cut',
    ],
    [
      'Gemini SAFETY',
      { candidates: [{ finishReason: 'SAFETY' }] },
      ['candidates', 0, 'finishReason'],
      'filtered',
    ],
    [
      'Gemini RECITATION',
      { candidates: [{ finishReason: 'RECITATION' }] },
      ['candidates', 0, 'finishReason'],
      'filtered',
    ],
    [
      'Gemini MALFORMED_FUNCTION_CALL',
      { finishReason: 'MALFORMED_FUNCTION_CALL' },
      ['finishReason'],
      'failed',
    ],
    ['Gemini TOO_MANY_TOOL_CALLS', { finishReason: 'TOO_MANY_TOOL_CALLS' }, ['finishReason'], 'failed'],
    [
      'Gemini prompt block',
      { promptFeedback: { blockReason: 'OTHER' } },
      ['promptFeedback', 'blockReason'],
      'filtered',
    ],
    ['Bedrock max_tokens', { stopReason: 'max_tokens' }, ['stopReason'], 'cut'],
    ['Bedrock guardrail', { stopReason: 'guardrail_intervened' }, ['stopReason'], 'filtered'],
    ['Bedrock malformed_tool_use', { stopReason: 'malformed_tool_use' }, ['stopReason'], 'failed'],
    ['Ollama done_reason length', { done: true, done_reason: 'length' }, ['done_reason'], 'cut'],
    ['Cohere MAX_TOKENS', { finish_reason: 'MAX_TOKENS' }, ['finish_reason'], 'cut'],
    ['Cohere ERROR', { finish_reason: 'ERROR' }, ['finish_reason'], 'failed'],
    ['Cohere TIMEOUT', { finish_reason: 'TIMEOUT' }, ['finish_reason'], 'failed'],
    ['AI SDK length', { steps: [{ finishReason: 'length' }] }, ['steps', 0, 'finishReason'], 'cut'],
    ['AI SDK content-filter', { finishReason: 'content-filter' }, ['finishReason'], 'filtered'],
    ['AI SDK error', { finishReason: 'error' }, ['finishReason'], 'failed'],
    [
      'LangChain response_metadata',
      { type: 'ai', response_metadata: { stop_reason: 'max_tokens' } },
      ['response_metadata', 'stop_reason'],
      'cut',
    ],
    ['a Responses status failed', { object: 'response', status: 'failed', output: [] }, ['status'], 'failed'],
    [
      'a Responses status cancelled',
      { object: 'response', status: 'cancelled', output: [] },
      ['status'],
      'failed',
    ],
    ['a Responses status in_progress', { status: 'in_progress', output: [] }, ['status'], 'unfinished'],
    ['a Responses status queued', { object: 'response', status: 'queued' }, ['status'], 'unfinished'],
    ['a Responses status incomplete', { object: 'response', status: 'incomplete' }, ['status'], 'unfinished'],
    [
      'incomplete_details max_output_tokens',
      { incomplete_details: { reason: 'max_output_tokens' } },
      ['incomplete_details', 'reason'],
      'cut',
    ],
    [
      'incomplete_details content_filter',
      { incomplete_details: { reason: 'content_filter' } },
      ['incomplete_details', 'reason'],
      'filtered',
    ],
    ['a stream error event', [{ type: 'error', error: { message: 'overloaded' } }], [0, 'type'], 'failed'],
  ])('%s', (_, value, path, kind) => {
    expect(stopsOf(value)).toEqual([expect.objectContaining({ path, class: kind })])
  })

  test.each([
    [
      'a finish that says nothing of a loss',
      { choices: [{ finish_reason: 'stop' }], stop_reason: 'end_turn' },
    ],
    [
      'a stop for tools',
      { finish_reason: 'tool_calls', finishReason: 'tool-calls', stop_reason: 'tool_use' },
    ],
    ['a completed response', { object: 'response', status: 'completed', output: [] }],
    [
      'an output item’s status',
      { object: 'response', status: 'completed', output: [{ type: 'message', status: 'incomplete' }] },
    ],
    ['a tool part’s status', { parts: [{ type: 'text', status: 'failed' }] }],
    ['a status of an object that is no response', { status: 'failed' }],
    ['an unspecified block reason', { promptFeedback: { blockReason: 'BLOCK_REASON_UNSPECIFIED' } }],
    ['incomplete_details null', { object: 'response', status: 'completed', incomplete_details: null }],
    ['a stop inside a tool result', [{ role: 'tool', content: { finish_reason: 'length' } }]],
    [
      'a stop inside arguments',
      { tool_calls: [{ id: 'c', function: { name: 'f', arguments: { finish_reason: 'length' } } }] },
    ],
    ['a stop value that is no string', { finish_reason: 7, stop_reason: null }],
  ])('%s is none', (_, value) => {
    expect(stopsOf(value)).toEqual([])
  })
})

describe('takeCensus: untyped calls', () => {
  test.each([
    [
      'a canonical call',
      [{ name: 'f', arguments: {}, id: 'c' }],
      { path: [0], id: 'c', name: 'f', server: false, pattern: false },
    ],
    [
      'an Action IR call',
      { decision: 'CALL', calls: [{ name: 'f', arguments: {} }] },
      { path: ['calls', 0], name: 'f', server: false, pattern: false },
    ],
    [
      'an MCP tools/call request',
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'f' } },
      { path: [], name: 'f', server: false, pattern: false },
    ],
  ])('%s', (_, value, marker) => {
    expect(markersOf(value)).toEqual([marker])
  })

  test.each([
    ['a name without arguments', { name: 'f' }],
    ['a name that is no string, with arguments', { name: 7, arguments: {} }],
    ['a tool definition', { name: 'f', parameters: {} }],
    ['another MCP method', { jsonrpc: '2.0', id: 1, method: 'tools/list', params: { name: 'x' } }],
  ])('%s is none', (_, value) => {
    expect(markersOf(value)).toEqual([])
  })
})

describe('takeCensus: a marker’s name and side are what the call or its type says', () => {
  test.each([
    [
      'a tool-call part without toolName',
      { content: [{ type: 'tool-call', toolCallId: 'c' }] },
      ['content', 0],
    ],
    [
      'a tool-invocation part without toolName',
      { parts: [{ type: 'tool-invocation', toolInvocation: { toolCallId: 'c', state: 'call' } }] },
      ['parts', 0],
    ],
    ['a tool-input-start chunk without toolName', [{ type: 'tool-input-start', toolCallId: 'c' }], [0]],
    [
      'a function_call item without name',
      { output: [{ type: 'function_call', call_id: 'c' }] },
      ['output', 0],
    ],
    [
      'a custom_tool_call item without name',
      { output: [{ type: 'custom_tool_call', call_id: 'c' }] },
      ['output', 0],
    ],
    ['a tool_call block without name', { content: [{ type: 'tool_call', id: 'c' }] }, ['content', 0]],
    ['a tool_use block without name', { content: [{ type: 'tool_use', id: 'c' }] }, ['content', 0]],
    [
      'a tool_calls element whose function is null',
      { tool_calls: [{ id: 'c', type: 'function', function: null }] },
      ['tool_calls', 0],
    ],
  ])('%s: no name (its type names no tool)', (_, value, path) => {
    expect(markersOf(value)).toStrictEqual([{ path, id: 'c', server: false, pattern: false }])
  })

  test.each([
    [
      'a web_search_call, even with execution: client (only tool_search has a client side)',
      { output: [{ type: 'web_search_call', id: 'c', execution: 'client' }] },
      { path: ['output', 0], id: 'c', name: 'web_search', server: true, pattern: false },
    ],
    [
      'a tool_search_call the server runs',
      { output: [{ type: 'tool_search_call', id: 'c', execution: 'server' }] },
      { path: ['output', 0], id: 'c', name: 'tool_search', server: true, pattern: false },
    ],
    [
      'an MCP tools/call request with arguments (one call, its params not a second)',
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'f', arguments: { q: 1 } } },
      { path: [], name: 'f', server: false, pattern: false },
    ],
  ])('%s', (_, value, marker) => {
    expect(markersOf(value)).toStrictEqual([marker])
  })

  test('an untyped call with an empty type is still a call', () => {
    expect(markersOf([{ type: '', name: 'f', arguments: {} }])).toEqual([
      expect.objectContaining({ path: [0], name: 'f' }),
    ])
  })
})

describe('takeCensus: which objects are walked', () => {
  const call = { type: 'tool_use', id: 't', name: 'f', input: {} }
  const chatCall = { id: 'c', function: { name: 'f' } }
  test.each([
    [
      'primitives and null in a call array are no calls',
      { tool_calls: ['x', null, 7, chatCall] },
      [['tool_calls', 3]],
    ],
    ['a functionCall or toolUse that is a number or a boolean', { functionCall: 0, toolUse: true }, []],
    ['a typed array, whatever own fields it has', { data: Object.assign(new Uint8Array(2), { call }) }, []],
    [
      'a serialised constructor without id',
      [{ lc: 1, type: 'constructor', kwargs: { call } }],
      [[0, 'kwargs', 'call']],
    ],
    [
      'a serialised constructor with an empty id',
      [{ lc: 1, type: 'constructor', id: [], kwargs: { call } }],
      [[0, 'kwargs', 'call']],
    ],
    [
      'a serialised constructor of an AIMessage',
      [{ lc: 1, type: 'constructor', id: ['langchain_core', 'messages', 'AIMessage'], kwargs: { call } }],
      [[0, 'kwargs', 'call']],
    ],
    [
      'an object of another type whose id names a ToolMessage (only a constructor is a message)',
      [
        {
          lc: 1,
          type: 'not_implemented',
          id: ['langchain_core', 'messages', 'ToolMessage'],
          kwargs: { call },
        },
      ],
      [[0, 'kwargs', 'call']],
    ],
    [
      'an AI SDK tool-output-available chunk',
      [{ type: 'tool-output-available', toolCallId: 'c', output: { call } }],
      [],
    ],
    [
      'an AI SDK tool-output-error chunk',
      [{ type: 'tool-output-error', toolCallId: 'c', errorText: 'x', output: { call } }],
      [],
    ],
    [
      'an AI SDK tool-approval-response part',
      [{ type: 'tool-approval-response', approvalId: 'a', approved: true, output: { call } }],
      [],
    ],
    [
      'a Responses mcp_approval_response item',
      [{ type: 'mcp_approval_response', approval_request_id: 'a', approve: true, output: { call } }],
      [],
    ],
  ])('%s', (_, value, paths) => {
    expect(markersOf(value).map((marker) => marker.path)).toEqual(paths)
  })

  test('with a choice named, a choice that is null or absent holds nothing, and the walk goes on past it', () => {
    const value = { choices: [null], tail: { tool_calls: [chatCall] } }
    expect(takeCensus(value, { choice: 0, maxDepth: 64 }).markers).toHaveLength(1)
    expect(takeCensus(value, { choice: 3, maxDepth: 64 }).markers).toHaveLength(1)
  })

  test('with a choice named, only `choices` and `candidates` are chosen from; any other list is walked whole', () => {
    const value = {
      choices: [{ message: { role: 'assistant', content: 'a' } }],
      output: [{ type: 'text' }, call],
    }
    expect(markersOf(value, { choice: 0, maxDepth: 64 }).map((marker) => marker.path)).toEqual([
      ['output', 1],
    ])
    const gemini = {
      candidates: [
        { content: { role: 'model', parts: [{ text: 'a' }] } },
        { content: { role: 'model', parts: [{ functionCall: { name: 'f', args: {} } }] } },
      ],
    }
    expect(takeCensus(gemini, { choice: 0, maxDepth: 64 })).toBe(EMPTY_CENSUS)
    expect(markersOf(gemini, { choice: 1, maxDepth: 64 })).toHaveLength(1)
    expect(markersOf(gemini)).toHaveLength(1)
  })

  // Depths: the value is 0, each field or element one more; a call array's object elements are markers at once.
  test.each([
    ['a field', { next: { tool_calls: [chatCall] } }, 1],
    ['an array element', { items: [{ tool_calls: [chatCall] }] }, 2],
    ['a list inside a call array', { tool_calls: [[call]] }, 3],
    ['the chosen choice', { choices: [{ message: { tool_calls: [chatCall] } }] }, 2, 0],
  ])('the depth bound is exact: %s', (_, value, depth, choice: number | undefined = undefined) => {
    const at = (maxDepth: number) => takeCensus(value, { choice: choice ?? 'unchosen', maxDepth })
    expect(at(depth).markers).toHaveLength(1)
    expect(at(depth - 1)).toBe(EMPTY_CENSUS)
  })

  // The walk counts at most 1,000,000 nodes: every object or array it enters, and every array slot it visits.
  test.each([
    // a call array's elements are counted as slots only: `{`, then 999,998 slots, the call's slot is the millionth
    [
      'a call array: the millionth slot is walked',
      (fill: number) => ({ tool_calls: [...zeros(fill), chatCall] }),
      999_998,
      1,
    ],
    [
      'a call array: a slot past the bound is not',
      (fill: number) => ({ tool_calls: [...zeros(fill), chatCall] }),
      999_999,
      0,
    ],
    // `{`, `[`, then `[]` (a slot and a node), the fill, the call's slot, the call's node is the millionth
    [
      'a list: the millionth node is walked',
      (fill: number) => ({ items: [[], ...zeros(fill), call] }),
      999_994,
      1,
    ],
    [
      'a list: a node past the bound is not',
      (fill: number) => ({ items: [[], ...zeros(fill), call] }),
      999_995,
      0,
    ],
  ])('the node bound is exact: %s', (_, make, fill, count) => {
    expect(markersOf(make(fill))).toHaveLength(count)
  })
})

describe('takeCensus: what a census holds', () => {
  test('stops without markers: an empty marker list (and the reverse)', () => {
    expect(takeCensus({ stop_reason: 'max_tokens' }, OPTIONS)).toStrictEqual({
      markers: [],
      stops: [{ path: ['stop_reason'], value: 'max_tokens', class: 'cut' }],
    })
    expect(takeCensus({ tool_calls: [{ id: 'c', function: { name: 'f' } }] }, OPTIONS).stops).toStrictEqual(
      [],
    )
  })

  test('a stream error event: its type is the stop, its value `error`', () => {
    expect(stopsOf([{ type: 'error', error: { message: 'overloaded' } }])).toStrictEqual([
      { path: [0, 'type'], value: 'error', class: 'failed' },
    ])
  })

  test.each([
    ['an empty block reason', { promptFeedback: { blockReason: '' } }],
    ['a response status that is no response status', { object: 'response', status: 'error', output: [] }],
    [
      'a response’s other strings',
      { object: 'response', status: 'completed', instructions: 'length', output: [] },
    ],
    [
      'a typed object with an output list and a status (no response)',
      { type: 'workflow', status: 'failed', output: [] },
    ],
    [
      'an incomplete_details reason that is no string',
      { incomplete_details: { reason: ['max_output_tokens'] } },
    ],
  ])('%s is no stop', (_, value) => {
    expect(stopsOf(value)).toEqual([])
  })
})

/** `count` zeros: array slots that hold no object (counted, never entered). */
function zeros(count: number): number[] {
  return new Array<number>(count).fill(0)
}
