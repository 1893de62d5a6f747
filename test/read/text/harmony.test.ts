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
