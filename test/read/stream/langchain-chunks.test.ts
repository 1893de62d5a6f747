import { describe, expect, test } from 'vitest'
import { DEFAULT_READ_OPTIONS } from '../../../src/read/normalize-read-options.js'
import { readRun } from '../../../src/read/run/index.js'
import { detectStream } from '../../../src/read/stream/detect-stream.js'
import { holdsWholeMessage, langchainChunks } from '../../../src/read/stream/langchain-chunks.js'
import { fixture, plain, readFailure, readOk, runOk, thrownFailure } from '../helpers.js'

const FILE = 'langchain/ai-message-chunks-tool-call.json'
const chunks = () => fixture(FILE) as Record<string, unknown>[]
const chunk = (fields: object) => ({ type: 'AIMessageChunk', content: '', tool_call_chunks: [], ...fields })
const serialized = (kwargs: object) => ({
  lc: 1,
  type: 'constructor',
  id: ['langchain_core', 'messages', 'AIMessageChunk'],
  kwargs,
})

describe('langchain.chunks', () => {
  test('tool_call_chunks merge by index into the call (the chunks own partial readings are ignored)', () => {
    expect(plain(readOk(chunks()).calls)).toEqual([
      { name: 'multiply', arguments: { a: 3, b: 12 }, id: 'call_Hu8xRdJ3' },
    ])
  })

  test('a cut before the finish names the call and what arrived', () => {
    expect(readFailure(chunks().slice(0, 3))).toMatchObject({
      kind: 'truncated',
      format: 'langchain',
      path: [1, 'tool_call_chunks', 0],
      token: 'multiply',
      detail: '{"a": 3, ',
    })
  })

  test('arguments that are not JSON in a finished stream are an invalid tool call: a malformed call, never dropped', () => {
    const stream = chunks()
    stream[3] = chunk({ tool_call_chunks: [{ args: '"b": }', index: 0 }] })
    expect(readFailure(stream)).toMatchObject({
      kind: 'arguments_not_json',
      path: ['invalid_tool_calls', 0, 'args'],
    })
  })

  test('an invalid_tool_calls entry of a chunk without chunks is kept, and fails', () => {
    const stream = [
      chunk({ invalid_tool_calls: [{ name: 'f', args: '{', error: 'bad', type: 'invalid_tool_call' }] }),
      chunk({ chunk_position: 'last' }),
    ]
    expect(readFailure(stream)).toMatchObject({ kind: 'arguments_not_json' })
  })

  test('serialised chunks, whole tool_calls, joined content and merged metadata', () => {
    const stream = [
      serialized({
        content: 'Hi ',
        tool_call_chunks: [],
        tool_calls: [{ name: 'f', args: { x: 1 }, id: 'c1' }],
      }),
      serialized({ content: 'there', tool_call_chunks: [], response_metadata: { stop_reason: 'tool_use' } }),
    ]
    expect(plain(readOk(stream).calls)).toEqual([{ name: 'f', arguments: { x: 1 }, id: 'c1' }])
    const { response } = langchainChunks.assemble(stream, [], DEFAULT_READ_OPTIONS)
    expect(response).toMatchObject({
      type: 'ai',
      content: 'Hi there',
      response_metadata: { stop_reason: 'tool_use' },
    })
  })

  test('a finish_reason of the token limit reaches the message (the token-limit policy reads it)', () => {
    const { response } = langchainChunks.assemble(
      [chunk({ content: '{"' }), chunk({ response_metadata: { finish_reason: 'length' } })],
      [],
      DEFAULT_READ_OPTIONS,
    )
    expect(response).toMatchObject({ response_metadata: { finish_reason: 'length' } })
  })

  test('content blocks join as lists; an element that is no AIMessageChunk is unknown_item', () => {
    const { response } = langchainChunks.assemble(
      [chunk({ content: 'a' }), chunk({ content: [{ type: 'text', text: 'b' }], chunk_position: 'last' })],
      [],
      DEFAULT_READ_OPTIONS,
    )
    expect(response).toMatchObject({
      content: [
        { type: 'text', text: 'a' },
        { type: 'text', text: 'b' },
      ],
    })
    expect(thrownFailure(() => assemble([...chunks(), { type: 'tool', content: 'x' }]))).toMatchObject({
      kind: 'unknown_item',
      path: [5],
      token: 'tool',
    })
  })

  const assemble = (events: unknown[]) => langchainChunks.assemble(events, [], DEFAULT_READ_OPTIONS)
  const human = { type: 'human', content: 'Multiply 3 by 12.' }

  test.each<[string, unknown]>([
    ['a plain message of another type', human],
    ['a whole AIMessage', { type: 'ai', content: 'Done.' }],
    [
      'a serialised HumanMessage',
      {
        lc: 1,
        type: 'constructor',
        id: ['langchain_core', 'messages', 'HumanMessage'],
        kwargs: { content: 'x' },
      },
    ],
    ['a message instance', { content: 'x', _getType: () => 'human' }],
  ])(
    'a list holding %s beside chunks is a conversation (a LangGraph state), not a chunk stream',
    (_, message) => {
      expect(holdsWholeMessage([message, ...chunks()], [])).toBe(true)
      expect(detectStream([message, ...chunks()], [])).toBeUndefined()
    },
  )

  test.each<[string, unknown]>([
    ['only chunks', chunks()],
    ['serialised chunks', chunks().map((kwargs) => serialized(kwargs))],
    ['an element of no LangChain type', [...chunks(), { type: 'critic', content: 'x' }]],
  ])('%s: a chunk stream', (_, list) => {
    expect(holdsWholeMessage(list as unknown[], [])).toBe(false)
    expect(detectStream(list as unknown[], [])).toBe(langchainChunks)
  })

  test('a LangGraph state whose reply was streamed reads the kept chunk as the model turn', () => {
    const call = { name: 'multiply', args: { a: 3, b: 12 }, id: 'call_Hu8xRdJ3', type: 'tool_call' }
    const reply = chunk({
      tool_calls: [call],
      tool_call_chunks: [{ ...call, args: '{"a": 3, "b": 12}', index: 0, type: 'tool_call_chunk' }],
    })
    const state = [human, reply, { type: 'tool', content: '36', tool_call_id: call.id }]
    expect(runOk(readRun(state)).steps).toEqual([
      { calls: [{ name: 'multiply', arguments: { a: 3, b: 12 }, id: call.id, result: 36, status: 'ok' }] },
    ])
  })
})

