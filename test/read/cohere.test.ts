import { describe, expect, test } from 'vitest'
import { fixture, mutated, part, readFailure, readOk } from './helpers.js'

const SNAKE = 'cohere/chat-tool-calls.json'
const CAMEL = 'cohere/chat-tool-calls-camel.json'
const WEATHER = { name: 'get_weather', arguments: { location: 'Toronto' } }

describe('Cohere v2 chat', () => {
  test.each([
    [
      'the response (snake_case); arguments "null" is {}',
      fixture(SNAKE),
      [WEATHER, { name: 'current_time', arguments: {} }],
    ],
    ['the message alone', part(SNAKE, ['message']), [WEATHER, { name: 'current_time', arguments: {} }]],
    ['the TypeScript SDK spelling (toolCalls / toolPlan)', fixture(CAMEL), [WEATHER]],
    ['the camelCase message alone', part(CAMEL, ['message']), [WEATHER]],
  ])('%s', (_, received, calls) => {
    const turn = readOk(received)
    expect(turn.format).toBe('cohere')
    expect(turn.calls.map(({ name, arguments: args }) => ({ name, arguments: args }))).toEqual(calls)
  })

  test('MAX_TOKENS is truncated; TOOL_CALL without a call fails', () => {
    expect(readFailure(mutated(SNAKE, ['finish_reason'], 'MAX_TOKENS'))).toMatchObject({ kind: 'truncated' })
    expect(readFailure(mutated(SNAKE, ['message', 'tool_calls'], []))).toMatchObject({
      kind: 'stopped_without_call',
      path: ['finish_reason'],
    })
  })
})
