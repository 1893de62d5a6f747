import { describe, expect, test } from 'vitest'
import { callListOf, langchain } from '../../src/read/langchain.js'
import { normalizeReadOptions } from '../../src/read/normalize-read-options.js'
import { fixture, mutated, part, plain, REMOVE, readFailure, readOk, thrownFailure } from './helpers.js'

const OPTIONS = normalizeReadOptions(undefined)
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

describe('langchain: an invalid_tool_calls entry whose args decode', () => {
  test('is arguments_not_json at its args, with LangChain’s error as the detail', () => {
    const message = {
      type: 'ai',
      content: '',
      tool_calls: [],
      invalid_tool_calls: [
        {
          name: 'lookup',
          args: '{"a": 1}',
          id: 'call_1',
          error: 'Tool lookup is not in the schema',
          type: 'invalid_tool_call',
        },
      ],
    }
    expect(readFailure(message)).toStrictEqual({
      kind: 'arguments_not_json',
      format: 'langchain',
      path: ['invalid_tool_calls', 0, 'args'],
      detail: 'Tool lookup is not in the schema',
    })
  })

  test('with no error text and no args string, says it was listed in invalid_tool_calls', () => {
    const message = {
      type: 'ai',
      content: '',
      invalid_tool_calls: [{ name: null, args: null, id: null, error: null }],
    }
    expect(readFailure(message)).toStrictEqual({
      kind: 'arguments_not_json',
      format: 'langchain',
      path: ['invalid_tool_calls', 0, 'args'],
      detail: 'listed in invalid_tool_calls',
    })
  })

  test('an entry that is no object fails at its index', () => {
    expect(readFailure({ type: 'ai', content: '', invalid_tool_calls: ['oops'] })).toStrictEqual({
      kind: 'schema_invalid',
      format: 'langchain',
      path: ['invalid_tool_calls', 0],
      expected: ['object'],
      detail: 'string',
    })
  })
})

describe('langchain: where the calls are listed', () => {
  test('tool_calls: null falls back to additional_kwargs.tool_calls', () => {
    const turn = readOk(mutated(DICT, ['tool_calls'], null))
    expect(plain(turn.calls)).toEqual([MULTIPLY, ADD])
  })

  test.each([
    ['tool_calls', { tool_calls: [] }, { source: 'tool_calls', key: 'tool_calls', path: ['m'] }],
    [
      'additional_kwargs.tool_calls',
      { tool_calls: null, additional_kwargs: { tool_calls: [] } },
      { source: 'openai', key: 'tool_calls', path: ['m', 'additional_kwargs'] },
    ],
    ['the chunks', { additional_kwargs: {} }, { source: 'chunks', key: 'tool_call_chunks', path: ['m'] }],
  ])('callListOf finds %s', (_, message, expected) => {
    const list = callListOf(message, ['m'])
    expect({ source: list.source, key: list.key, path: list.path }).toStrictEqual(expected)
    const owner =
      expected.source === 'openai' ? (message as { additional_kwargs: object }).additional_kwargs : message
    expect(list.owner).toBe(owner)
  })
})

describe('langchain: the serialised form’s class name', () => {
  test('a hole in its id fails at that element', () => {
    const value = { lc: 1, type: 'constructor', id: ['langchain_core', undefined, 'AIMessage'], kwargs: {} }
    expect(thrownFailure(() => langchain.serialized.read(value, ['msg'], OPTIONS))).toStrictEqual({
      kind: 'invalid_value',
      path: ['msg', 'id', 1],
      detail: 'undefined',
    })
  })

  test('a class that is not an AI message is schema_invalid at its id', () => {
    const value = {
      lc: 1,
      type: 'constructor',
      id: ['langchain_core', 'messages', 'ChatPromptValue'],
      kwargs: {},
    }
    expect(thrownFailure(() => langchain.serialized.read(value, ['msg'], OPTIONS))).toStrictEqual({
      kind: 'schema_invalid',
      path: ['msg', 'id'],
      expected: ['AIMessage', 'AIMessageChunk'],
      detail: 'ChatPromptValue',
    })
  })
})

