import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { fixtureText, plain, readFailure, readOk } from '../helpers.js'

const lenient = { parse: 'lenient' } as const
const chosen = { syntax: 'deepseek-dsml' } as const

/** A DSML block around `body`. */
const block = (body: string, tag = 'function_calls') => `<｜DSML｜${tag}>\n${body}\n</｜DSML｜${tag}>`
const invoke = (name: string, body: string) => `<｜DSML｜invoke name="${name}">\n${body}\n</｜DSML｜invoke>`
const parameter = (key: string, value: string, string: 'true' | 'false') =>
  `<｜DSML｜parameter name="${key}" string="${string}">${value}</｜DSML｜parameter>`

describe('deepseek-dsml (DeepSeek V3.2 DSML markup)', () => {
  test('the recorded shape: two invokes after prose, string and JSON parameters', () => {
    const expected = [
      { name: 'get_weather', arguments: { location: 'Hangzhou', days: 3 } },
      {
        name: 'search_hotels',
        arguments: { city: 'Beijing', filters: { max_price: 600, stars: [4, 5], breakfast: true } },
      },
    ]
    for (const options of [lenient, chosen]) {
      const turn = readOk(fixtureText('deepseek-dsml/v32-two-calls.txt'), options)
      expect(turn.format).toBe('deepseek-dsml')
      expect(plain(turn.calls)).toEqual(expected)
    }
  })

  test.each([
    [
      'string="true" keeps the text as written, digits and spaces included',
      block(invoke('f', parameter('a', ' 007 ', 'true'))),
      { a: ' 007 ' },
    ],
    [
      'string="false" reads JSON: numbers, booleans, null, arrays',
      block(
        invoke(
          'f',
          [
            parameter('n', '-1.5', 'false'),
            parameter('b', 'false', 'false'),
            parameter('z', 'null', 'false'),
            parameter('l', ' [1, "x"] ', 'false'),
          ].join('\n'),
        ),
      ),
      { n: -1.5, b: false, z: null, l: [1, 'x'] },
    ],
    ['an invoke with no parameter has none', block(invoke('f', '')), {}],
    [
      'an invoke holding one JSON object (its arguments)',
      block(invoke('f', '{"city": "Paris"}')),
      { city: 'Paris' },
    ],
    [
      'V4 writes tool_calls for the block',
      block(invoke('f', parameter('a', 'x', 'true')), 'tool_calls'),
      { a: 'x' },
    ],
    [
      'ASCII bars are read too',
      '<|DSML|function_calls><|DSML|invoke name="f"><|DSML|parameter name="a" string="true">x</|DSML|parameter></|DSML|invoke></|DSML|function_calls>',
      { a: 'x' },
    ],
    [
      'attributes in any order, extra spaces',
      block(invoke('f', '<｜DSML｜parameter  string="false"  name="a" >1</｜DSML｜parameter>')),
      { a: 1 },
    ],
  ])('%s', (_, text, args) => {
    expect(plain(readOk(text, lenient).calls)).toEqual([{ name: 'f', arguments: args }])
  })

  test('two blocks with prose between: every call, in order', () => {
    const text = `${block(invoke('a', ''))}\nThen:\n${block(invoke('b', ''))} done.`
    expect(readOk(text, lenient).calls.map((call) => call.name)).toEqual(['a', 'b'])
  })

  test.each([
    ['cut off inside a value', fixtureText('deepseek-dsml/cut-off.txt'), 'text_syntax', undefined],
    ['cut off after the block opens', 'Sure.\n<｜DSML｜function_calls>\n', 'text_syntax', undefined],
    ['cut off after an invoke', block(invoke('f', '')).slice(0, -25), 'text_syntax', undefined],
    [
      'a parameter without string=',
      block(invoke('f', '<｜DSML｜parameter name="a">1</｜DSML｜parameter>')),
      'text_syntax',
      '>',
    ],
    [
      'string="maybe"',
      block(invoke('f', '<｜DSML｜parameter name="a" string="maybe">1</｜DSML｜parameter>')),
      'text_syntax',
      '>',
    ],
    [
      'a parameter without name',
      block(invoke('f', '<｜DSML｜parameter string="true">1</｜DSML｜parameter>')),
      'text_syntax',
      '>',
    ],
    [
      'string="false" with text that is not JSON',
      block(invoke('f', parameter('a', 'Paris', 'false'))),
      'not_json',
      'Paris',
    ],
    [
      'a key twice',
      block(invoke('f', `${parameter('a', '1', 'false')}\n${parameter('a', '2', 'false')}`)),
      'duplicate_key',
      'a',
    ],
    ['an empty block', block(''), 'text_syntax', '</｜DSML｜function_calls>'],
    ['prose inside the block', block(`let me see ${invoke('f', '')}`), 'text_syntax', 'let'],
    ['an invoke outside any block', `${invoke('f', '')}`, 'text_syntax', '<｜DSML｜invoke'],
    [
      'an invoke after a closed block',
      `${block(invoke('a', ''))}\n${invoke('b', '')}`,
      'text_syntax',
      '<｜DSML｜invoke',
    ],
  ])('%s is a read failure naming the format', (_, text, kind, token) => {
    const failure = readFailure(text, lenient)
    expect(failure).toMatchObject({ kind, format: 'deepseek-dsml' })
    if (token !== undefined) expect(failure.token?.startsWith(token) || failure.token === token).toBe(true)
    expect(readFailure(text, chosen)).toMatchObject({ kind, format: 'deepseek-dsml' })
  })

  test('an invoke without a name is schema_invalid at the call', () => {
    expect(readFailure(block('<｜DSML｜invoke>\n</｜DSML｜invoke>'), lenient)).toMatchObject({
      kind: 'schema_invalid',
      format: 'deepseek-dsml',
      path: [0, 'name'],
    })
  })

  test('strict parsing names the format and the option that reads it, never an abstention', () => {
    for (const text of [fixtureText('deepseek-dsml/v32-two-calls.txt'), 'Sure <｜DSML｜invoke name="f">']) {
      expect(readFailure(text)).toMatchObject({
        kind: 'native_syntax',
        format: 'deepseek-dsml',
        detail: 'deepseek-dsml',
      })
    }
  })

  test('prose that mentions DSML without its tags is an abstention', () => {
    expect(readOk('DeepSeek writes calls in DSML, e.g. function_calls blocks.', lenient).calls).toEqual([])
  })

  test('property: any calls written in DSML read back as themselves', () => {
    const key = fc.stringMatching(/^[a-z_][a-z0-9_]{0,8}$/)
    const value = fc.oneof(
      fc.string().filter((s) => !s.includes('</') && !/[|｜]/.test(s)),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer(), { maxLength: 3 }),
    )
    const calls = fc.array(
      fc.record({
        name: fc.stringMatching(/^[a-zA-Z_][\w.-]{0,12}$/),
        arguments: fc.dictionary(key, value, { maxKeys: 4 }),
      }),
      { minLength: 1, maxLength: 4 },
    )
    fc.assert(
      fc.property(calls, (list) => {
        const text = block(
          list
            .map((call) =>
              invoke(
                call.name,
                Object.entries(call.arguments)
                  .map(([k, v]) =>
                    typeof v === 'string'
                      ? parameter(k, v, 'true')
                      : parameter(k, JSON.stringify(v), 'false'),
                  )
                  .join('\n'),
              ),
            )
            .join('\n'),
        )
        const read = readOk(text, chosen)
        expect(plain(read.calls)).toEqual(plain(readOk(list).calls))
      }),
      { numRuns: 80 },
    )
  })
})

