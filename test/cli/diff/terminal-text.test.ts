// Issue 19, item 11: what `diff` prints of data is clipped, and nothing in it can drive or reorder the terminal.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { escapeJsonText, printable, TERMINAL_CHARS } from '../../../src/cli/diff/terminal-text.js'

/** Every character a terminal must not get raw. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters that must not survive
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/

describe('printable', () => {
  test.each([
    ['plain', 'order-7', 'order-7'],
    ['right-to-left override', 'abc\u202Etxt.exe', 'abc\\u202etxt.exe'],
    [
      'every bidirectional embedding and override',
      '\u202A\u202B\u202C\u202D\u202E',
      '\\u202a\\u202b\\u202c\\u202d\\u202e',
    ],
    ['isolates', '\u2066\u2067\u2068\u2069', '\\u2066\\u2067\\u2068\\u2069'],
    ['marks', '\u200E\u200F\u061C', '\\u200e\\u200f\\u061c'],
    ['escape sequences and C1 controls', '\u001b[31mred\u009b', '\\u001b[31mred\\u009b'],
    ['newlines and separators', 'a\nb\u2028c', 'a\\nb\\u2028c'],
    ['Arabic stays as it is', 'الرياض', 'الرياض'],
    ['a lone surrogate', '\uD800x', '\\ud800x'],
  ])('%s', (_, text, shown) => {
    expect(printable(text)).toBe(shown)
  })

  test('a long id is clipped at a code point, with how many more there were', () => {
    const id = '😀'.repeat(100_000)
    const shown = printable(id)
    expect(shown).toBe(`${'😀'.repeat(TERMINAL_CHARS)}… (${100_000 - TERMINAL_CHARS} more characters)`)
  })

  test('property: nothing unsafe survives, and the output is bounded', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        const shown = printable(text)
        expect(shown).not.toMatch(UNSAFE)
        expect(shown.length).toBeLessThanOrEqual(TERMINAL_CHARS * 12 + 40)
      }),
    )
  })
})

describe('escapeJsonText', () => {
  test('the same JSON value, with nothing unsafe left raw', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = escapeJsonText(JSON.stringify(value, null, 2))
        // White space between JSON tokens is the only control character left.
        expect(text.replace(/\n */g, '')).not.toMatch(UNSAFE)
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)))
      }),
    )
  })
})
