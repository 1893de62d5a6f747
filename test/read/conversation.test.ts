import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { isConversation } from '../../src/read/conversation.js'
import { readCalls } from '../../src/read/read-calls.js'
import { readRun } from '../../src/read/run/index.js'
import type { Call } from '../../src/read/types.js'
import { fixture, plain, readFailure, readOk } from './helpers.js'
import { type AbstractRun, RENDERERS, runs } from './run/render.js'

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

  test('a conversation with no turn of the model says whose messages it holds', () => {
    expect(
      readFailure([
        { role: 'system', content: 's' },
        { role: 'user', content: 'u' },
      ]),
    ).toEqual({ kind: 'no_model_turn', path: [], detail: 'only system and user messages' })
  })

  test('a list no conversation format reads whole is read message by message, and says whose it is', () => {
    // Content no conversation format takes (a number): each message by its own shape, someone else's named.
    expect(readFailure([{ role: 'user', content: 5 }])).toEqual({
      kind: 'no_model_turn',
      path: [],
      detail: 'only user messages',
    })
    const mixed = [{ role: 'user', content: 5 }, ...openAiConversation.slice(1)]
    expect(readOk(mixed)).toMatchObject({ format: 'openai-chat' })
    expect(readOk(mixed).calls.map((call) => call.name)).toEqual(['get_weather', 'get_time'])
    expect(readFailure({ messages: [{ role: 'user', content: 5 }] })).toMatchObject({
      kind: 'no_model_turn',
      path: ['messages'],
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

/** Name, arguments and id of each call: what readCalls and readRun both give. */
const bare = (calls: readonly Call[]) => calls.map((call) => [call.name, call.arguments, call.id])

describe('readCalls reads a conversation as readRun does, and fails alike', () => {
  const ask = { role: 'user', content: 'refund A-77' }
  const assistantCall = (id: string, name: string) => ({
    role: 'assistant',
    content: null,
    tool_calls: [{ id, type: 'function', function: { name, arguments: '{}' } }],
  })
  const result = (id: string) => ({ role: 'tool', tool_call_id: id, content: 'ok' })

  test.each([
    ['a result that pairs with no call', [ask, result('c9')], { kind: 'unpaired_result', token: 'c9' }],
    [
      'a result answered twice',
      [ask, assistantCall('c1', 'get_order'), result('c1'), result('c1')],
      { kind: 'unpaired_result', path: [3, 'content'], token: 'c1' },
    ],
    [
      'a call left unanswered when the model takes another turn (its id reused)',
      [ask, assistantCall('c1', 'get_order'), assistantCall('c1', 'refund')],
      { kind: 'unanswered_call', token: 'get_order' },
    ],
    [
      'an id reused inside one turn',
      [
        ask,
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            { id: 'c1', type: 'function', function: { name: 'a', arguments: '{}' } },
            { id: 'c1', type: 'function', function: { name: 'b', arguments: '{}' } },
          ],
        },
      ],
      { kind: 'duplicate_call_id', path: [1, 'tool_calls', 1], other: [1, 'tool_calls', 0], token: 'c1' },
    ],
  ])('%s', (_, conversation, failure) => {
    expect(readFailure(conversation)).toMatchObject(failure)
    const run = readRun(conversation)
    expect(run.ok ? 'read' : run.failure).toEqual(readFailure(conversation))
    expect(readFailure({ messages: conversation })).toMatchObject({ kind: failure.kind })
  })

  test('the calls are the run’s, in order, without results (a call’s own state stays)', () => {
    const conversation = [ask, assistantCall('c1', 'get_order'), result('c1'), assistantCall('c2', 'refund')]
    expect(plain(readOk(conversation).calls)).toEqual([
      { name: 'get_order', arguments: {}, id: 'c1' },
      { name: 'refund', arguments: {}, id: 'c2' },
    ])
    const items = (fixture('runs/openai-agents/run-result-new-items.json') as { newItems: unknown[] })
      .newItems
    expect(readOk(items).calls.map((call) => call.status)).toEqual([undefined, 'approval_requested'])
  })

  test('property: on any rendered run, broken or not, readCalls gives readRun’s calls or its failure', () => {
    const broken = runs.chain((run) =>
      fc.oneof(
        fc.constant(run),
        fc.constantFrom(...run.steps.flat().map((c) => c.id)).map((drop): AbstractRun => ({ ...run, drop })),
      ),
    )
    for (const [name, { render }] of Object.entries(RENDERERS)) {
      fc.assert(
        fc.property(broken, (run) => {
          const received = render(run)
          // A run result (`steps`, `newItems`) is not a conversation: readReceived reads those as runs.
          const list = Array.isArray(received) ? received : (received as { messages?: unknown }).messages
          if (!Array.isArray(list)) return
          const calls = readCalls(received)
          const whole = readRun(received)
          if (!whole.ok) expect(calls.ok ? 'read' : calls.failure, name).toEqual(whole.failure)
          else
            expect(calls.ok ? bare(calls.turn.calls) : calls.failure, name).toEqual(
              bare(whole.run.steps.flatMap((step) => step.calls)),
            )
        }),
        { numRuns: 25 },
      )
    }
  })
})

describe('isConversation: which arrays are conversations', () => {
  const responsesCall = { type: 'function_call', call_id: 'c1', name: 'f', arguments: '{}' }
  test.each<[string, unknown[], boolean]>([
    [
      'messages with roles',
      [
        { role: 'user', content: 'u' },
        { role: 'assistant', content: 'a' },
      ],
      true,
    ],
    [
      'LangChain messages by type',
      [
        { type: 'human', content: 'u' },
        { type: 'ai', content: 'a' },
      ],
      true,
    ],
    [
      'a LangChain system or tool message by type',
      [
        { type: 'system', content: 's' },
        { type: 'tool', content: 't' },
      ],
      true,
    ],
    [
      'a serialised LangChain message',
      [{ lc: 1, type: 'constructor', id: ['HumanMessage'], kwargs: {} }],
      true,
    ],
    ['a serialised object of another version', [{ lc: 2, type: 'constructor', id: ['HumanMessage'] }], false],
    ['lc without constructor', [{ lc: 1, type: 'secret', id: ['KEY'] }], false],
    [
      'a message and a call',
      [
        { role: 'user', content: 'u' },
        { name: 'f', arguments: {} },
      ],
      false,
    ],
    ['a null among messages', [{ role: 'user', content: 'u' }, null], false],
    ['a string among messages', [{ role: 'user', content: 'u' }, 'hi'], false],
    ['an empty array', [], false],
    ['Responses items', [responsesCall, { type: 'function_call_output', call_id: 'c1', output: '1' }], true],
    ['a Responses item and a BFCL call', [responsesCall, { f: { x: 1 } }], false],
    ['BFCL calls', [{ f: { x: 1 } }], false],
  ])('%s: %s', (_, items, conversation) => {
    expect(isConversation(items, [])).toBe(conversation)
  })
})

describe('a { messages } conversation', () => {
  test('messages that turn out to be no array when read again read as none: no turn, naming nobody', () => {
    let reads = 0
    const state = {
      get messages() {
        reads++
        return reads === 1 ? [{ role: 'user', content: 'u' }] : 'gone'
      },
    }
    const failure = readFailure(state)
    expect(failure).toMatchObject({ kind: 'no_model_turn', path: ['messages'] })
  })

  test('a message of no known shape is named so', () => {
    expect(
      readFailure([
        { role: 'user', content: 5 },
        { role: 'assistant', mood: 'happy' },
      ]),
    ).toEqual({
      kind: 'unknown_shape',
      path: [1],
      detail: 'a message of no known shape',
    })
  })
})

describe('a LangGraph state of plain dicts', () => {
  test('a message typed with its class name (AIMessageChunk) is a message: readCalls and readRun read it alike', () => {
    const state = {
      messages: [
        { type: 'human', content: 'Refund A-77.' },
        {
          type: 'AIMessageChunk',
          content: '',
          tool_calls: [{ id: 't1', name: 'refund', args: { order_id: 'A-77' }, type: 'tool_call' }],
        },
      ],
    }
    expect(readOk(state).calls.map((call) => call.name)).toEqual(['refund'])
    const run = readRun(state)
    expect(run.ok && run.run.steps.map((step) => step.calls.map((call) => call.name))).toEqual([['refund']])
  })
})
