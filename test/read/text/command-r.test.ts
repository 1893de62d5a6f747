import { describe, expect, test } from 'vitest'
import { fixtureText, plain, readFailure, readOk } from '../helpers.js'

const lenient = { parse: 'lenient' } as const

describe('command-r (Cohere Action blocks)', () => {
  test.each([
    [
      'Command R / R+: a plan, then Action: ```json [ … ] ```',
      'command-r/action-block.txt',
      [{ name: 'internet_search', arguments: { query: 'tallest penguin species' } }],
    ],
    [
      'Command R7B: <|START_ACTION|> with two calls',
      'command-r/r7b-two-calls.txt',
      [
        { name: 'get_weather', arguments: { city: 'Oslo' } },
        { name: 'get_time', arguments: { city: 'Oslo' } },
      ],
    ],
  ])('%s', (_, file, calls) => {
    for (const options of [lenient, { syntax: 'command-r' } as const]) {
      const turn = readOk(fixtureText(file), options)
      expect(turn.format).toBe('command-r')
      expect(plain(turn.calls)).toEqual(calls)
    }
  })

  test.each([
    ['cut off inside the block', fixtureText('command-r/cut-off.txt'), 'not_json'],
    ['a block that is no JSON', '<|START_ACTION|>search for it<|END_ACTION|>', 'text_syntax'],
    ['an entry without tool_name', '<|START_ACTION|>[{"parameters": {}}]<|END_ACTION|>', 'schema_invalid'],
  ])('%s is a read failure naming command-r', (_, text, kind) => {
    expect(readFailure(text, lenient)).toMatchObject({ kind, format: 'command-r' })
  })

  test('"Action:" in prose is no marker; an Action block is, in strict mode too', () => {
    expect(readOk('Action: book the flight, then email the receipt.').calls).toEqual([])
    expect(readFailure(fixtureText('command-r/action-block.txt'))).toMatchObject({
      kind: 'native_syntax',
      format: 'command-r',
    })
  })
})

describe('command-r: exact reading', () => {
  test('a single call object, not in an array, is read', () => {
    const turn = readOk('<|START_ACTION|>{"tool_name": "f", "parameters": {"x": 1}}<|END_ACTION|>', lenient)
    expect(turn.format).toBe('command-r')
    expect(plain(turn.calls)).toEqual([{ name: 'f', arguments: { x: 1 } }])
  })

  test('two action blocks are read in order', () => {
    const text =
      '<|START_ACTION|>[{"tool_name": "a", "parameters": {}}]<|END_ACTION|> then ' +
      '<|START_ACTION|>[{"tool_name": "b", "parameters": {}}]<|END_ACTION|>'
    expect(plain(readOk(text, lenient).calls)).toEqual([
      { name: 'a', arguments: {} },
      { name: 'b', arguments: {} },
    ])
  })

  test('a block that is no JSON fails where it opens, expecting a JSON array of calls', () => {
    const text = '<|START_ACTION|>search for it<|END_ACTION|>'
    expect(readFailure(text, lenient)).toStrictEqual({
      kind: 'text_syntax',
      format: 'command-r',
      position: { offset: 16, line: 1, column: 17 },
      expected: ['a JSON array of calls'],
      token: 'search',
      excerpt: { text, offset: 16 },
    })
  })

  test('a block cut off inside the JSON fails at the end of the text', () => {
    const text = '<|START_ACTION|>[{"tool_name": "f"'
    expect(readFailure(text, lenient)).toStrictEqual({
      kind: 'not_json',
      format: 'command-r',
      position: { offset: 34, line: 1, column: 35 },
      excerpt: { text, offset: 34 },
    })
  })
})
