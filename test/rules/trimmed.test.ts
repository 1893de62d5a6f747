import { describe, test } from 'vitest'
import type { JsonValue } from '../../src/json/types.js'
import { type Expected, expectFail, expectPass, expectUsageError } from './helpers.js'

const trimmed = (value: string) => ({ $rule: 'trimmed', value })

describe('trimmed', () => {
  test.each<[string, string, string]>([
    ['the same text', 'abc', 'abc'],
    ['surrounding spaces', 'abc', '  abc '],
    ['tabs and new lines', 'abc', '\tabc\n'],
    ['white space in the expected value', ' abc ', 'abc'],
    ['inner white space kept on both sides', 'a b', ' a b '],
  ])('passes: %s', (_, expected, received) => {
    expectPass(trimmed(expected), received)
  })

  test.each<[string, string, JsonValue | undefined, Expected[]]>([
    ['inner white space', 'abc', 'a bc', [{ kind: 'value', rule: 'trimmed' }]],
    ['another case', 'abc', 'ABC', [{ kind: 'value', rule: 'trimmed' }]],
    ['another word', 'abc', 'abd', [{ kind: 'value', rule: 'trimmed' }]],
    ['a number', '1', 1, [{ kind: 'type', rule: 'trimmed' }]],
    ['an absent key', 'abc', undefined, [{ kind: 'missing' }]],
  ])('fails: %s', (_, expected, received, mismatches) => {
    expectFail(trimmed(expected), received, mismatches)
  })

  test('usage error: a non-string value', () => {
    expectUsageError({ $rule: 'trimmed', value: 1 }, ['value'])
  })
})
