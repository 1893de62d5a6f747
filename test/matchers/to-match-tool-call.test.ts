import '../../src/vitest.js'
import { describe, expect, test } from 'vitest'
import { field } from '../../src/index.js'
import { openAi } from './helpers.js'

const weather = (city: string) => ({ name: 'get_weather', arguments: { city } })

describe('.toMatchToolCall', () => {
  test.each([
    ['an OpenAI response', openAi(weather('Paris'))],
    [
      'an Anthropic message',
      {
        type: 'message',
        role: 'assistant',
        stop_reason: 'tool_use',
        content: [{ type: 'tool_use', id: 'toolu_1', name: 'get_weather', input: { city: 'Paris' } }],
      },
    ],
    ['raw text', '{"name": "get_weather", "arguments": {"city": "Paris"}}'],
    ['a canonical call', weather('Paris')],
  ])('passes on %s', (_, received) => {
    expect(received).toMatchToolCall(weather('Paris'))
  })

  test('passes with a rule the test asks for', () => {
    expect(openAi(weather('paris'))).toMatchToolCall({
      name: 'get_weather',
      arguments: { city: field.casefold('Paris') },
    })
  })

  test.each([
    ['another value', openAi(weather('Lyon')), /arguments\.city: expected "Paris", received "Lyon"/],
    ['an extra call', openAi(weather('Paris'), weather('Rome')), /unexpected call get_weather/],
    ['no call', openAi(), /the expected call was not made/],
    ['unreadable text', '{"name": "get_weather"', /could not read the tool calls/],
  ])('fails on %s', (_, received, message) => {
    expect(() => expect(received).toMatchToolCall(weather('Paris'))).toThrow(message)
  })

  test('extra calls are allowed when the test says so', () => {
    expect(openAi(weather('Rome'), weather('Paris'))).toMatchToolCall(weather('Paris'), {
      extraCalls: 'allow',
    })
  })

  test('a malformed expectation is a usage error, not a failure', () => {
    expect(() =>
      expect(openAi(weather('Paris'))).toMatchToolCall({
        name: 'get_weather',
        arguments: { city: { $rule: 'fuzzy' } },
      }),
    ).toThrow(/^Matcher error: unknown rule "fuzzy"/)
  })
})

describe('.not.toMatchToolCall', () => {
  test('passes when the call differs', () => {
    expect(openAi(weather('Lyon'))).not.toMatchToolCall(weather('Paris'))
  })

  test('fails in one line when the call matches', () => {
    expect(() => expect(openAi(weather('Paris'))).not.toMatchToolCall(weather('Paris'))).toThrow(
      /Expected no match, but the call matched: get_weather\(\{"city": "Paris"\}\)/,
    )
  })
})
