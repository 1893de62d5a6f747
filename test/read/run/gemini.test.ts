import { describe, expect, test } from 'vitest'
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
    expect(readRun([model({ text: 'x' }, call()), model({ text: 'Done.' })])).toMatchObject({
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
