import { describe, expect, test } from 'vitest'
import { readRun } from '../../../src/read/run/index.js'
import { langchainRun } from '../../../src/read/run/langchain.js'
import { runFailure, runOk } from '../helpers.js'

const ok = runOk
const failure = runFailure

/** LangChain's serialised form (`dumpd` / `toJSON`): `{ lc: 1, type: 'constructor', id: [...], kwargs }`. */
const serialised = (className: string, kwargs: object) => ({
  lc: 1,
  type: 'constructor',
  id: ['langchain_core', 'messages', className],
  kwargs,
})
const toolCall = (id: string, name = 'get_order') => ({ type: 'tool_call', id, name, args: { id: 'A-77' } })
const aiKwargs = (id = 't1') => ({ content: '', tool_calls: [toolCall(id)] })
const toolKwargs = (id = 't1') => ({ content: '{"ok":true}', tool_call_id: id })

describe('LangChain runs: every message class', () => {
  test.each(['AIMessage', 'AIMessageChunk'])('serialised %s is a model turn', (className) => {
    const run = ok(readRun([serialised(className, aiKwargs()), serialised('ToolMessage', toolKwargs())]))
    expect(run.format).toBe('langchain')
    expect(run.steps[0]!.calls[0]).toMatchObject({ name: 'get_order', id: 't1', result: { ok: true } })
  })

  test.each(['ToolMessage', 'ToolMessageChunk'])('serialised %s is a tool result', (className) => {
    const run = ok(readRun([serialised('AIMessage', aiKwargs()), serialised(className, toolKwargs())]))
    expect(run.steps[0]!.calls[0]).toMatchObject({ result: { ok: true }, status: 'ok' })
  })

  test.each([
    'HumanMessage',
    'HumanMessageChunk',
    'SystemMessage',
    'SystemMessageChunk',
    'FunctionMessage',
    'FunctionMessageChunk',
  ])('serialised %s is read and carries no call; alone, it is no model turn', (className) => {
    const run = ok(
      readRun([serialised('ChatMessage', { content: 'hi' }), serialised(className, { content: 'hello' })]),
    )
    expect(run).toEqual({ steps: [], format: 'langchain' })
    expect(readRun([serialised(className, { content: 'hello' })])).toMatchObject({
      ok: false,
      failure: { kind: 'no_model_turn' },
    })
  })

  test.each(['ChatMessage', 'ChatMessageChunk'])('serialised %s is read and carries no call', (className) => {
    const run = ok(readRun([serialised(className, { content: 'hello' })]))
    expect(run).toEqual({ steps: [], format: 'langchain' })
  })

  test.each(['ai', 'human', 'system', 'generic', 'function', 'developer'])(
    'a plain message of type %s is read',
    (type) => {
      const run = ok(
        readRun([
          { type: 'generic', content: 'Hi.' },
          { type, content: 'Hello.' },
        ]),
      )
      expect(run).toEqual({ steps: [], format: 'langchain', ...(type === 'ai' ? { answer: 'Hello.' } : {}) })
    },
  )

  test('a plain AIMessageChunk (type as the class name) is a model turn', () => {
    const run = ok(
      readRun([
        { type: 'AIMessageChunk', ...aiKwargs() },
        { type: 'tool', ...toolKwargs() },
      ]),
    )
    expect(run.steps[0]!.calls[0]).toMatchObject({ name: 'get_order', result: { ok: true } })
  })

  test.each([
    ['an unknown class', serialised('CriticMessage', { content: 'x' }), 'id'],
    ['an id that is no list', { ...serialised('AIMessage', aiKwargs()), id: 'AIMessage' }, 'id'],
    ['an empty id', { ...serialised('AIMessage', aiKwargs()), id: [] }, 'id'],
    ['kwargs that are no object', { ...serialised('AIMessage', aiKwargs()), kwargs: 'x' }, 'kwargs'],
  ])('a serialised message with %s is a read failure at that field', (_name, message, key) => {
    const first = serialised('HumanMessage', { content: 'hi' })
    expect(failure(readRun([first, message]))).toMatchObject({ kind: 'schema_invalid', path: [1, key] })
  })

  test.each([
    ['lc other than 1', { ...serialised('AIMessage', aiKwargs()), lc: 2 }],
    ['an unknown plain type', { type: 'critic', content: 'x' }],
    ['a type that is no string', { type: 1, content: 'x' }],
  ])('%s makes the list unreadable', (_name, message) => {
    expect(failure(readRun([message])).kind).toBe('unknown_shape')
  })

  test("the class is the id's last element", () => {
    const message = { ...serialised('AIMessage', aiKwargs()), id: ['HumanMessage', 'AIMessage'] }
    expect(ok(readRun([message])).steps).toHaveLength(1)
  })
})

