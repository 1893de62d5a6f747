import '../../src/vitest.js'
import { readFileSync } from 'node:fs'
import { stripVTControlCharacters } from 'node:util'
import { describe, expect, test } from 'vitest'
import { field } from '../../src/expect/field.js'
import type { ToolMessageExpectation } from '../../src/matchers/index.js'
import { MatcherUsageError } from '../../src/usage-error.js'
import { messageOf, run } from './helpers.js'
import { supportRun } from './run-helpers.js'

function fixture(path: string): unknown {
  return JSON.parse(readFileSync(new URL(`../fixtures/runs/${path}`, import.meta.url), 'utf8'))
}

const order = { order: { id: 'A-77', total: 42.5 } }

interface Format {
  title: string
  received: unknown
  /** Every tool message of the run, each field given. */
  messages: ToolMessageExpectation[]
}

/** The same kind of run in several formats, with every field of every tool message. */
const formats: Format[] = [
  {
    title: 'LangChain messages (a LangGraph state, serialised)',
    received: fixture('langchain/langgraph-state-serialized.json'),
    messages: [
      { name: 'get_order', tool_call_id: 'call_a1B2c3D4e5F6g7H8', status: 'success', content: order },
      {
        name: 'refund_order',
        tool_call_id: 'call_Q9w8E7r6T5y4U3i2',
        status: 'error',
        content: 'Error: refund service unavailable',
      },
    ],
  },
  {
    title: "LangChain messages (Python's messages_to_dict)",
    received: fixture('langchain/messages-to-dict.json'),
    messages: [
      { name: 'get_order', tool_call_id: 'call_pY3', status: 'success', content: { order: { id: 'A-77' } } },
    ],
  },
  {
    title: 'OpenAI chat messages',
    received: fixture('openai-chat/refund-conversation.json'),
    messages: [
      {
        name: 'get_order',
        tool_call_id: 'call_Vq3l8pN2xYhT0c9sKb1m',
        status: 'success',
        content: { order: { currency: 'EUR', id: 'A-77', status: 'delivered', total: 42.5 } },
      },
      {
        name: 'refund_order',
        tool_call_id: 'call_8dWm2ZrQ4nLx7aPe5Tgy',
        status: 'success',
        content: { refund_id: 'R-1009', status: 'approved' },
      },
      { name: 'send_email', tool_call_id: 'call_Xc0b6Hs1uJkR9eYv3Nqa', status: 'success', content: 'queued' },
    ],
  },
  {
    title: 'Anthropic messages',
    received: fixture('anthropic/refund-conversation.json'),
    messages: [
      { name: 'get_order', tool_call_id: 'toolu_01A09q90qw90lq917835lq9', status: 'success', content: order },
      {
        name: 'refund_order',
        tool_call_id: 'toolu_01D7FLrfh4GYq7yT1ULFeyMV',
        status: 'error',
        content: { error: 'refund window closed' },
      },
    ],
  },
  {
    title: 'an AI SDK generateText result',
    received: fixture('vercel-ai/generate-text-steps.json'),
    messages: [
      { name: 'get_order', tool_call_id: 'call_gQ1', status: 'success', content: order },
      {
        name: 'refund_order',
        tool_call_id: 'call_gQ2',
        status: 'error',
        content: 'refund service timed out',
      },
      { name: 'refund_order', tool_call_id: 'call_gQ3', status: 'success', content: { refund_id: 'R-1009' } },
    ],
  },
  {
    title: 'AI SDK UI messages: a call awaiting approval has no tool message',
    received: fixture('vercel-ai/ui-messages.json'),
    messages: [{ name: 'get_order', tool_call_id: 'call_u1', status: 'success', content: order }],
  },
  {
    title: 'OpenAI Responses items: a refused call is denied',
    received: fixture('openai-responses/mcp-approval-denied.json'),
    messages: [
      {
        name: 'get_order',
        tool_call_id: 'call_order_0b',
        status: 'success',
        content: { order: { id: 'A-77', invoice_id: 'in_2207', total: 620 } },
      },
      {
        name: 'refund_invoice',
        tool_call_id: 'mcpr_6a7b8c9d0e1f2a3c',
        status: 'denied',
        content: 'Refunds over 500 EUR need a manager.',
      },
    ],
  },
  {
    title: 'Bedrock Converse messages',
    received: fixture('bedrock/converse-messages.json'),
    messages: [
      {
        name: 'get_order',
        tool_call_id: 'tooluse_kZJMlvQmRJ6eAyJE5GIl7Q',
        status: 'success',
        content: order,
      },
      {
        name: 'refund_order',
        tool_call_id: 'tooluse_3xY9pQ2rS7tU1vW4zA6bCd',
        status: 'error',
        content: 'refund window closed',
      },
    ],
  },
]

