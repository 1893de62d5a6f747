import { describe, expect, test } from 'vitest'
import { normalizeReadOptions } from '../../../src/read/normalize-read-options.js'
import { detectConversation } from '../../../src/read/run/conversation.js'
import { callsOfRun, readRunList } from '../../../src/read/run/read-run-list.js'
import type { Run } from '../../../src/read/run/types.js'

const chatCall = {
  role: 'assistant',
  content: null,
  tool_calls: [{ id: 'c1', type: 'function', function: { name: 'f', arguments: '{}' } }],
}
const chatResult = { role: 'tool', tool_call_id: 'c1', content: '1' }

describe('detectConversation', () => {
  test.each<[string, unknown[], string | undefined]>([
    ['an empty list is no conversation', [], undefined],
    ['a list with a string in it', [{ role: 'user', content: 'u' }, 'hi'], undefined],
    ['a list with null in it', [null, { role: 'user', content: 'u' }], undefined],
    [
      'a text-only chat is OpenAI chat',
      [
        { role: 'user', content: 'u' },
        { role: 'assistant', content: 'a' },
      ],
      'openai-chat.messages',
    ],
    [
      'a chat with tool calls',
      [{ role: 'user', content: 'u' }, chatCall, chatResult],
      'openai-chat.messages',
    ],
    [
      'LangChain messages',
      [
        { type: 'human', content: 'u' },
        { type: 'ai', content: 'a' },
      ],
      'langchain.messages',
    ],
  ])('%s', (_, items, name) => {
    expect(detectConversation(items, [])?.name).toBe(name)
  })
})

/** The run `readRunList` reads from `items`, which must be one. */
function runOf(items: unknown[]): Run {
  const run = readRunList(items, [], normalizeReadOptions(undefined))
  if (run === undefined) expect.fail('no conversation')
  return run
}

describe('readRunList: the format of a run', () => {
  const user = { type: 'message', role: 'user', content: 'u' }
  const responsesCall = { type: 'function_call', call_id: 'c1', name: 'f', arguments: '{}' }
  const responsesOutput = { type: 'function_call_output', call_id: 'c1', output: '1' }
  test.each<[string, unknown[], string]>([
    ['Responses items', [user, responsesCall, responsesOutput], 'openai-responses'],
    [
      'Responses items with one Agents SDK item among them',
      [
        user,
        { ...responsesCall, call_id: undefined, callId: 'c1' },
        { ...responsesOutput, call_id: undefined, callId: 'c1' },
      ],
      'openai-agents',
    ],
    [
      'a chat whose message carries a callId stays a chat',
      [{ role: 'user', content: 'u', callId: 'x' }, chatCall, chatResult],
      'openai-chat',
    ],
  ])('%s: %s', (_, items, format) => {
    expect(runOf(items).format).toBe(format)
  })
})

describe('callsOfRun', () => {
  test('a call keeps its own state; a result’s status and value are dropped; no status is no key', () => {
    const run: Run = {
      format: 'openai-chat',
      steps: [
        {
          calls: [
            { name: 'a', arguments: {}, status: 'ok', result: 1 },
            { name: 'b', arguments: {}, status: 'error', result: 'x' },
            { name: 'c', arguments: {}, status: 'denied' },
            { name: 'd', arguments: {}, status: 'approval_requested' },
            { name: 'e', arguments: {} },
          ],
        },
      ],
    }
    const calls = callsOfRun(run)
    expect(calls).toEqual([
      { name: 'a', arguments: {} },
      { name: 'b', arguments: {} },
      { name: 'c', arguments: {}, status: 'denied' },
      { name: 'd', arguments: {}, status: 'approval_requested' },
      { name: 'e', arguments: {} },
    ])
    for (const call of [calls[0], calls[1], calls[4]]) expect(Object.hasOwn(call!, 'status')).toBe(false)
  })
})
