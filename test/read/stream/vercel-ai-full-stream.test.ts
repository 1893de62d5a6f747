import { describe, expect, test } from 'vitest'
import { DEFAULT_READ_OPTIONS } from '../../../src/read/normalize-read-options.js'
import { vercelAiFullStream } from '../../../src/read/stream/vercel-ai-full-stream.js'
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
    const { response } = vercelAiFullStream.assemble(parts(), [], DEFAULT_READ_OPTIONS)
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

describe('vercel-ai.full-stream: signals', () => {
  test.each<[string, object, 'strong' | 'weak' | false]>([
    ['tool-input-start with id', { type: 'tool-input-start', id: 'c', toolName: 'f' }, 'strong'],
    [
      'tool-input-start naming toolCallId (a UI stream)',
      { type: 'tool-input-start', id: 'c', toolCallId: 'c' },
      false,
    ],
    ['tool-input-start without id', { type: 'tool-input-start', toolCallId: 'c' }, false],
    ['tool-input-delta with delta', { type: 'tool-input-delta', id: 'c', delta: '{' }, 'strong'],
    [
      'tool-input-delta without delta',
      { type: 'tool-input-delta', toolCallId: 'c', inputTextDelta: '{' },
      false,
    ],
    ['text-delta with text', { type: 'text-delta', id: 't', text: 'a' }, 'strong'],
    ['text-delta with textDelta (AI SDK 4)', { type: 'text-delta', textDelta: 'a' }, 'strong'],
    ['text-delta with delta (a UI stream)', { type: 'text-delta', id: 't', delta: 'a' }, false],
    ['reasoning-delta with text', { type: 'reasoning-delta', text: 'a' }, 'strong'],
    ['reasoning-delta with delta', { type: 'reasoning-delta', delta: 'a' }, false],
    ['tool-call-streaming-start', { type: 'tool-call-streaming-start' }, 'strong'],
    ['tool-call-delta', { type: 'tool-call-delta' }, 'strong'],
    ['step-finish', { type: 'step-finish' }, 'strong'],
    ['raw', { type: 'raw' }, 'strong'],
    ['finish-step with finishReason', { type: 'finish-step', finishReason: 'stop' }, 'strong'],
    ['finish-step without', { type: 'finish-step' }, 'weak'],
    ['finish with totalUsage', { type: 'finish', totalUsage: {} }, 'strong'],
    ['finish without', { type: 'finish', finishReason: 'stop' }, 'weak'],
    ...[
      'start',
      'start-step',
      'text-start',
      'text-end',
      'reasoning-start',
      'reasoning-end',
      'tool-input-end',
      'abort',
    ].map((type): [string, object, 'weak'] => [type, { type }, 'weak']),
    ['tool-call', { type: 'tool-call' }, false],
    ['an unknown type', { type: 'hologram' }, false],
  ])('%s: %s', (_name, part, signal) => {
    expect(vercelAiFullStream.signals(part, [])).toBe(signal)
  })
})

describe('vercel-ai.full-stream: assembling', () => {
  const assemble = (events: object[]) => vercelAiFullStream.assemble(events, ['stream'], DEFAULT_READ_OPTIONS)
  const call = { type: 'tool-call', toolCallId: 'c1', toolName: 'f', input: { a: 1 } }

  test('text deltas join per id; another id or type starts a new part', () => {
    const { response } = assemble([
      { type: 'text-delta', id: 't1', text: 'Hel' },
      { type: 'text-delta', id: 't1', text: 'lo' },
      { type: 'text-delta', id: 't2', text: '!' },
      { type: 'reasoning-delta', id: 't2', text: 'hm' },
      { type: 'reasoning', textDelta: ' ok' },
      { type: 'reasoning', textDelta: '.' },
      { type: 'text-delta', textDelta: 'x' },
      { type: 'text-delta', textDelta: undefined },
      { type: 'finish', finishReason: 'stop' },
    ])
    expect(response).toEqual({
      finishReason: 'stop',
      steps: [
        {
          content: [
            { type: 'text', id: 't1', text: 'Hello' },
            { type: 'text', id: 't2', text: '!' },
            { type: 'reasoning', id: 't2', text: 'hm' },
            { type: 'reasoning', text: ' ok.' },
            { type: 'text', text: 'x' },
          ],
        },
      ],
    })
  })

  test('start-step closes a step only when it holds something; finish-step closes it with its reason', () => {
    const { response } = assemble([
      { type: 'start-step' },
      call,
      { type: 'finish-step', finishReason: 'tool-calls' },
      { type: 'start-step' },
      { type: 'text-delta', id: 't', text: 'a' },
      { type: 'step-start' },
      { type: 'text-delta', id: 't', text: 'b' },
      { type: 'step-finish' },
      { type: 'finish' },
    ])
    expect(response).toEqual({
      steps: [
        { content: [call], finishReason: 'tool-calls' },
        { content: [{ type: 'text', id: 't', text: 'a' }] },
        { content: [{ type: 'text', id: 't', text: 'b' }] },
      ],
    })
  })

  test('a stream of no parts is one empty step; content after the last step is a step', () => {
    expect(assemble([{ type: 'finish' }]).response).toEqual({ steps: [{ content: [] }] })
    expect(assemble([{ type: 'finish-step' }, call, { type: 'finish' }]).response).toEqual({
      steps: [{ content: [] }, { content: [call] }],
    })
  })

  test('a stream without finish is cut; the input still open is named with what arrived (AI SDK 4 names too)', () => {
    expect(
      assemble([
        { type: 'tool-call-streaming-start', toolCallId: 'c9', toolName: 'g' },
        { type: 'tool-call-delta', toolCallId: 'c9', argsTextDelta: '{"q":' },
        { type: 'tool-call-delta', toolCallId: 'c9', argsTextDelta: '"x' },
        { type: 'tool-call-delta', toolCallId: 'nobody', argsTextDelta: 'zzz' },
      ]),
    ).toEqual({
      ended: false,
      response: { steps: [{ content: [] }] },
      awaiting: 'a finish part',
      open: { name: 'g', arrived: '{"q":"x', path: ['stream', 0] },
    })
  })

  test('a tool-call closes its open input; a cut after it has none open', () => {
    const cut = assemble([
      { type: 'tool-input-start', id: 'c1', toolName: 'f' },
      { type: 'tool-input-delta', id: 'c1', delta: '{"a":1}' },
      { type: 'tool-input-delta', id: 'c1' },
      call,
    ])
    expect(cut).toEqual({
      ended: false,
      response: { steps: [{ content: [call] }] },
      awaiting: 'a finish part',
    })
  })

  test('error and abort are stream errors; a part without a string type is unknown', () => {
    expect(() => assemble([{ type: 'error', error: 'rate limited' }])).toThrow(
      expect.objectContaining({
        failure: expect.objectContaining({ kind: 'stream_error', path: ['stream', 0] }),
      }),
    )
    expect(() => assemble([{ type: 'abort', reason: 'user' }])).toThrow(
      expect.objectContaining({
        failure: expect.objectContaining({ kind: 'stream_error', detail: expect.stringContaining('user') }),
      }),
    )
    expect(() => assemble([{ type: 7 }])).toThrow(
      expect.objectContaining({
        failure: expect.objectContaining({ kind: 'unknown_item', path: ['stream', 0] }),
      }),
    )
    expect(() => assemble([{ type: 'hologram' }])).toThrow(
      expect.objectContaining({
        failure: expect.objectContaining({ kind: 'unknown_item', token: 'hologram' }),
      }),
    )
  })
})
