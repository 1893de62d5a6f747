import { describe, expect, test } from 'vitest'
import { isBrokenCall } from '../../src/read/broken-call.js'
import { readCalls } from '../../src/read/read-calls.js'
import type { ReadFailureKind } from '../../src/read/types.js'

const kindOf = (received: unknown) => {
  const result = readCalls(received)
  if (result.ok) throw new Error('read')
  return result.failure
}

describe('isBrokenCall: model output that tried to call', () => {
  test.each([
    ['text that is not JSON', '{"name": "a", "arguments": {'],
    ['arguments that are not JSON', { name: 'a', arguments: '{"x":' }],
    ['a call of the wrong shape', { name: '' }],
    ['a cut by the token limit', { toolCalls: [], finishReason: 'length' }],
    ['a stop for tools without a call', { toolCalls: [], finishReason: 'tool-calls' }],
  ])('%s is', (_, received) => {
    expect(isBrokenCall(kindOf(received))).toBe(true)
  })

  test.each([
    ['an unknown shape', { reply: 'x' }],
    ['someone else’s message', { role: 'user', content: 'x' }],
    ['a filtered response', { toolCalls: [], finishReason: 'content-filter' }],
    ['an unknown item', { type: 'message', content: [{ type: 'hologram' }] }],
    [
      'choices that disagree',
      {
        choices: [
          { message: { role: 'assistant', content: 'a' } },
          {
            message: {
              role: 'assistant',
              content: null,
              tool_calls: [{ id: 'c', type: 'function', function: { name: 'f', arguments: '{}' } }],
            },
          },
        ],
      },
    ],
  ])('%s is not', (_, received) => {
    expect(isBrokenCall(kindOf(received))).toBe(false)
  })

  test('kinds of values that are not data are not', () => {
    for (const kind of [
      'cyclic',
      'unreadable',
      'invalid_value',
      'too_deep',
      'not_an_object',
    ] as ReadFailureKind[])
      expect(isBrokenCall({ kind })).toBe(false)
  })
})
