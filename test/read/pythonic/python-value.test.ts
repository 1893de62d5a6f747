import { describe, expect, test } from 'vitest'
import type { JsonValue } from '../../../src/json/types.js'
import type { PythonCallFailure } from '../../../src/read/pythonic/python-call-failure.js'
import { decodeArgument as decodeValue, failureAt } from './decode-argument.js'

describe('Python literal values that read', () => {
  test.each<[string, string, JsonValue]>([
    ['a negative float without a leading digit', '-.5', -0.5],
    ['a positive float without a leading digit', '+.5', 0.5],
    ['a sign, a space, a float', '- .25', -0.25],
    ['adjacent strings, each with its own prefix', String.raw`'a' r'\d' u'\n' R'\t' '\t'`, 'a\\d\n\\t\t'],
    ['an empty tuple', '()', []],
    ['an empty list', '[]', []],
    ['an empty dict', '{}', {}],
    ['a dict with a trailing comma', "{'k': 1,}", { k: 1 }],
    ['a value followed by white space', "'x'  ", 'x'],
  ])('%s', (_, literal, value) => {
    expect(decodeValue(literal)).toStrictEqual({ value })
  })

  test.each<[string, string, number, JsonValue]>([
    ['a list at the deepest level allowed', '[1]', 1, [1]],
    ['a dict value at the deepest level allowed', "{'k': 1}", 1, { k: 1 }],
    ['a list in a dict value within the limit', "{'k': [1]}", 2, { k: [1] }],
  ])('%s', (_, literal, maxDepth, value) => {
    expect(decodeValue(literal, { maxDepth })).toStrictEqual({ value })
  })
})

describe('Python values that are refused, with position and token', () => {
  test.each<[string, string, { failure: PythonCallFailure }]>([
    ['a minus before a dot and a name', '-.x', failureAt('not_a_literal', 4, '-')],
    ['a minus before a name and a digit', '-x1', failureAt('not_a_literal', 4, '-')],
    ['a set of one number', '{1}', failureAt('not_a_literal', 5, 'set')],
    ['a set of one string', "{'a'}", failureAt('not_a_literal', 5, 'set')],
    ['a set of two strings', "{'a', 'b'}", failureAt('not_a_literal', 5, 'set')],
    ['a list without a comma', '[1 2]', failureAt('unexpected_token', 7, '2')],
    ['a tuple without a comma', '(1 2)', failureAt('unexpected_token', 7, '2')],
    ['a dict without a comma', "{'a': 1 'b': 2}", failureAt('unexpected_token', 12, "'")],
    ['nothing before the closing parenthesis', '', failureAt('unexpected_token', 4, ')')],
    ['a character that starts no value', '@', failureAt('unexpected_token', 4, '@')],
    ['a name glued to a quote', "x'a'", failureAt('not_a_literal', 4, 'x')],
    ['a constant glued to a quote', "None'a'", failureAt('unexpected_token', 8, "'")],
    ['a raw bytes literal', "rb'a'", failureAt('not_a_literal', 4, "rb'…")],
    ['a name in a list', '[x]', failureAt('not_a_literal', 5, 'x')],
    ['a subscript', "'abc'[0]", failureAt('not_a_literal', 4, "'abc'[")],
    ['a comparison after a space', '1 < 2', failureAt('not_a_literal', 4, '1 <')],
  ])('%s', (_, literal, failure) => {
    expect(decodeValue(literal)).toStrictEqual(failure)
  })

  test('the text ends right after a value: unexpected_end, not an operator', () => {
    expect(decodeValue('1', { close: false })).toStrictEqual(failureAt('unexpected_end', 5))
    expect(decodeValue("'x'", { close: false })).toStrictEqual(failureAt('unexpected_end', 7))
  })

  test.each<[string, string, number, { failure: PythonCallFailure }]>([
    ['a list deeper than the limit', '[1]', 0, failureAt('too_deep', 4, '[')],
    ['a tuple as a dict key, deeper than the limit', '{(1,): 2}', 1, failureAt('too_deep', 5, '(')],
    ['a list as a dict value, deeper than the limit', "{'k': [1]}", 1, failureAt('too_deep', 10, '[')],
    ['a dict in a list, deeper than the limit', '[{}]', 1, failureAt('too_deep', 5, '{')],
    ['a tuple as a dict key within the limit', '{(1,): 2}', 2, failureAt('non_string_key', 5, '(')],
  ])('%s', (_, literal, maxDepth, failure) => {
    expect(decodeValue(literal, { maxDepth })).toStrictEqual(failure)
  })
})
