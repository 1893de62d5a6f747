import { describe, expect, test } from 'vitest'
import { readCalls } from '../../../src/read/read-calls.js'
import { geminiRun } from '../../../src/read/run/gemini.js'
import { readRun } from '../../../src/read/run/index.js'
import { fixture } from '../helpers.js'

/** A history around the recorded tool-combination response: the user's question, the model's turn, the result, the answer. */
function history(): unknown[] {
  const response = fixture('gemini/response-tool-combination.json') as {
    candidates: { content: object }[]
  }
  return [
    { role: 'user', parts: [{ text: 'Northernmost US city, and its weather?' }] },
    response.candidates[0]!.content,
    {
      role: 'user',
      parts: [{ functionResponse: { id: 'c1r7vm05', name: 'getWeather', response: { temp_c: -12 } } }],
    },
    { role: 'model', parts: [{ text: 'Utqiaġvik is at -12 °C.' }] },
  ]
}

describe('Gemini contents with built-in tools (tool combination)', () => {
  test('by default the built-in tool is not a call; the function call pairs with its response', () => {
    const read = readRun(history())
    if (!read.ok) expect.fail(JSON.stringify(read.failure))
    expect(read.run.steps).toEqual([
      {
        calls: [
          {
            name: 'getWeather',
            arguments: { city: 'Utqiaġvik, Alaska' },
            id: 'c1r7vm05',
            result: { temp_c: -12 },
            status: 'ok',
          },
        ],
      },
    ])
    expect(read.run.answer).toBe('Utqiaġvik is at -12 °C.')
  })

  test('with include, the toolCall is a server call answered by the toolResponse with its id', () => {
    const read = readRun(history(), { serverTools: 'include' })
    if (!read.ok) expect.fail(JSON.stringify(read.failure))
    const [search, weather] = read.run.steps[0]!.calls
    expect(search).toMatchObject({ name: 'google_search', id: '8f3kq2lx', server: true, status: 'ok' })
    expect(search!.result).toEqual({ search_suggestions: '<div class="container">…</div>' })
    expect(weather).toMatchObject({ name: 'getWeather', status: 'ok' })
  })

  test('with include, a toolResponse answering no call is unpaired_result at its path', () => {
    const contents = history()
    const model = contents[1] as { parts: { toolResponse?: { id: string } }[] }
    model.parts[1]!.toolResponse!.id = 'nope'
    const read = readRun(contents, { serverTools: 'include' })
    expect(read.ok ? 'read' : read.failure).toMatchObject({
      kind: 'unpaired_result',
      path: [1, 'parts', 1, 'toolResponse', 'response'],
      token: 'nope',
    })
    // By default built-in tools are not read at all: nothing to pair.
    expect(readRun(contents).ok).toBe(true)
  })
})

describe('Gemini contents: reading', () => {
  const call = (name = 'f', id?: string) => ({
    functionCall: { name, args: { n: 1 }, ...(id === undefined ? {} : { id }) },
  })
  const response = (fields: object) => ({ functionResponse: { name: 'f', ...fields } })
  const model = (...parts: object[]) => ({ role: 'model', parts })
  const user = (...parts: object[]) => ({ role: 'user', parts })

  test.each<[string, unknown, string]>([
    ['a response holding only error', { error: 'boom' }, 'error'],
    ['a response holding error and output', { error: 'partial', output: 1 }, 'ok'],
    ['a response holding output', { output: 1 }, 'ok'],
    ['a response that is no object', 'done', 'ok'],
  ])('%s is %s; the response object is the result as it is', (_name, value, status) => {
    const read = readRun([model(call()), user(response({ response: value }))])
    if (!read.ok) expect.fail(JSON.stringify(read.failure))
    expect(read.run.steps[0]!.calls[0]).toMatchObject({ status, result: value })
  })

  test('ids pair when both carry one; a function role answers too', () => {
    const read = readRun([
      model(call('f', 'a'), call('f', 'b')),
      {
        role: 'function',
        parts: [response({ id: 'b', response: { v: 2 } }), response({ id: 'a', response: { v: 1 } })],
      },
    ])
    if (!read.ok) expect.fail(JSON.stringify(read.failure))
    expect(read.run.steps[0]!.calls.map((c) => c.result)).toEqual([{ v: 1 }, { v: 2 }])
  })

  test('a response of an id no call has is unpaired, at its response', () => {
    expect(readRun([model(call('f', 'a')), user(response({ id: 'z', response: {} }))])).toMatchObject({
      ok: false,
      failure: { kind: 'unpaired_result', token: 'z', path: [1, 'parts', 0, 'functionResponse', 'response'] },
    })
  })

  test('a call left unanswered is placed at its functionCall', () => {
    expect(
      readRun([model({ text: 'x' }, call()), user({ text: 'go on' }), model({ text: 'Done.' })]),
    ).toMatchObject({
      ok: false,
      failure: { kind: 'unanswered_call', path: [0, 'parts', 1, 'functionCall'], token: 'f' },
    })
  })

  test("the model's text leaves out thoughts; user parts other than responses carry nothing", () => {
    const read = readRun([
      user({ text: 'q' }, { inlineData: { mimeType: 'image/png', data: 'AA' } }),
      model({ text: 'thinking…', thought: true }, { text: 'The ' }, { text: 'answer.' }),
    ])
    if (!read.ok) expect.fail(JSON.stringify(read.failure))
    expect(read.run.answer).toBe('The answer.')
  })

  test.each([
    ['a typed part', { role: 'user', parts: [{ type: 'text', text: 'x' }] }],
    ['another role', { role: 'assistant', parts: [{ text: 'x' }] }],
  ])('%s is no Gemini content', (_name, content) => {
    expect(readRun([content, model(call()), user(response({ response: {} }))]).ok).toBe(false)
  })

  test('a content without a role is read as someone else’s', () => {
    const read = readRun([{ parts: [{ text: 'q' }] }, model(call()), user(response({ response: {} }))])
    expect(read.ok).toBe(true)
  })
})

