import { describe, expect, test } from 'vitest'
import { looksPythonic } from '../../../src/read/pythonic/read-pythonic.js'
import { readCalls } from '../../../src/read/read-calls.js'
import type { ReadOptions } from '../../../src/read/types.js'

const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown

/** What `readCalls` makes of text: the format and calls, or the failure's kind. */
function read(text: string, options?: ReadOptions) {
  const result = readCalls(text, { syntax: 'python', ...options })
  if (!result.ok) return { failure: result.failure.kind }
  return { format: result.turn.format, calls: plain(result.turn.calls) }
}

const weather = [{ name: 'get_weather', arguments: { city: 'Paris' } }]

describe('looksPythonic', () => {
  test.each<[string, boolean]>([
    ["[get_weather(city='Paris')]", true],
    ["  [ get_weather (city='Paris')]", true],
    ["get_weather(city='Paris')", true],
    ['math.hypot(x=3)', true],
    ['Paris (France) is lovely', false],
    ['get_weather (city="Paris")', false],
    ['[{"get_weather": {}}]', false],
    ['[1, 2]', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(looksPythonic(text)).toBe(expected)
  })
})

describe('readCalls on Python-syntax text, by default: never an abstention, a failure naming syntax: python', () => {
  test.each<[string, string, unknown]>([
    ['a bare call', "get_weather(city='Paris')", { failure: 'native_syntax' }],
    ['a bracketed call', "[get_weather(city='Paris')]", { failure: 'native_syntax' }],
    ['a bracketed positional call', "[get_weather('Paris')]", { failure: 'native_syntax' }],
    ['a bare call with a positional argument, alone', "get_weather('Paris')", { failure: 'native_syntax' }],
    [
      'prose that opens with a word and a parenthesis',
      'Note(s): the flight is full.',
      { format: 'text', calls: [] },
    ],
  ])('%s', (_, text, expected) => {
    const result = readCalls(text)
    expect(
      result.ok
        ? { format: result.turn.format, calls: plain(result.turn.calls) }
        : { failure: result.failure.kind },
    ).toEqual(expected)
  })

  test('syntax must be one of the known syntaxes', () => {
    expect(() => readCalls('x', { syntax: 'ruby' as never })).toThrow(
      /syntax must be one of "json", "python", "hermes"/,
    )
  })

  test('the failure names the pythonic format and the syntax that reads it', () => {
    const result = readCalls("[get_weather(city='Paris')]")
    expect(result.ok ? undefined : result.failure).toMatchObject({
      kind: 'native_syntax',
      format: 'pythonic',
      detail: 'python',
      position: { offset: 0 },
    })
  })

  test('lenient parsing detects and reads it', () => {
    const result = readCalls("[get_weather(city='Paris')]", { parse: 'lenient' })
    expect(result.ok && plain(result.turn.calls)).toEqual([
      { name: 'get_weather', arguments: { city: 'Paris' } },
    ])
  })
})

describe("readCalls on Python-syntax text, with syntax: 'python'", () => {
  test.each<[string, string, ReadOptions | undefined, unknown]>([
    ['bracketed', "[get_weather(city='Paris')]", undefined, { format: 'pythonic', calls: weather }],
    ['bare', 'get_weather(city="Paris")', undefined, { format: 'pythonic', calls: weather }],
    [
      'lenient policy too',
      "[get_weather(city='Paris')]",
      { parse: 'lenient' },
      { format: 'pythonic', calls: weather },
    ],
    [
      'several calls, dotted names, nested literals',
      "[math.hypot(x=3, y=4.5), f(xs=[1, (2, 3)], d={'k': None, 'b': True})]",
      undefined,
      {
        format: 'pythonic',
        calls: [
          { name: 'math.hypot', arguments: { x: 3, y: 4.5 } },
          { name: 'f', arguments: { d: { b: true, k: null }, xs: [1, [2, 3]] } },
        ],
      },
    ],
    ['an empty call list is not pythonic: JSON []', '[]', undefined, { format: 'bfcl', calls: [] }],
    ['a positional argument', "[get_weather('Paris')]", undefined, { failure: 'python_syntax' }],
    ['an expression as a value', '[f(x=1+2)]', undefined, { failure: 'python_syntax' }],
    ['unbalanced', "[f(x='a']", undefined, { failure: 'python_syntax' }],
    ['trailing prose', "[f(x='a')] hope that helps", undefined, { failure: 'python_syntax' }],
    [
      'too deep for maxDepth',
      `[f(x=${'['.repeat(10)}${']'.repeat(10)})]`,
      { maxDepth: 5 },
      { failure: 'python_syntax' },
    ],
    [
      'prose that opens with a parenthesis stays prose',
      'Paris (France) is lovely',
      undefined,
      { format: 'text', calls: [] },
    ],
  ])('%s', (_, text, options, expected) => {
    expect(read(text, options)).toEqual(expected)
  })

  test('a failure names the reason, the position and the token', () => {
    const result = readCalls("[get_weather('Paris')]", { syntax: 'python' })
    expect(result).toMatchObject({
      ok: false,
      failure: {
        kind: 'python_syntax',
        format: 'pythonic',
        position: { offset: 13, line: 1, column: 14 },
        token: "'",
        excerpt: { text: "[get_weather('Paris')]", offset: 13 },
      },
    })
    expect(result.ok ? '' : result.failure.detail).toMatch(/^a positional argument/)
  })

  test('strings are canonicalised like every format (NFC), and __proto__ is a plain argument', () => {
    const result = readCalls("[f(name='Cafe\u0301', __proto__='x')]", { syntax: 'python' })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const args = result.turn.calls[0]!.arguments
    expect(args.name).toBe('Caf\u00e9')
    expect(Object.hasOwn(args, '__proto__')).toBe(true)
    expect(({} as Record<string, unknown>).x).toBeUndefined()
  })
})

describe("readCalls with syntax: 'python': the whole failure", () => {
  /** The failure of reading `text` as Python syntax. */
  function failureOf(text: string, options?: ReadOptions): unknown {
    const result = readCalls(text, { syntax: 'python', ...options })
    return result.ok ? expect.fail(`expected a failure, read ${JSON.stringify(result.turn)}`) : result.failure
  }

  test('an integer no double holds is precision_loss, as in JSON text', () => {
    expect(failureOf('[f(a=9007199254740993)]')).toStrictEqual({
      kind: 'precision_loss',
      format: 'pythonic',
      position: { offset: 5, line: 1, column: 6 },
      token: '9007199254740993',
      excerpt: { text: '[f(a=9007199254740993)]', offset: 5 },
      detail: 'the number "9007199254740993" cannot be kept exactly as a double',
    })
  })

  test('a failure without a token has no token field', () => {
    expect(failureOf('[f(a=1)')).toStrictEqual({
      kind: 'python_syntax',
      format: 'pythonic',
      position: { offset: 7, line: 1, column: 8 },
      excerpt: { text: '[f(a=1)', offset: 7 },
      detail: 'the text ends inside a call',
    })
  })

  test('keywords equal once canonicalised are a duplicate key at the arguments of that call', () => {
    expect(failureOf('[g(), f(Cafe\u0301=1, Caf\u00e9=2)]')).toStrictEqual({
      kind: 'duplicate_key',
      path: [1, 'arguments'],
      detail: 'Caf\u00e9',
      format: 'pythonic',
    })
  })

  test('nesting the canonical form refuses is too_deep at its path inside the arguments', () => {
    expect(failureOf('[g(), f(a=[[1]])]', { maxDepth: 2 })).toStrictEqual({
      kind: 'too_deep',
      path: [1, 'arguments', 'a', 0],
      detail: '2',
      format: 'pythonic',
    })
  })
})
