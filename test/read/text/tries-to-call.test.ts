import { describe, expect, test } from 'vitest'
import { callKeyOutside, startsAsJson, triesToCall } from '../../../src/read/text/tries-to-call.js'

describe('callKeyOutside: the first call key outside the objects that parsed', () => {
  test.each<[string, string, { start: number; end: number }[], number]>([
    ['no span: the first key', 'see {"name": "f"}', [], 5],
    ['a key inside the only span', 'x {"name": "f"} y', [{ start: 2, end: 15 }], -1],
    ['a key at the first character of a span is inside it', '"name": 1', [{ start: 0, end: 9 }], -1],
    ['a key right where a span ends is outside it', '{}"name": 1', [{ start: 0, end: 2 }], 2],
    [
      'a key inside the first span, another after it',
      '{"name": 1} {"tool_calls": ',
      [{ start: 0, end: 11 }],
      13,
    ],
    [
      'keys inside two spans, none outside',
      '{"name": 1} and {"function_call": 2}',
      [
        { start: 0, end: 11 },
        { start: 16, end: 36 },
      ],
      -1,
    ],
    ['a key cut off at the end of the text', 'x {"name"', [], 3],
    ['a key that is no call key', 'x {"title": 1', [], -1],
  ])('%s', (_, text, spans, at) => {
    expect(callKeyOutside(text, spans)).toBe(at)
  })
})

describe('triesToCall: text that is no JSON value but tries to be a call', () => {
  test.each([
    ['an object opening the text', '  {"a": 1', true],
    ['an object inside an opening fence', '```json\n{"a": ', true],
    ['a call key anywhere', 'I will call {"name": "f", "arguments": {', true],
    ['prose with a citation', 'See [1] and {PNR-7XK2Q9}.', false],
    ['prose with a JSON fragment that is no call', 'It is {"city": "Paris"} today.', false],
  ])('%s: %s', (_, text, tries) => {
    expect(triesToCall(text)).toBe(tries)
  })

  test('startsAsJson: an array of objects opens as JSON, a citation does not', () => {
    expect(startsAsJson('[{"name": "f"}')).toBe(true)
    expect(startsAsJson('[1] says so')).toBe(false)
  })
})
