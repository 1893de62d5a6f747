// A weather agent on the OpenAI Responses API. The user asked: "What's the weather in Lisbon right now?" The agent
// has one tool, get_weather(city, unit) with unit "celsius" or "fahrenheit".
//
// A Responses API `response` lists `output` items. Only `function_call` items are your tool calls; `reasoning`,
// `message` and server-side items (`web_search_call`…) are not, and the matchers skip them.
import { readFileSync } from 'node:fs'
import { field } from 'expect-tool-calls'
import { expect, test } from 'vitest'

const recorded = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./recorded/openai-responses/${name}`, import.meta.url), 'utf8'))

// output: a reasoning item, then function_call get_weather with arguments {"city":"lisbon","unit":"C"}
const weatherCall = recorded('weather.json')

// The weather service resolves city names case-insensitively and the agent's prompt says "C" means celsius, so
// the test says exactly that, once, and nothing more.
const lisbonInCelsius = {
  name: 'get_weather',
  arguments: {
    city: field.casefold('Lisbon'), // "lisbon" and "LISBON" pass; "Porto" or "Lisboa" fail
    unit: field.enum('celsius', { aliases: { C: 'celsius', F: 'fahrenheit' } }), // "C" passes; "F" fails
  },
}

test('the function_call item matches, with the leniency written in the test', () => {
  expect(weatherCall).toMatchToolCall(lisbonInCelsius)
})

test('without the rules, the same call fails: plain strings are exact', () => {
  expect(weatherCall).not.toMatchToolCall({
    name: 'get_weather',
    arguments: { city: 'Lisbon', unit: 'celsius' },
  })
})

test('a rule loosens only what it says: Fahrenheit is still wrong', () => {
  expect(weatherCall).not.toMatchToolCall({
    ...lisbonInCelsius,
    arguments: {
      ...lisbonInCelsius.arguments,
      unit: field.enum('fahrenheit', { aliases: { F: 'fahrenheit' } }),
    },
  })
})

test('the next turn answers in a message item: no call, so the agent abstained from calling again', () => {
  // output: a reasoning item, then a message "It is 19 °C and sunny in Lisbon right now…"
  const answer = recorded('weather-answer.json')
  expect(answer).toAbstain()
  expect(answer).not.toMatchToolCall(lisbonInCelsius)
})