describe('langchain: which objects each shape claims', () => {
  test.each([
    ['a serialised constructor', { lc: 1, type: 'constructor', id: [] }, true],
    ['another lc version', { lc: 2, type: 'constructor', id: [] }, false],
    ['a serialised secret', { lc: 1, type: 'secret', id: [] }, false],
    ['an AI message dict', { type: 'ai', content: '' }, false],
  ])('serialized: %s → %s', (_, value, expected) => {
    expect(langchain.serialized.matches(value, [])).toBe(expected)
  })

  test.each([
    ['type ai', { type: 'ai' }, true],
    ['type AIMessageChunk', { type: 'AIMessageChunk' }, true],
    ['additional_kwargs', { additional_kwargs: {} }, true],
    ['lc_kwargs', { lc_kwargs: {} }, true],
    ['invalid_tool_calls', { invalid_tool_calls: [] }, true],
    ['tool_call_chunks', { tool_call_chunks: [] }, true],
    ['another type', { type: 'human' }, false],
    ['no LangChain field', { content: '' }, false],
  ])('message: %s → %s', (_, value, expected) => {
    expect(langchain.message.matches(value, [])).toBe(expected)
  })

  test.each([
    ['type tool_call', { type: 'tool_call', name: 'f', args: {} }, true],
    ['untyped name + args', { name: 'f', args: {} }, true],
    ['another type', { type: 'function', name: 'f', args: {} }, false],
    ['args beside arguments', { name: 'f', args: {}, arguments: {} }, false],
    ['no args', { name: 'f' }, false],
  ])('toolCall: %s → %s', (_, value, expected) => {
    expect(langchain.toolCall.matches(value, [])).toBe(expected)
  })
})

