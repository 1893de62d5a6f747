import { describe, expect, test } from 'vitest'
import { parseJson, parseJsonPrecise } from '../../src/json/parse.js'
import type { JsonParseResult } from '../../src/json/types.js'

const parsers = [
  ['parseJson', parseJson],
  ['parseJsonPrecise', parseJsonPrecise],
] as const

describe.each(parsers)('%s: \\u escapes', (_name, parse) => {
  test.each<[string, string]>([
    ['"\\u00ff"', '\u00ff'],
    ['"\\u00FF"', '\u00ff'],
    ['"\\uffFf"', '\uffff'],
    ['"\\u00af"', '\u00af'],
    ['"\\u0aF0"', '\u0af0'],
  ])('%s is one character', (text, value) => {
    expect(parse(text)).toEqual({ ok: true, value })
  })

  // `@` and `` ` `` sit just below `a`, and `G` and `g` just above `f`: none is a hexadecimal digit.
  test.each<[string, string]>([
    ['"\\u00@9"', '\\u00@'],
    ['"\\u00`9"', '\\u00`'],
    ['"\\u00G9"', '\\u00G'],
    ['"\\u00g9"', '\\u00g'],
    ['"\\u/000"', '\\u/'],
    ['"\\u:000"', '\\u:'],
  ])('%s is not JSON', (text, token) => {
    expect(parse(text)).toEqual<JsonParseResult>({
      ok: false,
      failure: { kind: 'not_json', position: { offset: 1, line: 1, column: 2 }, token },
    })
  })
})

type Failing = [string, number, string | undefined]

describe.each(parsers)('%s: where a broken string fails', (_name, parse) => {
  test.each<Failing>([
    // A key that never ends fails at the end of the text, not at its opening quote.
    ['{"ab', 4, undefined],
    ['{"a":1,"b', 9, undefined],
    // A bad escape in a key fails at the escape.
    ['{"a\\x":1}', 3, '\\x'],
    // The token of a bad escape is the backslash and one character, however long the string goes on.
    ['"\\xyz"', 1, '\\x'],
    ['["\\q", 1]', 2, '\\q'],
  ])('%j fails at %i with token %j', (text, offset, token) => {
    const result = parse(text)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.failure.kind).toBe('not_json')
    expect(result.failure.position.offset).toBe(offset)
    expect(result.failure.token).toBe(token)
  })
})
