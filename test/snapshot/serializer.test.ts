import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { renderSnapshot } from '../../src/snapshot/render-snapshot.js'
import { toolCallSerializer } from '../../src/snapshot/serializer.js'
import { anthropic, capture, gemini, openAi, weather } from './helpers.js'

const fixture = (path: string): unknown =>
  JSON.parse(readFileSync(new URL(`../fixtures/${path}`, import.meta.url), 'utf8'))

describe('toolCallSerializer.test', () => {
  test.each([
    ['an OpenAI response with a call', openAi(weather)],
    ['an Anthropic message with a call', anthropic(weather)],
    ['a Gemini response with calls', gemini(weather, weather)],
    ['an OpenAI tool_calls array', openAi(weather).choices[0]!.message.tool_calls],
    ['an Action IR decision', fixture('action-ir/abstain.json')],
  ])('takes %s', (_, value) => {
    expect(toolCallSerializer.test(value)).toBe(true)
  })

  test.each([
    ['a string, even one holding a call', '{"name": "get_weather", "arguments": {}}'],
    ['a plain object with a name', { name: 'Alice', arguments: {} }],
    ['an empty array', []],
    ['an array of single-key objects (BFCL-like)', [{ a: { b: 1 } }]],
    ['a response without a call', openAi()],
    ['a malformed response', { object: 'chat.completion', choices: 'none' }],
    ['null, numbers, bytes', null],
    ['bytes', new TextEncoder().encode('{"name": "a"}')],
    ['a Map', new Map([['name', 'a']])],
  ])('leaves alone %s', (_, value) => {
    expect(toolCallSerializer.test(value)).toBe(false)
  })
})

describe('toolCallSerializer.serialize', () => {
  test('prints the same text as the tool-call snapshots', () => {
    expect(toolCallSerializer.serialize(anthropic(weather), {}, '')).toBe(
      renderSnapshot(capture(openAi(weather)).data),
    )
  })

  test('indents lines after the first when nested', () => {
    expect(toolCallSerializer.serialize(openAi(weather), {}, '  ').split('\n').at(-1)).toBe('  }')
  })
})

describe('expect.addSnapshotSerializer(toolCallSerializer)', () => {
  expect.addSnapshotSerializer(toolCallSerializer)

  test('a response snapshots as its canonical calls', () => {
    expect(gemini(weather)).toMatchInlineSnapshot(`
      {
        "arguments": {
          "city": "Paris",
          "reason": "the user asked",
          "unit": "celsius"
        },
        "name": "get_weather"
      }
    `)
  })

  test('inside other data, and other values untouched', () => {
    expect({
      turn: 1,
      response: openAi({ name: 'get_time', arguments: {} }),
      text: openAi(),
    }).toMatchInlineSnapshot(`
      {
        "response": {
          "arguments": {},
          "name": "get_time"
        },
        "text": {
          "choices": [
            {
              "finish_reason": "stop",
              "index": 0,
              "message": {
                "content": "Happy to help.",
                "role": "assistant",
              },
            },
          ],
          "id": "chatcmpl-test",
          "object": "chat.completion",
        },
        "turn": 1,
      }
    `)
  })
})
