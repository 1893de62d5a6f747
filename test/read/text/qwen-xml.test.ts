import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { defineTools, match } from '../../../src/index.js'
import { qwenXml } from '../../../src/read/text/qwen-xml.js'
import { fixtureText, plain, readFailure, readOk } from '../helpers.js'

const lenient = { parse: 'lenient' } as const

describe('qwen-xml (Qwen3-Coder and Nemotron <function=…> calls)', () => {
  test('values are text by default, without the line breaks the template writes around them', () => {
    for (const options of [lenient, { syntax: 'qwen-xml' } as const]) {
      const turn = readOk(fixtureText('qwen-xml/two-calls.txt'), options)
      expect(turn.format).toBe('qwen-xml')
      expect(plain(turn.calls)).toEqual([
        { name: 'get_weather', arguments: { city: 'Paris', days: '3' } },
        { name: 'write_note', arguments: { text: 'First line\nSecond line' } },
      ])
    }
  })

  test('a call without parameters, without the <tool_call> wrapper', () => {
    expect(plain(readOk('<function=ping>\n</function>', lenient).calls)).toEqual([
      { name: 'ping', arguments: {} },
    ])
  })

  const tools = defineTools({
    get_weather: {
      schema: z.object({
        city: z.string(),
        days: z.number().int(),
        metric: z.boolean().optional(),
        tags: z.array(z.string()).optional(),
        note: z.string().nullable().optional(),
      }),
    },
  })

  test.each([
    ['an integer', '<parameter=days>\n3\n</parameter>', { days: 3 }],
    ['a boolean', '<parameter=metric>\nTrue\n</parameter>', { metric: true }],
    ['an array, as JSON', '<parameter=tags>\n["a", "b"]\n</parameter>', { tags: ['a', 'b'] }],
    ['a string stays text', '<parameter=city>\n42\n</parameter>', { city: '42' }],
    ['a nullable string: null', '<parameter=note>\nnull\n</parameter>', { note: null }],
    ['a parameter the schema does not list stays text', '<parameter=extra>\n1\n</parameter>', { extra: '1' }],
  ])('with tools, %s is converted as the schema says', (_, parameter, args) => {
    const text = `<tool_call>\n<function=get_weather>\n${parameter}\n</function>\n</tool_call>`
    const verdict = match(
      text,
      { name: 'get_weather', arguments: args },
      { parse: 'lenient', tools, extraArguments: 'allow' },
    )
    expect(plain(verdict.turn?.calls ?? [])).toEqual([{ name: 'get_weather', arguments: args }])
  })

  test('with tools, a value that does not convert is a read failure at its path', () => {
    const text = '<function=get_weather>\n<parameter=days>\nthree\n</parameter>\n</function>'
    const verdict = match(text, { name: 'get_weather' }, { parse: 'lenient', tools })
    expect(verdict.failure).toMatchObject({
      kind: 'schema_invalid',
      format: 'qwen-xml',
      path: [0, 'arguments', 'days'],
      expected: ['integer'],
    })
  })

  test.each([
    ['cut off inside a value', fixtureText('qwen-xml/cut-off.txt'), ['</parameter>'], undefined],
    ['a function tag never closed', '<function=f\n<parameter=a>1</parameter>', ['<function=NAME>'], 'f'],
    [
      'prose where a parameter must be',
      '<function=f>\nhello\n</function>',
      ['<parameter=', '</function>'],
      'hello',
    ],
  ])('%s is text_syntax at its position', (_, text, expected, token) => {
    const failure = readFailure(text, lenient)
    expect(failure).toMatchObject({ kind: 'text_syntax', format: 'qwen-xml', expected })
    expect(failure.token).toBe(token)
  })

  test('a parameter given twice is a duplicate key', () => {
    const text = '<function=f>\n<parameter=a>\n1\n</parameter>\n<parameter=a>\n2\n</parameter>\n</function>'
    expect(readFailure(text, lenient)).toMatchObject({
      kind: 'duplicate_key',
      format: 'qwen-xml',
      token: 'a',
    })
  })

  test('strict parsing of a Qwen3-Coder call is never "no call"', () => {
    expect(readFailure(fixtureText('qwen-xml/two-calls.txt'))).toMatchObject({
      kind: 'native_syntax',
      format: 'qwen-xml',
      detail: 'qwen-xml',
    })
  })
})

describe('qwen-xml: names, values and failures in full', () => {
  test('a function tag with no ">" at all fails at the end of the text', () => {
    expect(readFailure('<function=f', lenient)).toStrictEqual({
      kind: 'text_syntax',
      format: 'qwen-xml',
      position: { offset: 11, line: 1, column: 12 },
      expected: ['<function=NAME>'],
      excerpt: { text: '<function=f', offset: 11 },
    })
  })

  test('white space around a function name is not part of it', () => {
    expect(plain(readOk('<function= f >\n</function>', lenient).calls)).toEqual([
      { name: 'f', arguments: {} },
    ])
  })

  test('only the line breaks around a value are dropped, not those inside it', () => {
    const text = '<function=f>\n<parameter=a>one\ntwo\nthree</parameter>\n</function>'
    expect(plain(readOk(text, lenient).calls)).toEqual([{ name: 'f', arguments: { a: 'one\ntwo\nthree' } }])
  })

  test('a second function with an empty name is schema_invalid at its name', () => {
    expect(readFailure('<function=f>\n</function>\n<function= >\n</function>', lenient)).toStrictEqual({
      kind: 'schema_invalid',
      format: 'qwen-xml',
      path: [1, 'name'],
      expected: ['non-empty string'],
      detail: 'empty string',
    })
  })

  test('two parameter names equal once normalised (NFC) are a duplicate key in that call’s arguments', () => {
    const text =
      '<function=f>\n</function>\n<function=g>\n<parameter=\u00e9>1</parameter><parameter=e\u0301>2</parameter>\n</function>'
    expect(readFailure(text, lenient)).toStrictEqual({
      kind: 'duplicate_key',
      format: 'qwen-xml',
      path: [1, 'arguments'],
      detail: '\u00e9',
    })
  })

  test.each([
    ['right after the tag', '<function=f>{"a": 1}</function>'],
    ['after a space', '<function=f> {"a": 1}</function>'],
    ['after a line break', '<function=f>\n{"a": 1}</function>'],
  ])('<function=NAME> with a JSON body %s is Llama’s format, not qwen-xml', (_, text) => {
    expect(qwenXml.find(text)).toBeUndefined()
    expect(readOk(text, lenient).format).toBe('llama')
  })
})
