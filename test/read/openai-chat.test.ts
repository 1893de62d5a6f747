import { describe, expect, test } from 'vitest'
import { openaiChat } from '../../src/read/openai-chat.js'
import {
  edited,
  fixture,
  mutated,
  part,
  plain,
  REMOVE,
  readFailure,
  readOk,
  thrownFailure,
} from './helpers.js'

const PARALLEL = 'openai-chat/response-parallel-tool-calls.json'
const TOOL_CALLS = ['choices', 0, 'message', 'tool_calls']
const PARIS = {
  name: 'get_weather',
  arguments: { location: 'Paris, France', unit: 'celsius' },
  id: 'call_62136354',
}
const BOGOTA = {
  name: 'get_weather',
  arguments: { location: 'Bogotá, Colombia', unit: 'celsius' },
  id: 'call_62136355',
}

describe('openai-chat reads', () => {
  test.each([
    ['the whole response', fixture(PARALLEL), [PARIS, BOGOTA]],
    ['one choice', part(PARALLEL, ['choices', 0]), [PARIS, BOGOTA]],
    ['the message', part(PARALLEL, ['choices', 0, 'message']), [PARIS, BOGOTA]],
    ['the tool_calls array', part(PARALLEL, TOOL_CALLS), [PARIS, BOGOTA]],
    ['one tool call', part(PARALLEL, [...TOOL_CALLS, 1]), [BOGOTA]],
    ['a text answer as no call', fixture('openai-chat/response-text.json'), []],
    [
      'the legacy function_call',
      fixture('openai-chat/response-legacy-function-call.json'),
      [{ name: 'get_current_weather', arguments: { location: 'Boston, MA' } }],
    ],
    [
      'tool_calls: null as no call',
      edited(mutated(PARALLEL, TOOL_CALLS, null), ['choices', 0, 'finish_reason'], 'stop'),
      [],
    ],
  ])('%s', (_, received, calls) => {
    const turn = readOk(received)
    expect(turn.format).toBe('openai-chat')
    expect(turn.fromText).toBe(false)
    expect(plain(turn.calls)).toEqual(calls)
  })

  test.each([
    [0, 'refund_order'],
    [1, 'lookup_order'],
  ])('choice %i of a response with several', (choice, name) => {
    const turn = readOk(fixture('openai-chat/response-two-choices.json'), { choice })
    expect(turn.calls.map((call) => call.name)).toEqual([name])
  })
})

