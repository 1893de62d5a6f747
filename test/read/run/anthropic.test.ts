import { describe, expect, test } from 'vitest'
import { readCalls } from '../../../src/read/read-calls.js'
import { anthropicRun } from '../../../src/read/run/anthropic.js'
import { readRun } from '../../../src/read/run/index.js'
import { fixture, runFailure, runOk } from '../helpers.js'

const ok = runOk
const failure = runFailure

const toolUse = (id = 'toolu_1', name = 'get_order') => ({
  type: 'tool_use',
  id,
  name,
  input: { id: 'A-77' },
})
const assistant = (...content: object[]) => ({ role: 'assistant', content })
const user = (...content: object[]) => ({ role: 'user', content })
const toolResult = (fields: object) => ({
  type: 'tool_result',
  tool_use_id: 'toolu_1',
  content: '"found"',
  ...fields,
})

describe('Anthropic runs: which lists are Messages conversations', () => {
  test.each([
    ['text', { type: 'text', text: 'Where is A-77?' }],
    ['image', { type: 'image', source: { type: 'url', url: 'https://example.com/a.png' } }],
    ['document', { type: 'document', source: { type: 'text', data: 'x', media_type: 'text/plain' } }],
    ['search_result', { type: 'search_result', source: 's', title: 't', content: [] }],
    ['thinking', { type: 'thinking', thinking: 'hm', signature: 's' }],
    ['redacted_thinking', { type: 'redacted_thinking', data: 'x' }],
    ['server_tool_use', { type: 'server_tool_use', id: 'srv', name: 'web_search', input: {} }],
    ['mcp_tool_use', { type: 'mcp_tool_use', id: 'm', name: 'n', server_name: 's', input: {} }],
    ['mcp_tool_result', { type: 'mcp_tool_result', tool_use_id: 'm', content: [] }],
    ['container_upload', { type: 'container_upload', file_id: 'f' }],
    ['a server tool result', { type: 'web_search_tool_result', tool_use_id: 'srv', content: [] }],
    ['another server tool result', { type: 'code_execution_tool_result', tool_use_id: 'srv', content: {} }],
  ])('a user turn holding a %s block is read; the block carries no result', (_name, block) => {
    const run = ok(readRun([user(block), assistant(toolUse()), user(toolResult({}))]))
    expect(run.format).toBe('anthropic')
    expect(run.steps[0]!.calls).toEqual([
      { name: 'get_order', arguments: { id: 'A-77' }, id: 'toolu_1', result: 'found', status: 'ok' },
    ])
  })

  test('a block of an unknown type makes the list no Messages conversation: a failure at its message', () => {
    expect(
      failure(readRun([user({ type: 'hologram' }), assistant(toolUse()), user(toolResult({}))])),
    ).toEqual({
      kind: 'unknown_shape',
      path: [0],
      detail: 'a message anthropic.messages does not read, in a conversation no one format reads whole',
    })
  })

  test('a response object stands for its assistant message; other types do not', () => {
    const response = { type: 'message', role: 'assistant', content: [toolUse()], stop_reason: 'tool_use' }
    expect(ok(readRun([user({ type: 'text', text: 'x' }), response, user(toolResult({}))])).format).toBe(
      'anthropic',
    )
    expect(failure(readRun([{ ...response, type: 'reply' }, user(toolResult({}))])).kind).toBe(
      'unknown_shape',
    )
  })

  test('string content is a Messages turn', () => {
    const run = ok(
      readRun(
        ['Where is A-77?', 'A-77 is on its way.'].map((content, i) => ({
          role: i === 0 ? 'user' : 'assistant',
          content,
        })),
      ),
    )
    expect(run.answer).toBe('A-77 is on its way.')
    expect(
      ok(readRun([{ role: 'user', content: 'x' }, assistant(toolUse()), user(toolResult({}))])).format,
    ).toBe('anthropic')
  })
})

