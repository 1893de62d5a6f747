import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { expectationProblems, PROBLEM_LIMIT } from '../../../src/cli/check/expectation-problems.js'
import { compileTurn } from '../../../src/compile/compile-turn.js'
import type { Path } from '../../../src/json/types.js'
import { normalizeMatchOptions } from '../../../src/match/options.js'
import { compileRun } from '../../../src/match/run/compile-run.js'
import { formatPath } from '../../../src/path.js'
import { MatcherUsageError } from '../../../src/usage-error.js'
import { buildMalformed, malformedRecipe } from '../../fuzz/arbitraries/malformed.js'

/** The problems as `path: problem` lines (the path as messages print it). */
const lines = (expectation: unknown) =>
  expectationProblems(expectation).map(({ path, problem }) => `${formatPath(path)}: ${problem}`)

function compileError(expectation: unknown, kind: 'turn' | 'run' = 'turn'): MatcherUsageError | undefined {
  try {
    if (kind === 'turn')
      compileTurn(expectation, { unicode: 'nfc', extraArguments: 'forbid', written: 'json' })
    else compileRun(expectation, { ...normalizeMatchOptions({}), written: 'json' })
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
        'bogus: unknown key "bogus"',
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

const runLines = (expectation: unknown) =>
  expectationProblems(expectation, 'run').map(({ path, problem }) => `${formatPath(path)}: ${problem}`)

describe('expectationProblems of a run expectation: every problem, not only the first', () => {
  test.each<[string, unknown, (string | RegExp)[]]>([
    ['a valid run', { steps: [{ name: 'a' }], calls: [{ name: 'a', times: 1 }], never: [{ name: 'b' }] }, []],
    ['a valid file with its $schema', { $schema: './expectation.schema.json', maxCalls: 3 }, []],
    [
      "the run's own keys, then its steps, calls, never and answer in the order they compile",
      {
        steps: [
          {
            name: '',
            times: -1,
            bogus: 1,
            arguments: { a: { $rule: 'nope' }, b: { $rule: 'number', value: 'x' } },
          },
          { calls: [{ name: 5 }, 7], order: 'strict' },
        ],
        calls: [{ name: 'a', status: 'failed', result: { $rule: 'nope' } }],
        order: 'sideways',
        maxCalls: -1,
        never: [{ name: { $rule: 'pattern', value: '(' } }],
        answer: { $rule: 'casefold' },
        extra: true,
      },
      [
        /^order: unknown order "sideways": use one of 'exact'/,
        'maxCalls: must not be negative',
        'extra: unknown key "extra" (did you mean "extraSteps"?)',
        'steps[0].name: name must not be empty ("*" accepts any name)',
        'steps[0].times: times must not be negative',
        'steps[0].bogus: unknown key "bogus"',
        /^steps\[0\]\.arguments\.a\.\$rule: unknown rule "nope"/,
        'steps[0].arguments.b.value: number: Invalid input: expected number, received string',
        /^steps\[1\]\.order: unknown order "strict"/,
        'steps[1].calls[0].name: name must be a string or a pattern rule',
        'steps[1].calls[1]: Invalid input: expected object, received number',
        "calls[0].status: status must be 'ok', 'error', 'denied' or 'approval_requested'",
        /^calls\[0\]\.result\.\$rule: unknown rule "nope"/,
        /^never\[0\]\.name\.value: invalid regular expression: /,
        'answer.value: casefold: Invalid input: expected string, received undefined',
      ],
    ],
    [
      'every parameter of a fromResult rule',
      { calls: [{ name: 'a', arguments: { x: { $rule: 'fromResult', call: '' } } }], never: 'x' },
      [
        'never: Invalid input: expected array, received string',
        'calls[0].arguments.x.call: call must name a tool',
        'calls[0].arguments.x.path: Invalid input: expected string, received undefined',
      ],
    ],
    [
      'an order with no calls, and nothing left to check',
      { order: 'exact' },
      [
        'order: order needs calls',
        ': a run expectation needs steps, calls, never, maxCalls, maxSteps or answer, or a check of the whole run: loops, claims or acknowledgeErrors',
      ],
    ],
    [
      'a $schema that is not a string, and the rest',
      { $schema: 3, calls: [{ name: 'a', times: { min: 3, max: 1 } }] },
      ['$schema: $schema must be a string', 'calls[0].times: times.min must not exceed times.max'],
    ],
  ])('%s', (_, expectation, expected) => {
    const found = runLines(expectation)
    expect(found).toEqual(
      expected.map((item) => (typeof item === 'string' ? item : expect.stringMatching(item))),
    )
    const error = compileError(expectation, 'run')
    expect(found[0]).toBe(error === undefined ? undefined : `${formatPath(error.path)}: ${error.problem}`)
  })

  test(`at most ${PROBLEM_LIMIT} problems per run expectation`, () => {
    const calls = Array.from({ length: 150 }, (_, i) => ({ name: 'f', times: -i - 1 }))
    expect(runLines({ calls })).toHaveLength(PROBLEM_LIMIT)
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

  const asRun = (kind: number, first: unknown, second: unknown): unknown =>
    [{ calls: [first, second] }, { steps: [first, second] }, { never: [first, second] }][kind]
  const runProblems = (expectation: unknown) => expectationProblems(expectation, 'run')

  test('of a run: none exactly when it compiles, and the first is the usage error the matchers throw', () => {
    fc.assert(
      fc.property(fc.nat(2), malformed, malformed, (kind, first, second) => {
        const run = asRun(kind, first, second)
        const error = compileError(run, 'run')
        const problems = runProblems(run)
        if (error === undefined) expect(problems).toEqual([])
        else expect(problems[0]).toEqual({ path: error.path, problem: error.problem })
      }),
      { numRuns: 300 },
    )
  })

  test('of a run: two calls are checked independently, their problems side by side, in order', () => {
    const key = ['calls', 'steps', 'never'] as const
    fc.assert(
      fc.property(fc.nat(2), malformed, malformed, (kind, first, second) => {
        const alone = (item: unknown, index: number) =>
          runProblems(asRun(kind, item, { name: 'ok' })).flatMap(({ path, problem }) =>
            path[0] === key[kind] && path[1] === 0
              ? [{ path: [key[kind], index, ...path.slice(2)], problem }]
              : [],
          )
        const own = [...alone(first, 0), ...alone(second, 1)]
        fc.pre(!own.some(({ problem }) => /too deeply/.test(problem)) && own.length < PROBLEM_LIMIT)
        expect(runProblems(asRun(kind, first, second))).toEqual(own)
      }),
      { numRuns: 300 },
    )
  })
})
