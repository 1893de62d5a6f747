import { describe, expect, test } from 'vitest'
import { normalizeReadOptions } from '../../../src/read/normalize-read-options.js'
import { readCalls } from '../../../src/read/read-calls.js'
import {
  detectConversation,
  isConversationMessage,
  mixedConversationFailure,
} from '../../../src/read/run/conversation.js'
import { readRun } from '../../../src/read/run/index.js'
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

describe('isConversationMessage', () => {
  test.each<[string, unknown, boolean]>([
    ['a message with a role', { role: 'user', content: 'u' }, true],
    ['a role that is no string', { role: 1 }, false],
    ['a LangChain ai message', { type: 'ai', content: '' }, true],
    ['a LangChain human message', { type: 'human', content: '' }, true],
    ['a LangChain tool message', { type: 'tool', content: '' }, true],
    ['a LangChain system message', { type: 'system', content: '' }, true],
    ['a serialised LangChain message', { lc: 1, type: 'constructor', id: [], kwargs: {} }, true],
    ['a serialised value of another lc version', { lc: 2, type: 'constructor' }, false],
    ['a Responses item', { type: 'function_call', name: 'f' }, false],
    ['a call', { name: 'f', arguments: {} }, false],
    ['a string', 'user', false],
    ['null', null, false],
  ])('%s: %s', (_name, value, expected) => {
    expect(isConversationMessage(value, [])).toBe(expected)
  })
})

describe('messages that no one format reads whole', () => {
  const anthropicCall = { role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'f', input: {} }] }
  const anthropicResult = {
    role: 'user',
    content: [{ type: 'tool_result', tool_use_id: 't1', content: '1' }],
  }

  test('fail where the format some message shows stops reading, not where another one does', () => {
    const messages = [anthropicCall, anthropicResult, { role: 'user', content: [{ type: 'hologram' }] }]
    expect(mixedConversationFailure(messages, ['messages'])).toEqual({
      kind: 'unknown_shape',
      path: ['messages', 2],
      detail: 'a message anthropic.messages does not read, in a conversation no one format reads whole',
    })
  })

  test('among formats no message shows, the one that reads the most messages names the place', () => {
    const messages = [
      { role: 'user', content: 'u' },
      { role: 'assistant', content: 'a' },
      { role: 'critic', content: 'c' },
    ]
    expect(mixedConversationFailure(messages, [])).toMatchObject({ kind: 'unknown_shape', path: [2] })
  })

  test('readRun fails a mix of formats instead of reading each message and losing the results', () => {
    const mixed = [chatCall, chatResult, anthropicCall, anthropicResult]
    expect(readRun(mixed)).toEqual({
      ok: false,
      failure: {
        kind: 'unknown_shape',
        path: [2],
        detail: 'a message openai-chat.messages does not read, in a conversation no one format reads whole',
      },
    })
    expect(readRun({ messages: mixed })).toMatchObject({ ok: false, failure: { path: ['messages', 2] } })
  })

  test('a message that fails on its own gives its own failure', () => {
    const broken = { role: 'assistant', content: [{ type: 'tool_use', id: 't2', name: 7, input: {} }] }
    expect(readRun([chatCall, chatResult, broken])).toMatchObject({
      ok: false,
      failure: { path: [2, 'content', 0, 'name'] },
    })
  })

  test('a Responses message holding blocks of another format is no Responses message', () => {
    const items = [
      { role: 'user', content: [{ type: 'input_text', text: 'u' }] },
      {
        role: 'assistant',
        content: [
          { type: 'output_text', text: 'a' },
          { type: 'refusal', refusal: 'no' },
        ],
      },
    ]
    expect(detectConversation(items, [])?.name).toBe('openai-responses.items')
    for (const part of ['input_image', 'input_file', 'input_audio', 'audio', 'image']) {
      const withPart = [{ role: 'user', content: [{ type: part }] }, items[1]!]
      expect(detectConversation(withPart, [])?.name, part).toBe('openai-responses.items')
    }
    const foreign = [
      items[0]!,
      { role: 'assistant', content: [{ type: 'output_text', text: 'a' }, { type: 'tool_use' }] },
    ]
    expect(detectConversation(foreign, [])).toBeUndefined()
    const untyped = [items[0]!, { role: 'assistant', content: [{ text: 'a' }] }]
    expect(detectConversation(untyped, [])).toBeUndefined()
  })
})

