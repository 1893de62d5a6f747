import { describe, expect, test } from 'vitest'
import { DEFAULT_READ_OPTIONS } from '../../../src/read/normalize-read-options.js'
import { anthropicEvents } from '../../../src/read/stream/anthropic-events.js'
import { fixture, fixtureText, plain, readFailure, readOk } from '../helpers.js'

const FILE = 'anthropic/stream-events-text-tool-use.json'
const events = () => fixture(FILE) as Record<string, unknown>[]
const CALL = { name: 'get_weather', arguments: { location: 'San Francisco, CA', unit: 'fahrenheit' } }

describe('anthropic.events', () => {
  test('events, and the same events as raw SSE text, assemble into the message', () => {
    expect(plain(readOk(events()).calls)).toEqual([{ ...CALL, id: 'toolu_01T1x1fJ34qAmk2tNTrN7Up6' }])
    const text = readOk(fixtureText('anthropic/stream-events-text-tool-use.sse.txt'))
    expect(plain(text.calls)).toEqual(plain(readOk(events()).calls))
    expect(text).toMatchObject({ format: 'anthropic', fromText: true })
  })

  test('a cut inside the tool_use block names it and what of its input arrived', () => {
    expect(readFailure(events().slice(0, 8))).toMatchObject({
      kind: 'truncated',
      format: 'anthropic',
      path: [5],
      token: 'get_weather',
      detail: '{"location":',
      expected: ['message_stop'],
      calls: [],
    })
  })

  test('message_stop missing after the last block: truncated, with the call that arrived whole', () => {
    const failure = readFailure(events().slice(0, -1))
    expect(failure).toMatchObject({ kind: 'truncated', expected: ['message_stop'] })
    expect(failure.token).toBeUndefined()
    expect(plain(failure.calls ?? [])).toEqual([{ ...CALL, id: 'toolu_01T1x1fJ34qAmk2tNTrN7Up6' }])
  })

  test('an error event is a stream error that says so', () => {
    const stream = [
      ...events().slice(0, 3),
      { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } },
    ]
    expect(readFailure(stream)).toMatchObject({
      kind: 'stream_error',
      path: [3],
      token: 'error',
      detail: 'Overloaded',
    })
  })

  test('a delta of unknown type is unknown_item', () => {
    const stream = events()
    stream.splice(3, 0, { type: 'content_block_delta', index: 0, delta: { type: 'hologram_delta' } })
    expect(readFailure(stream)).toMatchObject({
      kind: 'unknown_item',
      path: [3, 'delta'],
      token: 'hologram_delta',
    })
  })

  test('streamed input that is not JSON is arguments_not_json at the block', () => {
    const stream = events()
    stream[8] = {
      type: 'content_block_delta',
      index: 1,
      delta: { type: 'input_json_delta', partial_json: '{"location" ' },
    }
    expect(readFailure(stream)).toMatchObject({
      kind: 'arguments_not_json',
      path: [5, 'content_block', 'input'],
    })
  })

  test('a delta for a block never started fails', () => {
    const stream = events()
    stream.splice(2, 0, { type: 'content_block_stop', index: 7 })
    expect(readFailure(stream)).toMatchObject({ kind: 'schema_invalid', path: [2, 'index'] })
  })

  test('thinking, signature and citations deltas build their blocks; stop_reason reaches the message', () => {
    const { response } = anthropicEvents.assemble(
      [
        { type: 'message_start', message: { type: 'message', role: 'assistant', content: [] } },
        { type: 'content_block_start', index: 0, content_block: { type: 'thinking', thinking: '' } },
        { type: 'content_block_delta', index: 0, delta: { type: 'thinking_delta', thinking: 'Hm.' } },
        { type: 'content_block_delta', index: 0, delta: { type: 'signature_delta', signature: 'sig' } },
        { type: 'content_block_stop', index: 0 },
        { type: 'content_block_start', index: 1, content_block: { type: 'text', text: '' } },
        {
          type: 'content_block_delta',
          index: 1,
          delta: { type: 'citations_delta', citation: { cited_text: 'x' } },
        },
        { type: 'content_block_stop', index: 1 },
        { type: 'message_delta', delta: { stop_reason: 'max_tokens' }, usage: { output_tokens: 3 } },
        { type: 'message_stop' },
      ],
      [],
      DEFAULT_READ_OPTIONS,
    )
    expect(response).toMatchObject({
      stop_reason: 'max_tokens',
      usage: { output_tokens: 3 },
      content: [
        { type: 'thinking', thinking: 'Hm.', signature: 'sig' },
        { type: 'text', citations: [{ cited_text: 'x' }] },
      ],
    })
  })

  test('a block started twice at one index is a read failure, never the earlier block (a call) dropped', () => {
    const stream = events()
    // A second start at index 1 after the tool use stopped: it would have replaced the call.
    stream.splice(11, 0, { type: 'content_block_start', index: 1, content_block: { type: 'text', text: '' } })
    expect(readFailure(stream)).toMatchObject({ kind: 'schema_invalid', path: [11, 'index'] })
  })

  test('a block started with no index takes the place after the last one: the call before it is kept', () => {
    const stream = events()
    stream.splice(
      11,
      0,
      { type: 'content_block_start', content_block: { type: 'text', text: 'Done.' } },
      { type: 'content_block_stop', index: 2 },
    )
    expect(plain(readOk(stream).calls)).toEqual([expect.objectContaining(CALL)])
  })
})