describe("LangChain runs: Python's messages_to_dict", () => {
  test('{ type, data } reads its data', () => {
    const run = ok(
      readRun([
        { type: 'human', data: { content: 'Where is A-77?' } },
        { type: 'ai', data: aiKwargs() },
        { type: 'tool', data: { ...toolKwargs(), status: 'error' } },
        { type: 'ai', data: { content: 'It is lost.', tool_calls: [] } },
      ]),
    )
    expect(run).toEqual({
      steps: [
        {
          calls: [
            { name: 'get_order', arguments: { id: 'A-77' }, id: 't1', result: { ok: true }, status: 'error' },
          ],
        },
      ],
      answer: 'It is lost.',
      format: 'langchain',
    })
  })

  test('a message with its own content keeps it, even beside a data field', () => {
    const run = ok(readRun([{ type: 'ai', content: 'Mine.', data: { content: 'Not mine.' } }]))
    expect(run.answer).toBe('Mine.')
  })
})

describe('LangChain runs: live instances', () => {
  test('getType is asked first, then _getType', () => {
    const message = {
      content: 'Hi.',
      getType: () => 'not a type',
      _getType: () => 'ai',
    }
    expect(ok(readRun([message])).answer).toBe('Hi.')
  })

  test('a getType that answers no type leaves the message unknown', () => {
    expect(failure(readRun([{ content: 'x', getType: () => 42 }])).kind).toBe('unknown_shape')
  })

  test('a type field wins over getType', () => {
    const message = { type: 'human', content: 'x', getType: () => 'ai' }
    expect(readRun([message])).toMatchObject({ ok: false, failure: { kind: 'no_model_turn' } })
  })
})

describe('LangChain runs: tool results', () => {
  test.each<[string, object, object]>([
    ['by tool_call_id', { tool_call_id: 't2', name: 'other' }, { id: 't2' }],
    ['by name when tool_call_id is missing', { name: 'refund' }, { id: 't2' }],
  ])('a ToolMessage pairs %s', (_name, fields, expected) => {
    const run = ok(
      readRun([
        { type: 'ai', content: '', tool_calls: [{ ...toolCall('t2', 'refund') }] },
        { type: 'tool', content: '"done"', ...fields },
      ]),
    )
    expect(run.steps[0]!.calls[0]).toMatchObject({ ...expected, name: 'refund', result: 'done' })
  })

  test('an unpaired ToolMessage names its tool_call_id, else its name', () => {
    const ai = { type: 'ai', content: '', tool_calls: [toolCall('t1')] }
    expect(
      failure(readRun([ai, { type: 'tool', content: 'x', tool_call_id: 't9', name: 'n' }])),
    ).toMatchObject({
      kind: 'unpaired_result',
      token: 't9',
      path: [1, 'content'],
    })
    expect(failure(readRun([ai, { type: 'tool', content: 'x', name: 'n' }]))).toMatchObject({
      kind: 'unpaired_result',
      token: 'n',
    })
  })

  test('only status "error" is an error', () => {
    const status = (value: unknown) =>
      ok(
        readRun([
          { type: 'ai', content: '', tool_calls: [toolCall('t1')] },
          { type: 'tool', ...toolKwargs(), status: value },
        ]),
      ).steps[0]!.calls[0]!.status
    expect(status('error')).toBe('error')
    expect(status('success')).toBe('ok')
    expect(status(undefined)).toBe('ok')
  })

  test('a serialised result that is not JSON data fails inside kwargs', () => {
    const found = failure(
      readRun([
        serialised('AIMessage', aiKwargs()),
        serialised('ToolMessage', { ...toolKwargs(), content: { n: Number.NaN } }),
      ]),
    )
    expect(found).toMatchObject({ kind: 'non_finite', path: [1, 'kwargs', 'content', 'n'] })
  })
})

