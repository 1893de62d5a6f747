import { describe, expect, test } from 'vitest'
import { edited, fixture, mutated, plain, readFailure, readOk } from './helpers.js'

describe('one policy over every stop signal', () => {
  test('OpenAI finish_reason length: truncated, carrying the call that arrived', () => {
    const failure = readFailure(fixture('openai-chat/response-length-cut.json'))
    expect(failure).toMatchObject({
      kind: 'truncated',
      format: 'openai-chat',
      path: ['choices', 0, 'finish_reason'],
      token: 'length',
      detail: 'the token limit',
    })
    expect(plain(failure.calls ?? [])).toEqual([
      { name: 'get_weather', arguments: { city: 'Paris' }, id: 'call_Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8' },
    ])
  })

  test.each([
    [
      'openai-chat/response-content-filter.json',
      'filtered',
      ['choices', 0, 'finish_reason'],
      'content_filter',
    ],
    ['anthropic/message-max-tokens.json', 'truncated', ['stop_reason'], 'max_tokens'],
    ['anthropic/message-refusal.json', 'filtered', ['stop_reason'], 'refusal'],
    ['gemini/response-max-tokens.json', 'truncated', ['candidates', 0, 'finishReason'], 'MAX_TOKENS'],
    ['gemini/response-safety.json', 'filtered', ['candidates', 0, 'finishReason'], 'SAFETY'],
    [
      'gemini/response-prompt-blocked.json',
      'filtered',
      ['promptFeedback', 'blockReason'],
      'PROHIBITED_CONTENT',
    ],
    ['bedrock/converse-max-tokens.json', 'truncated', ['stopReason'], 'max_tokens'],
  ])('%s is %s', (file, kind, path, token) => {
    expect(readFailure(fixture(file))).toMatchObject({
      kind,
      path,
      token,
      detail:
        kind === 'truncated'
          ? 'the token limit'
          : file.includes('prompt-blocked')
            ? 'a safety block on the prompt'
            : 'a content filter',
    })
  })

  test.each([
    ['Anthropic tool_use', mutated('anthropic/message-tool-use.json', ['content'], []), ['stop_reason']],
    [
      'Bedrock tool_use',
      mutated('bedrock/converse-tool-use.json', ['output', 'message', 'content'], []),
      ['stopReason'],
    ],
    [
      'OpenAI tool_calls',
      mutated('openai-chat/response-parallel-tool-calls.json', ['choices', 0, 'message', 'tool_calls'], []),
      ['choices', 0, 'finish_reason'],
    ],
    ['AI SDK tool-calls', { toolCalls: [], finishReason: 'tool-calls' }, ['finishReason']],
  ])('%s without a call: stopped_without_call', (_, received, path) => {
    expect(readFailure(received)).toMatchObject({ kind: 'stopped_without_call', path })
  })

  test('a refusal the model wrote itself stays an abstention', () => {
    const refusal = edited(fixture('openai-chat/response-text.json'), ['choices', 0, 'message'], {
      role: 'assistant',
      content: null,
      refusal: "I can't help with that.",
    })
    expect(readOk(refusal).calls).toEqual([])
  })

  test.each([
    ['length', 'truncated'],
    ['content-filter', 'filtered'],
  ])('AI SDK finishReason %s is %s', (finishReason, kind) => {
    expect(readFailure({ toolCalls: [], finishReason })).toMatchObject({ kind })
  })
})

describe('the OpenAI envelope without role, strict', () => {
  test.each([
    [{ tool_calls: [{ id: 'c', type: 'function', function: { name: 'f', arguments: '{"a":1}' } }] }],
    [
      {
        content: 'On it.',
        tool_calls: [{ id: 'c', type: 'function', function: { name: 'f', arguments: '{"a":1}' } }],
      },
    ],
    [{ function_call: { name: 'f', arguments: '{"a":1}' } }],
  ])('%j', (received) => {
    const turn = readOk(received)
    expect(turn.format).toBe('openai-chat')
    expect(turn.calls.map((call) => call.name)).toEqual(['f'])
    expect(readOk(JSON.stringify(received)).calls).toHaveLength(1)
  })

  test('an envelope whose entries are not OpenAI tool calls is not claimed', () => {
    expect(readFailure({ tool_calls: [{ name: 'f', args: {} }], extra: 1 })).toMatchObject({
      kind: 'unknown_shape',
    })
  })
})

describe('a cut inside a call', () => {
  test('arguments the token limit cut are truncated (the cut is the reason), no call arrived', () => {
    const cut = edited(
      fixture('openai-chat/response-length-cut.json'),
      ['choices', 0, 'message', 'tool_calls', 0, 'function', 'arguments'],
      '{"city":"Pa',
    )
    expect(readFailure(cut)).toMatchObject({ kind: 'truncated', token: 'length', calls: [] })
  })

  test('a broken call without a token-limit stop keeps its own failure', () => {
    const broken = edited(
      fixture('openai-chat/response-parallel-tool-calls.json'),
      ['choices', 0, 'message', 'tool_calls', 0, 'function', 'arguments'],
      '{"city":"Pa',
    )
    expect(readFailure(broken)).toMatchObject({ kind: 'arguments_not_json' })
  })
})

