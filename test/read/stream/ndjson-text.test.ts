import { describe, expect, test } from 'vitest'
import { DEFAULT_READ_OPTIONS, normalizeReadOptions } from '../../../src/read/normalize-read-options.js'
import { ndjsonEvents } from '../../../src/read/stream/ndjson-text.js'
import { fixture, fixtureText, plain, readFailure, readOk } from '../helpers.js'

const TEXT = 'ollama/chat-stream-tool-calls.ndjson.txt'
const weather = (location: string) => ({
  name: 'get_current_weather',
  arguments: { format: 'celsius', location },
})

describe('a stream recorded as newline-delimited JSON', () => {
  test('Ollama’s streamed body reads as its chunks: the same calls as the parsed chunks, from text', () => {
    const turn = readOk(fixtureText(TEXT))
    expect(turn).toMatchObject({ format: 'ollama', fromText: true })
    expect(plain(turn.calls)).toEqual([weather('Toronto'), weather('Paris')])
    expect(plain(readOk(Buffer.from(fixtureText(TEXT))).calls)).toEqual(plain(turn.calls))
    expect(ndjsonEvents(fixtureText(TEXT), DEFAULT_READ_OPTIONS)).toEqual(
      fixture('ollama/chat-stream-tool-calls.json'),
    )
  })

  test('CRLF lines and blank lines between events read alike', () => {
    const text = fixtureText(TEXT).split('\n').join('\r\n\r\n')
    expect(plain(readOk(text).calls)).toEqual([weather('Toronto'), weather('Paris')])
  })

  test('cut inside its last line, or before the final chunk: truncated with the calls that arrived', () => {
    const text = fixtureText(TEXT)
    const cut = text.slice(0, text.lastIndexOf('"done_reason"'))
    const failure = readFailure(cut)
    expect(failure).toMatchObject({ kind: 'truncated', format: 'ollama', expected: ['done: true'] })
    expect(plain(failure.calls ?? [])).toEqual([weather('Toronto'), weather('Paris')])
    const lines = text.trim().split('\n')
    expect(readFailure(lines.slice(0, -1).join('\n'))).toMatchObject({ kind: 'truncated' })
  })

  test.each([
    ['one JSON object', '{"name":"f","arguments":{}}'],
    ['one object and prose after it', '{"name":"f","arguments":{}}\nThat is the call.'],
    ['calls one per line (no stream)', '{"name":"f","arguments":{}}\n{"name":"g","arguments":{}}'],
    ['a pretty-printed object', '{\n  "message": {"role": "assistant"},\n  "done": false\n}'],
    [
      'a line that does not parse before the last',
      '{"message":{},"done":false}\n{oops\n{"message":{},"done":true}',
    ],
    ['prose', 'no call here\n{"message":{},"done":false}'],
    ['blank text', '   \n  \n'],
    [
      'a first line that looks whole and does not parse',
      '{oops}\n{"message":{},"done":false}\n{"message":{},"done":true}',
    ],
    ['arrays one per line', '[{"message":{},"done":false}]\n[{"message":{},"done":true}]'],
    ['a first line that is not an object', '{"message":{},"done":false} x\n{"message":{},"done":true}'],
    ['a value that is no object on a line', '{"message":{},"done":false}\n7\n{"message":{},"done":true}'],
    [
      'duplicate keys on a line',
      '{"message":{},"done":false}\n{"done":false,"done":true,"message":{}}\n{"message":{},"done":true}',
    ],
  ])('%s is not a stream: read as text, as before', (_, text) => {
    expect(ndjsonEvents(text, DEFAULT_READ_OPTIONS)).toBeUndefined()
  })

  test('lines of white space between events are blank lines', () => {
    const text = '{"message":{},"done":false}\n  \t \n{"message":{},"done":true}'
    expect(ndjsonEvents(text, DEFAULT_READ_OPTIONS)).toEqual([
      { message: {}, done: false },
      { message: {}, done: true },
    ])
  })

  test('leading white space and a cut last line keep the events before it, exactly', () => {
    const events = ndjsonEvents(
      '\n  {"message":{"content":"a"},"done":false}\n{"message":{},"do',
      DEFAULT_READ_OPTIONS,
    )
    expect(events).toEqual([{ message: { content: 'a' }, done: false }])
  })
  test('lines are parsed under the read options: too deep a line under a small maxDepth is no stream', () => {
    const text = '{"message":{"content":[[1]]},"done":false}\n{"message":{},"done":true}'
    expect(ndjsonEvents(text, DEFAULT_READ_OPTIONS)).toHaveLength(2)
    expect(ndjsonEvents(text, normalizeReadOptions({ maxDepth: 3 }))).toBeUndefined()
  })
})