describe('openai-chat fails', () => {
  const args = [...TOOL_CALLS, 1, 'function', 'arguments']
  test.each([
    [
      'arguments not JSON, with the position in the arguments string',
      mutated(PARALLEL, args, '{"location": Bogota}'),
      {
        kind: 'arguments_not_json',
        path: args,
        position: { offset: 13, line: 1, column: 14 },
        detail: 'not_json',
      },
    ],
    [
      'arguments cut short',
      mutated(PARALLEL, args, '{"location": "Bog'),
      { kind: 'arguments_not_json', path: args, position: { line: 1 } },
    ],
    [
      'arguments with a duplicate key',
      mutated(PARALLEL, args, '{"unit": "c", "unit": "f"}'),
      { kind: 'arguments_not_json', path: args, token: 'unit', detail: 'duplicate_key' },
    ],
    [
      'arguments that decode to an array',
      mutated(PARALLEL, args, '[1]'),
      { kind: 'arguments_not_json', path: args },
    ],
    ['empty-string arguments', mutated(PARALLEL, args, ''), { kind: 'arguments_not_json', path: args }],
    [
      'arguments neither a string nor an object',
      mutated(PARALLEL, args, ['x']),
      { kind: 'schema_invalid', path: args },
    ],
    [
      'a missing name',
      mutated(PARALLEL, [...TOOL_CALLS, 0, 'function', 'name'], REMOVE),
      { kind: 'schema_invalid' },
    ],
    [
      'a numeric name',
      mutated(PARALLEL, [...TOOL_CALLS, 0, 'function', 'name'], 7),
      { kind: 'schema_invalid' },
    ],
    [
      'an empty name',
      mutated(PARALLEL, [...TOOL_CALLS, 0, 'function', 'name'], ''),
      { kind: 'schema_invalid' },
    ],
    [
      'a missing function',
      mutated(PARALLEL, [...TOOL_CALLS, 0, 'function'], REMOVE),
      { kind: 'schema_invalid' },
    ],
    [
      'a custom tool call without its custom payload',
      mutated(PARALLEL, [...TOOL_CALLS, 0, 'type'], 'custom'),
      { kind: 'schema_invalid', path: [...TOOL_CALLS, 0, 'custom'] },
    ],
    [
      'a tool call of unknown type',
      mutated(PARALLEL, [...TOOL_CALLS, 1, 'type'], 'hologram'),
      { kind: 'unknown_item', path: [...TOOL_CALLS, 1], token: 'hologram' },
    ],
    [
      'tool_calls not an array',
      mutated(PARALLEL, TOOL_CALLS, 'call'),
      { kind: 'schema_invalid', path: TOOL_CALLS },
    ],
    [
      'a choice without message',
      mutated(PARALLEL, ['choices', 0, 'message'], REMOVE),
      { kind: 'schema_invalid' },
    ],
    [
      'no choices at all',
      mutated(PARALLEL, ['choices'], []),
      { kind: 'schema_invalid', path: ['choices', 0] },
    ],
  ])('%s', (_, received, failure) => {
    expect(readFailure(received)).toMatchObject({ format: 'openai-chat', ...failure })
  })

  test('a missing choice', () => {
    expect(readFailure(fixture(PARALLEL), { choice: 3 })).toMatchObject({
      kind: 'schema_invalid',
      path: ['choices', 3],
    })
  })

  test('the excerpt shows the text around the position', () => {
    const failure = readFailure(mutated(PARALLEL, args, '{"location": Bogota}'))
    expect(failure.excerpt).toEqual({ text: '{"location": Bogota}', offset: 13 })
  })
})

/** An object whose `key` getter throws `boom`. */
function throwingAt(key: string, rest: object = {}): object {
  return Object.defineProperty({ ...rest }, key, {
    enumerable: true,
    get() {
      throw new Error('boom')
    },
  })
}

const TOOL = { id: 'c1', type: 'function', function: { name: 'f', arguments: '{}' } }

