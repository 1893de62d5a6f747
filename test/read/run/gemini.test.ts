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
