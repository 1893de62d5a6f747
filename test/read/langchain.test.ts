import { describe, expect, test } from 'vitest'
import { fixture, mutated, part, plain, REMOVE, readFailure, readOk } from './helpers.js'

const DICT = 'langchain/ai-message-dict.json'
const SERIALIZED = 'langchain/ai-message-serialized.json'
const CHUNK = 'langchain/ai-message-chunk.json'
const MULTIPLY = { name: 'multiply', arguments: { a: 3, b: 12 }, id: 'call_aRnbhYOsQd5fYwj8YcN8aO8D' }
const ADD = { name: 'add', arguments: { a: 11, b: 49 }, id: 'call_sqHVzbVnRXPPFJQmCQSfyi52' }
const AAPL = { name: 'get_stock_price', arguments: { ticker: 'AAPL' }, id: 'call_zM1fE8iH5Fq3Xb2mYc7tRk0P' }
const LISBON = { name: 'get_weather', arguments: { city: 'Lisbon' }, id: 'call_Ws3Y7h0q2KxR5cN8vB1mT4Jd' }

/** An AIMessage-like class instance: own fields set in the constructor, as @langchain/core does. */
class FakeAIMessage {
  readonly lc_kwargs: Record<string, unknown>
  readonly tool_calls: unknown
  constructor(fields: { tool_calls: unknown }) {
    this.lc_kwargs = { ...fields }
    this.tool_calls = fields.tool_calls
  }
}

describe('langchain reads', () => {
  test.each([
    ['a message dict', fixture(DICT), [MULTIPLY, ADD]],
    ['the serialised form', fixture(SERIALIZED), [AAPL]],
    [
      'additional_kwargs.tool_calls when tool_calls is absent',
      mutated(DICT, ['tool_calls'], REMOVE),
      [MULTIPLY, ADD],
    ],
    ['a chunk', fixture(CHUNK), [LISBON]],
    ['a chunk with only tool_call_chunks', mutated(CHUNK, ['tool_calls'], REMOVE), [LISBON]],
    ['the tool_calls array', part(DICT, ['tool_calls']), [MULTIPLY, ADD]],
    ['one ToolCall', part(DICT, ['tool_calls', 1]), [ADD]],
    ['a class instance', new FakeAIMessage({ tool_calls: part(DICT, ['tool_calls']) }), [MULTIPLY, ADD]],
    [
      'a message with no tool calls',
      {
        ...(fixture(DICT) as object),
        tool_calls: [],
        additional_kwargs: {},
        response_metadata: { finish_reason: 'stop' },
      },
      [],
    ],
  ])('%s', (_, received, calls) => {
    const turn = readOk(received)
    expect(turn.format).toBe('langchain')
    expect(plain(turn.calls)).toEqual(calls)
  })
})

describe('langchain fails', () => {
  test('an invalid_tool_calls entry is arguments_not_json with the position in its args', () => {
    expect(readFailure(fixture('langchain/ai-message-invalid-tool-call.json'))).toMatchObject({
      kind: 'arguments_not_json',
      format: 'langchain',
      path: ['invalid_tool_calls', 0, 'args'],
      position: { offset: 29, line: 1, column: 30 },
    })
  })

  test.each([
    ['args a string', mutated(DICT, ['tool_calls', 0, 'args'], '{"a":3}'), ['tool_calls', 0, 'args']],
    ['args missing', mutated(DICT, ['tool_calls', 0, 'args'], REMOVE), ['tool_calls', 0, 'args']],
    ['a missing name', mutated(DICT, ['tool_calls', 1, 'name'], REMOVE), ['tool_calls', 1, 'name']],
  ])('%s', (_, received, path) => {
    expect(readFailure(received)).toMatchObject({ kind: 'schema_invalid', format: 'langchain', path })
  })

  test('broken OpenAI-style additional_kwargs arguments', () => {
    const message = mutated(DICT, ['additional_kwargs', 'tool_calls', 0, 'function', 'arguments'], '{"a": 3')
    delete (message as { tool_calls?: unknown }).tool_calls
    expect(readFailure(message)).toMatchObject({
      kind: 'arguments_not_json',
      path: ['additional_kwargs', 'tool_calls', 0, 'function', 'arguments'],
    })
  })
})

/** A LangChain message instance of another author: `_getType()` says whose it is, as `@langchain/core` does. */
class FakeHumanMessage {
  readonly lc_kwargs = { content: 'delete my account' }
  readonly content = 'delete my account'
  readonly additional_kwargs = {}
  _getType(): string {
    return 'human'
  }
}

describe('langchain: a message from someone else is not an empty AI turn', () => {
  test.each([
    ['a serialised HumanMessage', mutated(SERIALIZED, ['id', 2], 'HumanMessage'), 'user'],
    ['a serialised ToolMessage', mutated(SERIALIZED, ['id', 2], 'ToolMessage'), 'tool'],
    ['a human dict', { type: 'human', content: 'hi', additional_kwargs: {} }, 'user'],
    ['a system dict', { type: 'system', content: 'be brief', additional_kwargs: {} }, 'system'],
    ['a tool dict', { type: 'tool', content: '42', tool_call_id: 'call_1' }, 'tool'],
    ['a HumanMessage instance', new FakeHumanMessage(), 'user'],
  ])('%s', (_, received, author) => {
    expect(readFailure(received)).toMatchObject({ kind: 'not_model_output', detail: author })
  })
})

describe('langchain: the provider stop reason in response_metadata', () => {
  test('a token-limit cut is truncated even when the partial calls parsed, and carries them', () => {
    const message = mutated(DICT, ['response_metadata'], { finish_reason: 'length' })
    const failure = readFailure(message)
    expect(failure).toMatchObject({
      kind: 'truncated',
      path: ['response_metadata', 'finish_reason'],
      token: 'length',
    })
    expect(plain(failure.calls ?? [])).toEqual([MULTIPLY, ADD])
  })

  test.each([
    ['max_tokens', 'stop_reason', 'truncated'],
    ['content_filter', 'finish_reason', 'filtered'],
    ['SAFETY', 'finish_reason', 'filtered'],
  ])('%s is %s', (value, key, kind) => {
    const message = mutated(DICT, ['response_metadata'], { [key]: value })
    expect(readFailure(message)).toMatchObject({ kind, token: value })
  })

  test('stopped for tools with no call fails; with a call it reads', () => {
    const empty = { ...(fixture(DICT) as object), tool_calls: [], additional_kwargs: {} }
    expect(readFailure(empty)).toMatchObject({ kind: 'stopped_without_call', token: 'tool_calls' })
    expect(readOk(mutated(DICT, ['response_metadata'], { finish_reason: 'tool_calls' })).calls).toHaveLength(
      2,
    )
  })
})
