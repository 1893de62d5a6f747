import { describe, expect, test } from 'vitest'
import '../../src/vitest.js'
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
    ['a cut Qwen3-Coder XML call', '<tool_call>\n<function=get_weather>\n<parameter=city>\nParis'],
    ['a Hermes call whose JSON is cut', '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Par'],
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
      'no_model_turn',
      'model_error',
      'incomplete',
      'unread_stop',
    ] as ReadFailureKind[])
      expect(isBrokenCall({ kind })).toBe(false)
  })

  test('a model-native call the options do not read, or read and found broken, is; a call marker left unread is', () => {
    for (const kind of ['text_syntax', 'native_syntax', 'unread_call'] as ReadFailureKind[])
      expect(isBrokenCall({ kind })).toBe(true)
  })
})

describe('.not.toAbstain() on broken model-native text', () => {
  test.each([
    ['cut Qwen3-Coder XML', '<tool_call>\n<function=get_weather>\n<parameter=city>\nParis', undefined],
    [
      'cut Qwen3-Coder XML, read as such',
      '<tool_call>\n<function=get_weather>\n<parameter=city>\nParis',
      { syntax: 'qwen-xml' },
    ],
    [
      'a cut Hermes call, read leniently',
      '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Par',
      { parse: 'lenient' },
    ],
  ] as const)('%s: not an abstention, and no call to match', (_, text, options) => {
    expect(text).not.toAbstain(options)
    expect(() => expect(text).toAbstain(options)).toThrow()
    expect(() => expect(text).not.toContainToolCall({ name: 'get_weather' }, options)).toThrow()
  })
})
