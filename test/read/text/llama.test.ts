import { describe, expect, test } from 'vitest'
import { fixtureText, plain, readFailure, readOk } from '../helpers.js'

const lenient = { parse: 'lenient' } as const
const llama = { syntax: 'llama' } as const

describe('llama (Llama 3.1–3.3 JSON, <|python_tag|>, built-in tools)', () => {
  test.each([
    [
      'JSON after <|python_tag|>',
      'llama/python-tag-json.txt',
      [{ name: 'trending_songs', arguments: { genre: 'rock', n: '10' } }],
    ],
    [
      'the built-in brave_search, named by the tool',
      'llama/brave-search.txt',
      [{ name: 'brave_search', arguments: { query: 'current weather in Menlo Park, California' } }],
    ],
    [
      'the built-in wolfram_alpha',
      'llama/wolfram-alpha.txt',
      [{ name: 'wolfram_alpha', arguments: { query: 'solve x^3 - 4x^2 + 6x - 24 = 0' } }],
    ],
    [
      'the code interpreter: raw code is a call of code_interpreter with { code }',
      'llama/code-interpreter.txt',
      [{ name: 'code_interpreter', arguments: { code: 'import math\n\nprint(math.sqrt(144))' } }],
    ],
  ])('%s', (_, file, calls) => {
    for (const options of [lenient, llama]) {
      const turn = readOk(fixtureText(file), options)
      expect(turn.format).toBe('llama')
      expect(plain(turn.calls)).toEqual(calls)
    }
  })

  test('JSON with "parameters" before <|eot_id|>: lenient reads it as JSON in prose, syntax: llama as llama', () => {
    const calls = [
      { name: 'get_current_conditions', arguments: { location: 'San Francisco, CA', unit: 'Fahrenheit' } },
    ]
    const text = fixtureText('llama/json-parameters.txt')
    expect(plain(readOk(text, lenient).calls)).toEqual(calls)
    expect(readOk(text, llama)).toMatchObject({ format: 'llama' })
    expect(plain(readOk(text, llama).calls)).toEqual(calls)
  })

  test('several JSON calls separated by ";"', () => {
    const text = '{"name": "a", "parameters": {"q": 1}}; {"name": "b", "parameters": {}}<|eom_id|>'
    expect(plain(readOk(text, llama).calls)).toEqual([
      { name: 'a', arguments: { q: 1 } },
      { name: 'b', arguments: {} },
    ])
  })

  test('pythonic calls after <|python_tag|>, ending with <|eot_id|>', () => {
    const text = '<|python_tag|>[get_weather(city="Paris"), get_time(zone="CET")]<|eot_id|>'
    expect(plain(readOk(text, lenient).calls)).toEqual([
      { name: 'get_weather', arguments: { city: 'Paris' } },
      { name: 'get_time', arguments: { zone: 'CET' } },
    ])
  })

  test('code that opens like a call but is no call is the code interpreter', () => {
    const turn = readOk('<|python_tag|>print(sum(range(10)))<|eom_id|>', lenient)
    expect(plain(turn.calls)).toEqual([
      { name: 'code_interpreter', arguments: { code: 'print(sum(range(10)))' } },
    ])
  })

  test.each([
    ['cut off inside the JSON', fixtureText('llama/cut-off.txt'), 'not_json'],
    [
      'text after a JSON call that is no ";"',
      '<|python_tag|>{"name": "a", "parameters": {}} and more',
      'text_syntax',
    ],
    ['nothing after <|python_tag|>', 'ok <|python_tag|><|eom_id|>', 'text_syntax'],
    ['a bracketed pythonic call that does not decode', "<|python_tag|>[f('x')]<|eom_id|>", 'python_syntax'],
  ])('%s is a read failure', (_, text, kind) => {
    expect(readFailure(text, lenient).kind).toBe(kind)
  })

  test('strict parsing of a code-interpreter call is never "no call"', () => {
    expect(readFailure(fixtureText('llama/code-interpreter.txt'))).toMatchObject({
      kind: 'native_syntax',
      format: 'llama',
      token: '<|python_tag|>',
      detail: 'llama',
    })
  })

  test('prose ending with <|eot_id|> is an answer, also with syntax: llama', () => {
    expect(readOk('Paris is sunny today.<|eot_id|>', llama).calls).toEqual([])
    expect(readOk('Paris is sunny today.<|eot_id|>').calls).toEqual([])
  })
})

describe("llama: Llama 3.1's <function=NAME>{…}</function> form", () => {
  test('is read as llama, not as Qwen3-Coder XML', () => {
    for (const options of [{ parse: 'lenient' } as const, { syntax: 'llama' } as const]) {
      const turn = readOk(fixtureText('llama/function-tag.txt'), options)
      expect(turn.format).toBe('llama')
      expect(plain(turn.calls)).toEqual([{ name: 'spotify_trending_songs', arguments: { n: '5' } }])
    }
    expect(readFailure(fixtureText('llama/function-tag.txt'))).toMatchObject({
      kind: 'native_syntax',
      format: 'llama',
    })
  })

  test('two blocks, and a block cut off or followed by prose', () => {
    const two = '<function=a>{"x": 1}</function>\n<function=b>{}</function>'
    expect(plain(readOk(two, { parse: 'lenient' }).calls)).toEqual([
      { name: 'a', arguments: { x: 1 } },
      { name: 'b', arguments: {} },
    ])
    expect(readFailure('<function=a>{"x": ', { parse: 'lenient' })).toMatchObject({
      kind: 'not_json',
      format: 'llama',
    })
    expect(readFailure('<function=a>{"x": 1} then', { parse: 'lenient' })).toMatchObject({
      kind: 'text_syntax',
      format: 'llama',
      expected: ['</function>'],
    })
  })
})