// Every format's table is whole: the ordinary ends read, and a stop reason the reader does not know (a value a
// provider adds later, another format's, or not a string) is unread_stop with the calls that arrived, never read
// as if the calls were whole.
describe('a stop reason the reader does not know is unread_stop', () => {
  const formats: [string, (string | number)[], string][] = [
    ['anthropic/message-tool-use.json', ['stop_reason'], 'tool_use'],
    ['bedrock/converse-tool-use.json', ['stopReason'], 'tool_use'],
    ['openai-chat/response-custom-tool-call.json', ['choices', 0, 'finish_reason'], 'tool_calls'],
    ['gemini/response-function-calls.json', ['candidates', 0, 'finishReason'], 'STOP'],
    ['cohere/chat-tool-calls.json', ['finish_reason'], 'TOOL_CALL'],
    ['ollama/chat-tool-calls.json', ['done_reason'], 'stop'],
    ['openai-responses/custom-tool-call.json', ['status'], 'completed'],
    ['vercel-ai/generate-text-three-steps.json', ['steps', 2, 'finishReason'], 'stop'],
    ['langchain/ai-message-dict.json', ['response_metadata', 'finish_reason'], 'tool_calls'],
  ]

  test.each(formats)('%s reads with its own ending at %j', (file, path, known) => {
    expect(readOk(mutated(file, path, known)).calls.length).toBeGreaterThan(0)
  })

  test.each(formats)('%s: an unknown value at %j fails, listing the known ones', (file, path, known) => {
    const failure = readFailure(mutated(file, path, 'a_reason_added_later'))
    expect(failure).toMatchObject({ kind: 'unread_stop', path, token: 'a_reason_added_later' })
    expect(failure.expected).toContain(known)
    expect(failure.calls?.length).toBeGreaterThan(0)
  })

  test.each(formats)('%s: a stop reason that is not a string at %j fails', (file, path) => {
    expect(readFailure(mutated(file, path, 42))).toMatchObject({
      kind: 'unread_stop',
      path,
      token: 'a number',
    })
  })

  test('a long unknown value is quoted clipped', () => {
    const failure = readFailure(mutated('anthropic/message-tool-use.json', ['stop_reason'], 'x'.repeat(5000)))
    expect(failure.token).toBe(`${'x'.repeat(40)}…`)
  })

  test.each([
    ['anthropic/message-tool-use.json', ['stop_reason'], 'pause_turn', 'incomplete'],
    ['anthropic/message-tool-use.json', ['stop_reason'], 'stop_sequence', undefined],
    ['bedrock/converse-tool-use.json', ['stopReason'], 'end_turn', undefined],
    ['openai-chat/response-custom-tool-call.json', ['choices', 0, 'finish_reason'], 'stop', undefined],
    [
      'openai-chat/response-custom-tool-call.json',
      ['choices', 0, 'finish_reason'],
      'model_length',
      'truncated',
    ],
    ['openai-chat/response-custom-tool-call.json', ['choices', 0, 'finish_reason'], 'abort', 'incomplete'],
    ['cohere/chat-tool-calls.json', ['finish_reason'], 'COMPLETE', undefined],
    ['cohere/chat-tool-calls.json', ['finish_reason'], 'ERROR_TOXIC', 'filtered'],
    ['cohere/chat-tool-calls.json', ['finish_reason'], 'USER_CANCEL', 'model_error'],
    ['ollama/chat-tool-calls.json', ['done_reason'], 'length', 'truncated'],
    ['langchain/ai-message-dict.json', ['response_metadata', 'finish_reason'], 'pause_turn', 'incomplete'],
    ['langchain/ai-message-dict.json', ['response_metadata', 'finish_reason'], 'end_turn', undefined],
    // LangChain passes any provider's reason through: each reads as its provider's reader reads it.
    ['langchain/ai-message-dict.json', ['response_metadata', 'finish_reason'], 'eos_token', undefined],
    ['langchain/ai-message-dict.json', ['response_metadata', 'finish_reason'], 'function_call', undefined],
    [
      'langchain/ai-message-dict.json',
      ['response_metadata', 'finish_reason'],
      'FINISH_REASON_UNSPECIFIED',
      undefined,
    ],
    ['langchain/ai-message-dict.json', ['response_metadata', 'finish_reason'], 'TOOL_CALL', undefined],
    ['langchain/ai-message-dict.json', ['response_metadata', 'finish_reason'], 'model_length', 'truncated'],
    [
      'langchain/ai-message-dict.json',
      ['response_metadata', 'finish_reason'],
      'MALFORMED_RESPONSE',
      'model_error',
    ],
    ['langchain/ai-message-dict.json', ['response_metadata', 'finish_reason'], 'ERROR_TOXIC', 'filtered'],
  ])('%s with %j = %s: %s', (file, path, value, kind) => {
    const value_ = mutated(file, path, value)
    if (kind === undefined) expect(readOk(value_).calls.length).toBeGreaterThan(0)
    else expect(readFailure(value_)).toMatchObject({ kind, path, token: value })
  })
})

describe('the stop tables', () => {
  test('any provider’s table is the union of the chat providers’, no value meaning two things', async () => {
    const tables = await import('../../src/read/stop-tables.js')
    const parts = [
      tables.OPENAI_CHAT_STOP,
      tables.ANTHROPIC_STOP,
      tables.GEMINI_STOP,
      tables.BEDROCK_STOP,
      tables.COHERE_STOP,
      tables.OLLAMA_STOP,
    ]
    for (const part of parts)
      for (const [value, kind] of Object.entries(part))
        expect(tables.ANY_PROVIDER_STOP[value], value).toBe(kind)
    expect(Object.keys(tables.ANY_PROVIDER_STOP).length).toBe(
      new Set(parts.flatMap((part) => Object.keys(part))).size,
    )
  })
})
