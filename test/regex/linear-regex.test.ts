import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { compileLinearRegex, UnsupportedRegex } from '../../src/regex/linear-regex.js'
import { cpuTime } from '../support/cpu-time.js'

/** Patterns with their inputs: the linear matcher must answer as `RegExp.prototype.test` does. */
const table: [string, string, string[]][] = [
  ['^\\d{3}-\\d{4}$', '', ['555-1234', '555-12345', 'a555-1234', '']],
  ['(a+)+$', '', ['aaa', `${'a'.repeat(12)}!`, 'b', '']],
  ['^(a|aa)+$', '', ['aaaa', `${'a'.repeat(16)}!`, '']],
  ['\\s', '', ['\u00a0', '\u2028', '\v', '\ufeff', 'x']],
  ['^.$', '', ['\r', '\n', '\u2028', 'x', '😀', '']],
  ['^.$', 'u', ['😀', '\ud800', 'x']],
  ['^.$', 's', ['\n', '\r']],
  ['^..$', '', ['😀']],
  ['[^]', '', ['x', '\n', '']],
  ['[]', '', ['x', '']],
  ['^\\p{L}+$', 'u', ['éa', 'e1', 'Ωμέγα']],
  ['\\p{L}', '', ['p{L}', 'é']],
  ['\\bfoo\\b', '', ['a foo b', 'afoo', 'foo_', 'foo']],
  ['\\Bfoo', '', ['afoo', 'foo']],
  ['^foo$', 'm', ['bar\nfoo\nbaz', 'bar\r\nfoo\r\n', 'bar\u2028foo', 'foox']],
  ['^foo$', '', ['bar\nfoo']],
  ['PARIS', 'i', ['paris', 'Paris', 'PARIS', 'pari']],
  ['ſ', 'i', ['s', 'S', 'ſ']],
  ['\\u212a', 'iu', ['k', 'K']],
  ['[a-z]+@[a-z]+\\.com', '', ['me@example.com', 'me@example', 'ME@example.com']],
  ['a{2,3}', '', ['a', 'aa', 'aaaa']],
  ['^a{2,3}$', '', ['a', 'aa', 'aaa', 'aaaa']],
  ['^a{2,}$', '', ['a', 'aa', 'aaaaaa']],
  ['a{,2}', '', ['a{,2}', 'aa']],
  ['x{', '', ['x{', 'x']],
  ['(?<year>\\d{4})-(?:\\d\\d)', '', ['2024-05', '24-05']],
  ['\\x41\\u0042\\cJ\\0', '', ['AB\n\0', 'AB\n']],
  ['\\u{1F600}', 'u', ['😀', 'u{1F600}']],
  ['\\ud83d\\ude00', 'u', ['😀']],
  ['[\\s\\S]+', '', ['anything', '']],
  ['(|a)b', '', ['b', 'ab']],
  ['(a*)*b', '', [`${'a'.repeat(12)}`, 'aab']],
  ['(^)*x', '', ['x', 'yx']],
  ['$', '', ['', 'x']],
  ['\\/\\.\\*', '', ['/.*', '/x']],
  ['[\\]a-]', '', [']', '-', 'b']],
  ['\\k', '', ['k']],
]

