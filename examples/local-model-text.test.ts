// A weather agent on a local model that has no tool-calling API: it is prompted to answer with a JSON call
// `{"name": …, "arguments": {…}}`, and you test the raw text it wrote. Pass the string to `expect` as it is.
//
// Text is parsed strictly by default: exactly one JSON value, no prose, no code fences, no duplicate keys. Relax
// that with `{ parse: 'lenient' }` when your agent's own parser is lenient too, so the test judges what runs.
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'

const recorded = (name: string): string =>
  readFileSync(new URL(`./recorded/local-model/${name}`, import.meta.url), 'utf8')

const lisbon = { name: 'get_weather', arguments: { city: 'Lisbon', unit: 'celsius' } }

test('a bare JSON call is read strictly and matched like any SDK response', () => {
  // {"name": "get_weather", "arguments": {"city": "Lisbon", "unit": "celsius"}}
  const text = recorded('strict.txt')
  expect(text).toMatchToolCall(lisbon)
  expect(text).not.toMatchToolCall({ name: 'get_weather', arguments: { city: 'Porto', unit: 'celsius' } })
})

describe('a call wrapped in prose and a ```json fence', () => {
  // Sure! To answer that I need the current conditions, so I'll call the weather tool:
  // ```json
  // {"name": "get_weather", "arguments": {"city": "Lisbon", "unit": "celsius"}}
  // ```
  const text = recorded('fenced.txt')

  test('fails by default: strict parsing refuses prose, and the message says where it stopped', () => {
    expect(() => expect(text).toMatchToolCall(lisbon)).toThrow(/the text is not JSON at 1:1/)
  })

  test('passes with `parse: "lenient"`, which takes every call out of the text, in order', () => {
    expect(text).toMatchToolCall(lisbon, { parse: 'lenient' })
  })

  test('lenient reading still compares the arguments exactly', () => {
    expect(text).not.toMatchToolCall(
      { ...lisbon, arguments: { city: 'Lisbon', unit: 'fahrenheit' } },
      { parse: 'lenient' },
    )
  })
})

describe('a malformed call', () => {
  // {"name": "get_weather", "arguments": {"city": "Lisbon", "unit": "celsius", "city": "Porto"}}
  const text = recorded('duplicate-key.txt')

  test('is a read failure, not a crash: the assertion fails and names the duplicate key and its position', () => {
    expect(() => expect(text).toMatchToolCall(lisbon)).toThrow(/duplicate key "city" at 1:76/)
    // Whichever city you expect: which of the two the model "meant" is not something a test should guess.
    expect(() =>
      expect(text).toMatchToolCall({ ...lisbon, arguments: { city: 'Porto', unit: 'celsius' } }),
    ).toThrow(/duplicate key/)
  })

  test('is not an abstention either: the model tried to call and failed', () => {
    expect(() => expect(text).toAbstain()).toThrow(/duplicate key "city"/)
  })

  test('lenient parsing keeps the last duplicate, like JSON.parse: only opt in if your agent does the same', () => {
    expect(text).toMatchToolCall(
      { ...lisbon, arguments: { city: 'Porto', unit: 'celsius' } },
      { parse: 'lenient' },
    )
  })
})

test('prose with no JSON in it at all is an abstention, strict or lenient', () => {
  // You're welcome! Enjoy the sunshine in Lisbon.
  const text = recorded('prose.txt')
  expect(text).toAbstain()
  expect(text).toAbstain({ parse: 'lenient' })
  expect(text).not.toMatchToolCall({ name: '*' }) // `'*'` accepts any tool name, but there is no call at all
})

test('a model-native format (Hermes / Qwen `<tool_call>` blocks) is read leniently or by its syntax, never as no call', () => {
  const text =
    '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Lisbon", "unit": "celsius"}}\n</tool_call>'
  expect(text).toMatchToolCall(lisbon, { parse: 'lenient' })
  expect(text).toMatchToolCall(lisbon, { syntax: 'hermes' })
  expect(() => expect(text).toAbstain()).toThrow(
    /read it with \{ syntax: 'hermes' \} or \{ parse: 'lenient' \}/,
  )
})
