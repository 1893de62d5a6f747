import { describe, expect, test } from 'vitest'
import type { JsonValue } from '../../src/json/types.js'
import { match } from '../../src/match/match.js'
import { describeMismatch } from '../../src/report/describe-mismatch.js'
import { cpuTime } from '../support/cpu-time.js'
import { randomLetters } from '../support/random-letters.js'
import { check, type Expected, expectFail, expectPass, expectUsageError } from './helpers.js'

const pattern = (value: string, flags?: string) =>
  flags === undefined ? { $rule: 'pattern', value } : { $rule: 'pattern', value, flags }

describe('pattern', () => {
  test.each<[string, unknown, string]>([
    ['an anchored pattern', pattern('^ORD-\\d+$'), 'ORD-77'],
    ['an unanchored pattern matches inside', pattern('ORD'), 'my ORD here'],
    ['the i flag', pattern('^ord-\\d+$', 'i'), 'ORD-1'],
    ['the u flag', pattern('^\\p{L}+$', 'u'), 'café'],
  ])('passes: %s', (_, expectation, received) => {
    expectPass(expectation, received)
  })

  test.each<[string, unknown, JsonValue | undefined, Expected[]]>([
    ['a string it does not match', pattern('^ORD-\\d+$'), 'ORD-7a', [{ kind: 'value', rule: 'pattern' }]],
    ['case without the i flag', pattern('^ord$'), 'ORD', [{ kind: 'value', rule: 'pattern' }]],
    [
      'a number, even one the pattern would match as text',
      pattern('^\\d+$'),
      77,
      [{ kind: 'type', rule: 'pattern' }],
    ],
    ['an absent key', pattern('.*'), undefined, [{ kind: 'missing' }]],
  ])('fails: %s', (_, expectation, received, mismatches) => {
    expectFail(expectation, received, mismatches)
  })

  test('the g and y flags are dropped, so a compiled rule gives the same answer every time', () => {
    for (const flags of ['g', 'y', 'gi']) {
      const expectation = pattern('ab', flags)
      expect(check(expectation, 'ab')).toEqual([])
      expect(check(expectation, 'ab')).toEqual([])
    }
  })

  test.each<[string, unknown, (string | number)[]]>([
    ['an invalid regular expression', pattern('('), ['value']],
    ['an invalid flag', pattern('a', 'z'), ['flags']],
    ['a RegExp object instead of its JSON form', { $rule: 'pattern', value: /a/ }, ['value']],
    ['a lookahead (only backtracking runs it)', pattern('^(?=.*\\d)\\w+$'), ['value']],
    ['a backreference', pattern('(a)\\1'), ['value']],
    ['the v flag', pattern('a', 'v'), ['value']],
  ])('usage error: %s', (_, expectation, path) => {
    expectUsageError(expectation, path)
  })

  test.each([
    ['(?:a{1000}){1000}', '1,000,000'],
    ['[a-z]{1,5000}', '9,999'],
    [Array.from({ length: 2_000 }, (_, i) => `w${i}`).join('|'), '12,888'],
  ])(
    'usage error: a pattern too large to run in linear time, refused when compiled (%#)',
    (source, steps) => {
      const error = expectUsageError(pattern(source), ['value'])
      expect(error.problem).toBe(
        `unsupported regular expression: it is too large: its counted repeats and alternatives make ${steps} steps, over the limit of 5,000`,
      )
    },
  )

  test.each([
    ['(a+)+$', `${'a'.repeat(25)}!`, false],
    ['(a+)+$', `${'a'.repeat(28)}!`, false],
    ['(a+)+$', `${'a'.repeat(1_000_000)}!`, false],
    ['^(a|aa)+$', `${'a'.repeat(60)}`, true],
    ['^(a|aa)+$', `${'a'.repeat(60)}!`, false],
    ['^(\\w+\\s?)+$', `${'word '.repeat(100_000)}!`, false],
  ])('never hangs: /%s/ against %#', (source, received, passes) => {
    // The issue: 25 \`a\`s and \`!\` took 10 s, 28 more than a minute.
    const { ms } = cpuTime(() => {
      if (passes) expectPass(pattern(source), received)
      else expectFail(pattern(source), received, [{ kind: 'value', rule: 'pattern' }])
    })
    expect(ms).toBeLessThan(5_000)
  })

  test('a string the pattern cannot be tested against within its work bound fails as undecided, never as a match', () => {
    // Random `a`s and `b`s: every step of `[ab]*a[ab]{2000}c` is new, so none is remembered.
    const text = randomLetters(200_000, 11)
    const { ms } = cpuTime(() => {
      expectFail(pattern('[ab]*a[ab]{2000}c'), text, [
        { kind: 'value', rule: 'pattern', reason: 'undecided' },
      ])
      const verdict = match({ name: 'f', arguments: { x: text } }, {
        name: 'f',
        arguments: { x: pattern('[ab]*a[ab]{2000}c') },
      } as never)
      expect(verdict.pass).toBe(false)
      expect(describeMismatch(verdict.mismatches[0]!, { singleCall: true })).toContain(
        '(undecided: the pattern could not be tested against this string within its work bound)',
      )
    })
    expect(ms).toBeLessThan(60_000)
    // A miss that is decided carries no reason.
    expectFail(pattern('[ab]*a[ab]{2000}c'), 'ab'.repeat(100_000), [{ kind: 'value', rule: 'pattern' }])
  })
})
