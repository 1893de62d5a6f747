import { describe, expect, test } from 'vitest'
import { DEFAULT_READ_OPTIONS } from '../../src/read/normalize-read-options.js'
import { readText } from '../../src/read/text.js'
import { fixtureText, plain, readFailure, readOk } from './helpers.js'

const CALL = '{"name": "book_room", "arguments": {"room": "Everest"}}'
const deep = (depth: number) => `{"name": "f", "arguments": {"x": ${'['.repeat(depth)}${']'.repeat(depth)}}}`

describe('strict text reads', () => {
  test.each([
    ['one JSON call', fixtureText('text/strict-call.txt'), 'canonical', 1],
    ['Action IR', fixtureText('text/action-ir-clarify.txt'), 'action-ir', 0],
    ['prose without braces as no call', fixtureText('text/prose-no-call.txt'), 'text', 0],
    ['the empty string as no call', '', 'text', 0],
    ['a BFCL array', '[{"f": {"x": 1}}]', 'bfcl', 1],
    ['[] as no call', ' [] ', 'bfcl', 0],
    ['UTF-8 bytes', new TextEncoder().encode(CALL), 'canonical', 1],
    ['a Buffer', Buffer.from(CALL, 'utf8'), 'canonical', 1],
    ['a Buffer with a byte order mark', Buffer.from(`\ufeff${CALL}`, 'utf8'), 'canonical', 1],
  ])('%s', (_, received, format, count) => {
    const turn = readOk(received)
    expect(turn).toMatchObject({ format, fromText: true })
    expect(turn.calls).toHaveLength(count)
  })

  test('the call read from text is canonical data', () => {
    expect(plain(readOk(fixtureText('text/strict-call.txt')).calls)).toEqual([
      { name: 'book_room', arguments: { attendees: ['web', 'hero'], duration: 'PT45M', room: 'Everest' } },
    ])
  })
})

describe('strict text fails', () => {
  test.each([
    ['a Markdown fence', fixtureText('text/fenced-call.txt'), { kind: 'not_json', position: { offset: 0 } }],
    ['prose before JSON', `Sure: ${CALL}`, { kind: 'not_json', position: { offset: 0 } }],
    [
      'a second value',
      `${CALL} ${CALL}`,
      { kind: 'trailing_content', position: { offset: CALL.length + 1 } },
    ],
    ['a duplicate key', '{"name": "f", "name": "g"}', { kind: 'duplicate_key', token: 'name' }],
    ['NaN', '{"name": "f", "arguments": {"x": NaN}}', { kind: 'non_finite' }],
    ['Infinity', '{"name": "f", "arguments": {"x": -Infinity}}', { kind: 'non_finite' }],
    [
      'a number overflow',
      '{"name": "f", "arguments": {"x": 1e999}}',
      { kind: 'number_overflow', token: '1e999' },
    ],
    ['nesting deeper than 64', deep(63), { kind: 'too_deep' }],
    ['100,000-deep nesting', deep(100_000), { kind: 'too_deep' }],
    [
      'invalid UTF-8 bytes',
      Uint8Array.from([0x7b, 0x22, 0xc0, 0x22, 0x7d]),
      { kind: 'invalid_utf8', token: 'C0' },
    ],
    ['a truncated UTF-8 sequence', Buffer.from([0x5b, 0xe2, 0x82]), { kind: 'invalid_utf8', token: 'E2 82' }],
  ])('%s', (_, received, failure) => {
    expect(readFailure(received)).toMatchObject({ format: 'text', ...failure })
  })

  test.each([['42'], ['"book_room"'], ['true'], ['null']])(
    'a scalar top level %s is not_an_object',
    (text) => {
      expect(readFailure(text)).toMatchObject({ kind: 'not_an_object', format: 'text' })
    },
  )

  test('nesting of exactly 64 levels is allowed; maxDepth moves the limit', () => {
    expect(readOk(deep(62)).calls).toHaveLength(1)
    expect(readFailure(deep(10), { maxDepth: 8 })).toMatchObject({ kind: 'too_deep' })
  })

  test('the excerpt is a window of at most 80 characters around the position', () => {
    const text = `${'a'.repeat(200)} {x: 1}`
    const failure = readFailure(`{"name": "f", "note": "${text}", oops}`)
    expect(failure.kind).toBe('not_json')
    expect(failure.excerpt!.text.length).toBeLessThanOrEqual(80)
    expect(failure.excerpt!.text[failure.excerpt!.offset]).toBe('o')
  })

  test('a shape failure inside parsed text keeps the path in the parsed value', () => {
    expect(readFailure('{"name": "f", "arguments": "{\\"a\\": }"}')).toMatchObject({
      kind: 'arguments_not_json',
      format: 'canonical',
      path: ['arguments'],
      position: { offset: 6 },
    })
  })
})

