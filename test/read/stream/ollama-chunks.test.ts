import { describe, expect, test } from 'vitest'
import { DEFAULT_READ_OPTIONS } from '../../../src/read/normalize-read-options.js'
import { ollamaChunks } from '../../../src/read/stream/ollama-chunks.js'
import { fixture, plain, readFailure, readOk } from '../helpers.js'

const FILE = 'ollama/chat-stream-tool-calls.json'
const chunks = () => fixture(FILE) as Record<string, unknown>[]
const weather = (location: string) => ({
  name: 'get_current_weather',
  arguments: { format: 'celsius', location },
})

describe('ollama.chunks', () => {
  test('chunks assemble into the /api/chat response: thinking joined, each whole tool call in order', () => {
    const turn = readOk(chunks())
    expect(turn.format).toBe('ollama')
    expect(plain(turn.calls)).toEqual([weather('Toronto'), weather('Paris')])
    const { response } = ollamaChunks.assemble(chunks(), [], DEFAULT_READ_OPTIONS)
    expect(response).toMatchObject({
      model: 'qwen3',
      done: true,
      done_reason: 'stop',
      eval_count: 64,
      message: {
        role: 'assistant',
        content: '',
        thinking: 'The user wants the weather in Toronto and in Paris.',
      },
    })
  })

  test('several calls in one chunk keep their order; text pieces are joined', () => {
    type Chunk = { message: { tool_calls: unknown[] } }
    const [first, , one, two, last] = chunks() as unknown as [object, object, Chunk, Chunk, object]
    const both = {
      ...one,
      message: { ...one.message, tool_calls: [...one.message.tool_calls, ...two.message.tool_calls] },
    }
    expect(plain(readOk([first, both, last]).calls)).toEqual([weather('Toronto'), weather('Paris')])
    const text = [
      { message: { role: 'assistant', content: 'It is ' }, done: false },
      { message: { role: 'assistant', content: 'sunny.' }, done: false },
      { message: { role: 'assistant', content: '' }, done_reason: 'stop', done: true },
    ]
    expect(readOk(text)).toMatchObject({ format: 'ollama', calls: [] })
    expect(ollamaChunks.assemble(text, [], DEFAULT_READ_OPTIONS).response).toEqual({
      message: { role: 'assistant', content: 'It is sunny.' },
      done_reason: 'stop',
      done: true,
    })
  })

  test('no final chunk (done: true): truncated, with the calls that arrived', () => {
    const failure = readFailure(chunks().slice(0, -1))
    expect(failure).toMatchObject({
      kind: 'truncated',
      format: 'ollama',
      path: [4],
      expected: ['done: true'],
    })
    expect(plain(failure.calls ?? [])).toEqual([weather('Toronto'), weather('Paris')])
  })

  test('done_reason length (the num_predict limit): truncated, streamed or not', () => {
    const failure = readFailure(fixture('ollama/chat-stream-length.json'))
    expect(failure).toMatchObject({
      kind: 'truncated',
      token: 'length',
      detail: 'the token limit',
      path: ['done_reason'],
    })
    expect(plain(failure.calls ?? [])).toEqual([weather('Lisbon, PT')])
    const response = fixture('ollama/chat-tool-calls.json') as Record<string, unknown>
    expect(readFailure({ ...response, done_reason: 'length' })).toMatchObject({
      kind: 'truncated',
      token: 'length',
    })
  })

  test('a lone final chunk is the whole response', () => {
    expect(plain(readOk([fixture('ollama/chat-tool-calls.json')]).calls)).toEqual([weather('Paris, FR')])
  })

  test.each([
    ['a chunk with a type', { type: 'progress' }, 'progress'],
    ['a chunk of other keys', { status: 'pulling manifest', digest: 'sha256:1' }, 'status, digest'],
    ['an empty chunk', {}, 'empty chunk'],
  ])('%s inside the stream is unknown_item, never skipped', (_, stranger, token) => {
    const stream = chunks()
    stream.splice(2, 0, stranger as Record<string, unknown>)
    expect(readFailure(stream)).toMatchObject({ kind: 'unknown_item', path: [2], token })
  })

  test('an error line is a stream error that says so', () => {
    const stream = [...chunks().slice(0, 2), { error: 'model runner has unexpectedly stopped' }]
    expect(readFailure(stream)).toMatchObject({
      kind: 'stream_error',
      path: [2],
      token: 'error',
      detail: 'model runner has unexpectedly stopped',
    })
  })

  test('a tool call that is not one fails at its place in the assembled message', () => {
    const stream = chunks()
    ;(stream[2] as { message: { tool_calls: unknown[] } }).message.tool_calls = [
      { function: { arguments: {} } },
    ]
    expect(readFailure(stream)).toMatchObject({
      format: 'ollama',
      path: ['message', 'tool_calls', 0, 'function', 'name'],
    })
  })

  test('detection: done: false beside a message is a stream; done: true alone is weak; no message, none', () => {
    expect(ollamaChunks.signals({ message: {}, done: false }, [])).toBe('strong')
    expect(ollamaChunks.signals({ message: {}, done: true }, [])).toBe('weak')
    expect(ollamaChunks.signals({ message: 'hi', done: false }, [])).toBe(false)
    expect(ollamaChunks.signals({ message: {}, done: 'no' }, [])).toBe(false)
  })

  test('an error beside a message is no error line: the chunk is read as a chunk', () => {
    const stream = chunks()
    stream[1] = { ...stream[1], error: 'ignored' }
    expect(plain(readOk(stream).calls)).toEqual([weather('Toronto'), weather('Paris')])
  })

  test('tool_calls that are not a list fail where the message reader reads them; other message keys are kept', () => {
    const stream = chunks()
    ;(stream[2] as { message: Record<string, unknown> }).message.tool_calls = 'get_current_weather'
    expect(readFailure(stream)).toMatchObject({ kind: 'schema_invalid', path: ['message', 'tool_calls'] })
    const images = chunks()
    ;(images[0] as { message: Record<string, unknown> }).message.images = null
    const { response } = ollamaChunks.assemble(images, [], DEFAULT_READ_OPTIONS)
    expect(response).toMatchObject({ message: { images: null } })
    expect(Object.keys((response as { message: object }).message)).toEqual([
      'role',
      'content',
      'thinking',
      'images',
      'tool_calls',
    ])
    expect(response).toMatchObject({
      model: 'qwen3',
      created_at: '2025-05-27T22:54:57.905106Z',
      done_reason: 'stop',
    })
    expect(Object.hasOwn(response, 'message') && !Object.hasOwn(response as object, 'error')).toBe(true)
  })
  test('chunks that send neither role nor content assemble an assistant message with empty content', () => {
    const call = { function: { name: 'f', arguments: { a: 1 } } }
    const { response } = ollamaChunks.assemble(
      [
        { model: 'm', message: { tool_calls: [call] }, done: false },
        { model: 'm', message: {}, done: true, done_reason: 'stop' },
      ],
      [],
      DEFAULT_READ_OPTIONS,
    )
    expect(response).toStrictEqual({
      model: 'm',
      done_reason: 'stop',
      message: { role: 'assistant', content: '', tool_calls: [call] },
      done: true,
    })
  })
})
