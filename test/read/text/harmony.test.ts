import { describe, expect, test } from 'vitest'
import { fixtureText, plain, readFailure, readOk } from '../helpers.js'

const lenient = { parse: 'lenient' } as const

describe('harmony (gpt-oss)', () => {
  test.each([
    [
      'analysis, then a call in the commentary channel',
      'harmony/function-call.txt',
      [{ name: 'get_weather', arguments: { location: 'San Francisco' } }],
    ],
    [
      'the recipient in the role',
      'harmony/recipient-in-role.txt',
      [{ name: 'generate_file', arguments: { path: 'index.html', template: 'basic_html' } }],
    ],
    [
      'a built-in browser call, named by its recipient',
      'harmony/browser-search.txt',
      [{ name: 'browser.search', arguments: { query: 'gpt-oss release date', topn: 5 } }],
    ],
  ])('%s', (_, file, calls) => {
    for (const options of [lenient, { syntax: 'harmony' } as const]) {
      const turn = readOk(fixtureText(file), options)
      expect(turn.format).toBe('harmony')
      expect(plain(turn.calls)).toEqual(calls)
    }
  })

  test('a final answer is no call', () => {
    expect(readOk(fixtureText('harmony/final-answer.txt'), lenient).calls).toEqual([])
    expect(readOk(fixtureText('harmony/final-answer.txt')).calls).toEqual([])
  })

  test('the python tool carries code; the stop token may be stripped; a tool reply is not the model’s', () => {
    const text =
      '<|start|>functions.lookup to=assistant<|channel|>commentary<|message|>{"ok": true}<|end|>' +
      '<|start|>assistant<|channel|>analysis to=python code<|message|>print(2 + 2)<|call|>' +
      '<|start|>assistant<|channel|>commentary to=functions.lookup <|constrain|>json<|message|>{"id": 7}'
    expect(plain(readOk(text, lenient).calls)).toEqual([
      { name: 'python', arguments: { code: 'print(2 + 2)' } },
      { name: 'lookup', arguments: { id: 7 } },
    ])
  })

  test.each([
    ['cut off inside the JSON', fixtureText('harmony/cut-off.txt'), 'not_json'],
    [
      'cut off before the message',
      '<|channel|>commentary to=functions.get_weather <|constrain|>js',
      'text_syntax',
    ],
    [
      'a call with nothing in it',
      '<|channel|>commentary to=functions.f <|constrain|>json<|message|><|call|>',
      'text_syntax',
    ],
    [
      'a later call cut off in its header',
      '<|channel|>commentary to=functions.a<|message|>{}<|call|><|start|>assistant<|channel|>commentary to=functions.b',
      'text_syntax',
    ],
  ])('%s is a read failure naming harmony', (_, text, kind) => {
    expect(readFailure(text, lenient)).toMatchObject({ kind, format: 'harmony' })
  })

  test('strict parsing names the format', () => {
    expect(readFailure(fixtureText('harmony/function-call.txt'))).toMatchObject({
      kind: 'native_syntax',
      format: 'harmony',
      detail: 'harmony',
    })
  })
})

describe('harmony: exact failures, and what ends the messages', () => {
  test('a second call to "functions." with no name fails at its name', () => {
    const text =
      '<|channel|>commentary to=functions.a<|message|>{}<|call|>' +
      '<|channel|>commentary to=functions. <|message|>{}<|call|>'
    expect(readFailure(text, lenient)).toStrictEqual({
      kind: 'schema_invalid',
      format: 'harmony',
      path: [1, 'name'],
      expected: ['non-empty string'],
      detail: 'empty string',
    })
  })

  test('a call with nothing in it fails at its end, expecting JSON arguments', () => {
    const text = '<|channel|>commentary to=functions.f <|constrain|>json<|message|><|call|>'
    expect(readFailure(text, lenient)).toStrictEqual({
      kind: 'text_syntax',
      format: 'harmony',
      position: { offset: 65, line: 1, column: 66 },
      expected: ['JSON arguments'],
      token: '<|call|>',
      excerpt: { text, offset: 65 },
    })
  })

  test('JSON arguments that are no object fail at the call’s arguments', () => {
    expect(readFailure('<|channel|>commentary to=functions.f<|message|>[1]<|call|>', lenient)).toStrictEqual({
      kind: 'schema_invalid',
      format: 'harmony',
      path: [0, 'arguments'],
      expected: ['object'],
      detail: 'array',
    })
  })

  test('a later call cut off in its header fails at the end, expecting <|message|>', () => {
    const text =
      '<|channel|>commentary to=functions.a<|message|>{}<|call|><|start|>assistant<|channel|>commentary to=functions.b'
    expect(readFailure(text, lenient)).toStrictEqual({
      kind: 'text_syntax',
      format: 'harmony',
      position: { offset: 111, line: 1, column: 112 },
      expected: ['<|message|>'],
      excerpt: { text: text.slice(31), offset: 80 },
    })
  })

  test.each([
    ['a recipient in prose with no call header', ' Reply to=bob'],
    ['a call header with no recipient (no white space before to=)', ' see docs/to=functions.list'],
  ])('after the last message, %s is no call cut off', (_, tail) => {
    const text = `<|channel|>commentary to=functions.f<|message|>{}<|call|>${tail}`
    expect(plain(readOk(text, lenient).calls)).toEqual([{ name: 'f', arguments: {} }])
  })
})