describe('LangChain runs: where a call is placed', () => {
  const unanswered = (ai: object) => failure(readRun([ai, { type: 'ai', content: 'Done.' }]))

  test.each<[string, object, (string | number)[]]>([
    ['tool_calls', { type: 'ai', content: '', tool_calls: [toolCall('t1')] }, [0, 'tool_calls', 0]],
    [
      'additional_kwargs.tool_calls',
      {
        type: 'ai',
        content: '',
        additional_kwargs: {
          tool_calls: [{ id: 't1', type: 'function', function: { name: 'get_order', arguments: '{}' } }],
        },
      },
      [0, 'additional_kwargs', 'tool_calls', 0],
    ],
    [
      'tool_call_chunks',
      {
        type: 'AIMessageChunk',
        content: '',
        tool_call_chunks: [{ type: 'tool_call_chunk', id: 't1', name: 'get_order', args: '{}', index: 0 }],
      },
      [0, 'tool_call_chunks', 0],
    ],
    ['serialised kwargs', serialised('AIMessage', aiKwargs()), [0, 'kwargs', 'tool_calls', 0]],
  ])('a call read from %s is placed there', (_name, ai, path) => {
    expect(unanswered(ai)).toMatchObject({ kind: 'unanswered_call', token: 'get_order', path })
  })

  test("the model's text is its content's text blocks", () => {
    const run = ok(
      readRun([
        {
          type: 'ai',
          content: [
            { type: 'text', text: 'All ' },
            { type: 'thinking', thinking: 'x', signature: 's' },
            { type: 'text', text: 'done.' },
          ],
          tool_calls: [],
        },
      ]),
    )
    expect(run.answer).toBe('All done.')
  })
})

describe('langchainRun: accepts and marks', () => {
  test.each<[string, object, boolean]>([
    ['a plain message', { type: 'human', content: 'x' }, true],
    ['a serialised message', serialised('AIMessage', aiKwargs()), true],
    ['a message of another format', { role: 'user', content: 'x' }, false],
  ])('%s: %s', (_name, message, expected) => {
    expect(langchainRun.accepts(message, [])).toBe(expected)
    expect(langchainRun.marks(message, [])).toBe(expected)
  })

  test('lc: 1 with a type other than constructor is a plain message', () => {
    expect(ok(readRun([{ lc: 1, type: 'ai', content: 'Hi.' }])).answer).toBe('Hi.')
  })

  test('a getType that throws makes the message unknown, even when _getType would answer', () => {
    const message = {
      content: 'x',
      getType() {
        throw new Error('boom')
      },
      _getType: () => 'ai',
    }
    expect(failure(readRun([message])).kind).toBe('unknown_shape')
  })

  test("a broken text block in an AI message's content fails at its place", () => {
    const block = Object.defineProperty({ type: 'text' }, 'text', {
      get() {
        throw new Error('gone')
      },
    })
    expect(failure(readRun([{ type: 'ai', content: [block], tool_calls: [] }]))).toMatchObject({
      kind: 'unreadable',
      path: [0, 'content', 0, 'text'],
    })
  })
})

describe('LangChain runs: calls in an AIMessage’s content blocks', () => {
  const toolUse = { type: 'tool_use', id: 't1', name: 'get_order', input: { id: 'A-77' } }
  const answered = { type: 'tool', content: '{"ok":true}', tool_call_id: 't1' }

  test('a tool_use block with tool_calls empty is a call, placed at its block', () => {
    const run = ok(
      readRun([{ type: 'ai', content: [{ type: 'text', text: 'x' }, toolUse], tool_calls: [] }, answered]),
    )
    expect(run.steps[0]!.calls[0]).toMatchObject({ name: 'get_order', id: 't1', result: { ok: true } })
    expect(
      failure(
        readRun([
          { type: 'ai', content: [toolUse], tool_calls: [] },
          { type: 'ai', content: 'Done.' },
        ]),
      ),
    ).toMatchObject({ kind: 'unanswered_call', path: [0, 'content', 0], token: 'get_order' })
  })

  test('a call both in tool_calls and in a tool_use block is one call, placed at tool_calls', () => {
    const ai = { type: 'ai', content: [toolUse], tool_calls: [toolCall('t1')] }
    expect(ok(readRun([ai, answered])).steps[0]!.calls).toHaveLength(1)
    expect(failure(readRun([ai, { type: 'ai', content: 'Done.' }]))).toMatchObject({
      kind: 'unanswered_call',
      path: [0, 'tool_calls', 0],
    })
  })

  test('a block of a type no reader knows fails the run at its place, never "no call"', () => {
    expect(failure(readRun([{ type: 'ai', content: [{ type: 'hologram' }], tool_calls: [] }]))).toMatchObject(
      {
        kind: 'unknown_item',
        path: [0, 'content', 0],
        token: 'hologram',
      },
    )
  })

  test("a model turn is held to its provider's stop, as alone", () => {
    const ai = {
      type: 'ai',
      content: '',
      tool_calls: [toolCall('t1')],
      response_metadata: { finish_reason: 'length' },
    }
    expect(failure(readRun([{ type: 'human', content: 'q' }, ai]))).toMatchObject({
      kind: 'truncated',
      path: [1, 'response_metadata', 'finish_reason'],
    })
  })
})
