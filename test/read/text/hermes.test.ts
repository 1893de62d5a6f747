import { describe, expect, test } from 'vitest'
import { fixtureText, plain, readFailure, readOk } from '../helpers.js'

const lenient = { parse: 'lenient' } as const

describe('hermes (<tool_call> blocks: Hermes, Qwen 2.5, Qwen 3)', () => {
  test.each([
    [
      'two blocks are two calls, in order',
      fixtureText('hermes/two-calls.txt'),
      [
        { name: 'get_current_temperature', arguments: { location: 'San Francisco, CA, USA' } },
        {
          name: 'get_temperature_date',
          arguments: { date: '2024-10-01', location: 'San Francisco, CA, USA' },
        },
      ],
    ],
    [
      'thinking and prose before the call carry no call',
      fixtureText('hermes/think-then-call.txt'),
      [{ name: 'get_weather', arguments: { city: 'Paris', unit: 'celsius' } }],
    ],
    [
      'a closing tag left out at the end of the text (stopped at end-of-sequence)',
      '<tool_call>\n{"name": "f", "arguments": {"x": true}}',
      [{ name: 'f', arguments: { x: true } }],
    ],
    [
      'arguments serialised as a JSON string',
      '<tool_call>{"name": "f", "arguments": "{\\"x\\": 1}"}</tool_call>',
      [{ name: 'f', arguments: { x: 1 } }],
    ],
    [
      'a list of calls in one block',
      '<tool_call>[{"name": "a", "arguments": {}}, {"name": "b", "arguments": {}}]</tool_call>',
      [
        { name: 'a', arguments: {} },
        { name: 'b', arguments: {} },
      ],
    ],
  ])('%s', (_, text, calls) => {
    for (const options of [lenient, { syntax: 'hermes' } as const]) {
      const turn = readOk(text, options)
      expect(turn.format).toBe('hermes')
      expect(plain(turn.calls)).toEqual(calls)
    }
  })

  test.each([
    ['cut off inside the JSON', fixtureText('hermes/cut-off.txt'), 'not_json', 2],
    ['an empty block', 'ok <tool_call></tool_call>', 'text_syntax', 1],
    [
      'bare-string arguments',
      '<tool_call>{"name": "f", "arguments": "hello"}</tool_call>',
      'arguments_not_json',
      1,
    ],
    ['a block that is no call object', '<tool_call>{"city": "Paris"}</tool_call>', 'schema_invalid', 1],
  ])('%s is a read failure naming hermes', (_, text, kind, line) => {
    const failure = readFailure(text, lenient)
    expect(failure).toMatchObject({ kind, format: 'hermes' })
    if (failure.position !== undefined) expect(failure.position.line).toBe(line)
  })

  test('strict parsing never reads a block as an abstention: it names the format and the option', () => {
    expect(readFailure(fixtureText('hermes/two-calls.txt'))).toMatchObject({
      kind: 'native_syntax',
      format: 'hermes',
      token: '<tool_call>',
      detail: 'hermes',
      position: { offset: 0 },
    })
  })
})

describe('hermes: exact failures, and a last block left open', () => {
  test('an empty block fails at its closing tag, expecting a JSON call object', () => {
    expect(readFailure('ok <tool_call></tool_call>', lenient)).toStrictEqual({
      kind: 'text_syntax',
      format: 'hermes',
      position: { offset: 14, line: 1, column: 15 },
      expected: ['a JSON call object'],
      token: '</tool_call>',
      excerpt: { text: 'ok <tool_call></tool_call>', offset: 14 },
    })
  })

  test('a last block left open ends the text: a "<tool_call>" inside its JSON string opens no block', () => {
    const text = '<tool_call>{"name": "f", "arguments": {"s": "<tool_call>"}}'
    expect(plain(readOk(text, lenient).calls)).toEqual([{ name: 'f', arguments: { s: '<tool_call>' } }])
  })

  test('a last block left open after prose is read once', () => {
    const text = 'I will call it now. <tool_call>{"name": "f", "arguments": {}}'
    expect(plain(readOk(text, lenient).calls)).toEqual([{ name: 'f', arguments: {} }])
  })
})
