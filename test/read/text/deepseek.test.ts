import { describe, expect, test } from 'vitest'
import { fixtureText, plain, readFailure, readOk } from '../helpers.js'

const lenient = { parse: 'lenient' } as const

describe('deepseek (V3, R1, V3.1 call tokens)', () => {
  test.each([
    [
      'V3 / R1: function<sep>name and a ```json fence',
      'deepseek/v3-call.txt',
      [{ name: 'get_weather', arguments: { location: 'Tokyo' } }],
    ],
    [
      'V3.1: name<sep>{…}, two calls after prose',
      'deepseek/v31-two-calls.txt',
      [
        { name: 'get_weather', arguments: { location: 'Tokyo' } },
        { name: 'get_weather', arguments: { location: 'Paris' } },
      ],
    ],
  ])('%s', (_, file, calls) => {
    for (const options of [lenient, { syntax: 'deepseek' } as const]) {
      const turn = readOk(fixtureText(file), options)
      expect(turn.format).toBe('deepseek')
      expect(plain(turn.calls)).toEqual(calls)
    }
  })

  test.each([
    ['cut off inside the fenced JSON', fixtureText('deepseek/cut-off.txt'), 'text_syntax'],
    ['cut off after the opening token', 'Sure.<｜tool▁calls▁begin｜>', 'text_syntax'],
    [
      'no separator',
      '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_weather<｜tool▁call▁end｜>',
      'text_syntax',
    ],
    [
      'V3.1 JSON that does not parse',
      '<｜tool▁call▁begin｜>f<｜tool▁sep｜>{"a": }<｜tool▁call▁end｜>',
      'not_json',
    ],
  ])('%s is a read failure naming deepseek', (_, text, kind) => {
    expect(readFailure(text, lenient)).toMatchObject({ kind, format: 'deepseek' })
  })

  test('strict parsing names the format', () => {
    expect(readFailure(fixtureText('deepseek/v3-call.txt'))).toMatchObject({
      kind: 'native_syntax',
      format: 'deepseek',
    })
  })
})

test.each([
  ['V3 without its fence', '<｜tool▁call▁begin｜>function<｜tool▁sep｜>f\n{"a": 1}<｜tool▁call▁end｜>'],
  ['V3 cut off right after the name', '<｜tool▁call▁begin｜>function<｜tool▁sep｜>f'],
])('deepseek: %s is text_syntax', (_, text) => {
  expect(readFailure(text, { parse: 'lenient' })).toMatchObject({ kind: 'text_syntax', format: 'deepseek' })
})

test('deepseek: ASCII bars in the tokens are read too', () => {
  const text =
    '<|tool▁calls▁begin|><|tool▁call▁begin|>f<|tool▁sep|>{"a": 1}<|tool▁call▁end|><|tool▁calls▁end|>'
  expect(plain(readOk(text, { parse: 'lenient' }).calls)).toEqual([{ name: 'f', arguments: { a: 1 } }])
})
