import { describe, expect, test } from 'vitest'
import { normalizeReadOptions } from '../../../src/read/normalize-read-options.js'
import { looksLikeSse, parseSse } from '../../../src/read/stream/sse-text.js'
import { plain, readFailure, readOk, thrownFailure } from '../helpers.js'

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

describe('parseSse', () => {
  const options = normalizeReadOptions(undefined)
  const failureOf = (text: string) => thrownFailure(() => parseSse(text, options))

  test("an event's data lines are joined by line ends", () => {
    expect(parseSse('data: {"a":\ndata: 1}\n\n', options)).toEqual([{ a: 1 }])
    // '[1' + '\n' + '0]' is two values, not [10]
    expect(failureOf('data: [1\ndata: 0]\n\n')).toMatchObject({ kind: 'not_json' })
  })

  test('blank payloads and [DONE], with spaces around, are dropped; a last event without a blank line still counts', () => {
    expect(parseSse('data:  \n\ndata:  [DONE] \n\ndata: [1]', options)).toEqual([[1]])
  })

  test('the position of a broken payload counts CRLF, CR and LF line ends, and where the data began', () => {
    expect(failureOf('id: 1\r\ndata: [1]\r\n\r\ndata: {x}\r\n\r\n')).toStrictEqual({
      kind: 'not_json',
      format: 'text',
      position: { line: 4, column: 8, offset: 27 },
      token: 'x',
      excerpt: expect.anything(),
    })
    expect(failureOf('data:[1]\r\rdata:{x}\r\r')).toMatchObject({ position: { line: 3, column: 7 } })
    expect(failureOf('data: [1,\ndata: x]\n\n')).toMatchObject({ position: { line: 2, column: 7 } })
    expect(failureOf('data: {x\ndata: 1}\n\n')).toMatchObject({ position: { line: 1, column: 8 } })
  })

  test('a payload is strict JSON under the read options: a repeated key, too deep a value, a lossy number fail', () => {
    expect(failureOf('data: {"a":1,"a":2}\n\n')).toMatchObject({ kind: 'duplicate_key' })
    const shallow = normalizeReadOptions({ maxDepth: 2 })
    expect(thrownFailure(() => parseSse('data: [[[1]]]\n\n', shallow))).toMatchObject({ kind: 'too_deep' })
    expect(parseSse('data: [[1]]\n\n', shallow)).toEqual([[[1]]])
    expect(failureOf('data: [9007199254740993]\n\n')).toMatchObject({ kind: 'precision_loss' })
    expect(parseSse('data: [9007199254740993]\n\n', normalizeReadOptions({ numbers: 'double' }))).toEqual([
      [9007199254740992],
    ])
  })

  test('a failure without a token carries none', () => {
    const failure = failureOf('data: [1\n\n')
    expect(failure).not.toHaveProperty('token')
  })
})
