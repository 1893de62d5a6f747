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
