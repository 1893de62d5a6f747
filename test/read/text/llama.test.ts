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

describe('llama: the exact reading of JSON calls', () => {
  test('a ";" with no call after it fails where the call should open', () => {
    expect(readFailure('<|python_tag|>{"name": "a", "parameters": {}}; and more', lenient)).toStrictEqual({
      kind: 'text_syntax',
      format: 'llama',
      position: { offset: 47, line: 1, column: 48 },
      expected: ['a JSON call object'],
      token: 'and',
      excerpt: { text: '<|python_tag|>{"name": "a", "parameters": {}}; and more', offset: 47 },
    })
  })

  test('text after a JSON call that is no ";" fails there, expecting ";" or the end', () => {
    expect(readFailure('<|python_tag|>{"name": "a", "parameters": {}} and more', lenient)).toStrictEqual({
      kind: 'text_syntax',
      format: 'llama',
      position: { offset: 46, line: 1, column: 47 },
      expected: ['";"', 'the end of the calls'],
      token: 'and',
      excerpt: { text: '<|python_tag|>{"name": "a", "parameters": {}} and more', offset: 46 },
    })
  })

  test('a JSON call that never closes fails at the end of the text', () => {
    const text = '<|python_tag|>{"name": "a", "parameters": {"x": 1}'
    expect(readFailure(text, lenient)).toStrictEqual({
      kind: 'not_json',
      format: 'llama',
      position: { offset: 50, line: 1, column: 51 },
      excerpt: { text, offset: 50 },
    })
  })

  test('the end token ends the calls even inside a JSON string: the call is cut off there', () => {
    const text = '<|python_tag|>{"name": "a", "parameters": {"x": "<|eom_id|>"}}'
    expect(readFailure(text, lenient)).toStrictEqual({
      kind: 'not_json',
      format: 'llama',
      position: { offset: 49, line: 1, column: 50 },
      excerpt: { text, offset: 49 },
    })
  })

  test('a failing second call is named by its index', () => {
    expect(
      readFailure('{"name": "a", "parameters": {}}; {"parameters": {}}<|eom_id|>', lenient),
    ).toStrictEqual({
      kind: 'schema_invalid',
      format: 'llama',
      path: [1, 'name'],
      expected: ['non-empty string'],
      detail: 'missing',
    })
  })

  test('nothing after <|python_tag|> fails at the end token, expecting a call', () => {
    expect(readFailure('ok <|python_tag|><|eom_id|>', lenient)).toStrictEqual({
      kind: 'text_syntax',
      format: 'llama',
      position: { offset: 17, line: 1, column: 18 },
      expected: ['a call after <|python_tag|>'],
      token: '<|eom_id|>',
      excerpt: { text: 'ok <|python_tag|><|eom_id|>', offset: 17 },
    })
  })

  test('a "<function=" inside a JSON argument after <|python_tag|> is no function tag', () => {
    const text = '<|python_tag|>{"name": "f", "parameters": {"s": "<function=x>{"}}'
    expect(plain(readOk(text, lenient).calls)).toEqual([{ name: 'f', arguments: { s: '<function=x>{' } }])
  })
})

describe('llama: which texts syntax: llama reads', () => {
  test.each([
    ['a JSON call with no token', '{"name": "f", "parameters": {"x": 1}}'],
    ['a JSON call after a line break', '\n{"name": "f", "parameters": {"x": 1}}'],
    ['a JSON call after spaces', '  {"name": "f", "parameters": {"x": 1}}'],
  ])('%s is read as llama', (_, text) => {
    const turn = readOk(text, llama)
    expect(turn.format).toBe('llama')
    expect(plain(turn.calls)).toEqual([{ name: 'f', arguments: { x: 1 } }])
  })

  test('prose before a JSON object, with no llama token, is left to strict parsing', () => {
    expect(readFailure('ok {"name": "f", "parameters": {}}', llama)).toStrictEqual({
      kind: 'not_json',
      format: 'text',
      position: { offset: 0, line: 1, column: 1 },
      token: 'ok',
      excerpt: { text: 'ok {"name": "f", "parameters": {}}', offset: 0 },
    })
  })

  test('another syntax is not read as llama', () => {
    const text = '<tool_call>{"name": "f", "arguments": {}}</tool_call>'
    expect(readFailure(text, llama)).toMatchObject({
      kind: 'native_syntax',
      format: 'hermes',
      detail: 'hermes',
    })
  })

  test('a pythonic call that does not decode, before <|eot_id|>, is a Llama failure where the token cuts it', () => {
    expect(readFailure("get_weather(city='Paris'<|eot_id|>", llama)).toStrictEqual({
      kind: 'python_syntax',
      format: 'llama',
      position: { offset: 24, line: 1, column: 25 },
      excerpt: { text: "get_weather(city='Paris'<|eot_id|>", offset: 24 },
      detail: 'the text ends inside a call',
    })
    expect(readFailure("<|python_tag|>[get_weather(city='Paris'<|eom_id|>", llama)).toMatchObject({
      kind: 'python_syntax',
      format: 'llama',
      position: { offset: 39 },
      excerpt: { text: "<|python_tag|>[get_weather(city='Paris'<|eom_id|>", offset: 39 },
    })
  })

  test('code after <|python_tag|> that indexes with "[" is still code', () => {
    expect(plain(readOk('<|python_tag|>print(x[0])<|eom_id|>', lenient).calls)).toEqual([
      { name: 'code_interpreter', arguments: { code: 'print(x[0])' } },
    ])
  })
})

describe('llama: the exact reading of <function=NAME> blocks', () => {
  test.each([
    ['a name of several letters', '<function=ab>{"x": 1}</function>', 'ab'],
    ['white space around the name', '<function= ab >{"x": 1}</function>', 'ab'],
    ['white space before the JSON', '<function=ab> {"x": 1}</function>', 'ab'],
    ['a closing tag cut by the end of the text', '<function=ab>{"x": 1}', 'ab'],
    ['a closing tag cut by white space and the end', '<function=ab>{"x": 1}  \n', 'ab'],
    ['a closing tag cut by <|eot_id|>', '<function=ab>{"x": 1}<|eot_id|>', 'ab'],
    ['a closing tag cut by <|eom_id|>', '<function=ab>{"x": 1} <|eom_id|>', 'ab'],
  ])('%s', (_, text, name) => {
    const turn = readOk(text, lenient)
    expect(turn.format).toBe('llama')
    expect(plain(turn.calls)).toEqual([{ name, arguments: { x: 1 } }])
  })

  test('a block whose JSON never closes fails at the end of the text', () => {
    expect(readFailure('<function=a>{"x": 1', lenient)).toStrictEqual({
      kind: 'not_json',
      format: 'llama',
      position: { offset: 19, line: 1, column: 20 },
      excerpt: { text: '<function=a>{"x": 1', offset: 19 },
    })
  })

  test('a block with an empty name fails at its name', () => {
    expect(readFailure('<function=a>{}</function><function= >{}</function>', lenient)).toStrictEqual({
      kind: 'schema_invalid',
      format: 'llama',
      path: [1, 'name'],
      expected: ['non-empty string'],
      detail: 'empty string',
    })
  })
})
