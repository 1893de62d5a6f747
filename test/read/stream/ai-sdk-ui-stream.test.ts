import { describe, expect, test } from 'vitest'
import { DEFAULT_READ_OPTIONS } from '../../../src/read/normalize-read-options.js'
import { aiSdkUiStream } from '../../../src/read/stream/ai-sdk-ui-stream.js'
import { fixture, plain, readFailure, readOk } from '../helpers.js'

const FILE = 'vercel-ai/ui-message-stream-tool.json'
const chunks = () => fixture(FILE) as Record<string, unknown>[]

describe('vercel-ai.ui-stream', () => {
  test('assembles the UIMessage: a tool part per call, in the state its last chunk set', () => {
    expect(plain(readOk(chunks()).calls)).toEqual([
      { name: 'getWeatherInformation', arguments: { city: 'Berlin' }, id: 'call_fKqL' },
    ])
    const { response } = aiSdkUiStream.assemble(chunks(), [], DEFAULT_READ_OPTIONS)
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
    expect(aiSdkUiStream.assemble(stream, [], DEFAULT_READ_OPTIONS).response).toMatchObject({
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
