import { describe, expect, test } from 'vitest'
import { fixture, mutated, part, plain, REMOVE, readFailure, readOk } from './helpers.js'

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
