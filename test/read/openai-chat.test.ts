import { describe, expect, test } from 'vitest'
import { edited, fixture, mutated, part, plain, REMOVE, readFailure, readOk } from './helpers.js'

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
