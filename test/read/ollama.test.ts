import { describe, expect, test } from 'vitest'
import { ollama } from '../../src/read/ollama.js'
import { fixture, mutated, part, plain, REMOVE, readFailure, readOk, thrownFailure } from './helpers.js'

const TOOL_CALLS = 'ollama/chat-tool-calls.json'
const WEATHER = { name: 'get_current_weather', arguments: { format: 'celsius', location: 'Paris, FR' } }

describe('ollama reads', () => {
  test.each([
    ['the whole response', fixture(TOOL_CALLS), [WEATHER]],
    ['the message', part(TOOL_CALLS, ['message']), [WEATHER]],
    ['the tool_calls array', part(TOOL_CALLS, ['message', 'tool_calls']), [WEATHER]],
    ['one tool call', part(TOOL_CALLS, ['message', 'tool_calls', 0]), [WEATHER]],
    ['a text answer as no call', fixture('ollama/chat-text.json'), []],
  ])('%s', (_, received, calls) => {
    const turn = readOk(received)
    expect(turn.format).toBe('ollama')
    expect(plain(turn.calls)).toEqual(calls)
  })
})

describe('ollama fails', () => {
  const fn = ['message', 'tool_calls', 0, 'function']
  test.each([
    [
      'arguments a JSON string',
      mutated(TOOL_CALLS, [...fn, 'arguments'], '{"location":"Paris"}'),
      [...fn, 'arguments'],
    ],
    ['arguments missing', mutated(TOOL_CALLS, [...fn, 'arguments'], REMOVE), [...fn, 'arguments']],
    ['a missing name', mutated(TOOL_CALLS, [...fn, 'name'], REMOVE), [...fn, 'name']],
    ['no function', mutated(TOOL_CALLS, fn, REMOVE), fn],
  ])('%s', (_, received, path) => {
    expect(readFailure(received)).toMatchObject({ kind: 'schema_invalid', format: 'ollama', path })
  })
})

/** An object whose `key` getter throws `boom`. */
function throwing(key: string): object {
  return Object.defineProperty({}, key, {
    enumerable: true,
    get() {
      throw new Error('boom')
    },
  })
}

describe('ollama shapes', () => {
  const call = { function: { name: 'f', arguments: { a: 1 } } }
  test.each([
    [
      'an assistant message whose first call has object arguments',
      'message',
      { role: 'assistant', tool_calls: [call] },
      true,
    ],
    ['a user message', 'message', { role: 'user', tool_calls: [call] }, false],
    [
      'a message whose arguments are a JSON string',
      'message',
      { role: 'assistant', tool_calls: [{ function: { name: 'f', arguments: '{}' } }] },
      false,
    ],
    ['a tool call with object arguments', 'toolCall', call, true],
    ['a tool call with a type (OpenAI)', 'toolCall', { type: 'function', ...call }, false],
  ] as const)('shape matching: %s', (_, shape, value, expected) => {
    expect(ollama[shape].matches(value, ['at'])).toBe(expected)
  })

  test.each([
    [
      'an undefined first call fails at its place',
      'message',
      { role: 'assistant', tool_calls: [undefined] },
      { kind: 'invalid_value', path: ['at', 'tool_calls', 0], detail: 'undefined' },
    ],
    [
      'a first call whose function getter throws is unreadable at its place',
      'message',
      { role: 'assistant', tool_calls: [throwing('function')] },
      { kind: 'unreadable', path: ['at', 'tool_calls', 0, 'function'], detail: 'boom' },
    ],
    [
      'a tool call whose arguments getter throws is unreadable under function',
      'toolCall',
      { function: throwing('arguments') },
      { kind: 'unreadable', path: ['at', 'function', 'arguments'], detail: 'boom' },
    ],
  ] as const)('%s', (_, shape, value, failure) => {
    expect(thrownFailure(() => ollama[shape].matches(value, ['at']))).toStrictEqual(failure)
  })
})