describe('readRunList: an item no format knows', () => {
  const call = (id: string) => ({ type: 'function_call', call_id: id, name: 'f', arguments: '{}' })
  const output = (id: string) => ({ type: 'function_call_output', call_id: id, output: '1' })
  const hologram = { type: 'hologram', beam: 1 }
  const ignore = normalizeReadOptions({ unknownItems: 'ignore' })

  test('in a list the other items make one conversation, it is unknown_item at its place', () => {
    expect(() =>
      readRunList([call('c1'), hologram, output('c1')], ['input'], normalizeReadOptions(undefined)),
    ).toThrow(
      expect.objectContaining({ failure: { kind: 'unknown_item', path: ['input', 1], token: 'hologram' } }),
    )
    expect(readRun({ newItems: [hologram, call('c1'), output('c1')] })).toEqual({
      ok: false,
      failure: { kind: 'unknown_item', path: ['newItems', 0], token: 'hologram' },
    })
  })

  test("under unknownItems: 'ignore' it is skipped, and failures keep their places in the whole list", () => {
    const run = readRunList([call('c1'), hologram, output('c1')], [], ignore)
    expect(run?.steps).toEqual([{ calls: [{ name: 'f', arguments: {}, id: 'c1', result: 1, status: 'ok' }] }])
    expect(() => readRunList([hologram, call('c1'), hologram, call('c1')], ['items'], ignore)).toThrow(
      expect.objectContaining({
        failure: expect.objectContaining({
          kind: 'duplicate_call_id',
          path: ['items', 3],
          other: ['items', 1],
        }),
      }),
    )
  })

  test('a list of unknown items only, or one whose other items are no one conversation, is no conversation', () => {
    expect(readRunList([hologram, { type: 'beam' }], [], ignore)).toBeUndefined()
    expect(readRunList([hologram, call('c1'), chatCall], [], ignore)).toBeUndefined()
    expect(readRunList([hologram, 'text', call('c1')], [], ignore)).toBeUndefined()
  })

  test('an untyped object is not taken for an unknown item', () => {
    expect(readRunList([{ beam: 1 }, call('c1'), output('c1')], [], ignore)).toBeUndefined()
  })

  test('an Agents SDK list no format reads is a failure, not a run with no steps', () => {
    expect(readRun({ newItems: [] })).toEqual({ ok: true, run: { steps: [], format: 'openai-agents' } })
    expect(readRun({ history: [call('c1'), 'text'] })).toMatchObject({
      ok: false,
      failure: { kind: 'unknown_shape', path: ['history', 1] },
    })
  })
})

describe('readRun: lists that are no one conversation, more cases', () => {
  test('an unknown item among chat messages is unknown_item, the messages being no items', () => {
    const user = { role: 'user', content: 'u' }
    expect(readRun([user, chatCall, { type: 'hologram' }, chatResult])).toEqual({
      ok: false,
      failure: { kind: 'unknown_item', path: [2], token: 'hologram' },
    })
  })

  test('a list of messages and other values fails as readCalls fails on it, not as a mixed conversation', () => {
    const list = [
      { role: 'user', content: 'x' },
      { name: 'f', arguments: { a: 1 } },
    ]
    expect(readRun(list)).toEqual(readCalls(list))
  })

  test('inside { messages }, a readCalls failure in another message than the one where reading stops is not taken', () => {
    const anthropicCall = {
      role: 'assistant',
      content: [{ type: 'tool_use', id: 't1', name: 'f', input: {} }],
    }
    const broken = { role: 'assistant', content: [{ type: 'tool_use', id: 't2', name: 7, input: {} }] }
    expect(readRun({ messages: [chatCall, chatResult, anthropicCall, broken] })).toMatchObject({
      ok: false,
      failure: { kind: 'unknown_shape', path: ['messages', 2] },
    })
  })

  test('a single response read as a run: its text is the answer when it is a model message or bare model text', () => {
    expect(readRun('{"name":"f","arguments":{}}')).toMatchObject({
      ok: true,
      run: { steps: [{ calls: [{ name: 'f' }] }] },
    })
    const call = readRun('{"name":"f","arguments":{}}')
    expect(call.ok && call.run).not.toHaveProperty('answer')
    const response = readRun({ role: 'assistant', content: 'Hi', tool_calls: [] })
    expect(response.ok && response.run.answer).toBe('Hi')
    expect(readRun('Hi there.')).toEqual({
      ok: true,
      run: { steps: [], answer: 'Hi there.', format: 'text' },
    })
  })
})
