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