describe('Anthropic runs: reading', () => {
  test("the assistant's text is its text blocks; its calls are its tool_use blocks, in order", () => {
    const run = ok(
      readRun([
        assistant({ type: 'text', text: 'Checking.' }, toolUse('toolu_1', 'a'), toolUse('toolu_2', 'b')),
        user(toolResult({ tool_use_id: 'toolu_2' }), toolResult({ tool_use_id: 'toolu_1', content: '1' })),
        assistant({ type: 'thinking', thinking: 'ok', signature: 's' }, { type: 'text', text: 'Done.' }),
      ]),
    )
    expect(run.steps[0]!.calls.map((call) => [call.name, call.result])).toEqual([
      ['a', 1],
      ['b', 'found'],
    ])
    expect(run.answer).toBe('Done.')
  })

  test.each<[string, unknown, string]>([
    ['is_error true', true, 'error'],
    ['is_error false', false, 'ok'],
    ['is_error as text', 'true', 'ok'],
  ])('a tool_result with %s is %s', (_name, isError, status) => {
    const run = ok(readRun([assistant(toolUse()), user(toolResult({ is_error: isError }))]))
    expect(run.steps[0]!.calls[0]!.status).toBe(status)
  })

  test('a tool_result without tool_use_id names no call', () => {
    const found = failure(readRun([assistant(toolUse()), user(toolResult({ tool_use_id: undefined }))]))
    expect(found).toMatchObject({
      kind: 'unpaired_result',
      path: [1, 'content', 0, 'content'],
      detail: 'it names no call',
    })
  })

  test('a tool_result answering another id is unpaired, at its content', () => {
    const found = failure(readRun([assistant(toolUse()), user(toolResult({ tool_use_id: 'toolu_9' }))]))
    expect(found).toMatchObject({
      kind: 'unpaired_result',
      token: 'toolu_9',
      path: [1, 'content', 0, 'content'],
    })
  })

  test('a call left unanswered is placed at its block', () => {
    const found = failure(
      readRun([
        assistant({ type: 'text', text: 'x' }, toolUse()),
        assistant({ type: 'text', text: 'Done.' }),
      ]),
    )
    expect(found).toMatchObject({ kind: 'unanswered_call', path: [0, 'content', 1], token: 'get_order' })
  })

  test('a broken tool_use fails at its block', () => {
    const found = failure(readRun([assistant({ type: 'tool_use', id: 'toolu_1', name: 7, input: {} })]))
    expect(found).toMatchObject({ path: [0, 'content', 0, 'name'] })
  })
})

describe('anthropicRun: accepts and marks', () => {
  test.each<[string, object, boolean]>([
    ['a response object', { type: 'message', role: 'assistant', content: [] }, true],
    [
      'a tool_use block',
      { role: 'assistant', content: [{ type: 'tool_use', id: 'x', name: 'f', input: {} }] },
      true,
    ],
    [
      'a tool_result block',
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'x', content: '' }] },
      true,
    ],
    [
      'a server tool result block',
      { role: 'user', content: [{ type: 'web_search_tool_result', tool_use_id: 'x' }] },
      false,
    ],
    ['text only', { role: 'user', content: [{ type: 'text', text: 'x' }] }, false],
    ['string content', { role: 'user', content: 'x' }, false],
  ])('%s marks the list as Anthropic: %s', (_name, message, marks) => {
    expect(anthropicRun.marks(message, [])).toBe(marks)
  })

  test.each<[string, object, boolean]>([
    ['a user message of blocks', { role: 'user', content: [{ type: 'image' }] }, true],
    ['an assistant message of text', { role: 'assistant', content: 'x' }, true],
    ['a response object', { type: 'message', role: 'assistant', content: [] }, true],
    ['a system message', { role: 'system', content: 'x' }, false],
    ['a typed item', { type: 'reply', role: 'user', content: 'x' }, false],
    ['content that is neither text nor blocks', { role: 'user', content: 7 }, false],
    ['a block of no type', { role: 'user', content: [{ text: 'x' }] }, false],
  ])('%s is accepted: %s', (_name, message, accepts) => {
    expect(anthropicRun.accepts(message, [])).toBe(accepts)
  })

  test('a throwing content getter fails at the message content', () => {
    const message = Object.defineProperty({ role: 'user' }, 'content', {
      get() {
        throw new Error('gone')
      },
    })
    expect(() => anthropicRun.marks(message, [3])).toThrow(
      expect.objectContaining({ failure: expect.objectContaining({ path: [3, 'content'] }) }),
    )
  })
})

