import { describe, expect, test } from 'vitest'
import { looksLikeSse } from '../../../src/read/stream/sse-text.js'
import { plain, readFailure, readOk } from '../helpers.js'

const chunk = (delta: object, finish: string | null = null) =>
  JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })

describe('server-sent events as text', () => {
  test('OpenAI data lines with [DONE], CRLF line ends and comments read as the stream', () => {
    const text = [
      ': keep-alive',
      `data: ${chunk({ role: 'assistant', tool_calls: [{ index: 0, id: 'c', type: 'function', function: { name: 'f', arguments: '{"a"' } }] })}`,
      '',
      `data:${chunk({ tool_calls: [{ index: 0, function: { arguments: ': 1}' } }] })}`,
      '',
      `data: ${chunk({}, 'tool_calls')}`,
      '',
      'data: [DONE]',
      '',
    ].join('\r\n')
    const turn = readOk(text)
    expect(plain(turn.calls)).toEqual([{ name: 'f', arguments: { a: 1 }, id: 'c' }])
    expect(turn).toMatchObject({ format: 'openai-chat', fromText: true })
  })

  test('a data line that is not JSON fails at its place in the whole text', () => {
    const text = `event: message_start\ndata: {"type":"message_start","message":{"content":[]}}\n\ndata: {"type": oops}\n\n`
    expect(readFailure(text)).toMatchObject({
      kind: 'not_json',
      format: 'text',
      position: { line: 4, column: 16 },
    })
  })

  test('only text that starts as SSE and has a JSON data line is taken for a stream', () => {
    expect(looksLikeSse('event: ping\ndata: {"type":"ping"}')).toBe(true)
    expect(looksLikeSse('\n\ndata: [1]')).toBe(true)
    expect(looksLikeSse('event: the meeting is at noon')).toBe(false)
    expect(looksLikeSse('Data: {"a": 1}')).toBe(false)
    expect(looksLikeSse('{"data: {": 1}')).toBe(false)
  })
})
