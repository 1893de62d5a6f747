import { describe, expect, test } from 'vitest'
import { DEFAULT_READ_OPTIONS } from '../../../src/read/normalize-read-options.js'
import { langchainChunks } from '../../../src/read/stream/langchain-chunks.js'
import { fixture, plain, readFailure, readOk } from '../helpers.js'

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
    expect(readFailure([...chunks(), { type: 'tool', content: 'x' }])).toMatchObject({
      kind: 'unknown_item',
      path: [5],
      token: 'tool',
    })
  })
})
