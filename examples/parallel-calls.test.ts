// Parallel calls: several independent calls in one turn. Their order carries no meaning, so they are compared as
// a multiset: each expected call is paired with one received call (maximum matching), duplicates counted.
// The recordings are OpenAI Chat Completions responses with several `tool_calls`; any other format works the same.
import { readFileSync } from 'node:fs'
import { field } from 'expect-tool-calls'
import { describe, expect, test } from 'vitest'

const recorded = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./recorded/openai-chat/${name}`, import.meta.url), 'utf8'))

const weatherIn = (city: string) => ({ name: 'get_weather', arguments: { city, unit: 'celsius' } })

describe('"Weather in Paris and in Tokyo?"', () => {
  // tool_calls: get_weather Tokyo, then get_weather Paris (the model chose that order)
  const both = recorded('weather-parallel.json')

  test('any order matches', () => {
    expect(both).toMatchParallelCalls([weatherIn('Paris'), weatherIn('Tokyo')])
  })

  test('`toMatchToolCalls` is the ordered version: Paris-then-Tokyo fails here', () => {
    expect(both).not.toMatchToolCalls([weatherIn('Paris'), weatherIn('Tokyo')])
    expect(both).toMatchToolCalls([weatherIn('Tokyo'), weatherIn('Paris')])
  })

  test('a missing city or a wrong one fails', () => {
    expect(both).not.toMatchParallelCalls([weatherIn('Paris'), weatherIn('London')])
    expect(both).not.toMatchParallelCalls([weatherIn('Paris'), weatherIn('Tokyo'), weatherIn('London')])
  })

  test('so does a call nobody asked for: extra calls are forbidden unless allowed', () => {
    expect(both).not.toMatchParallelCalls([weatherIn('Paris')])
    expect(both).toMatchParallelCalls([weatherIn('Paris')], { extraCalls: 'allow' })
  })
})

describe('duplicates count', () => {
  // tool_calls: get_weather Paris, get_weather Tokyo, get_weather Paris again (a wasted call)
  const duplicate = recorded('weather-duplicate.json')

  test('the second Paris call is an extra call, not "already covered"', () => {
    expect(duplicate).not.toMatchParallelCalls([weatherIn('Paris'), weatherIn('Tokyo')])
  })

  test('a multiset with Paris twice matches it, and Tokyo twice does not', () => {
    expect(duplicate).toMatchParallelCalls([weatherIn('Paris'), weatherIn('Tokyo'), weatherIn('Paris')])
    expect(duplicate).not.toMatchParallelCalls([weatherIn('Paris'), weatherIn('Tokyo'), weatherIn('Tokyo')])
  })
})

describe('order-free arrays inside one call: `field.unordered`', () => {
  // notify {"customer_id":"cus_5821","channels":["sms","email"],"message":"Your refund of 20 EUR for order-77…"}
  const notify = recorded('notify-channels.json')

  test('arrays are ordered by default', () => {
    expect(notify).not.toMatchToolCall({
      name: 'notify',
      arguments: { customer_id: 'cus_5821', channels: ['email', 'sms'], message: field.ignore() },
    })
  })

  test('`field.unordered` compares them as a multiset', () => {
    expect(notify).toMatchToolCall({
      name: 'notify',
      arguments: {
        customer_id: 'cus_5821',
        channels: field.unordered(['email', 'sms']),
        message: field.ignore(),
      },
    })
  })

  test('still a multiset: a missing or an extra channel fails', () => {
    const withChannels = (channels: string[]) => ({
      name: 'notify',
      arguments: { customer_id: 'cus_5821', channels: field.unordered(channels), message: field.ignore() },
    })
    expect(notify).not.toMatchToolCall(withChannels(['email']))
    expect(notify).not.toMatchToolCall(withChannels(['email', 'sms', 'push']))
    expect(notify).not.toMatchToolCall(withChannels(['email', 'email']))
  })
})