describe('deepseek-dsml: failures in full', () => {
  const OPEN_INVOKE = '<｜DSML｜invoke name="…">'
  const OPEN_PARAMETER = '<｜DSML｜parameter name="…" string="true|false">'
  const excerptOf = (text: string, offset: number) => {
    const start = Math.max(0, Math.min(offset - 40, text.length - 80))
    return { text: text.slice(start, start + 80), offset: offset - start }
  }

  test.each([
    [
      'an invoke tag with text that is no attribute',
      block('<｜DSML｜invoke name="f" x>\n</｜DSML｜invoke>'),
      { offset: 46, line: 2, column: 24 },
      [OPEN_INVOKE],
      'x>',
    ],
    [
      'a parameter tag with text that is no attribute',
      block(invoke('f', '<｜DSML｜parameter name="a" string="true" x>1</｜DSML｜parameter>')),
      { offset: 87, line: 3, column: 41 },
      [OPEN_PARAMETER],
      'x>1</｜DSML｜parameter>',
    ],
    [
      'a parameter with an empty name',
      block(invoke('f', '<｜DSML｜parameter name="" string="true">1</｜DSML｜parameter>')),
      { offset: 85, line: 3, column: 39 },
      ['name="…"'],
      '>1</｜DSML｜parameter>',
    ],
    [
      'a parameter without a name',
      block(invoke('f', '<｜DSML｜parameter string="true">1</｜DSML｜parameter>')),
      { offset: 77, line: 3, column: 31 },
      ['name="…"'],
      '>1</｜DSML｜parameter>',
    ],
    [
      'a parameter whose string= is neither true nor false',
      block(invoke('f', '<｜DSML｜parameter name="a" string="maybe">1</｜DSML｜parameter>')),
      { offset: 87, line: 3, column: 41 },
      ['string="true"', 'string="false"'],
      '>1</｜DSML｜parameter>',
    ],
    [
      'a parameter value cut off',
      '<｜DSML｜function_calls><｜DSML｜invoke name="f"><｜DSML｜parameter name="a" string="true">1',
      { offset: 86, line: 1, column: 87 },
      ['</｜DSML｜parameter>'],
      undefined,
    ],
    [
      'a JSON body cut off before its invoke closes',
      '<｜DSML｜function_calls><｜DSML｜invoke name="f">{"a": 1}',
      { offset: 53, line: 1, column: 54 },
      ['</｜DSML｜invoke>'],
      undefined,
    ],
    [
      'prose where a parameter must be',
      block(invoke('f', 'hello')),
      { offset: 47, line: 3, column: 1 },
      [OPEN_PARAMETER, '</｜DSML｜invoke>'],
      'hello',
    ],
    [
      'an empty tool_calls block',
      block('', 'tool_calls'),
      { offset: 20, line: 3, column: 1 },
      [OPEN_INVOKE, '</｜DSML｜tool_calls>'],
      '</｜DSML｜tool_calls>',
    ],
    [
      'an invoke outside any block',
      invoke('f', ''),
      { offset: 0, line: 1, column: 1 },
      ['<｜DSML｜function_calls>'],
      '<｜DSML｜invoke',
    ],
  ])('%s is text_syntax at its position', (_, text, position, expected, token) => {
    expect(readFailure(text, lenient)).toStrictEqual({
      kind: 'text_syntax',
      format: 'deepseek-dsml',
      position,
      expected,
      ...(token === undefined ? {} : { token }),
      excerpt: excerptOf(text, position.offset),
    })
  })

  test('two parameter names equal once normalised (NFC) are a duplicate key in the call’s arguments', () => {
    const text = block(invoke('f', parameter('\u00e9', '1', 'true') + parameter('e\u0301', '2', 'true')))
    expect(readFailure(text, lenient)).toStrictEqual({
      kind: 'duplicate_key',
      format: 'deepseek-dsml',
      path: [0, 'arguments'],
      detail: '\u00e9',
    })
  })
})
