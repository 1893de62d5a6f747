import fc from 'fast-check'
import { defineTools } from '../../../src/compile/define-tools.js'
import { parseJson, parseJsonPrecise } from '../../../src/json/parse.js'
import { MISMATCH_LIMIT } from '../../../src/match/cap-mismatches.js'
import { decide } from '../../../src/match/decide.js'
import { match } from '../../../src/match/match.js'
import { readCalls } from '../../../src/read/read-calls.js'
import { score } from '../../../src/score/score.js'
import { MatcherUsageError } from '../../../src/usage-error.js'
import { randomLetters } from '../../support/random-letters.js'
import { ensure, ensureSame, invariant, snapshot, usageErrorOnly } from '../support.js'

/** Sizes around the old stack overflow (about 125,000 arguments spread), and small ones. */
const size = fc.constantFrom(0, 1, 999, 1_000, 1_001, 130_000)

/** One comparison with many mismatches: an array or object of `n` against an empty or a different one. */
const manyMismatches = fc.record({
  n: size,
  shape: fc.constantFrom(
    'extra_elements',
    'missing_elements',
    'changed_elements',
    'extra_keys',
    'unordered',
    'calls',
  ),
})

function build({ n, shape }: { n: number; shape: string }): { received: unknown; expected: unknown } {
  const zeros = () => Array(n).fill(0)
  switch (shape) {
    case 'extra_elements':
      return {
        received: JSON.stringify({ name: 'f', arguments: { x: zeros() } }),
        expected: { name: 'f', arguments: { x: [] } },
      }
    case 'missing_elements':
      return {
        received: { name: 'f', arguments: { x: [] } },
        expected: { name: 'f', arguments: { x: zeros() } },
      }
    case 'changed_elements':
      return {
        received: { name: 'f', arguments: { x: Array(n).fill(1) } },
        expected: { name: 'f', arguments: { x: zeros() } },
      }
    case 'extra_keys':
      return {
        received: { name: 'f', arguments: Object.fromEntries(zeros().map((_, i) => [`k${i}`, i])) },
        expected: { name: 'f', arguments: {} },
      }
    case 'unordered':
      return {
        received: { name: 'f', arguments: { x: zeros() } },
        expected: { name: 'f', arguments: { x: { $rule: 'unordered', value: [1] } } },
      }
    default:
      return {
        received: Array.from({ length: n }, () => ({ name: 'f', arguments: {} })),
        expected: { calls: [], order: 'parallel' },
      }
  }
}

/**
 * Huge mismatch lists: `match`, `decide` and `score` never throw, agree on pass, and list at most `MISMATCH_LIMIT`
 * mismatches with the rest counted.
 */
export const hugeMismatchLists = invariant(
  'hostile: huge mismatch lists never crash and stay capped',
  400,
  manyMismatches,
  (input) => {
    const { received, expected } = build(input)
    const verdict = match(received, expected as never)
    ensure(decide(received, expected as never) === verdict.pass, 'decide agrees with match')
    ensure(score(expected as never, received).pass === verdict.pass, 'score agrees with match')
    ensure(verdict.mismatches.length <= MISMATCH_LIMIT, 'the list is capped')
    ensure(
      (verdict.omittedMismatches === undefined) === verdict.mismatches.length < MISMATCH_LIMIT ||
        verdict.mismatches.length === MISMATCH_LIMIT,
      'a count of the rest exactly when some were left out',
    )
  },
)

/** What the counted repeats below repeat: single characters, and alternatives that overlap. */
const repeated = fc.constantFrom('a', '[a-z]', '\\w', '.', '(?:a|aa)', '(?:ab|a)', '(?:word |w)', '\\d')
const end = fc.constantFrom('!', '$', 'b', 'y', '')

/**
 * Patterns whose compiled program is large, on both sides of the engine's size bound (5,000 steps): one large
 * counted repeat (`a{0,2499}!`), counted repeats nested in each other, whose counts multiply
 * (`(?:(?:a{1,40}){0,50}){2}`), and long alternations of overlapping words, repeated.
 */
const largePattern = fc.oneof(
  fc
    .record({ item: repeated, min: fc.nat(3_000), span: fc.nat(3_000), end })
    .map(({ item, min, span, end }) => `${item}{${min},${min + span}}${end}`),
  fc
    .record({
      item: repeated,
      counts: fc.array(fc.tuple(fc.nat(60), fc.nat(60)), { minLength: 2, maxLength: 4 }),
      end,
    })
    .map(
      ({ item, counts, end }) =>
        `${counts.reduce<string>((inner, [min, span]) => `(?:${inner}){${min},${min + span}}`, item)}${end}`,
    ),
  fc
    .record({
      words: fc.integer({ min: 2, max: 3_000 }),
      stem: fc.constantFrom('a', 'aa', 'word ', '1', 'x'),
      repeat: fc.constantFrom('+', '*', '{0,20}', '{2}', ''),
      end,
    })
    .map(({ words, stem, repeat, end }) => {
      // Words that share their beginnings (`a`, `aa`, `a1`…), so that many are alive at once.
      const options = Array.from({ length: words }, (_, i) => `${stem.repeat((i % 4) + 1)}${i < 4 ? '' : i}`)
      return `(?:${options.join('|')})${repeat}${end}`
    }),
)

