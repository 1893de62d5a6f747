import { describe, expect, test } from 'vitest'
import { DEFAULT_READ_OPTIONS } from '../../../src/read/normalize-read-options.js'
import { openaiChatChunks } from '../../../src/read/stream/openai-chat-chunks.js'
import { describeReadFailure } from '../../../src/report/describe-read-failure.js'
import { fixture, plain, readFailure, readOk } from '../helpers.js'

const FILE = 'openai-chat/stream-chunks-azure-parallel.json'
const chunks = () => fixture(FILE) as Record<string, unknown>[]
const chunk = (delta: object, finish: string | null = null, index = 0) => ({
  object: 'chat.completion.chunk',
  choices: [{ index, delta, finish_reason: finish }],
})

describe('openai-chat.chunks', () => {
  test('tool calls are joined by index; Azure opening chunk and usage-only chunk carry no call', () => {
    const turn = readOk(chunks())
    expect(turn.format).toBe('openai-chat')
    expect(plain(turn.calls)).toEqual([
      { name: 'get_weather', arguments: { location: 'Paris, France' }, id: 'call_a1' },
      { name: 'get_time', arguments: { timezone: 'Europe/Paris' }, id: 'call_b2' },
    ])
  })

  test('a cut inside the second call is truncated with its name, what arrived, and the first call', () => {
    const failure = readFailure(chunks().slice(0, 6))
    expect(failure).toMatchObject({
      kind: 'truncated',
      format: 'openai-chat',
      path: [5, 'choices', 0, 'delta', 'tool_calls', 0],
      token: 'get_time',
      detail: '',
      expected: ['a chunk with finish_reason'],
    })
    expect(plain(failure.calls ?? [])).toEqual([
      { name: 'get_weather', arguments: { location: 'Paris, France' }, id: 'call_a1' },
    ])
    expect(describeReadFailure(readFailure(chunks().slice(0, 7)))).toBe(
      'could not read the tool calls: the stream ended inside the call "get_time" (its arguments so far: ' +
        '"{\\"timezone\\": \\"Europe/Paris\\"}"), before a chunk with finish_reason; 1 whole call arrived before ' +
        'the cut at [5].choices[0].delta.tool_calls[0]',
    )
  })

  test('a text answer cut before finish_reason is truncated, not an abstention', () => {
    const failure = readFailure([chunk({ role: 'assistant', content: 'The weather' })])
    expect(failure).toMatchObject({ kind: 'truncated', calls: [] })
    expect(failure.token).toBeUndefined()
  })

  test('the legacy function_call streams too; the name is set, the arguments joined', () => {
    const turn = readOk([
      chunk({ role: 'assistant', function_call: { name: 'lookup', arguments: '' } }),
      chunk({ function_call: { arguments: '{"q":' } }),
      chunk({ function_call: { arguments: '1}' } }),
      chunk({}, 'function_call'),
    ])
    expect(plain(turn.calls)).toEqual([{ name: 'lookup', arguments: { q: 1 } }])
    const cut = readFailure([
      chunk({ role: 'assistant', function_call: { name: 'lookup', arguments: '{"q":' } }),
    ])
    expect(cut).toMatchObject({ kind: 'truncated', token: 'lookup', detail: '{"q":' })
  })

  test('custom tool calls stream their free-text input', () => {
    const { response } = openaiChatChunks.assemble(
      [
        chunk({
          tool_calls: [{ index: 0, id: 'c', type: 'custom', custom: { name: 'sql', input: 'SELECT' } }],
        }),
        chunk({ tool_calls: [{ index: 0, custom: { input: ' 1' } }] }),
        chunk({}, 'tool_calls'),
      ],
      [],
      DEFAULT_READ_OPTIONS,
    )
    expect(response).toMatchObject({
      choices: [
        {
          message: { tool_calls: [{ id: 'c', type: 'custom', custom: { name: 'sql', input: 'SELECT 1' } }] },
        },
      ],
    })
  })

  test('the finish reason and filter results reach the assembled completion (the token-limit policy reads them)', () => {
    const { response, ended } = openaiChatChunks.assemble(
      [chunk({ role: 'assistant', content: '{"' }), chunk({}, 'length')],
      [],
      DEFAULT_READ_OPTIONS,
    )
    expect(ended).toBe(true)
    expect(response).toMatchObject({
      object: 'chat.completion',
      choices: [{ index: 0, finish_reason: 'length', message: { role: 'assistant', content: '{"' } }],
    })
  })

  test('choices are kept apart by index', () => {
    const { response } = openaiChatChunks.assemble(
      [
        chunk({ content: 'a' }, null, 1),
        chunk({ content: 'b' }, 'stop', 0),
        chunk({ content: 'c' }, 'stop', 1),
      ],
      [],
      DEFAULT_READ_OPTIONS,
    )
    expect(response).toMatchObject({
      choices: [
        { index: 0, message: { content: 'b' } },
        { index: 1, message: { content: 'ac' } },
      ],
    })
  })

  test('an element that is no chunk is unknown_item, never skipped', () => {
    const events = chunks()
    events.splice(3, 0, { object: 'chat.completion', choices: [] })
    expect(readFailure(events)).toMatchObject({ kind: 'unknown_item', path: [3], token: 'chat.completion' })
    expect(readFailure([...chunks(), { type: 'keepalive' }])).toMatchObject({
      kind: 'unknown_item',
      token: 'keepalive',
    })
  })

  test('an array of whole tool calls is no stream', () => {
    const turn = readOk([{ type: 'function', function: { name: 'f', arguments: '{}' } }])
    expect(turn.format).toBe('openai-chat')
  })
})