/** Each field alone, and the names alone: only the fields given are compared. */
function eachFieldAlone(messages: ToolMessageExpectation[]): ToolMessageExpectation[][] {
  return (['content', 'tool_call_id', 'name', 'status'] as const).map((key) =>
    messages.map((message) => ({ [key]: message[key] })),
  )
}

describe('.toHaveToolMessages reads every run format', () => {
  test.each(formats)('$title: every field of every tool message', ({ received, messages }) => {
    expect(received).toHaveToolMessages(messages)
    expect(run('toHaveToolMessages', {}, received, messages).pass).toBe(true)
  })

  test.each(formats)('$title: one field at a time, and no field', ({ received, messages }) => {
    for (const expected of eachFieldAlone(messages)) expect(received).toHaveToolMessages(expected)
    expect(received).toHaveToolMessages(messages.map(() => ({})))
  })

  test.each(formats)('$title: another value of any one field fails', ({ received, messages }) => {
    const others = { content: 'other', tool_call_id: 'call_other', name: 'other_tool', status: 'denied' }
    for (const [index, message] of messages.entries())
      for (const key of ['content', 'tool_call_id', 'name'] as const) {
        const changed = messages.map((other, at) =>
          at === index ? { ...message, [key]: others[key] } : other,
        )
        expect(run('toHaveToolMessages', {}, received, changed).pass, `${index} ${key}`).toBe(false)
      }
  })

  test.each(formats)('$title: one tool message more or fewer fails', ({ received, messages }) => {
    expect(run('toHaveToolMessages', {}, received, messages.slice(1)).pass).toBe(false)
    expect(run('toHaveToolMessages', {}, received, [...messages, {}]).pass).toBe(false)
  })

  test('Gemini contents give results no id: a tool_call_id is missing', () => {
    const received = fixture('gemini/contents.json')
    expect(received).toHaveToolMessages([{ name: 'get_order' }, { name: 'refund_order' }])
    expect(messageOf('toHaveToolMessages', received, [{ tool_call_id: 'call_1' }, {}])).toContain(
      'tool message 0 (get_order, no call id): tool_call_id: missing (expected "call_1")',
    )
  })

  test("parallel results that came back in another order take their calls' order", () => {
    const call = (id: string, name: string) => ({ id, type: 'function', function: { name, arguments: '{}' } })
    const received = [
      { role: 'user', content: 'Order A-77, and the weather?' },
      { role: 'assistant', content: null, tool_calls: [call('c1', 'get_order'), call('c2', 'get_weather')] },
      { role: 'tool', tool_call_id: 'c2', content: 'sunny' },
      { role: 'tool', tool_call_id: 'c1', content: '{"order":{"id":"A-77"}}' },
      { role: 'assistant', content: 'Done.' },
    ]
    expect(received).toHaveToolMessages([
      { tool_call_id: 'c1', name: 'get_order' },
      { tool_call_id: 'c2', name: 'get_weather', content: 'sunny' },
    ])
    expect(received).not.toHaveToolMessages([{ tool_call_id: 'c2' }, { tool_call_id: 'c1' }])
  })

  test('a run with no call has no tool message', () => {
    expect([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello.' },
    ]).toHaveToolMessages([])
  })
})