describe('compileLinearRegex answers as RegExp.prototype.test', () => {
  test.each(table)('/%s/%s', (source, flags, inputs) => {
    const linear = compileLinearRegex(source, flags)
    for (const input of inputs)
      expect([input, linear.test(input)]).toEqual([input, new RegExp(source, flags).test(input)])
  })

  test("in time linear in the input: the issue's catastrophic patterns against long inputs", () => {
    const { ms } = cpuTime(() => {
      expect(compileLinearRegex('(a+)+$').test(`${'a'.repeat(100_000)}!`)).toBe(false)
      expect(compileLinearRegex('(a+)+$').test(`!${'a'.repeat(100_000)}`)).toBe(true)
      expect(compileLinearRegex('^(a+)+$').test(`${'a'.repeat(100_000)}!`)).toBe(false)
      expect(compileLinearRegex('^(a|aa)+$').test(`${'a'.repeat(100_000)}!`)).toBe(false)
      expect(compileLinearRegex('^(\\w+\\s?)+$').test(`${'word '.repeat(20_000)}!`)).toBe(false)
    })
    expect(ms).toBeLessThan(10_000)
  })

  test.each([
    ['(?=a)b', 'lookahead'],
    ['(?!a)b', 'lookahead'],
    ['(?<=a)b', 'lookbehind'],
    ['(?<!a)b', 'lookbehind'],
    ['(a)\\1', 'backreference'],
    ['(?<n>a)\\k<n>', 'backreference'],
    ['(?i:a)', 'modifiers'],
    ['a{50001}', 'too large'],
    ['(?:a{1000}){1000}', 'too large'],
    ['(?:x{500}){500}', 'too large'],
    ['(?:(?:[a-z]{1,50}){1,50}){1,50}', 'too large'],
    [`${'(?:'.repeat(1_001)}a${')'.repeat(1_001)}`, 'nests groups more than 1,000 deep'],
    [`${'('.repeat(5_000)}a${')*'.repeat(5_000)}`, 'nests groups more than 1,000 deep'],
  ])('refuses /%s/ (%s)', (source, problem) => {
    expect(() => compileLinearRegex(source)).toThrow(UnsupportedRegex)
    expect(() => compileLinearRegex(source)).toThrow(new RegExp(problem))
  })

  test('groups nested 1,000 deep compile and match', () => {
    const linear = compileLinearRegex(`^${'(?:'.repeat(1_000)}a${')*'.repeat(1_000)}$`)
    expect([linear.test('aaa'), linear.test(''), linear.test('ab')]).toEqual([true, true, false])
  })

  /** Patterns of the kind tool schemas carry (written for this test): the size bound refuses none of them. */
  test.each([
    '^[a-zA-Z0-9_-]{1,64}$',
    '^[a-zA-Z0-9._%+-]{1,64}@[a-zA-Z0-9.-]{1,253}\\.[a-zA-Z]{2,63}$',
    '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
    '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})?)?$',
    '^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(-[0-9A-Za-z.-]+)?(\\+[0-9A-Za-z.-]+)?$',
    '^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?)*$',
    '^https?://[^\\s/$.?#].[^\\s]{0,2000}$',
    '^.{0,1000}$',
    '^[\\s\\S]{1,2048}$',
    '^\\+?[1-9]\\d{1,14}$',
    `^(${Array.from({ length: 250 }, (_, i) => `C${i.toString(36).toUpperCase()}`).join('|')})$`,
  ])('compiles /%s/', (source) => {
    expect(() => compileLinearRegex(source)).not.toThrow()
  })

  test('refuses the v flag', () => {
    expect(() => compileLinearRegex('a', 'v')).toThrow(/v flag/)
  })

  test('agrees with RegExp on generated patterns and inputs', () => {
    const atom = fc.constantFrom(
      'a',
      'b',
      '.',
      '\\d',
      '\\w',
      '\\s',
      '[ab]',
      '[^a]',
      '\\b',
      '^',
      '$',
      'é',
      '\\n',
    )
    const pattern: fc.Arbitrary<string> = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        atom,
        fc.tuple(tie('node'), tie('node')).map(([a, b]) => `${a}${b}`),
        fc.tuple(tie('node'), tie('node')).map(([a, b]) => `(?:${a}|${b})`),
        fc
          .tuple(tie('node'), fc.constantFrom('*', '+', '?', '{2}', '{1,3}', '*?', '{2,}'))
          .map(([a, q]) => `(${a})${q}`),
      ),
    })).node as fc.Arbitrary<string>
    const input = fc.string({
      unit: fc.constantFrom('a', 'b', '1', ' ', '\n', 'é', '_', '\u00a0'),
      maxLength: 12,
    })
    fc.assert(
      fc.property(
        pattern,
        fc.constantFrom('', 'i', 'm', 's', 'u', 'mi'),
        fc.array(input, { maxLength: 5 }),
        (source, flags, inputs) => {
          const linear = compileLinearRegex(source, flags)
          for (const text of inputs) expect(linear.test(text)).toBe(new RegExp(source, flags).test(text))
        },
      ),
      { numRuns: 500 },
    )
  })
})