describe('langchain: calls in the content blocks', () => {
  const ANTHROPIC = 'langchain/ai-message-anthropic-content.json'
  const LISBON_TOOL = {
    name: 'get_weather',
    arguments: { city: 'Lisbon' },
    id: 'toolu_01Vx8Qm3Lp5Rt7Ws2Yn4Kd6H',
  }
  const message = (content: unknown[], fields: object = {}) => ({
    type: 'ai',
    content,
    tool_calls: [],
    ...fields,
  })

  test('a call in both tool_calls and a tool_use block counts once', () => {
    expect(plain(readOk(fixture(ANTHROPIC)).calls)).toEqual([LISBON_TOOL])
  })

  test.each<[string, unknown]>([
    ['tool_calls empty', mutated(ANTHROPIC, ['tool_calls'], [])],
    ['tool_calls missing', mutated(ANTHROPIC, ['tool_calls'], REMOVE)],
  ])('a tool_use block is read with %s: never "no call"', (_, received) => {
    expect(plain(readOk(received).calls)).toEqual([LISBON_TOOL])
  })

  test.each<[string, object, object]>([
    [
      'a standard tool_call block',
      { type: 'tool_call', id: 'c1', name: 'f', args: { a: 1 } },
      { name: 'f', arguments: { a: 1 }, id: 'c1' },
    ],
    [
      'a Responses function_call block',
      { type: 'function_call', id: 'fc_1', call_id: 'call_1', name: 'f', arguments: '{"a":1}' },
      { name: 'f', arguments: { a: 1 }, id: 'call_1' },
    ],
    [
      'a tool_call_chunk block',
      { type: 'tool_call_chunk', id: 'c1', name: 'f', args: '{"a":1}', index: 0 },
      { name: 'f', arguments: { a: 1 }, id: 'c1' },
    ],
  ])('%s is read', (_, block, call) => {
    expect(plain(readOk(message([{ type: 'text', text: 'x' }, block])).calls)).toEqual([call])
  })

  test('a content call of an id tool_calls holds is not read again (a streamed tool_use keeps its input as text)', () => {
    const streamed = {
      type: 'tool_use',
      id: LISBON_TOOL.id,
      name: 'get_weather',
      input: '{"city": "Lisbon"}',
      index: 1,
    }
    const received = { ...(fixture(ANTHROPIC) as object), content: [streamed] }
    expect(plain(readOk(received).calls)).toEqual([LISBON_TOOL])
    expect(readFailure({ ...(received as object), tool_calls: [] })).toMatchObject({
      kind: 'schema_invalid',
      path: ['content', 0, 'input'],
    })
  })

  test('without ids, the same name and arguments in both count once; others are added after', () => {
    const listed = { name: 'f', args: { a: 1 }, type: 'tool_call' }
    const received = message(
      [
        { type: 'tool_call', name: 'f', args: { a: 1 } },
        { type: 'tool_call', name: 'g', args: {} },
      ],
      { tool_calls: [listed] },
    )
    // The reader's own rule (the witness, which pairs id-less sightings by name, is checked apart).
    expect(plain(langchain.message.read(received, [], OPTIONS).calls)).toEqual([
      { name: 'f', arguments: { a: 1 } },
      { name: 'g', arguments: {} },
    ])
  })

  test.each<[string, unknown, object]>([
    [
      'a block of unknown type',
      { type: 'hologram', data: 'x' },
      { kind: 'unknown_item', path: ['content', 1], token: 'hologram' },
    ],
    [
      'a block without type',
      { name: 'f', args: {} },
      { kind: 'unknown_item', path: ['content', 1], token: 'undefined' },
    ],
    ['a block that is no object', 42, { kind: 'unknown_item', path: ['content', 1], token: 'number' }],
    [
      'an invalid_tool_call block',
      { type: 'invalid_tool_call', name: 'f', args: '{"a": ', error: 'Malformed args.' },
      { kind: 'arguments_not_json', path: ['content', 1, 'args'] },
    ],
    [
      'a tool_use block without a name',
      { type: 'tool_use', id: 'x', input: {} },
      { kind: 'schema_invalid', path: ['content', 1, 'name'] },
    ],
  ])('%s fails', (_, block, failure) => {
    expect(readFailure(message([{ type: 'text', text: 'x' }, block]))).toMatchObject({
      format: 'langchain',
      ...failure,
    })
  })

  test('an unknown block is left out under unknownItems: ignore', () => {
    expect(readOk(message([{ type: 'hologram' }]), { unknownItems: 'ignore' }).calls).toEqual([])
  })

  test.each<[string, unknown]>([
    ['text', { type: 'text', text: 'x' }],
    ['a plain string', 'x'],
    ['reasoning', { type: 'reasoning', reasoning: 'hm' }],
    ['thinking', { type: 'thinking', thinking: 'hm', signature: 's' }],
    ['an image', { type: 'image_url', image_url: { url: 'https://example.com/a.png' } }],
    ['a server tool result', { type: 'web_search_tool_result', tool_use_id: 's', content: [] }],
    ['a streamed arguments piece', { type: 'input_json_delta', partial_json: '{"a"', index: 1 }],
  ])('%s carries no call', (_, block) => {
    expect(readOk(message([block])).calls).toEqual([])
  })

  test.each<[string, object]>([
    ['server_tool_use', { type: 'server_tool_use', id: 's1', name: 'web_search', input: { query: 'q' } }],
    ['server_tool_call', { type: 'server_tool_call', id: 's1', name: 'web_search', args: { query: 'q' } }],
  ])('a %s block is a server call: none by default, marked server under include', (_, block) => {
    const include = normalizeReadOptions({ serverTools: 'include' })
    expect(langchain.message.read(message([block]), [], OPTIONS).calls).toEqual([])
    expect(plain(langchain.message.read(message([block]), [], include).calls)).toEqual([
      { name: 'web_search', arguments: { query: 'q' }, id: 's1', server: true },
    ])
  })

  test.each<[string, string, object]>([
    [
      'Gemini MALFORMED_FUNCTION_CALL',
      'MALFORMED_FUNCTION_CALL',
      { kind: 'schema_invalid', expected: ['a well-formed function call'] },
    ],
    ['Bedrock malformed_tool_use', 'malformed_tool_use', { kind: 'schema_invalid' }],
    ['Bedrock guardrail_intervened', 'guardrail_intervened', { kind: 'filtered' }],
  ])('the provider stop %s is read as its own reader reads it', (_, stop, failure) => {
    expect(readFailure(mutated(DICT, ['response_metadata'], { stop_reason: stop }))).toMatchObject(failure)
  })

  test.each(['finishReason', 'stopReason', 'done_reason'])('a stop kept as %s is read too', (key) => {
    expect(readFailure(mutated(DICT, ['response_metadata'], { [key]: 'length' }))).toMatchObject({
      kind: 'truncated',
      path: ['response_metadata', key],
    })
  })
})

describe("langchain: Python's messages_to_dict form alone", () => {
  test('{ type: "ai", data } reads its data, calls placed inside it', () => {
    const received = { type: 'ai', data: fixture(DICT) }
    expect(plain(readOk(received).calls)).toEqual([MULTIPLY, ADD])
    const broken = { type: 'ai', data: mutated(DICT, ['tool_calls', 0, 'name'], REMOVE) }
    expect(readFailure(broken)).toMatchObject({
      kind: 'schema_invalid',
      path: ['data', 'tool_calls', 0, 'name'],
    })
  })
})

describe('langchain: messages_to_dict messages of someone else', () => {
  test.each([
    ['human', 'user'],
    ['tool', 'tool'],
    ['system', 'system'],
  ])('{ type: "%s", data } is not the model’s output', (type, author) => {
    expect(readFailure({ type, data: { content: 'x' } })).toMatchObject({
      kind: 'not_model_output',
      detail: author,
    })
  })
})
