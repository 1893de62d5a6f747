// Seed 003 ("Scoring tool calls by parsed structure"): its seven regression cases, as our engine decides them.
import { describe, expect, test } from 'vitest'
import { field, match } from '../../src/index.js'

const openAiCall = (name: string, args: string) => ({
  type: 'function',
  id: 'call_1',
  function: { name, arguments: args },
})

describe('seed 003: parsed structure, not text', () => {
  test('key order does not matter', () => {
    const verdict = match(openAiCall('get_weather', '{"unit": "celsius", "city": "Berlin"}'), {
      name: 'get_weather',
      arguments: { city: 'Berlin', unit: 'celsius' },
    })
    expect(verdict.pass).toBe(true)
  })

  test('500 and 500.0 are the same number', () => {
    const verdict = match(openAiCall('search_flights', '{"max_price": 500.0}'), {
      name: 'search_flights',
      arguments: { max_price: 500 },
    })
    expect(verdict.pass).toBe(true)
  })

  test('a wrong tool fails even when an argument matches', () => {
    const verdict = match(
      openAiCall('get_forecast_history', '{"city": "Berlin", "note": "not the right tool"}'),
      {
        name: 'get_weather',
        arguments: { city: 'Berlin' },
      },
    )
    expect(verdict.pass).toBe(false)
    expect(verdict.mismatches[0]).toMatchObject({
      kind: 'name',
      expected: 'get_weather',
      received: 'get_forecast_history',
    })
  })

  test('an order-independent list field passes in another order', () => {
    const verdict = match(openAiCall('search_flights', '{"cabins": ["business", "economy"]}'), {
      name: 'search_flights',
      arguments: { cabins: field.unordered(['economy', 'business']) },
    })
    expect(verdict.pass).toBe(true)
  })

  test('the same list without the rule fails: arrays are ordered by default', () => {
    const verdict = match(openAiCall('search_flights', '{"cabins": ["business", "economy"]}'), {
      name: 'search_flights',
      arguments: { cabins: ['economy', 'business'] },
    })
    expect(verdict.pass).toBe(false)
    expect(verdict.mismatches[0]).toMatchObject({
      kind: 'value',
      path: ['calls', 0, 'arguments', 'cabins', 0],
    })
  })

  test('an extra unexpected field fails by default', () => {
    const verdict = match(openAiCall('get_weather', '{"city": "Berlin", "unexpected": true}'), {
      name: 'get_weather',
      arguments: { city: 'Berlin' },
    })
    expect(verdict.pass).toBe(false)
    expect(verdict.mismatches).toEqual([
      expect.objectContaining({
        kind: 'unexpected',
        path: ['calls', 0, 'arguments', 'unexpected'],
        received: true,
      }),
    ])
  })

  test.each([
    ['in the call expectation', { extraArguments: 'allow' as const }, {}],
    ['as a match option', {}, { extraArguments: 'allow' as const }],
  ])('an extra field is allowed when configured %s', (_, perCall, options) => {
    const verdict = match(
      openAiCall('get_weather', '{"city": "Berlin", "unexpected": true}'),
      { name: 'get_weather', arguments: { city: 'Berlin' }, ...perCall },
      options,
    )
    expect(verdict.pass).toBe(true)
  })

  test('allowing extra fields still checks the named ones', () => {
    const verdict = match(
      openAiCall('get_weather', '{"city": "Paris", "unexpected": true}'),
      { name: 'get_weather', arguments: { city: 'Berlin' } },
      { extraArguments: 'allow' },
    )
    expect(verdict.pass).toBe(false)
    expect(verdict.mismatches).toHaveLength(1)
  })

  test('invalid JSON arguments are a failing verdict, not a crash', () => {
    const verdict = match(openAiCall('get_weather', '{not valid json'), {
      name: 'get_weather',
      arguments: { city: 'Berlin' },
    })
    expect(verdict.pass).toBe(false)
    expect(verdict.failure).toMatchObject({ kind: 'arguments_not_json' })
    expect(verdict.mismatches[0]).toMatchObject({ kind: 'read_failure' })
  })
})
