import { describe, expect, test } from 'vitest'
import type { PythonCallFailure } from '../../../src/read/pythonic/python-call-failure.js'
import { decodeArgument, failureAt } from './decode-argument.js'

const decodeString = (literal: string, close = true) => decodeArgument(literal, { close })

describe('Python string escapes', () => {
  test.each<[string, string, string]>([
    ['a backslash before a line break continues the line', "'a\\\nb'", 'ab'],
    ['a backslash before CR LF continues the line', "'a\\\r\nb'", 'ab'],
    ['a backslash before a lone CR continues the line', "'a\\\rb'", 'ab'],
    ['\\0 is NUL', String.raw`'\0'`, '\u0000'],
    ['\\7 is BEL', String.raw`'\7'`, '\u0007'],
    ['\\17 takes two octal digits', String.raw`'\17'`, '\u000f'],
    ['\\101 takes three octal digits', String.raw`'\101'`, 'A'],
    ['an octal escape stops after three digits', String.raw`'\1234'`, 'S4'],
    ['an octal escape stops at 8', String.raw`'\18'`, '\u00018'],
    ['an octal escape stops at a character below 0', String.raw`'\1!'`, '\u0001!'],
    ['an octal escape stops at the closing quote', String.raw`'\1'`, '\u0001'],
    ['an unknown escape below 0 is kept', String.raw`'\('`, '\\('],
    ['an unknown escape above 7 is kept', String.raw`'\8'`, '\\8'],
    ['\\x00 is NUL', String.raw`'\x00'`, '\u0000'],
    ['\\x takes upper-case hex digits', String.raw`'\x4A'`, 'J'],
    ['\\U0010ffff is the last code point', String.raw`'\U0010ffff'`, '\u{10ffff}'],
    ['simple escapes', String.raw`'\a\b\f\v\r\'\"'`, '\u0007\b\f\v\r\'"'],
    ['a CR inside a triple-quoted string is kept', "'''a\rb'''", 'a\rb'],
    ['a raw string keeps a backslash before the quote', String.raw`r'a\'b'`, String.raw`a\'b`],
    ['a raw string keeps a backslash before a line break', "r'a\\\nb'", 'a\\\nb'],
  ])('%s', (_, literal, value) => {
    expect(decodeString(literal)).toStrictEqual({ value })
  })

  test.each<[string, string, PythonCallFailure['kind'], number, string]>([
    // name, literal, kind, offset in `f(a=<literal>)`, token
    ['\\x with one hex digit before the quote', String.raw`'\x4'`, 'invalid_escape', 5, String.raw`\x4'`],
    ['\\x with a sign', String.raw`'\x+1'`, 'invalid_escape', 5, String.raw`\x+1`],
    ['\\x with a non-hex digit first', String.raw`'\xg1'`, 'invalid_escape', 5, String.raw`\xg1`],
    ['\\u with three digits', String.raw`'\u123'`, 'invalid_escape', 5, String.raw`\u123'`],
    ['\\U beyond the last code point', String.raw`'\U00110000'`, 'invalid_escape', 5, String.raw`\U00110000`],
    ['\\N{…}', String.raw`'\N{DASH}'`, 'invalid_escape', 5, String.raw`\N`],
  ])('%s is invalid_escape at the backslash', (_, literal, kind, offset, token) => {
    expect(decodeString(literal)).toStrictEqual(failureAt(kind, offset, token))
  })
})

describe('unterminated strings fail at the opening quote (or prefix)', () => {
  test.each<[string, string, boolean, string]>([
    // name, literal, closed by `)`, token
    ['a bare CR in a single-quoted string', "'a\rb'", true, "'"],
    ['a line break in a double-quoted string', '"a\nb"', true, '"'],
    ['the text ends inside a string', "'abc", false, "'"],
    ['the text ends inside a triple-quoted string', "'''abc\n", false, "'"],
  ])('%s', (_, literal, close, token) => {
    expect(decodeString(literal, close)).toStrictEqual(failureAt('unterminated_string', 4, token))
  })

  test('the text ends right after \\x and one hex digit: invalid_escape at the backslash', () => {
    expect(decodeString(String.raw`'\xA`, false)).toStrictEqual(
      failureAt('invalid_escape', 5, String.raw`\xA`),
    )
  })

  test('the text ends right after a backslash: unterminated at the backslash', () => {
    expect(decodeString("'abc\\", false)).toStrictEqual(failureAt('unterminated_string', 8, '\\'))
  })

  test('the text ends right after a backslash in a raw string: unterminated at the prefix', () => {
    expect(decodeString("r'abc\\", false)).toStrictEqual(failureAt('unterminated_string', 4, 'r'))
  })
})