describe('strict text failures, whole', () => {
  test('a scalar is not_an_object at the root', () => {
    expect(readFailure('42')).toStrictEqual({
      kind: 'not_an_object',
      format: 'text',
      path: [],
      detail: 'number',
    })
  })

  test('text that tries to be a call keeps the parse failure, with its token', () => {
    expect(readFailure('  {"name": "f", oops}')).toStrictEqual({
      kind: 'not_json',
      format: 'text',
      position: { offset: 16, line: 1, column: 17 },
      token: 'oops',
      excerpt: { text: '  {"name": "f", oops}', offset: 16 },
    })
  })

  test('a failure with no token carries no token key', () => {
    expect(readFailure('  {"name": "f"')).toStrictEqual({
      kind: 'not_json',
      format: 'text',
      position: { offset: 14, line: 1, column: 15 },
      excerpt: { text: '  {"name": "f"', offset: 14 },
    })
  })

  test('maxDepth applies to parsing the text: too_deep at its position in the text', () => {
    const text = `{"name": "f", "arguments": {"x": ${'['.repeat(10)}${']'.repeat(10)}}}`
    expect(readFailure(text, { maxDepth: 8 })).toStrictEqual({
      kind: 'too_deep',
      format: 'text',
      position: { offset: 39, line: 1, column: 40 },
      token: '[',
      excerpt: { text, offset: 39 },
    })
  })

  test("numbers: 'double' applies to parsing the text", () => {
    const text = '{"name": "f", "arguments": {"n": 12345678901234567891}}'
    expect(readFailure(text)).toMatchObject({ kind: 'precision_loss', format: 'text' })
    expect(plain(readOk(text, { numbers: 'double' }).calls)).toEqual([
      { name: 'f', arguments: { n: 12345678901234567000 } },
    ])
  })
})

describe('strict text in a model-native syntax is native_syntax', () => {
  test('the token is the marker without the white space around it', () => {
    const text = 'Action: ```json\n[{"tool_name": "f", "parameters": {}}]\n```'
    expect(readFailure(text)).toStrictEqual({
      kind: 'native_syntax',
      format: 'command-r',
      position: { offset: 0, line: 1, column: 1 },
      token: 'Action: ```json',
      detail: 'command-r',
      excerpt: { text, offset: 0 },
    })
  })

  test('the token is cut to 32 characters', () => {
    const text = '<function=spotify_trending_songs_extended_edition>{"n": "5"}</function>'
    expect(readFailure(text)).toStrictEqual({
      kind: 'native_syntax',
      format: 'llama',
      position: { offset: 0, line: 1, column: 1 },
      token: '<function=spotify_trending_songs',
      detail: 'llama',
      excerpt: { text, offset: 0 },
    })
  })
})

describe("lenient: 'last' in a model-native syntax", () => {
  const three = ['a', 'b', 'c']
    .map((name) => `<tool_call>{"name": "${name}", "arguments": {}}</tool_call>`)
    .join('\n')

  test('keeps only the last of three calls', () => {
    expect(plain(readOk(three, { parse: 'lenient', lenient: 'last' }).calls)).toEqual([
      { name: 'c', arguments: {} },
    ])
    expect(readOk(three, { parse: 'lenient' }).calls.map((call) => call.name)).toEqual(['a', 'b', 'c'])
  })

  test('applies only under lenient parsing', () => {
    const options = { ...DEFAULT_READ_OPTIONS, syntax: 'hermes', lenient: 'last' } as const
    expect(readText(three, options).calls.map((call) => call.name)).toEqual(['a', 'b', 'c'])
  })
})

describe('a stream recorded as text fails at the place in the stream', () => {
  test('server-sent events cut before the end', () => {
    const text = 'event: message_start\ndata: {"type":"message_start","message":{"content":[]}}\n\n'
    expect(readFailure(text)).toStrictEqual({
      kind: 'truncated',
      format: 'anthropic',
      path: [1],
      expected: ['message_stop'],
      calls: [],
    })
  })

  test('newline-delimited JSON with an error event', () => {
    const text = [
      '{"model":"m","message":{"role":"assistant","content":""},"done":false}',
      '{"error":"model crashed"}',
    ].join('\n')
    expect(readFailure(text)).toStrictEqual({
      kind: 'stream_error',
      format: 'ollama',
      path: [1],
      token: 'error',
      detail: 'model crashed',
    })
  })
})