describe('content is compared as the result is read', () => {
  const received = supportRun()

  test.each([
    ['the value of JSON text', { refund_id: 'R-1' }],
    ['JSON text, as LangChain tests write it', '{"refund_id":"R-1"}'],
    ['JSON text spaced differently', '{ "refund_id": "R-1" }'],
    ['text blocks', [{ type: 'text', text: '{"refund_id":"R-1"}' }]],
    ['field.subset', field.subset({ refund_id: 'R-1' })],
    ['an asymmetric matcher', expect.objectContaining({ refund_id: expect.stringMatching(/^R-/) })],
  ])('%s', (_title, content) => {
    expect(received).toHaveToolMessages([{}, { content }])
  })

  test.each([
    ['another value', { refund_id: 'R-2' }],
    ['JSON text of another value', '{"refund_id":"R-2"}'],
    ['one more key', { refund_id: 'R-1', amount: 1 }],
    ['a failing rule', field.subset({ refund_id: 'R-2' })],
  ])('%s fails', (_title, content) => {
    expect(run('toHaveToolMessages', {}, received, [{}, { content }]).pass).toBe(false)
  })

  test('text expected where the tool sent JSON: the message says it was read as its value', () => {
    const message = messageOf('toHaveToolMessages', received, [
      {},
      { content: expect.stringContaining('R-1') },
    ])
    expect(message).toContain("content is the tool's result as read: its JSON text was parsed")
    // Not said when the content was expected as a value.
    expect(messageOf('toHaveToolMessages', received, [{}, { content: { refund_id: 'R-2' } }])).not.toContain(
      'JSON text was parsed',
    )
  })
})

describe('rules on every field', () => {
  const received = fixture('vercel-ai/generate-text-steps.json')

  test.each([
    ['name pattern', [{ name: field.pattern('^get_') }, {}, {}]],
    ['tool_call_id pattern', [{ tool_call_id: field.pattern('^call_') }, {}, {}]],
    ['status one of', [{}, { status: field.oneOf('error', 'denied') }, {}]],
    ['casefold content', [{}, { content: field.casefold('REFUND SERVICE TIMED OUT') }, {}]],
    ['asymmetric name', [{ name: expect.any(String) }, {}, {}]],
  ] as [string, ToolMessageExpectation[]][])('%s', (_title, expected) => {
    expect(received).toHaveToolMessages(expected)
  })

  test.each([
    ['name pattern', [{ name: field.pattern('^refund_') }, {}, {}]],
    ['status one of', [{ status: field.oneOf('error', 'denied') }, {}, {}]],
    ['casefold content', [{}, { content: field.casefold('refund service is down') }, {}]],
  ] as [string, ToolMessageExpectation[]][])('%s fails', (_title, expected) => {
    expect(run('toHaveToolMessages', {}, received, expected).pass).toBe(false)
  })
})

describe('failure messages', () => {
  const received = fixture('vercel-ai/generate-text-steps.json')

  test('a differing tool message: its index, tool, call id and the first differing path, marked and diffed', () => {
    const message = messageOf('toHaveToolMessages', received, [
      {},
      { status: 'error' },
      { name: 'refund_order', content: { refund_id: 'R-1010' } },
    ])
    expect(message).toContain(
      'tool message 2 (refund_order, call_gQ3): content.refund_id: expected "R-1010", received "R-1009"',
    )
    expect(message).toContain('> 2. refund_order (call_gQ3, steps[2].calls[0]) → {"refund_id":"R-1009"}')
    expect(message).toContain(
      '  1. refund_order (call_gQ2, steps[1].calls[0]) → ✗ "refund service timed out"',
    )
    expect(message).toMatch(/-\s+"refund_id": "R-1010"/)
    expect(message).toMatch(/\+\s+"refund_id": "R-1009"/)
    expect(message).not.toMatch(/expected \d+ tool messages/)
  })

  test('a rule prints as its placeholder in the diff', () => {
    const message = messageOf('toHaveToolMessages', received, [{ name: field.pattern('^search_') }, {}, {}])
    expect(message).toContain('tool message 0 (get_order, call_gQ1): name:')
    expect(message).toMatch(/-\s+"name": pattern/)
    expect(message).not.toContain('$rule')
  })

  test.each([
    ['fewer expected', 2, 'expected 2 tool messages, received 3', '> 2. refund_order'],
    ['more expected', 4, 'expected 4 tool messages, received 3', '  2. refund_order'],
  ])('counts that differ: %s', (_title, length, words, line) => {
    const message = messageOf(
      'toHaveToolMessages',
      received,
      Array.from({ length }, () => ({})),
    )
    expect(message).toContain(`${words} (one for each call with a result)`)
    expect(message).toContain(line)
  })

  test('counts that differ, and a difference before the end: both said', () => {
    const message = messageOf('toHaveToolMessages', received, [
      { name: 'get_order' },
      { name: 'refund_order', status: 'success' },
    ])
    expect(message).toContain('expected 2 tool messages, received 3')
    expect(message).toContain(
      'tool message 1 (refund_order, call_gQ2): status: expected "success", received "error"',
    )
  })

  test('an unreadable run fails with the read failure, negated or not', () => {
    const received = [
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'c', type: 'function', function: { name: 'f', arguments: '{"a":' } }],
      },
    ]
    for (const isNot of [false, true]) {
      const result = run('toHaveToolMessages', { isNot }, received, [])
      // `pass` is what the runner reads before flipping it for `.not`: the assertion fails both ways.
      expect(result.pass).toBe(isNot)
      expect(stripVTControlCharacters(result.message())).toMatch(/could not read the run/)
    }
    expect(() => expect(received).toHaveToolMessages([])).toThrow(/could not read the run/)
    expect(() => expect(received).not.toHaveToolMessages([])).toThrow(/could not read the run/)
  })
})

