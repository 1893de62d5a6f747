import { describe, expect, test } from 'vitest'
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