describe('Anthropic runs: a model turn is held to its stop_reason, as alone', () => {
  const FILE = 'runs/anthropic/history-cut-by-max-tokens.json'
  const history = () => fixture(FILE) as Record<string, unknown>[]
  const last = (fields: object) => {
    const messages = history()
    messages[3] = { ...messages[3]!, ...fields }
    return messages
  }

  test('the last turn cut by the token limit is truncated, naming the limit and carrying its calls', () => {
    const found = failure(readRun(history()))
    expect(found).toMatchObject({
      kind: 'truncated',
      format: 'anthropic',
      path: [3, 'stop_reason'],
      token: 'max_tokens',
      detail: 'the token limit',
    })
    expect(found.calls?.map((call) => call.name)).toEqual(['refund_order'])
  })

  test.each<[string, object, object]>([
    ['a response object (type: message)', { type: 'message', id: 'msg_1' }, { kind: 'truncated' }],
    ['a refusal', { stop_reason: 'refusal' }, { kind: 'filtered', token: 'refusal' }],
    [
      'a refusal of text only',
      { stop_reason: 'refusal', content: 'I can’t help with that.' },
      { kind: 'filtered' },
    ],
    [
      'a cut text turn',
      { stop_reason: 'max_tokens', content: [{ type: 'text', text: 'Refunding' }] },
      { kind: 'truncated', calls: [] },
    ],
  ])('%s fails as it does alone', (_, fields, expected) => {
    const messages = last(fields)
    expect(failure(readRun(messages))).toMatchObject({ ...expected, path: [3, 'stop_reason'] })
    expect(readCalls(messages)).toMatchObject({ ok: false, failure: expected })
  })

  test('a cut turn earlier in the run fails the run too', () => {
    const messages = history()
    messages[1] = { ...messages[1]!, stop_reason: 'max_tokens' }
    messages[3] = { ...messages[3]!, stop_reason: 'tool_use' }
    expect(failure(readRun(messages))).toMatchObject({ kind: 'truncated', path: [1, 'stop_reason'] })
  })

  test('tool_use and end_turn stops read the turn; tool_use without a call fails', () => {
    expect(ok(readRun(last({ stop_reason: 'tool_use' }))).steps.map((step) => step.calls[0]!.name)).toEqual([
      'get_order',
      'refund_order',
    ])
    expect(ok(readRun(last({ stop_reason: 'end_turn', content: 'Refunded.' }))).answer).toBe('Refunded.')
    expect(failure(readRun(last({ stop_reason: 'tool_use', content: [] })))).toMatchObject({
      kind: 'stopped_without_call',
      path: [3, 'stop_reason'],
    })
  })

  test('a kept stop_reason marks a text-only list as Anthropic (never an OpenAI chat abstention)', () => {
    const messages = [
      { role: 'user', content: [{ type: 'text', text: 'Write the report.' }] },
      { role: 'assistant', content: [{ type: 'text', text: 'The report' }], stop_reason: 'max_tokens' },
    ]
    expect(anthropicRun.marks(messages[1]!, [])).toBe(true)
    expect(failure(readRun(messages))).toMatchObject({ kind: 'truncated', format: 'anthropic' })
  })

  test('a compaction block is a Messages block (the block list is the Messages reader’s)', () => {
    const run = ok(
      readRun([
        assistant({ type: 'compaction', content: 'Summary of the earlier turns.' }, toolUse()),
        user(toolResult({})),
      ]),
    )
    expect(run.steps[0]!.calls[0]).toMatchObject({ name: 'get_order', status: 'ok' })
  })
})
