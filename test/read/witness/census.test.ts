import { describe, expect, test } from 'vitest'
import { EMPTY_CENSUS, takeCensus } from '../../../src/read/witness/census.js'

const OPTIONS = { choice: 'unchosen', maxDepth: 64 } as const

/** The markers of a census as plain data. */
const markersOf = (value: unknown, options = OPTIONS) => takeCensus(value, options).markers
const stopsOf = (value: unknown, options = OPTIONS) => takeCensus(value, options).stops

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
    expect(markersOf(value)).toEqual([marker])
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
    ['a tool definition', { name: 'f', parameters: {} }],
    ['another MCP method', { jsonrpc: '2.0', id: 1, method: 'tools/list', params: { name: 'x' } }],
  ])('%s is none', (_, value) => {
    expect(markersOf(value)).toEqual([])
  })
})