describe('langchain.chunks: assembling in detail', () => {
  const assemble = (events: object[]) => langchainChunks.assemble(events, ['s'], DEFAULT_READ_OPTIONS)
  const end = chunk({ response_metadata: { finish_reason: 'stop' } })
  const piece = (fields: object) => chunk({ tool_call_chunks: [{ type: 'tool_call_chunk', ...fields }] })

  test.each<[string, unknown[], unknown]>([
    ['strings join', ['Hel', 'lo'], 'Hello'],
    ['an empty piece changes nothing', ['', 'a', ''], 'a'],
    [
      'a list after text makes the text a block',
      ['a', [{ type: 'image' }]],
      [{ type: 'text', text: 'a' }, { type: 'image' }],
    ],
    [
      'text after a list becomes a block after it',
      [[{ type: 'text', text: 'a' }], 'b'],
      [
        { type: 'text', text: 'a' },
        { type: 'text', text: 'b' },
      ],
    ],
    ['no content at all is empty text', [undefined, undefined], ''],
  ])('content: %s', (_name, pieces, content) => {
    const { response } = assemble([...pieces.map((value) => chunk({ content: value })), end])
    expect(response).toMatchObject({ content })
  })

  test('names and ids sent whole again are kept once; sent in pieces, joined; args join as text', () => {
    const { response } = assemble([
      piece({ index: 0, name: 'get_', id: 'call_', args: '{"a"' }),
      piece({ index: 0, name: 'weather', id: '1', args: ':1}' }),
      piece({ index: 1, name: 'f', id: 'c2', args: '' }),
      piece({ index: 1, name: 'f', id: 'c2', args: 7 }),
      end,
    ])
    expect(response).toMatchObject({
      tool_calls: [
        { name: 'get_weather', args: { a: 1 }, id: 'call_1', type: 'tool_call' },
        { name: 'f', args: {}, id: 'c2', type: 'tool_call' },
      ],
      invalid_tool_calls: [],
    })
  })

  test('chunks without an index stand alone; one without id carries none', () => {
    const { response } = assemble([
      piece({ name: 'a', args: '{}' }),
      piece({ index: null, name: 'b', args: ' ' }),
      end,
    ])
    expect(response).toMatchObject({
      tool_calls: [
        { name: 'a', args: {}, type: 'tool_call' },
        { name: 'b', args: {}, type: 'tool_call' },
      ],
    })
    expect((response as { tool_calls: object[] }).tool_calls[0]).not.toHaveProperty('id')
  })

  test('args that are JSON but no object are a malformed call', () => {
    const { response } = assemble([piece({ index: 0, name: 'f', id: 'c1', args: '[1]' }), end])
    expect(response).toMatchObject({
      tool_calls: [],
      invalid_tool_calls: [
        { name: 'f', args: '[1]', id: 'c1', error: 'Malformed args.', type: 'invalid_tool_call' },
      ],
    })
  })

  test('the stream ends on a finish key that is set, or on chunk_position last', () => {
    expect(assemble([chunk({ response_metadata: { finish_reason: null } })]).ended).toBe(false)
    for (const key of ['finish_reason', 'stop_reason', 'finishReason', 'stopReason', 'done_reason'])
      expect(assemble([chunk({ response_metadata: { [key]: 'stop' } })]).ended, key).toBe(true)
    expect(assemble([chunk({ chunk_position: 'last' })]).ended).toBe(true)
    expect(assemble([chunk({ chunk_position: 'first' })])).toMatchObject({
      ended: false,
      awaiting:
        'a chunk whose response_metadata has finish_reason, stop_reason, finishReason, stopReason, done_reason or whose chunk_position is "last"',
    })
  })

  test('id and usage are kept when set, metadata merged', () => {
    const { response } = assemble([
      chunk({ id: 'run-1', usage_metadata: null, response_metadata: { model: 'm' } }),
      chunk({ id: null, usage_metadata: { total_tokens: 3 }, response_metadata: { finish_reason: 'stop' } }),
    ])
    expect(response).toEqual({
      type: 'ai',
      id: 'run-1',
      usage_metadata: { total_tokens: 3 },
      content: '',
      tool_calls: [],
      invalid_tool_calls: [],
      response_metadata: { model: 'm', finish_reason: 'stop' },
    })
  })

  test('whole tool_calls are taken only from a chunk without tool_call_chunks', () => {
    const whole = { name: 'w', args: {}, id: 'w1', type: 'tool_call' }
    const { response } = assemble([
      chunk({ tool_calls: [whole], tool_call_chunks: [{ index: 0, name: 'p', args: '{}' }] }),
      chunk({ tool_calls: [whole], invalid_tool_calls: [{ name: 'x', args: '{', error: 'bad' }] }),
      end,
    ])
    expect(response).toMatchObject({
      tool_calls: [whole, { name: 'p' }],
      invalid_tool_calls: [{ name: 'x' }],
    })
  })

  test('serialised chunks of another class, or not chunks at all, are unknown; kwargs that are no object fail there', () => {
    const other = { ...serialized({}), id: ['langchain_core', 'messages', 'AIMessage'] }
    expect(() => assemble([other])).toThrow(
      expect.objectContaining({ failure: expect.objectContaining({ kind: 'unknown_item', path: ['s', 0] }) }),
    )
    expect(() => assemble([{ lc: 2, type: 'constructor', id: ['AIMessageChunk'], kwargs: {} }])).toThrow(
      expect.objectContaining({ failure: expect.objectContaining({ kind: 'unknown_item' }) }),
    )
    expect(() => assemble([{ ...serialized({}), kwargs: 'x' }])).toThrow(
      expect.objectContaining({ failure: expect.objectContaining({ path: ['s', 0, 'kwargs'] }) }),
    )
    expect(langchainChunks.signals({ type: 'ai', content: '' }, [])).toBe(false)
    expect(langchainChunks.signals({ content: '', tool_call_chunks: [] }, [])).toBe('strong')
  })
  test('call chunks without an index, or with index null, each stand alone', () => {
    const { response } = assemble([
      piece({ name: 'f', args: '{}', id: 'a' }),
      piece({ name: 'g', args: '{}', id: 'b' }),
      piece({ index: null, name: 'h', args: '{}', id: 'c' }),
      piece({ index: null, name: 'k', args: '{}', id: 'd' }),
      chunk({ response_metadata: { finish_reason: 'tool_calls' } }),
    ])
    expect((response as { tool_calls: { name: string }[] }).tool_calls.map((call) => call.name)).toEqual([
      'f',
      'g',
      'h',
      'k',
    ])
  })

  test('a cut stream leaves its open call out of tool_calls; absent fields add no key', () => {
    const cut = assemble([
      { type: 'AIMessageChunk', content: 'Let me check' },
      { type: 'AIMessageChunk', tool_call_chunks: [{ index: 0, name: 'f', args: '{}', id: 'a' }] },
      { type: 'AIMessageChunk', tool_call_chunks: [{ index: 1, name: 'g', args: '{"q"', id: 'b' }] },
    ])
    expect(cut).toStrictEqual({
      ended: false,
      response: {
        type: 'ai',
        content: 'Let me check',
        tool_calls: [{ name: 'f', args: {}, id: 'a', type: 'tool_call' }],
        invalid_tool_calls: [],
        response_metadata: {},
      },
      awaiting: expect.any(String),
      open: { name: 'g', arrived: '{"q"', path: ['s', 2, 'tool_call_chunks', 0] },
    })
  })

  test('a serialised object that is not a constructor is no chunk', () => {
    expect(
      langchainChunks.signals(
        { lc: 1, type: 'not_implemented', id: ['x', 'AIMessageChunk'], kwargs: {} },
        [],
      ),
    ).toBe(false)
  })
})
