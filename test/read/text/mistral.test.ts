import { describe, expect, test } from 'vitest'
import { fixtureText, plain, readFailure, readOk } from '../helpers.js'

const lenient = { parse: 'lenient' } as const

describe('mistral ([TOOL_CALLS])', () => {
  test.each([
    [
      'a JSON array (tokenizer v3), then </s>',
      'mistral/v3-array.txt',
      [{ name: 'get_current_weather', arguments: { format: 'celsius', location: 'Paris, France' } }],
    ],
    [
      'name[ARGS]{…}, one [TOOL_CALLS] per call (v11)',
      'mistral/v11-two-calls.txt',
      [
        { name: 'get_weather', arguments: { city: 'Paris' } },
        { name: 'get_time', arguments: { timezone: 'Europe/Paris' } },
      ],
    ],
    [
      '[CALL_ID] before [ARGS] (v13): the id is kept',
      'mistral/v13-call-id.txt',
      [{ name: 'get_weather', arguments: { city: 'Paris' }, id: 'a1b2c3d4e' }],
    ],
    [
      'prose before the calls, an id in the array',
      'mistral/content-then-call.txt',
      [{ name: 'get_forecast', arguments: { city: 'Lyon', days: 3 }, id: 'Xy7kP2qLm' }],
    ],
  ])('%s', (_, file, calls) => {
    for (const options of [lenient, { syntax: 'mistral' } as const]) {
      const turn = readOk(fixtureText(file), options)
      expect(turn.format).toBe('mistral')
      expect(plain(turn.calls)).toEqual(calls)
    }
  })

  test.each([
    ['cut off inside the arguments', fixtureText('mistral/cut-off.txt'), 'not_json'],
    ['[TOOL_CALLS] at the very end', 'Let me check.[TOOL_CALLS]', 'text_syntax'],
    ['a name without [ARGS]', '[TOOL_CALLS]get_weather', 'text_syntax'],
    ['arguments that are no object', '[TOOL_CALLS]get_weather[ARGS][1]', 'schema_invalid'],
    ['an array entry without a name', '[TOOL_CALLS][{"arguments": {}}]', 'schema_invalid'],
  ])('%s is a read failure naming mistral', (_, text, kind) => {
    expect(readFailure(text, lenient)).toMatchObject({ kind, format: 'mistral' })
  })

  test('strict parsing names the format', () => {
    expect(readFailure(fixtureText('mistral/v11-two-calls.txt'))).toMatchObject({
      kind: 'native_syntax',
      format: 'mistral',
      token: '[TOOL_CALLS]',
    })
  })
})

describe('mistral: more failures', () => {
  test.each([
    ['[CALL_ID] without [ARGS]', '[TOOL_CALLS]f[CALL_ID]abc', 'text_syntax'],
    ['an array entry that is no object', '[TOOL_CALLS][1]', 'schema_invalid'],
    ['[ARGS] followed by prose', '[TOOL_CALLS]f[ARGS]the city', 'text_syntax'],
  ])('%s', (_, text, kind) => {
    expect(readFailure(text, { parse: 'lenient' })).toMatchObject({ kind, format: 'mistral' })
  })

  test('the name may be followed by the arguments directly (no [ARGS] token)', () => {
    expect(plain(readOk('[TOOL_CALLS]f{"a": 1}', { parse: 'lenient' }).calls)).toEqual([
      { name: 'f', arguments: { a: 1 } },
    ])
  })
})

describe('mistral: exact failures and names', () => {
  test.each([
    [
      '[TOOL_CALLS] at the very end expects a call there',
      'Let me check.[TOOL_CALLS]',
      { offset: 25, column: 26 },
      ['a call'],
      undefined,
    ],
    [
      'a name running to the end of the text expects [ARGS]',
      '[TOOL_CALLS]get_weather',
      { offset: 23, column: 24 },
      ['[ARGS]'],
      undefined,
    ],
    [
      'a name followed by the next [TOOL_CALLS] expects [ARGS]',
      '[TOOL_CALLS]f[TOOL_CALLS]g[ARGS]{}',
      { offset: 13, column: 14 },
      ['[ARGS]'],
      '[',
    ],
    [
      '[CALL_ID] without [ARGS] expects [ARGS] at the end',
      '[TOOL_CALLS]f[CALL_ID]abc',
      { offset: 25, column: 26 },
      ['[ARGS]'],
      undefined,
    ],
    [
      '[ARGS] followed by prose expects a JSON object',
      '[TOOL_CALLS]f[ARGS]the city',
      { offset: 19, column: 20 },
      ['a JSON object'],
      'the',
    ],
  ])('%s', (_, text, at, expected, token) => {
    expect(readFailure(text, lenient)).toStrictEqual({
      kind: 'text_syntax',
      format: 'mistral',
      position: { offset: at.offset, line: 1, column: at.column },
      expected,
      ...(token === undefined ? {} : { token }),
      excerpt: { text, offset: at.offset },
    })
  })

  test('arguments cut off inside the JSON fail at the end of the text', () => {
    const text = '[TOOL_CALLS]f[ARGS]{"a": 1'
    expect(readFailure(text, lenient)).toStrictEqual({
      kind: 'not_json',
      format: 'mistral',
      position: { offset: 26, line: 1, column: 27 },
      excerpt: { text, offset: 26 },
    })
  })

  test('arguments that are no object fail at the call’s arguments', () => {
    expect(readFailure('[TOOL_CALLS]get_weather[ARGS][1]', lenient)).toStrictEqual({
      kind: 'schema_invalid',
      format: 'mistral',
      path: [0, 'arguments'],
      expected: ['object'],
      detail: 'array',
    })
  })

  test('a second call with no name fails at its name', () => {
    expect(readFailure('[TOOL_CALLS]f{}[TOOL_CALLS]{}', lenient)).toStrictEqual({
      kind: 'schema_invalid',
      format: 'mistral',
      path: [1, 'name'],
      expected: ['non-empty string'],
      detail: 'empty string',
    })
  })

  test('white space around the name and the id is not part of them', () => {
    expect(plain(readOk('[TOOL_CALLS]f [CALL_ID] abc [ARGS]{}', lenient).calls)).toEqual([
      { name: 'f', arguments: {}, id: 'abc' },
    ])
    expect(plain(readOk('[TOOL_CALLS]f [ARGS]{}', lenient).calls)).toEqual([{ name: 'f', arguments: {} }])
  })
})
