import { describe, expect, test } from 'vitest'
import { DEFAULT_READ_OPTIONS } from '../../../src/read/normalize-read-options.js'
import { vercelAiUiStream } from '../../../src/read/stream/vercel-ai-ui-stream.js'
import { fixture, plain, readFailure, readOk } from '../helpers.js'

const FILE = 'vercel-ai/ui-message-stream-tool.json'
const chunks = () => fixture(FILE) as Record<string, unknown>[]

describe('vercel-ai.ui-stream', () => {
  test('assembles the UIMessage: a tool part per call, in the state its last chunk set', () => {
    expect(plain(readOk(chunks()).calls)).toEqual([
      { name: 'getWeatherInformation', arguments: { city: 'Berlin' }, id: 'call_fKqL' },
    ])
    const { response } = vercelAiUiStream.assemble(chunks(), [], DEFAULT_READ_OPTIONS)
    expect(response).toEqual({
      role: 'assistant',
      id: 'msg-Xn3v',
      parts: [
        { type: 'step-start' },
        {
          type: 'tool-getWeatherInformation',
          toolCallId: 'call_fKqL',
          state: 'output-available',
          input: { city: 'Berlin' },
          output: 'sunny',
        },
        { type: 'step-start' },
        { type: 'text', id: 'txt-2', text: 'It is sunny in Berlin.', state: 'done' },
      ],
    })
  })

  test('the finish reason of a finish chunk is kept beside the parts (the token-limit policy reads it)', () => {
    const stream = [...chunks().slice(0, -1), { type: 'finish', finishReason: 'length' }]
    expect(vercelAiUiStream.assemble(stream, [], DEFAULT_READ_OPTIONS).response).toMatchObject({
      finishReason: 'length',
    })
  })

  test('a cut while the input streams names the tool and what arrived', () => {
    expect(readFailure(chunks().slice(0, 4))).toMatchObject({
      kind: 'truncated',
      path: [2],
      token: 'getWeatherInformation',
      detail: '{"city":',
      expected: ['a finish chunk'],
    })
  })

  test('dynamic tools, approvals and denials are calls; data and source parts carry none', () => {
    const turn = readOk([
      { type: 'start' },
      {
        type: 'tool-input-available',
        toolCallId: 'a',
        toolName: 'mcp_search',
        input: { q: 'x' },
        dynamic: true,
      },
      { type: 'tool-input-available', toolCallId: 'b', toolName: 'delete_file', input: { path: '/tmp' } },
      { type: 'tool-approval-request', toolCallId: 'b', approvalId: 'ap1' },
      { type: 'data-weather', id: 'w', data: { city: 'Oslo' } },
      { type: 'source-url', sourceId: 's', url: 'https://example.com' },
      { type: 'finish' },
    ])
    expect(plain(turn.calls)).toEqual([
      { name: 'mcp_search', arguments: { q: 'x' }, id: 'a' },
      { name: 'delete_file', arguments: { path: '/tmp' }, id: 'b', status: 'approval_requested' },
    ])
  })

  test('error and abort chunks are stream errors; an unknown chunk is unknown_item', () => {
    expect(readFailure([...chunks().slice(0, 3), { type: 'error', errorText: 'Oops' }])).toMatchObject({
      kind: 'stream_error',
      detail: 'Oops',
    })
    const stream = chunks()
    stream.splice(1, 0, { type: 'tool-input-teleport', toolCallId: 'z' })
    expect(readFailure(stream)).toMatchObject({ kind: 'unknown_item', path: [1] })
  })

  test('a tool chunk for a call never started, without its tool name, fails', () => {
    expect(
      readFailure([{ type: 'tool-output-available', toolCallId: 'q', output: 1 }, { type: 'finish' }]),
    ).toMatchObject({ kind: 'schema_invalid', path: [0, 'toolName'] })
  })
})