/** Patterns that backtrack exponentially or polynomially, or compile to large programs, with inputs to trigger them. */
const backtracking = fc.record({
  source: fc.oneof(
    fc.constantFrom(
      '(a+)+$',
      '^(a|aa)+$',
      '^(a|a)*b',
      '(a|a?)+$',
      '^(a+)+b',
      '(\\w+\\s?)+$',
      '^(\\d+)*x',
      '(x+x+)+y',
      '.*a.*a.*a.*b',
      '^([a-z]+\\.)*[a-z]+$',
      '^(([a-z])+.)+[A-Z]([a-z])+$',
      '(a*)\\1b',
      '(?=(a+))+$',
      '[ab]*a[ab]{2000}c',
    ),
    largePattern,
  ),
  // `random`: `a`s and `b`s in no order, so that no step of the matcher repeats and its work bound is reached.
  unit: fc.constantFrom('a', 'aa', 'word ', '1', 'x', 'abc.', 'random'),
  count: fc.integer({ min: 20, max: 20_000 }),
  tail: fc.constantFrom('!', '', 'b', 'y'),
  flags: fc.constantFrom(undefined, 'i', 'u'),
  // Where the pattern sits: a field, inside another rule, or deep in a tool's schema.
  place: fc.constantFrom('field', 'oneOf', 'optional', 'unordered', 'subset', 'nested', 'items'),
})

/** The expectation of `x` with the rule at `place`, and the received value of `x` holding `text` there. */
function placed(place: string, rule: object, text: string): { expected: unknown; received: unknown } {
  switch (place) {
    case 'oneOf':
      return { expected: { $rule: 'oneOf', values: ['-', rule] }, received: text }
    case 'optional':
      return { expected: { $rule: 'optional', value: rule }, received: text }
    case 'unordered':
      return { expected: { $rule: 'unordered', value: ['-', rule] }, received: [text, '-'] }
    case 'subset':
      return { expected: { $rule: 'subset', value: { y: rule } }, received: { y: text, z: 1 } }
    case 'nested':
      return { expected: { y: [rule] }, received: { y: [text] } }
    case 'items':
      return { expected: [rule, rule], received: [text, text] }
    default:
      return { expected: rule, received: text }
  }
}

/** The JSON Schema of `x` with the pattern at `place` (an object's property, or array items). */
function schemaAt(place: string, source: string): object {
  const string = { type: 'string', pattern: source }
  if (place === 'nested' || place === 'subset') return { type: 'object', properties: { y: string } }
  if (place === 'items' || place === 'unordered') return { type: 'array', items: string }
  return string
}

/**
 * A `pattern` rule, in a field or nested in other rules, and a tool schema's `pattern`, at any depth, never hang,
 * whatever the pattern and the input (the per-input bound fails a slow one, the watchdog a hung one); a pattern the
 * linear-time engine cannot run (a back-reference, a lookahead) or that is too large for it (counted repeats past
 * its size bound) is a usage error naming it, never a slow match.
 */
export const backtrackingPatterns = invariant(
  'hostile: backtracking patterns in rules and schemas answer in linear time',
  50,
  backtracking,
  ({ source, unit, count, tail, flags, place }) => {
    const text = `${unit === 'random' ? randomLetters(count * 5) : unit.repeat(count)}${tail}`
    const rule =
      flags === undefined ? { $rule: 'pattern', value: source } : { $rule: 'pattern', value: source, flags }
    const { expected, received } = placed(place, rule, text)
    const verdict = usageErrorOnly(() =>
      match({ name: 'f', arguments: { x: received } }, { name: 'f', arguments: { x: expected } } as never),
    )
    ensure(verdict instanceof MatcherUsageError || typeof verdict.pass === 'boolean', 'a verdict')
    const tools = usageErrorOnly(() =>
      defineTools({ f: { schema: { type: 'object', properties: { x: schemaAt(place, source) } } } }),
    )
    if (tools instanceof MatcherUsageError) return
    const checked = match({ name: 'f', arguments: { x: received } }, { name: 'f' }, { tools })
    ensure(typeof checked.pass === 'boolean', 'a verdict with the schema')
  },
)

/** Number literals of every length, in JSON and Python text. */
const longNumber = fc.record({
  digits: fc.integer({ min: 1, max: 300_000 }),
  digit: fc.constantFrom('0', '1', '9', 'f'),
  form: fc.constantFrom(
    'json',
    'json-fraction',
    'json-exponent',
    'python-decimal',
    'python-hex',
    'python-binary',
  ),
  numbers: fc.constantFrom(undefined, 'exact' as const, 'double' as const),
})

/**
 * Long number literals: reading never throws and stays linear; the fast and precise JSON parsers agree; a read
 * either succeeds or fails with a number kind.
 */
export const longNumberLiterals = invariant(
  'hostile: long number literals read in linear time under the number policy',
  30,
  longNumber,
  ({ digits, digit, form, numbers }) => {
    const run = form.startsWith('python') || digit === 'f' ? digit.replace('f', '7') : digit
    const body = `1${run.repeat(digits)}`
    const literal =
      form === 'json-fraction'
        ? `${body}.5`
        : form === 'json-exponent'
          ? `1e-${body}`
          : form === 'python-hex'
            ? `0x${digit.repeat(digits)}`
            : form === 'python-binary'
              ? `0b1${'01'.charAt(digits % 2).repeat(digits)}`
              : body
    const options = numbers === undefined ? {} : { numbers }
    if (form.startsWith('json')) {
      const text = `{"name": "f", "arguments": {"x": ${literal}}}`
      ensureSame(
        snapshot(parseJson(text, options)),
        snapshot(parseJsonPrecise(text, options)),
        'fast and precise parses',
      )
      const read = readCalls(text, options)
      if (!read.ok)
        ensure(['precision_loss', 'number_overflow'].includes(read.failure.kind), `kind ${read.failure.kind}`)
    } else {
      const read = readCalls(`[f(x=${literal})]`, { ...options, syntax: 'python' })
      if (!read.ok)
        ensure(['precision_loss', 'python_syntax'].includes(read.failure.kind), `kind ${read.failure.kind}`)
    }
  },
)
