import { describe, expect, test } from 'vitest'
import {
  describePythonCallFailure,
  type PythonCallFailureKind,
} from '../../../src/read/pythonic/python-call-failure.js'

const position = { offset: 3, line: 1, column: 4 }

describe('describePythonCallFailure: the words for each reason', () => {
  test.each<[PythonCallFailureKind, string, string]>([
    // kind, with the token "x", without a token
    [
      'expected_call',
      'expected a function call like name(key=value), found "x"',
      'expected a function call like name(key=value), found something else',
    ],
    [
      'positional_argument',
      'a positional argument (only keyword arguments name a parameter)',
      'a positional argument (only keyword arguments name a parameter)',
    ],
    ['duplicate_argument', 'the keyword "x" is given twice', 'the keyword is given twice'],
    [
      'not_a_literal',
      'not a Python literal "x" (values must be strings, numbers, True/False/None, lists, tuples or dicts)',
      'not a Python literal (values must be strings, numbers, True/False/None, lists, tuples or dicts)',
    ],
    ['unexpected_token', 'unexpected "x"', 'unexpected character'],
    ['unexpected_end', 'the text ends inside a call', 'the text ends inside a call'],
    ['unterminated_string', 'a string is not closed', 'a string is not closed'],
    ['invalid_escape', 'invalid escape "x" in a string', 'invalid escape in a string'],
    ['invalid_number', 'invalid number "x"', 'invalid number'],
    [
      'number_overflow',
      'the number "x" is too large to keep exactly',
      'the number is too large to keep exactly',
    ],
    [
      'precision_loss',
      'the number "x" cannot be kept exactly as a double',
      'the number cannot be kept exactly as a double',
    ],
    ['non_string_key', 'a dict key that is not a string', 'a dict key that is not a string'],
    ['duplicate_key', 'the dict key "x" is given twice', 'the dict key is given twice'],
    ['trailing_content', 'text after the calls "x"', 'text after the calls'],
    ['too_deep', 'the values nest too deeply', 'the values nest too deeply'],
    ['too_long', 'the text is too long to decode', 'the text is too long to decode'],
  ])('%s reads "%s" with a token, "%s" without', (kind, withToken, withoutToken) => {
    expect(describePythonCallFailure({ kind, position, token: 'x' })).toBe(withToken)
    expect(describePythonCallFailure({ kind, position })).toBe(withoutToken)
  })

  test('the token is quoted as JSON, so quotes and line breaks in it stay visible', () => {
    expect(describePythonCallFailure({ kind: 'unexpected_token', position, token: '"\n' })).toBe(
      String.raw`unexpected "\"\n"`,
    )
  })

  test('an empty token still shows, quoted', () => {
    expect(describePythonCallFailure({ kind: 'trailing_content', position, token: '' })).toBe(
      'text after the calls ""',
    )
  })

  test('a kind unknown to the type (an untyped caller) is shown as itself', () => {
    expect(describePythonCallFailure({ kind: 'mystery' as PythonCallFailureKind, position })).toBe('mystery')
  })
})