describe('vercel-ai.ui-stream: assembling in detail', () => {
  const assemble = (list: object[]) => vercelAiUiStream.assemble(list, ['s'], DEFAULT_READ_OPTIONS)

  test('text and reasoning deltas join per id while streaming; a part done is not continued', () => {
    const { response } = assemble([
      { type: 'start', messageId: 'msg-1' },
      { type: 'text-start', id: 't' },
      { type: 'text-delta', id: 't', delta: 'Hel' },
      { type: 'text-delta', id: 't', delta: 'lo' },
      { type: 'reasoning-start', id: 't' },
      { type: 'reasoning-delta', id: 't', delta: 'hm' },
      { type: 'text-delta', id: 'u', delta: undefined },
      { type: 'start-step' },
      { type: 'source-url', sourceId: 's', url: 'https://example.com' },
      { type: 'data-weather', data: { c: 1 } },
      { type: 'finish', finishReason: 'stop' },
    ])
    expect(response).toEqual({
      role: 'assistant',
      id: 'msg-1',
      finishReason: 'stop',
      parts: [
        { type: 'text', id: 't', text: 'Hello', state: 'done' },
        { type: 'reasoning', id: 't', text: 'hm', state: 'done' },
        { type: 'text', id: 'u', text: '', state: 'done' },
        { type: 'step-start' },
        { type: 'source-url', sourceId: 's', url: 'https://example.com' },
        { type: 'data-weather', data: { c: 1 } },
      ],
    })
  })

  test('a start without messageId, and a finish without reason, add nothing', () => {
    expect(assemble([{ type: 'start' }, { type: 'finish' }])).toEqual({
      ended: true,
      response: { role: 'assistant', parts: [] },
    })
  })

  test('a tool part takes the state of its last chunk; a dynamic tool keeps its name', () => {
    const { response } = assemble([
      { type: 'tool-input-start', toolCallId: 'c1', toolName: 'lookup', dynamic: true },
      { type: 'tool-input-delta', toolCallId: 'c1', inputTextDelta: '{}' },
      { type: 'tool-input-available', toolCallId: 'c1', toolName: 'lookup', input: {}, dynamic: true },
      { type: 'tool-output-available', toolCallId: 'c1', output: 1 },
      { type: 'finish' },
    ])
    expect(response).toEqual({
      role: 'assistant',
      parts: [
        {
          type: 'dynamic-tool',
          toolName: 'lookup',
          toolCallId: 'c1',
          input: {},
          output: 1,
          state: 'output-available',
        },
      ],
    })
  })

  test('a cut while a tool input streams leaves that part out and names it with what arrived', () => {
    const cut = assemble([
      { type: 'tool-input-start', toolCallId: 'c1', toolName: 'refund' },
      { type: 'tool-input-delta', toolCallId: 'c1', inputTextDelta: '{"id":' },
      { type: 'tool-input-delta', toolCallId: 'c1' },
      { type: 'text-delta', id: 't', delta: 'x' },
    ])
    expect(cut).toEqual({
      ended: false,
      response: { role: 'assistant', parts: [{ type: 'text', id: 't', text: 'x', state: 'done' }] },
      awaiting: 'a finish chunk',
      open: { name: 'refund', arrived: '{"id":', path: ['s', 0] },
    })
    const dynamic = assemble([
      { type: 'tool-input-start', toolCallId: 'c1', toolName: 'lookup', dynamic: true },
    ])
    expect(dynamic).toMatchObject({ open: { name: 'lookup' } })
    expect(assemble([{ type: 'start' }])).toEqual({
      ended: false,
      response: { role: 'assistant', parts: [] },
      awaiting: 'a finish chunk',
    })
  })

  test('a tool chunk of a call not seen must name its tool', () => {
    expect(() => assemble([{ type: 'tool-output-available', toolCallId: 'c9', output: 1 }])).toThrow(
      expect.objectContaining({
        failure: {
          kind: 'schema_invalid',
          path: ['s', 0, 'toolName'],
          expected: ['the tool name of a call first seen'],
        },
      }),
    )
  })

  test('error and abort are stream errors with their text; an unknown or untyped chunk is unknown', () => {
    expect(() => assemble([{ type: 'error', errorText: 'quota' }])).toThrow(
      expect.objectContaining({
        failure: expect.objectContaining({ kind: 'stream_error', detail: expect.stringContaining('quota') }),
      }),
    )
    expect(() => assemble([{ type: 'abort', reason: 'user' }])).toThrow(
      expect.objectContaining({
        failure: expect.objectContaining({ kind: 'stream_error', detail: expect.stringContaining('user') }),
      }),
    )
    expect(() => assemble([{ type: 'hologram' }])).toThrow(
      expect.objectContaining({ failure: expect.objectContaining({ kind: 'unknown_item' }) }),
    )
    expect(() => assemble([{ delta: 'x' }])).toThrow(
      expect.objectContaining({ failure: expect.objectContaining({ kind: 'unknown_item' }) }),
    )
  })

  test.each<[object, 'strong' | false]>([
    [{ type: 'tool-input-available' }, 'strong'],
    [{ type: 'tool-output-available' }, 'strong'],
    [{ type: 'tool-input-error' }, 'strong'],
    [{ type: 'tool-output-error' }, 'strong'],
    [{ type: 'message-metadata' }, 'strong'],
    [{ type: 'tool-input-start', toolCallId: 'c' }, 'strong'],
    [{ type: 'tool-input-start', id: 'c' }, false],
    [{ type: 'tool-input-delta', inputTextDelta: '{' }, 'strong'],
    [{ type: 'tool-input-delta', delta: '{' }, false],
    [{ type: 'text-delta', delta: 'a' }, 'strong'],
    [{ type: 'reasoning-delta', delta: 'a' }, 'strong'],
    [{ type: 'text-delta', text: 'a' }, false],
    [{ type: 'finish' }, false],
  ])('signals %o: %s', (chunk, signal) => {
    expect(vercelAiUiStream.signals(chunk, [])).toBe(signal)
  })
})