describe('openai-chat.chunks: assembling in detail', () => {
  const assemble = (events: object[]) => openaiChatChunks.assemble(events, ['s'], DEFAULT_READ_OPTIONS)
  const fn = (name: string, args: string) => ({ name, arguments: args })

  test('call deltas without an index continue after the highest; empty ids, types and names change nothing', () => {
    const { response } = assemble([
      chunk({ tool_calls: [{ index: 3, id: 'c3', type: 'function', function: fn('f', '{"a"') }] }),
      chunk({ tool_calls: [{ index: 3, id: '', type: '', function: fn('', ':1}') }] }),
      chunk({ tool_calls: [{ id: 'c4', function: fn('g', '{}') }] }),
      chunk({ tool_calls: [{ index: 1, id: 'c1', function: fn('h', '{}') }] }, 'tool_calls'),
    ])
    expect(response).toEqual({
      object: 'chat.completion',
      choices: [
        {
          index: 0,
          finish_reason: 'tool_calls',
          message: {
            role: 'assistant',
            tool_calls: [
              { id: 'c1', type: 'function', function: fn('h', '{}') },
              { id: 'c3', type: 'function', function: fn('f', '{"a":1}') },
              { id: 'c4', type: 'function', function: fn('g', '{}') },
            ],
          },
        },
      ],
    })
  })

  test('a custom tool call streams its input under custom', () => {
    const { response } = assemble([
      chunk({
        tool_calls: [{ index: 0, id: 'c1', type: 'custom', custom: { name: 'patch', input: '*** Begin' } }],
      }),
      chunk({ tool_calls: [{ index: 0, custom: { input: ' Patch' } }] }, 'tool_calls'),
    ])
    expect(response).toMatchObject({
      choices: [
        {
          message: {
            tool_calls: [{ id: 'c1', type: 'custom', custom: { name: 'patch', input: '*** Begin Patch' } }],
          },
        },
      ],
    })
    expect(
      (response as { choices: { message: { tool_calls: object[] } }[] }).choices[0]!.message.tool_calls[0],
    ).not.toHaveProperty('function')
  })

  test('message fields: text is joined, other values set, null kept only where nothing came', () => {
    const { response } = assemble([
      chunk({ role: 'assistant', content: 'Hel', refusal: null, audio: null }),
      chunk({ content: 'lo', audio: { id: 'a1' }, refusal: null }),
      chunk({ audio: null, content: null }, 'stop'),
    ])
    expect(response).toMatchObject({
      choices: [{ message: { role: 'assistant', content: 'Hello', refusal: null, audio: { id: 'a1' } } }],
    })
  })

  test('a legacy function_call streams by name and arguments; cut, it is the open call', () => {
    const cut = assemble([
      chunk({ function_call: { name: 'f', arguments: '{"a"' } }),
      chunk({ function_call: { name: '', arguments: ':' } }),
    ])
    expect(cut).toEqual({
      ended: false,
      response: {
        object: 'chat.completion',
        choices: [{ index: 0, finish_reason: null, message: { role: 'assistant' } }],
      },
      awaiting: 'a chunk with finish_reason',
      open: { name: 'f', arrived: '{"a":', path: ['s', 1, 'choices', 0, 'delta', 'function_call'] },
    })
  })

  test('cut during tool calls, the highest is the open one and the others stay', () => {
    const cut = assemble([
      chunk({ tool_calls: [{ index: 0, id: 'c0', function: fn('f', '{}') }] }),
      chunk({ tool_calls: [{ index: 1, id: 'c1', function: fn('g', '{"q"') }] }),
    ])
    expect(cut).toMatchObject({
      ended: false,
      open: { name: 'g', arrived: '{"q"', path: ['s', 1, 'choices', 0, 'delta', 'tool_calls', 0] },
      response: { choices: [{ message: { tool_calls: [{ id: 'c0' }] } }] },
    })
  })

  test('choices are placed by their index, else their position; the stream ends when every choice finished', () => {
    const two = [
      {
        object: 'chat.completion.chunk',
        id: 'x',
        model: 'm',
        choices: [{ index: 2, delta: { content: 'b' }, finish_reason: null }],
      },
      { object: 'chat.completion.chunk', choices: [{ delta: { content: 'a' }, finish_reason: null }] },
      { object: 'chat.completion.chunk', choices: [{ index: 2, delta: {}, finish_reason: 'stop' }] },
    ]
    const half = assemble(two)
    expect(half.ended).toBe(false)
    expect(half.response).toEqual({
      id: 'x',
      model: 'm',
      object: 'chat.completion',
      choices: [
        { index: 0, finish_reason: null, message: { role: 'assistant', content: 'a' } },
        { index: 2, finish_reason: 'stop', message: { role: 'assistant', content: 'b' } },
      ],
    })
    const whole = assemble([
      ...two,
      { object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] },
    ])
    expect(whole.ended).toBe(true)
  })

  test('no chunk at all is no end; a chunk without choices or of another object is unknown', () => {
    expect(assemble([]).ended).toBe(false)
    expect(() => assemble([{ id: 'x' }])).toThrow(
      expect.objectContaining({
        failure: expect.objectContaining({ kind: 'unknown_item', token: 'no choices', path: ['s', 0] }),
      }),
    )
    expect(() => assemble([{ object: 'chat.completion', choices: [] }])).toThrow(
      expect.objectContaining({
        failure: expect.objectContaining({ kind: 'unknown_item', token: 'chat.completion' }),
      }),
    )
    expect(assemble([{ object: '', choices: [] }]).ended).toBe(false)
  })

  test('a call or legacy call that never sends arguments assembles with empty arguments', () => {
    const calls = assemble([
      chunk({ tool_calls: [{ index: 0, id: 'c0', function: { name: 'f' } }] }, 'tool_calls'),
    ])
    expect(calls.response).toStrictEqual({
      object: 'chat.completion',
      choices: [
        {
          index: 0,
          finish_reason: 'tool_calls',
          message: { role: 'assistant', tool_calls: [{ id: 'c0', type: 'function', function: fn('f', '') }] },
        },
      ],
    })
    const legacy = assemble([chunk({ function_call: { name: 'f' } }, 'function_call')])
    expect(legacy.response).toStrictEqual({
      object: 'chat.completion',
      choices: [
        {
          index: 0,
          finish_reason: 'function_call',
          message: { role: 'assistant', function_call: fn('f', '') },
        },
      ],
    })
  })

  test('tool_calls: null in a delta carries no call; an element that is no object is placed at its index', () => {
    const empty = assemble([chunk({ content: 'hi', tool_calls: null }, 'stop')])
    expect(empty.response).toStrictEqual({
      object: 'chat.completion',
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: 'hi' } }],
    })
    expect(() =>
      assemble([chunk({ tool_calls: [{ index: 0, id: 'c0', function: fn('f', '{}') }, 7] })]),
    ).toThrow(
      expect.objectContaining({
        failure: expect.objectContaining({ path: ['s', 0, 'choices', 0, 'delta', 'tool_calls', 1] }),
      }),
    )
  })

  test('a field that comes as undefined later keeps the value it had; the filter results stay out unless sent', () => {
    const { response } = assemble([chunk({ audio: { id: 'a1' } }), chunk({ audio: undefined }, 'stop')])
    expect(response).toStrictEqual({
      object: 'chat.completion',
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', audio: { id: 'a1' } } }],
    })
    const filtered = assemble([
      {
        object: 'chat.completion.chunk',
        choices: [
          { index: 0, delta: {}, finish_reason: 'content_filter', content_filter_results: { hate: 1 } },
        ],
      },
    ])
    expect(filtered.response).toStrictEqual({
      object: 'chat.completion',
      choices: [
        {
          index: 0,
          finish_reason: 'content_filter',
          message: { role: 'assistant' },
          content_filter_results: { hate: 1 },
        },
      ],
    })
  })

  test('a chunk without object, or a final choice without delta, is read; a choice that never finishes is no end', () => {
    const bare = assemble([
      { choices: [{ index: 0, delta: { content: 'a' } }] },
      { choices: [{ index: 0, finish_reason: 'stop' }] },
    ])
    expect(bare).toStrictEqual({
      ended: true,
      response: {
        object: 'chat.completion',
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: 'a' } }],
      },
    })
    const unfinished = assemble([{ choices: [{ index: 0, delta: { content: 'a' } }] }])
    expect(unfinished).toStrictEqual({
      ended: false,
      response: {
        object: 'chat.completion',
        choices: [{ index: 0, finish_reason: null, message: { role: 'assistant', content: 'a' } }],
      },
      awaiting: 'a chunk with finish_reason',
    })
  })

  test('a first call delta without an index takes index 0, so a later index 1 comes after it', () => {
    const { response } = assemble([
      chunk({ tool_calls: [{ id: 'c0', function: fn('f', '{}') }] }),
      chunk({ tool_calls: [{ index: 1, id: 'c1', function: fn('g', '{}') }] }, 'tool_calls'),
    ])
    expect(response).toMatchObject({
      choices: [{ message: { tool_calls: [{ id: 'c0' }, { id: 'c1' }] } }],
    })
  })

  test('signals: a chunk object, or choices whose first has a delta', () => {
    expect(openaiChatChunks.signals({ object: 'chat.completion.chunk' }, [])).toBe('strong')
    expect(openaiChatChunks.signals({ choices: [{ delta: {} }] }, [])).toBe('strong')
    expect(openaiChatChunks.signals({ choices: [{ message: {} }] }, [])).toBe(false)
    expect(openaiChatChunks.signals({ choices: [] }, [])).toBe(false)
    expect(openaiChatChunks.signals({ choices: {} }, [])).toBe(false)
  })
})

describe('openai-chat.chunks: a stream the token limit cut inside a call', () => {
  const CUT = 'openai-chat/stream-chunks-length-in-arguments.json'

  test('finish_reason length mid-arguments is truncated by the token limit, not arguments that are not JSON', () => {
    expect(readFailure(fixture(CUT))).toStrictEqual({
      kind: 'truncated',
      format: 'openai-chat',
      path: ['choices', 0, 'finish_reason'],
      token: 'length',
      detail: 'the token limit',
      calls: [],
    })
  })

  test('content_filter mid-arguments is filtered; a stop that says nothing leaves the broken arguments to fail', () => {
    const filtered = fixture(CUT) as { choices: { finish_reason: string }[] }[]
    filtered[3]!.choices[0]!.finish_reason = 'content_filter'
    expect(readFailure(filtered)).toMatchObject({ kind: 'filtered', token: 'content_filter' })
    const stopped = fixture(CUT) as { choices: { finish_reason: string }[] }[]
    stopped[3]!.choices[0]!.finish_reason = 'stop'
    expect(readFailure(stopped)).toMatchObject({ kind: 'arguments_not_json' })
  })
})