describe('anthropic.events: assembling in detail', () => {
  const assemble = (list: object[]) => anthropicEvents.assemble(list, ['s'], DEFAULT_READ_OPTIONS)
  const start = (index: number, block: object) => ({
    type: 'content_block_start',
    index,
    content_block: block,
  })
  const delta = (index: number, d: object) => ({ type: 'content_block_delta', index, delta: d })
  const stop = (index: number) => ({ type: 'content_block_stop', index })

  test('text, thinking, signature and citations deltas build their blocks; blocks are ordered by index', () => {
    const { response } = assemble([
      { type: 'ping' },
      start(1, { type: 'text', text: '' }),
      start(0, { type: 'thinking', thinking: '' }),
      delta(1, { type: 'text_delta', text: 'Hel' }),
      delta(1, { type: 'text_delta', text: 'lo' }),
      delta(1, { type: 'citations_delta', citation: { cited_text: 'a' } }),
      delta(1, { type: 'citations_delta', citation: { cited_text: 'b' } }),
      delta(0, { type: 'thinking_delta', thinking: 'hm' }),
      delta(0, { type: 'signature_delta', signature: 'sig' }),
      stop(0),
      stop(1),
      { type: 'message_stop' },
    ])
    expect(response).toEqual({
      type: 'message',
      role: 'assistant',
      content: [
        { type: 'thinking', thinking: 'hm', signature: 'sig' },
        { type: 'text', text: 'Hello', citations: [{ cited_text: 'a' }, { cited_text: 'b' }] },
      ],
    })
  })

  test('message_delta merges its delta and usage into the message', () => {
    const { response } = assemble([
      {
        type: 'message_start',
        message: { id: 'm', type: 'message', role: 'assistant', content: [], usage: { input_tokens: 5 } },
      },
      { type: 'message_delta', delta: { stop_reason: 'tool_use' }, usage: { output_tokens: 7 } },
      { type: 'message_delta', delta: 'x', usage: 3 },
      { type: 'message_stop' },
    ])
    expect(response).toEqual({
      id: 'm',
      type: 'message',
      role: 'assistant',
      stop_reason: 'tool_use',
      usage: { input_tokens: 5, output_tokens: 7 },
      content: [],
    })
  })

  test('a tool_use without streamed JSON keeps the input it started with; cut, the unstopped call is named', () => {
    const whole = assemble([
      start(0, { type: 'tool_use', id: 't', name: 'f', input: { a: 1 } }),
      stop(0),
      { type: 'message_stop' },
    ])
    expect(whole.response).toMatchObject({ content: [{ input: { a: 1 } }] })
    const cut = assemble([
      start(0, { type: 'text', text: 'x' }),
      start(1, { type: 'tool_use', id: 't', name: 'f', input: {} }),
      delta(1, { type: 'input_json_delta', partial_json: '{"a"' }),
      delta(1, { type: 'input_json_delta' }),
    ])
    expect(cut).toEqual({
      ended: false,
      response: { type: 'message', role: 'assistant', content: [{ type: 'text', text: 'x' }] },
      awaiting: 'message_stop',
      open: { name: 'f', arrived: '{"a"', path: ['s', 1] },
    })
  })

  test('an unknown delta type, a delta that is no object, an untyped event and an error fail', () => {
    expect(() => assemble([start(0, { type: 'text', text: '' }), delta(0, { type: 'audio_delta' })])).toThrow(
      expect.objectContaining({
        failure: expect.objectContaining({
          kind: 'unknown_item',
          token: 'audio_delta',
          path: ['s', 1, 'delta'],
        }),
      }),
    )
    expect(() =>
      assemble([start(0, { type: 'text', text: '' }), { type: 'content_block_delta', index: 0, delta: 'x' }]),
    ).toThrow(
      expect.objectContaining({
        failure: expect.objectContaining({ kind: 'unknown_item', path: ['s', 1, 'delta'] }),
      }),
    )
    expect(() => assemble([{ index: 0 }])).toThrow(
      expect.objectContaining({ failure: expect.objectContaining({ kind: 'unknown_item', path: ['s', 0] }) }),
    )
    expect(() =>
      assemble([{ type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }]),
    ).toThrow(
      expect.objectContaining({
        failure: expect.objectContaining({
          kind: 'stream_error',
          detail: expect.stringContaining('Overloaded'),
        }),
      }),
    )
  })

  test('signals: the message events only', () => {
    expect(anthropicEvents.signals({ type: 'message_start' }, [])).toBe('strong')
    expect(anthropicEvents.signals({ type: 'ping' }, [])).toBe(false)
    expect(anthropicEvents.signals({ type: 3 }, [])).toBe(false)
  })
})