describe('openai-chat message recognition', () => {
  test.each([
    ['an assistant message with tool_calls and no content', { role: 'assistant', tool_calls: [] }, true],
    [
      'an assistant message with only a legacy function_call',
      { role: 'assistant', function_call: { name: 'f', arguments: '{}' } },
      true,
    ],
    ['an assistant message with null content', { role: 'assistant', content: null }, true],
    ['an assistant message with string content', { role: 'assistant', content: 'hi' }, true],
    ['an assistant message with nothing else', { role: 'assistant' }, false],
    ['an assistant message with array content alone', { role: 'assistant', content: [] }, false],
    ['a user message with tool calls', { role: 'user', tool_calls: [TOOL] }, false],
    ['a typed object with tool calls', { type: 'message', tool_calls: [TOOL] }, false],
    ['an envelope of tool calls without role', { tool_calls: [TOOL] }, true],
    ['an envelope with null content', { content: null, tool_calls: [TOOL] }, true],
    ['an envelope with string content', { content: 'hi', tool_calls: [TOOL] }, true],
    ['an envelope with array content', { content: [{ type: 'text' }], tool_calls: [TOOL] }, false],
    ['an envelope with numeric content', { content: 5 }, false],
    ['a legacy function_call envelope', { function_call: { name: 'f', arguments: '{}' } }, true],
    [
      'a legacy function_call beside tool_calls',
      { function_call: { name: 'f', arguments: '{}' }, tool_calls: [TOOL] },
      false,
    ],
    ['a legacy function_call with a numeric name', { function_call: { name: 5, arguments: '{}' } }, false],
    ['a legacy function_call without name', { function_call: { arguments: '{}' } }, false],
    ['an empty tool_calls envelope', { tool_calls: [] }, false],
    ['tool_calls with one entry that is no tool call', { tool_calls: [TOOL, 5] }, false],
    ['tool_calls with an entry of another type', { tool_calls: [TOOL, { type: 'hologram' }] }, false],
    ['tool_calls that are no array', { tool_calls: 'f' }, false],
    ['an empty object', {}, false],
  ])('%s: %s', (_, value, expected) => {
    expect(openaiChat.message.matches(value, [])).toBe(expected)
  })

  test('a legacy function_call whose name cannot be read fails at its own path', () => {
    const value = { function_call: throwingAt('name') }
    expect(thrownFailure(() => openaiChat.message.matches(value, ['m']))).toStrictEqual({
      kind: 'unreadable',
      path: ['m', 'function_call', 'name'],
      detail: 'boom',
    })
  })

  test('a hole in tool_calls fails at its own path', () => {
    expect(thrownFailure(() => openaiChat.message.matches({ tool_calls: [undefined] }, ['m']))).toStrictEqual(
      {
        kind: 'invalid_value',
        path: ['m', 'tool_calls', 0],
        detail: 'undefined',
      },
    )
  })

  test('a tool call whose type cannot be read fails at its own path', () => {
    const value = { tool_calls: [TOOL, throwingAt('type')] }
    expect(thrownFailure(() => openaiChat.message.matches(value, ['m']))).toStrictEqual({
      kind: 'unreadable',
      path: ['m', 'tool_calls', 1, 'type'],
      detail: 'boom',
    })
  })
})

describe('openai-chat response, choice and tool call recognition', () => {
  test.each([
    ['object: chat.completion without choices', { object: 'chat.completion' }, true],
    ['choices holding messages, without object', { choices: [{ index: 0, message: {} }] }, true],
    ['an empty choices array without object', { choices: [] }, false],
    [
      'a choice without message, without object',
      { choices: [{ index: 0, message: {} }, { index: 1 }] },
      false,
    ],
    [
      'a lone chat.completion.chunk (a stream of one event)',
      {
        object: 'chat.completion.chunk',
        choices: [{ index: 0, delta: { content: 'Hi' }, finish_reason: null }],
      },
      false,
    ],
    [
      'choices holding deltas, without object',
      { choices: [{ index: 0, delta: { content: 'Hi' }, finish_reason: null }] },
      false,
    ],
    ['choices holding messages under another object', { object: 'list', choices: [{ message: {} }] }, false],
    ['another object without choices', { object: 'response' }, false],
    ['choices that are no array', { choices: {} }, false],
  ])('a response: %s', (_, value, expected) => {
    expect(openaiChat.response.matches(value, [])).toBe(expected)
  })

  test.each([
    ['a message and a finish_reason', { message: {}, finish_reason: 'stop' }, true],
    ['a message and a null finish_reason', { message: {}, finish_reason: null }, true],
    ['a message without finish_reason', { message: {} }, false],
    ['a finish_reason without message', { finish_reason: 'stop' }, false],
    ['a message that is no object', { message: 'hi', finish_reason: 'stop' }, false],
  ])('a choice: %s', (_, value, expected) => {
    expect(openaiChat.choice.matches(value, [])).toBe(expected)
  })

  test.each([
    ['type: function', { type: 'function' }, true],
    ['type: custom', { type: 'custom' }, true],
    ['an untyped function with string arguments', { function: { name: 'f', arguments: '{}' } }, true],
    ['an untyped function with object arguments (Ollama)', { function: { name: 'f', arguments: {} } }, false],
    ['another type with a function', { type: 'other', function: { name: 'f', arguments: '{}' } }, false],
    ['a function that is no object', { function: 'f' }, false],
  ])('a tool call: %s', (_, value, expected) => {
    expect(openaiChat.toolCall.matches(value, [])).toBe(expected)
  })

  test('a tool call whose function arguments cannot be read fails at their path', () => {
    const value = { function: throwingAt('arguments', { name: 'f' }) }
    expect(thrownFailure(() => openaiChat.toolCall.matches(value, ['t']))).toStrictEqual({
      kind: 'unreadable',
      path: ['t', 'function', 'arguments'],
      detail: 'boom',
    })
  })

  test('a completion without choices fails as openai-chat, at choices', () => {
    expect(readFailure({ id: 'chatcmpl-1', object: 'chat.completion' })).toStrictEqual({
      kind: 'schema_invalid',
      format: 'openai-chat',
      path: ['choices'],
      expected: ['array'],
      detail: 'undefined',
    })
  })
})