describe('Gemini contents: the model’s turns as a person reads them', () => {
  const FILE = 'runs/gemini/streamed-reply-roleless-call.json'
  const history = () => fixture(FILE) as Record<string, unknown>[]
  const call = (name = 'f', id?: string) => ({
    functionCall: { name, args: { n: 1 }, ...(id === undefined ? {} : { id }) },
  })
  const model = (...parts: object[]) => ({ role: 'model', parts })
  const user = (...parts: object[]) => ({ role: 'user', parts })
  const answered = (name = 'f') => user({ functionResponse: { name, response: { ok: true } } })

  test('a content without role holding a call is a model turn; the streamed reply is one turn, its text joined', () => {
    const read = readRun(history())
    if (!read.ok) expect.fail(JSON.stringify(read.failure))
    expect(read.run.steps).toEqual([
      {
        calls: [
          {
            name: 'get_order',
            arguments: { order_id: 'A-77' },
            result: { order: { id: 'A-77', status: 'shipped', shipped_on: '2025-06-03' } },
            status: 'ok',
          },
        ],
      },
    ])
    expect(read.run.answer).toBe('Order A-77 shipped on 3 June.')
  })

  test('the role-less call is placed at its functionCall', () => {
    expect(
      readRun(
        history()
          .slice(0, 2)
          .concat([model({ text: 'x' })]),
      ),
    ).toMatchObject({
      ok: true,
    })
    expect(readRun([...history().slice(0, 2), user({ text: 'hm' }), model({ text: 'x' })])).toMatchObject({
      ok: false,
      failure: { kind: 'unanswered_call', path: [1, 'parts', 0, 'functionCall'], token: 'get_order' },
    })
  })

  test('consecutive model contents holding calls are one step; a content between splits them', () => {
    const one = readRun([
      model(call('a', '1')),
      model({ text: 'and ' }, call('b', '2')),
      answered('a'),
      answered('b'),
    ])
    if (!one.ok) expect.fail(JSON.stringify(one.failure))
    expect(one.run.steps.map((step) => step.calls.map((c) => c.name))).toEqual([['a', 'b']])
    const two = readRun([model(call('a')), answered('a'), model(call('b')), answered('b')])
    if (!two.ok) expect.fail(JSON.stringify(two.failure))
    expect(two.run.steps.map((step) => step.calls.map((c) => c.name))).toEqual([['a'], ['b']])
  })

  test('a role-less content with no call stays someone else’s: it splits the model’s turns', () => {
    const read = readRun([model({ text: 'A' }), { parts: [{ text: 'user says' }] }, model({ text: 'B' })])
    if (!read.ok) expect.fail(JSON.stringify(read.failure))
    expect(read.run.answer).toBe('B')
  })

  test.each<[string, object]>([
    ['MALFORMED_FUNCTION_CALL', { kind: 'schema_invalid', expected: ['a well-formed function call'] }],
    ['UNEXPECTED_TOOL_CALL', { kind: 'schema_invalid', expected: ['a well-formed function call'] }],
    ['TOO_MANY_TOOL_CALLS', { kind: 'schema_invalid', expected: ['a well-formed function call'] }],
    ['MAX_TOKENS', { kind: 'truncated', detail: 'the token limit' }],
    ['SAFETY', { kind: 'filtered' }],
  ])('a candidate in the history with %s fails the run at its finishReason, as alone', (reason, failure) => {
    const candidate = { content: model({ text: 'Let me' }), finishReason: reason, index: 0 }
    expect(readRun([user({ text: 'q' }), candidate])).toMatchObject({
      ok: false,
      failure: { ...failure, format: 'gemini', path: [1, 'finishReason'] },
    })
    expect(readCalls(candidate)).toMatchObject({ ok: false, failure })
  })

  test('a candidate that finished is the model turn its content is', () => {
    const candidate = { content: model(call('f', 'c1')), finishReason: 'STOP', index: 0 }
    const read = readRun([user({ text: 'q' }), candidate, answered()])
    if (!read.ok) expect.fail(JSON.stringify(read.failure))
    expect(read.run.steps[0]!.calls[0]).toMatchObject({ name: 'f', id: 'c1', status: 'ok' })
    expect(
      readRun([user({ text: 'q' }), candidate, user({ text: 'more' }), model({ text: 'x' })]),
    ).toMatchObject({ ok: false, failure: { path: [1, 'content', 'parts', 0, 'functionCall'] } })
  })

  test('an object with more than a candidate’s keys (an ADK event) is no candidate of a contents history', () => {
    const event = {
      content: model({ text: 'x' }),
      author: 'agent',
      invocationId: 'e-1',
      finishReason: 'STOP',
    }
    expect(geminiRun.accepts(event, [])).toBe(false)
    expect(geminiRun.accepts({ content: model({ text: 'x' }), finishReason: 'STOP' }, [])).toBe(true)
  })
})
