import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { Compiler } from '../../src/regex/compile-program.js'
import { parseRegex } from '../../src/regex/parse-regex.js'
import { MAX_WORK, runProgram } from '../../src/regex/run-program.js'
import { cpuTime } from '../support/cpu-time.js'
import { randomLetters } from '../support/random-letters.js'

/** The test `runProgram` makes for `source`, as `compileLinearRegex` builds it. */
function tester(source: string, flags = '', rememberFrom?: number, maxWork?: number) {
  const compiler = new Compiler(flags)
  compiler.compilePattern(parseRegex(source, flags))
  compiler.program.push({ op: 'match' })
  return runProgram(compiler.program, flags, rememberFrom, maxWork)
}

/**
 * Counted repeats near the size bound, each with a unit its input repeats (so steps are met again and remembered),
 * and whether it matches that input (2,000 characters), the input with `!` after it, before it, and with `b` after
 * it. JavaScript's own `RegExp` cannot be asked here: it backtracks on these for longer than a test may run.
 */
const large: [string, string, [boolean, boolean, boolean, boolean]][] = [
  // Any `!` will do: zero repeats.
  ['a{0,2499}!', 'a', [false, true, true, false]],
  ['(?:a|aa|aaa){0,450}!', 'a', [false, true, true, false]],
  ['(?:ab|a){0,800}!', 'ab', [false, true, true, false]],
  ['(?:a|b|c|d|e|f|g|h|i|j|k|l|m|n|o|p|q|r|s|t|u|v|w|x|y|z){0,60}!', 'abc', [false, true, true, false]],
  // A letter must come before the `!`.
  ['[a-z]{1,2499}!', 'ab', [false, true, false, false]],
  ['(?:a{1,50}){1,50}!', 'a', [false, true, false, false]],
  ['(?:a|b)*a(?:a|b){1200}!', 'a', [false, true, false, false]],
  ['\\ba{0,2000}!', 'a', [false, true, false, false]],
  // Anchored at both ends: only the whole run of 2,000 `a`s.
  ['^a{0,2000}$', 'a', [true, false, false, false]],
  ['^(?:a{0,100}b){0,20}$', 'aab', [false, false, false, false]],
]

/** The input of 2,000 characters made of `unit`. */
const body = (unit: string, length = 2_000) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length)

describe('runProgram', () => {
  test.each(large)(
    '/%s/ against 2,000 characters of %j, then with ! after, ! before, b after',
    (source, unit, answers) => {
      const test = tester(source)
      const text = body(unit)
      expect([text, `${text}!`, `!${text}`, `${text}b`].map(test)).toEqual(answers)
      expect(test('')).toBe(new RegExp(source).test(''))
    },
  )

  test('large counted repeats against 100,000 characters: a bounded number of steps per character', () => {
    const { ms } = cpuTime(() => {
      for (const [source, unit, answers] of large) {
        const test = tester(source)
        // Anchored at both ends, 100,000 characters are too many; the others answer as on 2,000.
        const anchored = source.endsWith('$')
        expect(test(body(unit, 100_000))).toBe(anchored ? false : answers[0])
        expect(test(`${body(unit, 100_000)}!`)).toBe(anchored ? false : answers[1])
      }
    })
    // About 300 ms unloaded; the worst case (no step met twice) is MAX_PROGRAM visits per character.
    expect(ms).toBeLessThan(30_000)
  })

  test('agrees with RegExp on long inputs that revisit the same steps (remembered transitions)', () => {
    const atom = fc.constantFrom('a', 'b', '[ab]', '.', '\\w', '\\s', '\\b', '^', '$')
    const pattern = fc
      .array(
        fc
          .tuple(atom, fc.constantFrom('', '*', '+', '?', '{2}', '{0,3}', '{1,5}'))
          .map(([a, q]) => (/^\\b|\^|\$/.test(a) ? a : `(?:${a})${q}`)),
        { minLength: 1, maxLength: 4 },
      )
      .map((items) => items.join(''))
    const input = fc
      .tuple(fc.string({ unit: fc.constantFrom('a', 'b', ' ', '\n'), minLength: 1, maxLength: 4 }), fc.nat(8))
      .map(([unit, times]) => unit.repeat(times))
    fc.assert(
      fc.property(pattern, fc.constantFrom('', 'm', 's', 'i'), input, input, (source, flags, head, tail) => {
        const text = `${head}${tail}`
        const expected = new RegExp(source, flags).test(text)
        expect([tester(source, flags)(text), tester(source, flags, 0)(text)]).toEqual([expected, expected])
      }),
      { numRuns: 500 },
    )
  })

  test('a pattern whose first steps fill the remembered states still reaches the step that repeats', () => {
    // Thousands of growing sets of threads (one more per character) fill the cache before the set that repeats:
    // the cache forgets them and starts again instead of giving up remembering (found by the fuzz run, 11 s).
    const text = 'word '.repeat(20_000)
    const { ms } = cpuTime(() => {
      expect(tester('.{2012,3314}y', 'u')(`${text}!`)).toBe(false)
      expect(tester('.{2012,3314}y', 'u')(`${text}y`)).toBe(true)
      expect(tester('.{2992,3585}b', 'i')(text.slice(0, 29_925))).toBe(false)
    })
    // About 1 s unloaded; before, 30 s.
    expect(ms).toBeLessThan(60_000)
  })

  test('gives up undecided after its work bound; a remembered step costs no work', () => {
    // `a` 2,000 characters from the end: every set of threads is new on random text, so nothing is remembered.
    const source = '[ab]*a[ab]{2000}c'
    const letters = randomLetters(200_000, 7)
    const { ms } = cpuTime(() => expect(tester(source)(letters)).toBeUndefined())
    // MAX_WORK is about a second of work; without the bound, several minutes.
    expect(ms).toBeLessThan(60_000)
    expect(MAX_WORK).toBe(1 << 25)
    // The same text with the answer near its start is decided.
    expect(tester(source)(`${letters.slice(0, 500)}a${letters.slice(0, 2_000)}c${letters}`)).toBe(true)
    // A repeating input of any length costs a few steps of work: decided.
    expect(tester(source)('ab'.repeat(500_000))).toBe(false)
  })

  test.each<[number, boolean | undefined]>([
    [0, undefined],
    [10, undefined],
    [1_000, false],
  ])('with a work bound of %i, /a{3}b/ against 60 characters answers %s', (maxWork, answer) => {
    expect(tester('a{3}b', '', 1_000, maxWork)('a'.repeat(60))).toBe(answer)
  })

  test('under any work bound, a decided answer is what RegExp answers', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('(a+)+$', '[ab]*a[ab]{3}c', '^(a|aa)+$', 'a{2,5}b', '(?:ab|a){0,8}!', '\\ba'),
        fc.string({ unit: fc.constantFrom('a', 'b', 'c', '!', ' '), maxLength: 400 }),
        fc.nat(3_000),
        fc.constantFrom(0, 1_000),
        (source, text, maxWork, rememberFrom) => {
          const answer = tester(source, '', rememberFrom, maxWork)(text)
          if (answer !== undefined) expect(answer).toBe(new RegExp(source).test(text))
          expect(tester(source, '', rememberFrom, maxWork + 10_000_000)(text)).toBe(
            new RegExp(source).test(text),
          )
        },
      ),
      { numRuns: 300 },
    )
  })
})
