import { describe, expect, test } from 'vitest'
import { detectStream } from '../../../src/read/stream/detect-stream.js'

const name = (items: unknown[]) => detectStream(items, [])?.name

describe('detectStream', () => {
  test.each([
    ['anthropic.events', [{ type: 'ping' }, { type: 'message_start', message: {} }]],
    ['openai-responses.events', [{ type: 'error' }, { type: 'response.created', response: {} }]],
    [
      'openai-chat.chunks',
      [
        { choices: [], prompt_filter_results: [] },
        { object: 'chat.completion.chunk', choices: [] },
      ],
    ],
    ['openai-chat.chunks', [{ choices: [{ index: 0, delta: {} }] }]],
    ['gemini.chunks', [{ usageMetadata: {} }, { candidates: [] }]],
    ['vercel-ai.ui-stream', [{ type: 'start' }, { type: 'text-delta', id: 't', delta: 'x' }]],
    ['vercel-ai.full-stream', [{ type: 'start' }, { type: 'text-delta', id: 't', text: 'x' }]],
    ['vercel-ai.full-stream', [{ type: 'start' }, { type: 'finish' }]],
    ['vercel-ai.full-stream', [{ type: 'finish', finishReason: 'stop', totalUsage: {} }]],
    ['vercel-ai.ui-stream', [{ type: 'finish', finishReason: 'stop' }, { type: 'tool-output-available' }]],
    ['langchain.chunks', [{ type: 'AIMessageChunk', content: '' }]],
    ['langchain.chunks', [{ content: '', tool_call_chunks: [] }]],
  ])('%s: one element that only a stream sends decides, whatever the others look like', (expected, items) => {
    expect(name([1, ...items])).toBe(expected)
  })

  test.each([
    ['tool calls', [{ type: 'function', function: { name: 'f', arguments: '{}' } }]],
    ['AI SDK tool-call parts', [{ type: 'tool-call', toolCallId: 'c', toolName: 'f', input: {} }]],
    ['UIMessage parts', [{ type: 'step-start' }, { type: 'source-url', url: 'u' }, { type: 'data-x' }]],
    [
      'content blocks',
      [
        { type: 'text', text: 'x' },
        { type: 'tool_use', name: 'f', input: {} },
      ],
    ],
    ['chat completions', [{ object: 'chat.completion', choices: [{ message: {} }] }]],
    ['a serialised AIMessage', [{ lc: 1, type: 'constructor', id: ['AIMessage'], kwargs: {} }]],
  ])('%s are no stream', (_, items) => {
    expect(name(items)).toBeUndefined()
  })

  test('an SDK class instance is asked by its getters; a plain object by its own keys', () => {
    class Chunk {
      get tool_call_chunks() {
        return []
      }
    }
    expect(name([new Chunk()])).toBe('langchain.chunks')
    expect(name([Object.assign(Object.create(null), { type: 'message_stop' })])).toBe('anthropic.events')
    expect(name([{ type: 'function' }, { type: 'message' }])).toBeUndefined()
  })

  test('a plain object whose getter throws is asked, and the throw is reported by the reader', () => {
    const hostile = {
      get type(): string {
        throw new Error('no type')
      },
    }
    expect(() => detectStream([hostile], [])).toThrow()
  })
})
