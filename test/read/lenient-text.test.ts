import { describe, expect, test } from 'vitest'
import { fixtureText, plain, readFailure, readOk } from './helpers.js'

const lenient = { parse: 'lenient' } as const
const EVEREST = { name: 'book_room', arguments: { duration: 'PT45M', room: 'Everest' } }

describe('lenient text reads (seed 002)', () => {
  test.each([
    ['prose around the call', `Sure! ${JSON.stringify(EVEREST)} Done.`, 'canonical', [EVEREST]],
    ['a Markdown fence', fixtureText('text/fenced-call.txt'), 'canonical', [EVEREST]],
    [
      'an echoed tools block before the call: the last call wins',
      fixtureText('text/echoed-tools.txt'),
      'canonical',
      [EVEREST],
    ],
    [
      'a tool_calls wrapper: its last usable entry, nested under function',
      fixtureText('text/tool-calls-wrapper.txt'),
      'openai-chat',
      [{ name: 'refund_order', arguments: { amount: 12.5, order_id: 'A-1' } }],
    ],
    [
      'tool_calls entries without function nesting',
      '{"tool_calls": [{"name": "a", "arguments": {}}, {"name": "b"}]}',
      'openai-chat',
      [{ name: 'b', arguments: {} }],
    ],
    [
      'JSON-string arguments',
      '{"name": "f", "arguments": "{\\"x\\": 1}"}',
      'canonical',
      [{ name: 'f', arguments: { x: 1 } }],
    ],
    ['absent arguments as {}', 'call: {"name": "ping"}', 'canonical', [{ name: 'ping', arguments: {} }]],
    [
      'other envelope keys ignored',
      '{"type": "function", "name": "f", "arguments": {}}',
      'canonical',
      [{ name: 'f', arguments: {} }],
    ],
    [
      'two calls: the last one',
      '{"name": "a", "arguments": {}} then {"name": "b", "arguments": {}}',
      'canonical',
      [{ name: 'b', arguments: {} }],
    ],
    [
      'a last object that is not usable is skipped',
      '{"name": "a", "arguments": {}} {"name": "b", "arguments": "not json"}',
      'canonical',
      [{ name: 'a', arguments: {} }],
    ],
    [
      'duplicate keys: the last wins',
      '{"name": "a", "name": "b", "arguments": {}}',
      'canonical',
      [{ name: 'b', arguments: {} }],
    ],
    ['prose without braces as no call', fixtureText('text/prose-no-call.txt'), 'text', []],
    ['brackets without braces as no call', 'see [1] and [2]', 'text', []],
  ])('%s', (_, text, format, calls) => {
    const turn = readOk(text, lenient)
    expect(turn).toMatchObject({ format, fromText: true })
    expect(plain(turn.calls)).toEqual(calls)
  })
})

describe('lenient text fails', () => {
  test.each([
    ['braces but no call', 'The answer is {"total": 42}.'],
    ['the envelope {tool, args}', '{"tool": "f", "args": {}}'],
    ['arguments an array', '{"name": "f", "arguments": [1]}'],
    ['arguments a JSON string of an array', '{"name": "f", "arguments": "[1]"}'],
    ['a non-string name', '{"name": 7, "arguments": {}}'],
    ['an empty name', '{"name": "", "arguments": {}}'],
    ['a bare array of calls', ' [{"name": "f", "arguments": {}}]\n'],
    ['braces that never close', '{"name": "f", "arguments": {'],
  ])('%s is no_call_found', (_, text) => {
    expect(readFailure(text, lenient)).toMatchObject({ kind: 'no_call_found', format: 'text' })
  })

  test('100,000-deep nesting in text does not throw', () => {
    const text = `prose ${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)} {"name": "f"}`
    expect(plain(readOk(text, lenient).calls)).toEqual([{ name: 'f', arguments: {} }])
  })
})