describe('.not.toHaveToolMessages', () => {
  const received = fixture('anthropic/refund-conversation.json')

  test('passes when the tool messages differ, or their count does', () => {
    expect(received).not.toHaveToolMessages([{ status: 'success' }, { status: 'success' }])
    expect(received).not.toHaveToolMessages([{}])
    // `pass` is never flipped for `.not`: the same result, read the other way.
    expect(run('toHaveToolMessages', { isNot: true }, received, [{}]).pass).toBe(false)
  })

  test('fails when they match, naming them', () => {
    expect(() => expect(received).not.toHaveToolMessages([{}, { status: 'error' }])).toThrow(
      "Expected no match, but the run's 2 tool messages matched: (get_order, toolu_01A09q90qw90lq917835lq9), (refund_order, toolu_01D7FLrfh4GYq7yT1ULFeyMV)",
    )
    expect(() => expect([]).not.toHaveToolMessages([])).toThrow('the run has no tool message')
  })
})

describe('mistakes in the expectation are usage errors', () => {
  const received = supportRun()

  test.each([
    ['not an array', {}, ['expected'], 'expected must be an array'],
    ['not an object', ['get_order'], ['expected', 0], 'a tool message expectation is an object'],
    [
      'a field no run format gives',
      [{ artifact: {} }],
      ['expected', 0, 'artifact'],
      'unknown field "artifact": a tool message is compared on content, tool_call_id, name, status',
    ],
    [
      'a misspelled field',
      [{ tool_call: 'call_1' }],
      ['expected', 0, 'tool_call'],
      '(did you mean "tool_call_id"?)',
    ],
    [
      'a status LangChain does not write',
      [{ status: 'ok' }],
      ['expected', 0, 'status'],
      "status is 'success', 'error'",
    ],
    ['a name that is no string', [{ name: 7 }], ['expected', 0, 'name'], 'name is a string'],
    ['a malformed rule', [{ content: { $rule: 'casefold' } }], ['expected', 0, 'content'], ''],
    [
      'an option that means nothing',
      [[], { extraCalls: 'allow' }],
      ['options', 'extraCalls'],
      'extraCalls means nothing for toHaveToolMessages',
    ],
  ] as [string, unknown, (string | number)[], string][])('%s', (_title, expected, path, words) => {
    const args = path[0] === 'options' ? (expected as unknown[]) : [expected]
    let thrown: unknown
    try {
      run('toHaveToolMessages', {}, received, ...args)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(MatcherUsageError)
    expect((thrown as MatcherUsageError).path.slice(0, path.length)).toEqual(path)
    expect((thrown as MatcherUsageError).problem).toContain(words)
  })
})