describe('openai-chat message reading', () => {
  test('tool_calls: null falls back to the legacy function_call', () => {
    const message = {
      role: 'assistant',
      tool_calls: null,
      function_call: { name: 'f', arguments: '{"a": 1}' },
    }
    expect(plain(readOk(message).calls)).toEqual([{ name: 'f', arguments: { a: 1 } }])
  })

  test('function_call: null is no call', () => {
    const turn = readOk({ role: 'assistant', content: 'hi', function_call: null })
    expect(turn).toStrictEqual({ format: 'openai-chat', calls: [], fromText: false })
  })

  test('a custom tool call reads its free text as { input }', () => {
    const call = { id: 'c1', type: 'custom', custom: { name: 'run_sql', input: 'SELECT 1' } }
    expect(plain(readOk(call).calls)).toEqual([
      { name: 'run_sql', arguments: { input: 'SELECT 1' }, id: 'c1' },
    ])
  })
})

describe('openai-chat: the envelope without role', () => {
  test.each([
    ['text and no call', { content: 'No tool is needed.', tool_calls: [] }],
    ['null content and no call', { content: null, tool_calls: [] }],
  ])('%s is an abstention', (_, envelope) => {
    expect(readOk(envelope)).toStrictEqual({ format: 'openai-chat', calls: [], fromText: false })
  })

  test.each([
    ['an empty tool_calls alone', { tool_calls: [] }],
    ['an empty tool_calls beside a typed object', { type: 'ai', content: 'x', tool_calls: [] }],
    ['an empty tool_calls beside a role', { role: 'tool', content: 'x', tool_calls: [] }],
  ])('%s is no OpenAI envelope', (_, value) => {
    expect(openaiChat.message.matches(value, [])).toBe(false)
  })

  test('an envelope with calls still reads them', () => {
    const envelope = {
      content: '',
      tool_calls: [{ id: 'c1', type: 'function', function: { name: 'f', arguments: '{}' } }],
    }
    expect(plain(readOk(envelope).calls)).toEqual([{ name: 'f', arguments: {}, id: 'c1' }])
  })
})

describe('openai-chat.response: values of other formats and streams are not claimed', () => {
  test('a lone chat.completion.chunk is no response: a chunk of a stream, alone, is of no known shape', () => {
    const chunk = {
      object: 'chat.completion.chunk',
      choices: [{ index: 0, delta: { content: 'Hi' }, finish_reason: null }],
    }
    expect(readFailure(chunk)).toMatchObject({ kind: 'unknown_shape', path: [] })
  })

  test('a response without object whose choices hold messages reads', () => {
    const response = {
      choices: [{ index: 0, message: { role: 'assistant', content: 'Hi' }, finish_reason: 'stop' }],
    }
    expect(readOk(response)).toStrictEqual({ format: 'openai-chat', calls: [], fromText: false })
  })
})
