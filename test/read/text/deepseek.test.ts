import { describe, expect, test } from 'vitest'
import { normalizeReadOptions } from '../../../src/read/normalize-read-options.js'
import { deepseek } from '../../../src/read/text/deepseek.js'
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

describe('deepseek: where a call is read and where it fails', () => {
  const B = '<｜tool▁call▁begin｜>'
  const S = '<｜tool▁sep｜>'
  const E = '<｜tool▁call▁end｜>'
  const fence = (json: string) => `\n\`\`\`json\n${json}\n\`\`\``

  test.each([
    ['white space around "function" before the separator', `${B} function ${S}f${fence('{"a": 1}')}${E}`],
    ['white space around a V3 name', `${B}function${S} f \n\`\`\`json\n{"a": 1}\n\`\`\`${E}`],
    ['white space around a V3.1 name', `${B} f ${S}{"a": 1}${E}`],
    ['a fence indented on its line', `${B}function${S}f\n  \`\`\`json\n{"a": 1}\n\`\`\`${E}`],
    ['a fence without its language', `${B}function${S}f\n\`\`\`\n{"a": 1}\n\`\`\`${E}`],
    ['a fence with the JSON on its opening line', `${B}function${S}f\n\`\`\`json{"a": 1}\`\`\`${E}`],
    ['a last call with no end token', `${B}f${S}{"a": 1}`],
  ])('%s reads as the call f(a=1)', (_, text) => {
    for (const options of [lenient, { syntax: 'deepseek' } as const]) {
      expect(plain(readOk(text, options).calls)).toEqual([{ name: 'f', arguments: { a: 1 } }])
    }
  })

  test('a call with no separator before its end token fails at that end token, not at a later call', () => {
    const text = `${B}f${E}${B}g${S}{}${E}`
    expect(readFailure(text, lenient)).toStrictEqual({
      kind: 'text_syntax',
      format: 'deepseek',
      position: { offset: 20, line: 1, column: 21 },
      expected: ['<｜tool▁sep｜>'],
      token: '<｜tool▁call▁end｜><｜tool▁call▁beg',
      excerpt: { text: text.slice(0, 80), offset: 20 },
    })
  })

  test('V3 cut off right after the name fails at the end of the text, expecting the fence', () => {
    const text = `${B}function${S}f`
    expect(readFailure(text, lenient)).toStrictEqual({
      kind: 'text_syntax',
      format: 'deepseek',
      position: { offset: 40, line: 1, column: 41 },
      expected: ['```json'],
      excerpt: { text, offset: 40 },
    })
  })

  test('V3 with its name, fence and end on one line (the line break after the call) fails at the end token', () => {
    const text = `${B}function${S}f\`\`\`json{"a":1}\`\`\`${E}\n`
    expect(readFailure(text, lenient)).toStrictEqual({
      kind: 'text_syntax',
      format: 'deepseek',
      position: { offset: 57, line: 1, column: 58 },
      expected: ['```json'],
      token: '<｜tool▁call▁end｜>',
      excerpt: { text, offset: 57 },
    })
  })

  test('V3 with prose before the fence fails at the line break after the name', () => {
    const text = `${B}function${S}f\nprose \`\`\`json\n{"a":1}\n\`\`\`${E}`
    expect(readFailure(text, lenient)).toStrictEqual({
      kind: 'text_syntax',
      format: 'deepseek',
      position: { offset: 40, line: 1, column: 41 },
      expected: ['```json'],
      token: '\n',
      excerpt: { text: text.slice(0, 80), offset: 40 },
    })
  })

  test('a fence opened and never closed fails at the end token, expecting the closing fence', () => {
    const text = `${B}function${S}f\n\`\`\`json${E}`
    expect(readFailure(text, lenient)).toStrictEqual({
      kind: 'text_syntax',
      format: 'deepseek',
      position: { offset: 48, line: 2, column: 8 },
      expected: ['```'],
      token: '<｜tool▁call▁end｜>',
      excerpt: { text, offset: 48 },
    })
  })

  test('an empty fence is arguments that are not JSON, at the closing fence', () => {
    const text = `${B}function${S}f\n\`\`\`\`\`\`${E}`
    expect(readFailure(text, lenient)).toStrictEqual({
      kind: 'not_json',
      format: 'deepseek',
      position: { offset: 44, line: 2, column: 4 },
      excerpt: { text, offset: 44 },
    })
  })

  test('a second call without a name is schema_invalid at its name', () => {
    expect(readFailure(`${B}f${S}{}${E}${B}${S}{}${E}`, lenient)).toStrictEqual({
      kind: 'schema_invalid',
      format: 'deepseek',
      path: [1, 'name'],
      expected: ['non-empty string'],
      detail: 'empty string',
    })
  })

  test.each([
    ['an array', '[1]', 'array'],
    ['a JSON string holding an object', '"{\\"a\\": 1}"', 'string'],
  ])('arguments that are %s are schema_invalid at the call’s arguments', (_, json, type) => {
    expect(readFailure(`${B}f${S}{}${E}${B}g${S}${json}${E}`, lenient)).toStrictEqual({
      kind: 'schema_invalid',
      format: 'deepseek',
      path: [1, 'arguments'],
      expected: ['object'],
      detail: type,
    })
  })

  test('the opening block token alone fails just after it, expecting a call', () => {
    const text = 'Sure.<｜tool▁calls▁begin｜>'
    expect(readFailure(text, lenient)).toStrictEqual({
      kind: 'text_syntax',
      format: 'deepseek',
      position: { offset: 25, line: 1, column: 26 },
      expected: ['<｜tool▁call▁begin｜>'],
      excerpt: { text, offset: 25 },
    })
  })

  test('a text without any DeepSeek token reads no call', () => {
    expect(deepseek.read('No call needed.', normalizeReadOptions(lenient))).toEqual({
      format: 'deepseek',
      calls: [],
    })
  })
})
