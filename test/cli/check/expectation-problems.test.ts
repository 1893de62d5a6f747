import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { expectationProblems, PROBLEM_LIMIT } from '../../../src/cli/check/expectation-problems.js'
import { compileTurn } from '../../../src/expect/compile-turn.js'
import type { Path } from '../../../src/json/types.js'
import { formatPath } from '../../../src/path.js'
import { MatcherUsageError } from '../../../src/usage-error.js'
import { buildMalformed, malformedRecipe } from '../../fuzz/arbitraries/malformed.js'

/** The problems as `path: problem` lines (the path as messages print it). */
const lines = (expectation: unknown) =>
  expectationProblems(expectation).map(({ path, problem }) => `${formatPath(path)}: ${problem}`)

function compileError(expectation: unknown): MatcherUsageError | undefined {
  try {
    compileTurn(expectation, { unicode: 'nfc', extraArguments: 'forbid', written: 'json' })
    return undefined
  } catch (error) {
    if (error instanceof MatcherUsageError) return error
    throw error
  }
}

const UNKNOWN = /^unknown rule "(\w+)" \(known in JSON: /

describe('expectationProblems: every problem, not only the first', () => {
  test.each<[string, unknown, (string | RegExp)[]]>([
    ['a valid expectation', { name: 'f', arguments: { a: { $rule: 'number', value: 1 } } }, []],
    ['a valid file with its $schema', { $schema: './expectation.schema.json', name: 'f' }, []],
    [
      'two broken rules side by side',
      {
        name: 'refund',
        arguments: {
          order_id: { $rule: 'caseFold', value: 'x' },
          amount: { $rule: 'number', value: 1, tolerance: -1 },
        },
      },
      [
        /^arguments\.order_id\.\$rule: unknown rule "caseFold"/,
        'arguments.amount.tolerance: number: tolerance must be ≥ 0',
      ],
    ],
    [
      "every issue of a call's own fields, then its arguments",
      {
        name: '',
        extraArguments: 'maybe',
        bogus: 1,
        arguments: {
          a: { $rule: 'oneOf', values: [{ $rule: 'nope' }, { $rule: 'number', value: 'x', extra: 2 }] },
        },
      },
      [
        'name: name must not be empty ("*" accepts any name)',
        'extraArguments: Invalid option: expected one of "forbid"|"allow"',
        ': Unrecognized key: "bogus"',
        /^arguments\.a\.values\[0\]\.\$rule: unknown rule "nope"/,
        'arguments.a.values[1].value: number: Invalid input: expected number, received string',
        'arguments.a.values[1]: number: Unrecognized key: "extra"',
      ],
    ],
    [
      'the order of a list of calls, then each call',
      {
        calls: [{ name: 'a', arguments: { x: { $rule: 'pattern', value: '(' } } }, { name: 5 }, 7],
        order: 'sideways',
      },
      [
        /^order: unknown order "sideways"/,
        /^calls\[0\]\.arguments\.x\.value: invalid regular expression: /,
        'calls[1].name: name must be a string',
        'calls[2]: Invalid input: expected object, received number',
      ],
    ],
    ['no plan', { plans: [] }, ['plans: plans needs at least one plan']],
    [
      'each plan on its own',
      {
        plans: [
          { abstain: false },
          { clarify: [1, 'a'] },
          { confirm: [{ name: 'f', arguments: { x: { $rule: 'zzz' } } }] },
        ],
      },
      [
        'plans[0].abstain: Invalid input: expected true',
        'plans[1].clarify: Invalid input',
        /^plans\[2\]\.confirm\[0\]\.arguments\.x\.\$rule: unknown rule "zzz"/,
      ],
    ],
    [
      'a $schema that is not a string, and the rest',
      { $schema: 5, name: 'f', arguments: { 'e\u0301': 1, é: 2 } },
      [
        '$schema: $schema must be a string',
        'arguments["é"]: the key "é" appears twice after Unicode normalisation',
      ],
    ],
    [
      'a rule with an unknown key keeps being checked inside',
      { name: 'f', arguments: { $rule: 'subset', value: { a: { $rule: 'bad' } }, more: 1 } },
      ['arguments: subset: Unrecognized key: "more"', /^arguments\.value\.a\.\$rule: unknown rule "bad"/],
    ],
    [
      'not an expectation at all',
      [],
      [': an expectation must be an object with one of: name, calls, plans, abstain, clarify, confirm'],
    ],
  ])('%s', (_, expectation, expected) => {
    const found = lines(expectation)
    expect(found).toEqual(
      expected.map((item) => (typeof item === 'string' ? item : expect.stringMatching(item))),
    )
    // The first is what the matchers report.
    const error = compileError(expectation)
    expect(found[0]).toBe(error === undefined ? undefined : `${formatPath(error.path)}: ${error.problem}`)
  })

  test(`at most ${PROBLEM_LIMIT} problems per expectation`, () => {
    const many = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`k${i}`, { $rule: `nope${i}` }]))
    const found = lines({ name: 'f', arguments: many })
    expect(found).toHaveLength(PROBLEM_LIMIT)
    expect(found.map((line) => UNKNOWN.exec(line.split(': ').slice(1).join(': '))?.[1])).toEqual(
      Array.from({ length: PROBLEM_LIMIT }, (_, i) => `nope${i}`),
    )
  })
})

describe('expectationProblems: properties', () => {
  const malformed = malformedRecipe.map(buildMalformed)
  const prefixed = (prefix: Path, expectation: unknown) =>
    expectationProblems(expectation).map(({ path, problem }) => ({ path: [...prefix, ...path], problem }))

  test('none exactly when the expectation compiles, and the first is the usage error the matchers throw', () => {
    fc.assert(
      fc.property(malformed, (expectation) => {
        const problems = expectationProblems(expectation)
        const error = compileError(expectation)
        if (error === undefined) expect(problems).toEqual([])
        else expect(problems[0]).toEqual({ path: error.path, problem: error.problem })
      }),
      { numRuns: 400 },
    )
  })

  test('two plans are checked independently: their problems side by side, in order', () => {
    fc.assert(
      fc.property(malformed, malformed, (first, second) => {
        const own = [...prefixed(['plans', 0], first), ...prefixed(['plans', 1], second)]
        // Depth limits count from the top of the expectation: deeper plans reach them sooner.
        fc.pre(!own.some(({ problem }) => /too deeply/.test(problem)) && own.length < PROBLEM_LIMIT)
        expect(expectationProblems({ plans: [first, second] })).toEqual(own)
      }),
      { numRuns: 300 },
    )
  })
})
