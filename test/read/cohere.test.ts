import { describe, expect, test } from 'vitest'
import { cohere } from '../../src/read/cohere.js'
import { fixture, mutated, part, plain, readFailure, readOk, thrownFailure } from './helpers.js'

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

/** An object whose `key` getter throws, as a hostile SDK object or Proxy might. */
function throwingAt(key: string): object {
  return Object.defineProperty({}, key, {
    enumerable: true,
    get: () => {
      throw new Error('boom')
    },
  })
}

describe('Cohere v2 chat details', () => {
  test('calls keep their ids, "null" arguments too', () => {
    expect(plain(readOk(fixture(SNAKE)).calls)).toEqual([
      { ...WEATHER, id: 'get_weather_k2m8q4r7t1v3' },
      { name: 'current_time', arguments: {}, id: 'current_time_p9s2u5w8y1a4' },
    ])
  })

  test('text and thinking content beside the calls carry no call', () => {
    const message = {
      ...(part(SNAKE, ['message']) as object),
      content: [
        { type: 'thinking', thinking: 'Toronto first.' },
        { type: 'text', text: 'Checking the weather.' },
      ],
    }
    expect(plain(readOk(message).calls)).toEqual([
      { ...WEATHER, id: 'get_weather_k2m8q4r7t1v3' },
      { name: 'current_time', arguments: {}, id: 'current_time_p9s2u5w8y1a4' },
    ])
  })

  test('content of another type is an unknown item', () => {
    const message = { ...(part(SNAKE, ['message']) as object), content: [{ type: 'image', url: 'x' }] }
    expect(readFailure(message)).toStrictEqual({
      kind: 'unknown_item',
      format: 'cohere',
      path: ['content', 0],
      token: 'image',
    })
  })

  test('tool_calls: null is no call', () => {
    const received = mutated(SNAKE, ['message', 'tool_calls'], null)
    ;(received as Record<string, unknown>).finish_reason = 'COMPLETE'
    expect(readOk(received)).toStrictEqual({ format: 'cohere', calls: [], fromText: false })
  })

  test('the camelCase finishReason is held too: MAX_TOKENS is truncated', () => {
    expect(readFailure(mutated(CAMEL, ['finishReason'], 'MAX_TOKENS'))).toMatchObject({
      kind: 'truncated',
      format: 'cohere',
      path: ['finishReason'],
      token: 'MAX_TOKENS',
    })
  })
})

describe('which objects are Cohere', () => {
  test.each([
    ['a message with toolPlan', { role: 'assistant', toolPlan: 'I will look.' }, true],
    ['a message with tool_plan', { role: 'assistant', tool_plan: 'I will look.' }, true],
    ['a message with toolCalls', { role: 'assistant', toolCalls: [] }, true],
    ['a user message with toolPlan', { role: 'user', toolPlan: 'x' }, false],
    ['an assistant message with content only', { role: 'assistant', content: 'hi' }, false],
  ])('message: %s → %s', (_, value, expected) => {
    expect(cohere.message.matches(value, [])).toBe(expected)
  })

  test.each([
    ['a message and finish_reason', { message: { role: 'assistant' }, finish_reason: 'COMPLETE' }, true],
    ['a message and finishReason', { message: { role: 'assistant' }, finishReason: 'COMPLETE' }, true],
    ['a lower-case finish reason', { message: { role: 'assistant' }, finish_reason: 'stop' }, false],
    ['a message that is a string', { message: 'hi', finish_reason: 'COMPLETE' }, false],
    ['no finish reason but a Cohere message', { message: { role: 'assistant', toolPlan: 'x' } }, true],
  ])('response: %s → %s', (_, value, expected) => {
    expect(cohere.response.matches(value, [])).toBe(expected)
  })

  test('a getter that throws inside the message is unreadable at its path', () => {
    expect(
      thrownFailure(() => cohere.response.matches({ message: throwingAt('role') }, ['r'])),
    ).toStrictEqual({
      kind: 'unreadable',
      path: ['r', 'message', 'role'],
      detail: 'boom',
    })
  })
})

describe('Cohere v2 chat: finish_reason through the one stop policy', () => {
  test.each<[string, unknown, object]>([
    ['ERROR', fixture('cohere/chat-error.json'), { kind: 'model_error', token: 'ERROR', calls: [] }],
    [
      'TIMEOUT',
      mutated('cohere/chat-error.json', ['finish_reason'], 'TIMEOUT'),
      { kind: 'model_error', token: 'TIMEOUT' },
    ],
    [
      'MAX_TOKENS',
      mutated(SNAKE, ['finish_reason'], 'MAX_TOKENS'),
      { kind: 'truncated', detail: 'the token limit' },
    ],
  ])('%s fails at the finish_reason', (_, received, failure) => {
    expect(readFailure(received)).toMatchObject({ format: 'cohere', path: ['finish_reason'], ...failure })
  })

  test('a failed generation carries the calls that did arrive; camelCase finishReason too', () => {
    const failure = readFailure(mutated(SNAKE, ['finish_reason'], 'ERROR'))
    expect(failure.calls?.map((call) => call.name)).toEqual(['get_weather', 'current_time'])
    expect(readFailure(mutated(CAMEL, ['finishReason'], 'TIMEOUT'))).toMatchObject({
      kind: 'model_error',
      path: ['finishReason'],
    })
  })

  test.each(['COMPLETE', 'STOP_SEQUENCE'])('%s reads the calls', (finish) => {
    expect(readOk(mutated(SNAKE, ['finish_reason'], finish)).calls).toHaveLength(2)
  })
})