describe('anthropic.events: cut by the token limit inside a call', () => {
  const CUT = 'anthropic/stream-events-max-tokens-in-tool-input.json'
  const cut = () => fixture(CUT) as Record<string, unknown>[]
  /** The stream without the `content_block_stop` of the tool_use (index 1), as some recordings have it. */
  const unstopped = () => cut().filter((event) => !(event.type === 'content_block_stop' && event.index === 1))
  const withStop = (stream: Record<string, unknown>[], stop: string) =>
    stream.map((event) =>
      event.type === 'message_delta'
        ? { ...event, delta: { stop_reason: stop, stop_sequence: null } }
        : event,
    )

  test.each<[string, () => Record<string, unknown>[]]>([
    ['the call block stopped', cut],
    ['the call block never stopped', unstopped],
  ])('%s: truncated by the token limit, the cut call not among the calls that arrived', (_, stream) => {
    expect(readFailure(stream())).toStrictEqual({
      kind: 'truncated',
      format: 'anthropic',
      path: ['stop_reason'],
      token: 'max_tokens',
      detail: 'the token limit',
      calls: [],
    })
  })

  test('model_context_window_exceeded is the token limit too', () => {
    expect(readFailure(withStop(cut(), 'model_context_window_exceeded'))).toMatchObject({
      kind: 'truncated',
      token: 'model_context_window_exceeded',
    })
  })

  test.each(['end_turn', 'tool_use', 'refusal'])(
    'input that is not JSON under stop_reason %s stays arguments_not_json at its block',
    (stop) => {
      expect(readFailure(withStop(cut(), stop))).toMatchObject({
        kind: 'arguments_not_json',
        path: [4, 'content_block', 'input'],
      })
    },
  )

  test('a call that arrived whole before the cut is carried; an unstopped one with no input yet is not', () => {
    const whole = {
      type: 'content_block_start',
      index: 2,
      content_block: { type: 'tool_use', id: 'toolu_2', name: 'notify', input: {} },
    }
    const stream = cut()
    const end = stream.findIndex((event) => event.type === 'message_delta')
    stream.splice(end, 0, whole, {
      type: 'content_block_delta',
      index: 2,
      delta: { type: 'input_json_delta', partial_json: '{"to": "ops"}' },
    })
    expect(plain(readFailure(stream).calls ?? [])).toEqual([
      { name: 'notify', arguments: { to: 'ops' }, id: 'toolu_2' },
    ])
    const started = cut()
    started.splice(end, 0, whole)
    expect(readFailure(started).calls).toEqual([])
  })
})
