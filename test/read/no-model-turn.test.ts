import { describe, expect, test } from 'vitest'
import '../../src/vitest.js'
import { readCalls } from '../../src/read/read-calls.js'
import { readRun } from '../../src/read/run/read-run.js'

/** Conversations in several formats that hold someone else's messages only: nothing the model did. */
const NO_MODEL_TURN: [string, unknown, string][] = [
  ['OpenAI chat: user', [{ role: 'user', content: 'Refund my order.' }], 'only user messages'],
  [
    'OpenAI chat: system and user',
    [
      { role: 'system', content: 'You are a support agent.' },
      { role: 'user', content: 'Refund my order.' },
    ],
    'only system and user messages',
  ],
  [
    'Anthropic: user blocks',
    [{ role: 'user', content: [{ type: 'text', text: 'Hi' }] }],
    'only user messages',
  ],
  ['Gemini: user parts', [{ role: 'user', parts: [{ text: 'Hi' }] }], 'only user messages'],
  ['LangChain: human', [{ type: 'human', content: 'Hi' }], 'only user messages'],
  ['a LangGraph state', { messages: [{ role: 'user', content: 'Hi' }] }, 'only user messages'],
  [
    'user and developer messages',
    [
      { role: 'user', content: 'Hi' },
      { role: 'developer', content: 'Be brief.' },
    ],
    'only user and developer messages',
  ],
]

describe('a conversation with no model turn', () => {
  test.each(NO_MODEL_TURN)('%s: readRun and readCalls fail alike', (_name, received, detail) => {
    const run = readRun(received)
    const calls = readCalls(received)
    expect(run).toMatchObject({ ok: false, failure: { kind: 'no_model_turn', detail } })
    expect(calls).toMatchObject({ ok: false, failure: { kind: 'no_model_turn', detail } })
  })

  test.each(NO_MODEL_TURN)('%s: no assertion passes on it, negated or not', (_name, received) => {
    expect(() => expect(received).not.toHaveCalledTool('delete_account')).toThrow(/no model turn/)
    expect(() => expect(received).toHaveToolCallCount(0)).toThrow(/no model turn/)
    expect(() => expect(received).not.toContainToolCall({ name: 'delete_account' })).toThrow(/no model turn/)
    expect(() => expect(received).toAbstain()).toThrow(/no model turn/)
    expect(() => expect(received).not.toAbstain()).toThrow(/no model turn/)
    expect(() => expect(received).toMatchRun({ never: [{ name: 'delete_account' }] })).toThrow(
      /no model turn/,
    )
  })

  test('one model turn among them is a conversation: its text is the answer', () => {
    const received = [
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello.' },
    ]
    expect(readRun(received)).toEqual({
      ok: true,
      run: { steps: [], answer: 'Hello.', format: 'openai-chat' },
    })
    expect(readCalls(received)).toMatchObject({ ok: true, turn: { calls: [] } })
  })

  test('an empty list stays an empty run', () => {
    expect(readRun([])).toEqual({ ok: true, run: { steps: [], format: 'canonical' } })
  })

  test('a broken conversation keeps its own failure (a result before any call)', () => {
    const received = [
      { role: 'user', content: 'x' },
      { role: 'tool', tool_call_id: 'c1', content: 'y' },
    ]
    expect(readRun(received)).toMatchObject({ ok: false, failure: { kind: 'unpaired_result' } })
  })
})
