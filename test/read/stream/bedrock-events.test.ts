import { describe, expect, test } from 'vitest'
import { DEFAULT_READ_OPTIONS } from '../../../src/read/normalize-read-options.js'
import { bedrockEvents } from '../../../src/read/stream/bedrock-events.js'
import { cpuTime } from '../../support/cpu-time.js'
import { fixture, plain, readFailure, readOk } from '../helpers.js'

const FILE = 'bedrock/converse-stream-tool-use.json'
const events = () => fixture(FILE) as Record<string, unknown>[]
const CALL = { name: 'top_song', arguments: { sign: 'WZPZ' }, id: 'tooluse_Qx7bN2vRTkaD9m3LpE4sWg' }
const delta = (index: number, body: object) => ({
  contentBlockDelta: { delta: body, contentBlockIndex: index },
})

describe('bedrock.events', () => {
  test('ConverseStream events assemble into the Converse response: text, then the tool use with its input', () => {
    expect(readOk(events())).toMatchObject({ format: 'bedrock' })
    expect(plain(readOk(events()).calls)).toEqual([CALL])
    const { response } = bedrockEvents.assemble(events(), [], DEFAULT_READ_OPTIONS)
    expect(response).toMatchObject({
      stopReason: 'tool_use',
      usage: { totalTokens: 473 },
      output: {
        message: {
          role: 'assistant',
          content: [
            { text: "I'll check which song tops the WZPZ chart." },
            { toolUse: { name: 'top_song', input: { sign: 'WZPZ' } } },
          ],
        },
      },
    })
  })

  test('the token limit cut it (stopReason max_tokens): truncated, with the call that arrived whole', () => {
    const failure = readFailure(fixture('bedrock/converse-stream-max-tokens.json'))
    expect(failure).toMatchObject({ kind: 'truncated', token: 'max_tokens', detail: 'the token limit' })
    expect(plain(failure.calls ?? [])).toEqual([
      { name: 'top_song', arguments: { sign: 'WZPZ' }, id: 'tooluse_Hn4cV8pXQm2bT6rLwZ1yJa' },
    ])
  })

  test('cut inside the tool use: truncated, naming it and what of its input arrived', () => {
    expect(readFailure(events().slice(0, 7))).toMatchObject({
      kind: 'truncated',
      format: 'bedrock',
      path: [4, 'contentBlockStart'],
      token: 'top_song',
      detail: '{"sign": "W',
      expected: ['contentBlockStop'],
      calls: [],
    })
  })

  test('messageStop missing: truncated, with the calls that arrived whole', () => {
    const failure = readFailure(events().slice(0, 9))
    expect(failure).toMatchObject({ kind: 'truncated', expected: ['messageStop'] })
    expect(failure.token).toBeUndefined()
    expect(plain(failure.calls ?? [])).toEqual([CALL])
  })

  test('metadata is no end: without messageStop the stream is truncated', () => {
    const failure = readFailure(events().filter((_, index) => index !== 9))
    expect(failure).toMatchObject({ kind: 'truncated', path: [10], expected: ['messageStop'] })
  })

  test('a tool use still open at messageStop is cut, never half a call', () => {
    const stream = events().filter((_, index) => index !== 8)
    expect(readFailure(stream)).toMatchObject({
      kind: 'truncated',
      token: 'top_song',
      detail: '{"sign": "WZPZ"}',
    })
  })

  test.each([
    ['an event of no known member', { hologramDelta: { contentBlockIndex: 0 } }, [3], 'hologramDelta'],
    ['a member the SDK did not know', { $unknown: ['hologramDelta', {}] }, [3], 'hologramDelta'],
    ['an event with a type', { type: 'ping' }, [3], 'ping'],
    ['an empty event', {}, [3], 'empty event'],
    ['an event of several unknown keys', { a: 1, b: 2 }, [3], 'a, b'],
    ['a member that is no object', { contentBlockStop: 7 }, [3, 'contentBlockStop'], 'number'],
    [
      'a delta of no known member',
      delta(0, { hologram: 'x' }),
      [3, 'contentBlockDelta', 'delta'],
      'hologram',
    ],
    [
      'a block start of no known member',
      { contentBlockStart: { start: { hologram: {} }, contentBlockIndex: 4 } },
      [3, 'contentBlockStart', 'start'],
      'hologram',
    ],
  ])('%s is unknown_item, never skipped', (_, event, path, token) => {
    const stream = events()
    stream.splice(3, 0, event as Record<string, unknown>)
    expect(readFailure(stream)).toMatchObject({ kind: 'unknown_item', path, token })
  })

  test('an exception event is a stream error that says so', () => {
    const stream = [...events().slice(0, 3), { throttlingException: { message: 'Too many requests' } }]
    expect(readFailure(stream)).toMatchObject({
      kind: 'stream_error',
      path: [3],
      token: 'throttlingException',
      detail: 'Too many requests',
    })
  })

  test('streamed input that is not JSON is arguments_not_json at the tool use', () => {
    const stream = events()
    stream[7] = delta(1, { toolUse: { input: 'ZPZ"' } })
    expect(readFailure(stream)).toMatchObject({
      kind: 'arguments_not_json',
      path: [4, 'contentBlockStart', 'start', 'toolUse', 'input'],
    })
  })

  test('a tool use delta for a block never started fails; a tool without input is {}', () => {
    const stream = events()
    stream.splice(2, 0, delta(7, { toolUse: { input: '{}' } }))
    expect(readFailure(stream)).toMatchObject({
      kind: 'schema_invalid',
      path: [2, 'contentBlockDelta', 'contentBlockIndex'],
    })
    const bare = events().filter((_, index) => index < 5 || index > 7)
    expect(plain(readOk(bare).calls)).toEqual([{ ...CALL, arguments: {} }])
    const blank = events()
    blank.splice(6, 2, delta(1, { toolUse: { input: ' \n' } }))
    expect(plain(readOk(blank).calls)).toEqual([{ ...CALL, arguments: {} }])
  })

  test('reasoning, citation and server-side deltas build blocks that carry no call', () => {
    const stream = events()
    stream.splice(
      1,
      0,
      delta(5, { reasoningContent: { text: 'The user wants ' } }),
      delta(5, { reasoningContent: { text: 'the top song.' } }),
      delta(5, { reasoningContent: { signature: 'sig-1' } }),
      delta(6, { reasoningContent: { redactedContent: 'AAEC' } }),
      delta(0, { citation: { title: 'chart' } }),
    )
    expect(plain(readOk(stream).calls)).toEqual([CALL])
    const { response } = bedrockEvents.assemble(stream, [], DEFAULT_READ_OPTIONS)
    expect(response).toMatchObject({
      output: {
        message: {
          content: [
            { citationsContent: { streamed: [{ title: 'chart' }] } },
            { toolUse: { name: 'top_song' } },
            {
              reasoningContent: {
                reasoningText: { text: 'The user wants the top song.', signature: 'sig-1' },
              },
            },
            { reasoningContent: { redactedContent: 'AAEC' } },
          ],
        },
      },
    })
  })

  test('server tool use is read under serverTools, as in a Converse response', () => {
    const stream = events()
    stream[4] = {
      contentBlockStart: {
        start: { toolUse: { toolUseId: 'srv_1', name: 'web_search', type: 'server_tool_use' } },
        contentBlockIndex: 1,
      },
    }
    stream[9] = { messageStop: { stopReason: 'end_turn' } }
    expect(readOk(stream).calls).toEqual([])
    expect(plain(readOk(stream, { serverTools: 'include' }).calls)).toEqual([
      { name: 'web_search', arguments: { sign: 'WZPZ' }, id: 'srv_1', server: true },
    ])
  })

  test('the context window cut it (model_context_window_exceeded): truncated like max_tokens', () => {
    const stream = fixture('bedrock/converse-stream-max-tokens.json') as Record<string, unknown>[]
    stream[7] = { messageStop: { stopReason: 'model_context_window_exceeded' } }
    expect(readFailure(stream)).toMatchObject({ kind: 'truncated', token: 'model_context_window_exceeded' })
    // Any other stop with half an input is a malformed call, never a cut one.
    stream[7] = { messageStop: { stopReason: 'end_turn' } }
    expect(readFailure(stream)).toMatchObject({ kind: 'arguments_not_json' })
  })

  test('block starts of tool results and images carry no call; a start without an index takes the next place', () => {
    const stream = events()
    stream.splice(
      4,
      0,
      {
        contentBlockStart: {
          start: { toolResult: { toolUseId: 'srv_1', status: 'success' } },
          contentBlockIndex: 2,
        },
      },
      delta(2, { toolResult: [{ text: 'chart data' }] }),
      { contentBlockStop: { contentBlockIndex: 2 } },
      { contentBlockStart: { start: { image: { format: 'png' } } } },
    )
    expect(plain(readOk(stream).calls)).toEqual([CALL])
    const { response } = bedrockEvents.assemble(stream, [], DEFAULT_READ_OPTIONS)
    expect(response).toMatchObject({
      output: {
        message: {
          content: [
            { text: "I'll check which song tops the WZPZ chart." },
            { toolUse: { name: 'top_song' } },
            { toolResult: { toolUseId: 'srv_1', streamed: [[{ text: 'chart data' }]] } },
            { image: { format: 'png' } },
          ],
        },
      },
    })
  })

  test('messageStart gives the role; a toolUse delta that is not text adds nothing', () => {
    const stream = events()
    stream[0] = { messageStart: { role: 'assistant', extra: 1 } }
    stream.splice(6, 0, delta(1, { toolUse: { input: 42 } }), delta(1, { toolUse: 'x' }))
    expect(plain(readOk(stream).calls)).toEqual([CALL])
    expect(bedrockEvents.assemble(stream, [], DEFAULT_READ_OPTIONS).response).toMatchObject({
      output: { message: { role: 'assistant', extra: 1 } },
    })
  })

  test('detection: an event only ConverseStream sends is a strong signal; metadata alone, or with a type, is none', () => {
    expect(bedrockEvents.signals({ contentBlockStop: { contentBlockIndex: 0 } }, [])).toBe('strong')
    expect(bedrockEvents.signals({ metadata: { usage: {} } }, [])).toBe(false)
    expect(bedrockEvents.signals({ type: 'x', messageStop: {} }, [])).toBe(false)
    expect(bedrockEvents.signals({ messageStop: 'end_turn' }, [])).toBe(false)
  })

  test('deltas of a block that carries no call are appended, never copied per delta: 100,000 read in linear time', () => {
    const [first, ...rest] = events()
    const citations = Array.from({ length: 100_000 }, (_, index) => delta(0, { citation: { n: index } }))
    const stream = [first!].concat(citations, rest)
    const { value: turn, ms } = cpuTime(() => readOk(stream))
    expect(plain(turn.calls)).toEqual([CALL])
    expect(ms).toBeLessThan(5_000)
  })

  test('a list that came in the stream is copied before a delta is added to it: the input is never changed', () => {
    const streamed = [{ text: 'sent with the start' }]
    const stream = events()
    stream.splice(
      1,
      0,
      { contentBlockStart: { contentBlockIndex: 7, start: { toolResult: { toolUseId: 's', streamed } } } },
      delta(7, { toolResult: [{ text: 'more' }] }),
    )
    const { response } = bedrockEvents.assemble(stream, [], DEFAULT_READ_OPTIONS)
    expect(streamed).toEqual([{ text: 'sent with the start' }])
    expect(JSON.stringify(response)).toContain(
      '"streamed":[{"text":"sent with the start"},[{"text":"more"}]]',
    )
  })
})
