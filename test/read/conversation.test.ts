import { describe, expect, test } from 'vitest'
import { fixture, plain, readFailure, readOk } from './helpers.js'

const WEATHER = { name: 'get_weather', arguments: { city: 'Tokyo' }, id: 'call_Tk1Yo2Ws3Ea4' }
const TIME = { name: 'get_time', arguments: { timezone: 'Asia/Tokyo' }, id: 'call_Tk5Ti6Me7Zo8' }

const openAiConversation = [
  { role: 'system', content: 'You are a travel agent.' },
  { role: 'user', content: 'Weather in Tokyo?' },
  {
    role: 'assistant',
    content: null,
    tool_calls: [
      { id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Tokyo"}' } },
    ],
  },
  { role: 'tool', tool_call_id: 'call_1', content: '22°C' },
  {
    role: 'assistant',
    content: null,
    tool_calls: [
      { id: 'call_2', type: 'function', function: { name: 'get_time', arguments: '{"tz":"JST"}' } },
    ],
  },
  { role: 'tool', tool_call_id: 'call_2', content: '18:04' },
  { role: 'assistant', content: 'It is 22°C at 18:04.' },
]

describe('a conversation: the calls of the model’s turns, in order', () => {
  test('a LangGraph state { messages }', () => {
    const turn = readOk(fixture('langchain/graph-state-messages.json'))
    expect(turn.format).toBe('langchain')
    expect(plain(turn.calls)).toEqual([WEATHER, TIME])
  })

  test('an array of OpenAI messages; the others’ messages carry no call', () => {
    expect(readOk(openAiConversation).calls.map((call) => call.name)).toEqual(['get_weather', 'get_time'])
  })

  test('a conversation with no turn of the model says whose message it is', () => {
    expect(
      readFailure([
        { role: 'system', content: 's' },
        { role: 'user', content: 'u' },
      ]),
    ).toMatchObject({
      kind: 'not_model_output',
      detail: 'user',
    })
  })

  test('a message of no known shape fails at its path', () => {
    expect(readFailure([...openAiConversation, { role: 'assistant', mood: 'happy' }])).toMatchObject({
      kind: 'unknown_shape',
      path: [7],
    })
  })

  test('an array of generateText steps (result.steps alone)', () => {
    const steps = [
      {
        toolCalls: [{ type: 'tool-call', toolCallId: 'c1', toolName: 'tool1', args: { value: 'v' } }],
        finishReason: 'tool-calls',
      },
      { toolCalls: [], finishReason: 'stop', text: 'done' },
    ]
    expect(plain(readOk(steps).calls)).toEqual([{ name: 'tool1', arguments: { value: 'v' }, id: 'c1' }])
    expect(readFailure([{ ...steps[1], finishReason: 'length' }])).toMatchObject({
      kind: 'truncated',
      path: [0, 'finishReason'],
    })
  })
})
