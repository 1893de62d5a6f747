import { describe, expect, test } from 'vitest'
import { SHAPE_NAMES } from '../../src/read/detect.js'
import { readFailure, readOk } from './helpers.js'

const toolUse = { type: 'tool_use', id: 'toolu_1', name: 'f', input: {} }
const functionCall = { functionCall: { name: 'f', args: {} } }

describe('detection settles overlapping shapes', () => {
  test.each([
    ['an assistant message with string content', { role: 'assistant', content: 'Hi' }, 'openai-chat', 0],
    ['an untyped message with keyed blocks', { role: 'assistant', content: [{ text: 'Hi' }] }, 'bedrock', 0],
    [
      'an untyped message with typed blocks',
      { role: 'assistant', content: [{ type: 'text', text: 'Hi' }, toolUse] },
      'anthropic',
      1,
    ],
    [
      'a Responses message item alone',
      { type: 'message', role: 'assistant', status: 'completed', content: [] },
      'openai-responses',
      0,
    ],
    ['text parts with a functionCall part', [{ text: 'Hi' }, functionCall], 'gemini', 1],
    [
      'text blocks with a toolUse block',
      [{ text: 'Hi' }, { toolUse: { toolUseId: 't', name: 'f', input: {} } }],
      'bedrock',
      1,
    ],
    ['a functionCall part in an array (not a BFCL call named functionCall)', [functionCall], 'gemini', 1],
    ['a function entry with object arguments', [{ function: { name: 'f', arguments: {} } }], 'ollama', 1],
    [
      'a function entry with string arguments',
      [{ function: { name: 'f', arguments: '{}' } }],
      'openai-chat',
      1,
    ],
    ['{name, args} as a LangChain ToolCall', { name: 'f', args: {} }, 'langchain', 1],
    ['{name, arguments} as the canonical call', { name: 'f', arguments: {} }, 'canonical', 1],
    ['an empty array as BFCL no call', [], 'bfcl', 0],
  ])('%s', (_, received, format, count) => {
    const turn = readOk(received)
    expect(turn.format).toBe(format)
    expect(turn.calls).toHaveLength(count)
  })
})

describe('unknown shapes', () => {
  test('an object of no known shape lists every shape looked for', () => {
    const failure = readFailure({ result: 'ok' })
    expect(failure).toMatchObject({ kind: 'unknown_shape', path: [] })
    expect(failure.expected).toEqual(SHAPE_NAMES)
    expect(SHAPE_NAMES).toContain('openai-chat.response')
    expect(SHAPE_NAMES).toContain('bfcl.entry')
  })

  test.each([
    ['a lone BFCL-like object', { get_weather: { city: 'Paris' } }, 'unknown_shape', []],
    ['an array mixing Anthropic and Gemini', [toolUse, functionCall], 'unknown_shape', [1]],
    ['an array with a number', [toolUse, 3], 'not_an_object', [1]],
    ['an array of arrays', [[toolUse]], 'not_an_object', [0]],
    ['an array of unknown objects', [{ result: 'ok' }], 'unknown_shape', [0]],
  ])('%s', (_, received, kind, path) => {
    expect(readFailure(received)).toMatchObject({ kind, path })
  })

  test('a mixed array says so', () => {
    expect(readFailure([toolUse, functionCall]).detail).toMatch(/mixes/)
  })
})
