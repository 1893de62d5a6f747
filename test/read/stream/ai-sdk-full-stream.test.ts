import { describe, expect, test } from 'vitest'
import { DEFAULT_READ_OPTIONS } from '../../../src/read/normalize-read-options.js'
import { aiSdkFullStream } from '../../../src/read/stream/ai-sdk-full-stream.js'
import { fixture, plain, readFailure, readOk } from '../helpers.js'

const FILE = 'vercel-ai/full-stream-two-steps.json'
const parts = () => fixture(FILE) as Record<string, unknown>[]

describe('vercel-ai.full-stream', () => {
  test('a two-step stream reads the call of its first step', () => {
    const turn = readOk(parts())
    expect(turn.format).toBe('vercel-ai')
    expect(plain(turn.calls)).toEqual([
      { name: 'weather', arguments: { location: 'San Francisco' }, id: 'call_7x9' },
    ])
  })

  test('steps keep their content and finish reasons (the token-limit policy reads them)', () => {
    const { response } = aiSdkFullStream.assemble(parts(), [], DEFAULT_READ_OPTIONS)
    expect(response).toMatchObject({
      finishReason: 'stop',
      steps: [
        {
          finishReason: 'tool-calls',
          content: [{ type: 'text', text: 'Let me check.' }, { type: 'tool-call' }, { type: 'tool-result' }],
        },
        { finishReason: 'stop', content: [{ type: 'text', text: 'It is 72°F in San Francisco.' }] },
      ],
    })
  })

  test('a cut inside the tool input names the tool and what arrived', () => {
    expect(readFailure(parts().slice(0, 7))).toMatchObject({
      kind: 'truncated',
      path: [5],
      token: 'weather',
      detail: '{"location":',
      expected: ['a finish part'],
      calls: [],
    })
  })

  test('error and abort parts are stream errors', () => {
    expect(
      readFailure([...parts().slice(0, 4), { type: 'error', error: { message: 'Overloaded' } }]),
    ).toMatchObject({
      kind: 'stream_error',
      token: 'error',
      detail: 'Overloaded',
    })
    expect(readFailure([...parts().slice(0, 4), { type: 'abort' }])).toMatchObject({
      kind: 'stream_error',
      token: 'abort',
    })
  })

  test('AI SDK 4 part names stream the same call', () => {
    const turn = readOk([
      { type: 'step-start', messageId: 'm', request: {}, warnings: [] },
      { type: 'tool-call-streaming-start', toolCallId: 'c', toolName: 'weather' },
      { type: 'tool-call-delta', toolCallId: 'c', toolName: 'weather', argsTextDelta: '{"city":"Oslo"}' },
      { type: 'tool-call', toolCallId: 'c', toolName: 'weather', args: { city: 'Oslo' } },
      { type: 'step-finish', finishReason: 'tool-calls', isContinued: false },
      { type: 'finish', finishReason: 'tool-calls', usage: {} },
    ])
    expect(plain(turn.calls)).toEqual([{ name: 'weather', arguments: { city: 'Oslo' }, id: 'c' }])
  })

  test('a part of unknown type is unknown_item', () => {
    const stream = parts()
    stream.splice(2, 0, { type: 'tool-teleport', id: 'x' })
    expect(readFailure(stream)).toMatchObject({ kind: 'unknown_item', path: [2], token: 'tool-teleport' })
  })

  test('boundary parts alone are a stream too (weak signals), cut before finish', () => {
    expect(readFailure([{ type: 'start' }, { type: 'start-step' }])).toMatchObject({ kind: 'truncated' })
    expect(readOk([{ type: 'start' }, { type: 'finish' }]).calls).toEqual([])
  })

  test('an array of tool-call parts alone is no stream', () => {
    expect(readOk([{ type: 'tool-call', toolCallId: 'c', toolName: 'f', input: {} }]).calls).toHaveLength(1)
  })
})
