import { describe, expect, test } from 'vitest'
import { maskOutside } from '../../../src/read/text/python.js'
import { plain, readFailure, readOk } from '../helpers.js'

const python = { syntax: 'python' } as const

describe('maskOutside', () => {
  test('blanks every character outside the range with a space, keeping line breaks, so offsets stay', () => {
    expect(maskOutside('ab\r\ncd[f()]xy\nz', 6, 11)).toBe('  \r\n  [f()]  \n ')
  })
})

describe('python (pythonic calls, also between Llama tokens)', () => {
  test.each([
    ['bracketed calls', '[f(a=1)]'],
    ['after <|python_tag|>', '<|python_tag|>[f(a=1)]'],
    ['between <|python_tag|> and <|eom_id|>', '<|python_tag|>[f(a=1)]<|eom_id|>'],
    ['before <|eot_id|>', '[f(a=1)]<|eot_id|>'],
    ['before <|eom_id|> and a line break', '[f(a=1)]<|eom_id|>\n'],
    ['before <|eom_id|> with white space around it', '[f(a=1)] <|eom_id|>  \n'],
  ])('%s', (_, text) => {
    const turn = readOk(text, python)
    expect(turn.format).toBe('pythonic')
    expect(plain(turn.calls)).toEqual([{ name: 'f', arguments: { a: 1 } }])
  })

  test('an end token inside a string, not at the end of the text, is part of the string', () => {
    expect(plain(readOk('[f(a="<|eot_id|>")]', python).calls)).toEqual([
      { name: 'f', arguments: { a: '<|eot_id|>' } },
    ])
  })

  test('a failure after <|python_tag|> keeps its position in the whole text', () => {
    const text = '<|python_tag|>[f(a=)]<|eom_id|>'
    expect(readFailure(text, python)).toMatchObject({
      kind: 'python_syntax',
      format: 'pythonic',
      position: { offset: 19, line: 1, column: 20 },
      token: ')',
      detail: 'unexpected ")"',
    })
  })
})
