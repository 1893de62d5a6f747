import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { defineTools } from '../../../src/compile/define-tools.js'
import { field } from '../../../src/expect/field.js'
import type { RunExpectation } from '../../../src/expect/run-types.js'
import type { TurnExpectation } from '../../../src/expect/types.js'
import { decide } from '../../../src/match/decide.js'
import { match } from '../../../src/match/match.js'
import { configure, type MatchOptions } from '../../../src/match/options.js'
import { matchRun } from '../../../src/match/run/match-run.js'
import { matchers } from '../../../src/matchers/index.js'
import { scoreRun } from '../../../src/score/run/score-run.js'
import { MatcherUsageError } from '../../../src/usage-error.js'

/** OpenAI chat messages: each call in its own assistant turn, answered `ok`, then an answer. */
function conversation(...calls: [name: string, args: object][]) {
  return [
    { role: 'user', content: 'My mug arrived broken.' },
    ...calls.flatMap(([name, args], index) => [
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: `c${index}`, type: 'function', function: { name, arguments: JSON.stringify(args) } },
        ],
      },
      { role: 'tool', tool_call_id: `c${index}`, content: '"ok"' },
    ]),
    { role: 'assistant', content: 'Done.' },
  ]
}

/** `refund`: `unit` accepts `euro` for `EUR`, `amount` within 0.01, `unit` defaults to `EUR`. */
const tools = defineTools({
  refund: {
    schema: z.strictObject({
      id: z.string(),
      amount: z.number(),
      unit: z.enum(['EUR', 'USD']).default('EUR'),
    }),
    compare: { unit: field.enum({ aliases: { euro: 'EUR' } }), amount: field.number({ tolerance: 0.01 }) },
  },
  search: { schema: z.strictObject({ q: z.string() }) },
})

const handle = tools.refund.call({ id: 'A-1', amount: 42.5, unit: 'EUR' })

/** Every run check, raw: true when it passes. */
function runChecks(received: unknown, options?: MatchOptions) {
  const call = (name: keyof typeof matchers, ...args: unknown[]) =>
    (matchers[name] as (...a: unknown[]) => { pass: boolean }).call({}, received, ...args).pass
  return {
    calls: matchRun(received, { calls: [handle] }, options).pass,
    steps: matchRun(received, { steps: [handle] }, options).pass,
    toMatchRun: call('toMatchRun', { calls: [handle] }, options),
    toHaveCalledTool: call('toHaveCalledTool', handle, undefined, options),
    toCallInOrder: call('toCallInOrder', [handle], options),
    scoreRun: scoreRun({ calls: [handle] }, received, options).pass,
  }
}

const allPass = {
  calls: true,
  steps: true,
  toMatchRun: true,
  toHaveCalledTool: true,
  toCallInOrder: true,
  scoreRun: true,
}
const allFail = {
  calls: false,
  steps: false,
  toMatchRun: false,
  toHaveCalledTool: false,
  toCallInOrder: false,
  scoreRun: false,
}

describe('a tool handle keeps its tool in every run check, as in a turn', () => {
  test.each<[string, object, boolean]>([
    ['the alias euro for EUR', { id: 'A-1', amount: 42.5, unit: 'euro' }, true],
    ['within the tolerance', { id: 'A-1', amount: 42.504, unit: 'EUR' }, true],
    ['the declared default left out', { id: 'A-1', amount: 42.5 }, true],
    ['another unit', { id: 'A-1', amount: 42.5, unit: 'USD' }, false],
    ['outside the tolerance', { id: 'A-1', amount: 42.6, unit: 'EUR' }, false],
  ])('%s', (_, args, meets) => {
    const run = conversation(['refund', args])
    expect(match(run, handle).pass).toBe(meets)
    expect(runChecks(run)).toEqual(meets ? allPass : allFail)
    // The guard: a forbidden call met the tool's way is caught; one that is not met is let through.
    expect(matchRun(run, { never: [handle] }).pass).toBe(!meets)
    expect(matchRun(run, { never: [handle], maxCalls: 5 }).mismatches.map((m) => m.kind)).toEqual(
      meets ? ['never'] : [],
    )
  })
})

describe('a received call its tool rejects fails a run as it fails a turn', () => {
  const invalid = conversation(['refund', { id: 7, amount: 1 }], ['nuke', {}])
  const expected: RunExpectation = { calls: [{ name: 'refund' }, { name: 'nuke' }] }
  const turn: TurnExpectation = { calls: [{ name: 'refund' }, { name: 'nuke' }] }

  test('with the tools option: each invalid call, at its place, with the schema mismatches', () => {
    expect(match(invalid, turn, { tools }).pass).toBe(false)
    expect(decide(invalid, turn, { tools })).toBe(false)
    const verdict = matchRun(invalid, expected, { tools })
    expect(verdict.pass).toBe(false)
    expect(
      verdict.mismatches.map((mismatch) =>
        mismatch.kind === 'invalid_call'
          ? [mismatch.at, mismatch.mismatches.map((inner) => [inner.path, inner.reason])]
          : mismatch.kind,
      ),
    ).toEqual([
      [{ step: 0, call: 0 }, [[['arguments', 'id'], 'wrong_type']]],
      [{ step: 1, call: 0 }, [[['name'], 'unknown_tool']]],
    ])
  })

  test.each<[string, unknown, MatchOptions | undefined, boolean]>([
    ['an invalid run, tools given', invalid, { tools }, false],
    ['an invalid run, validation none', invalid, { tools, validation: 'none' }, true],
    ['an invalid run, no tools', invalid, undefined, true],
    [
      'a valid run, tools given',
      conversation(['refund', { id: '7', amount: 1 }], ['search', { q: 'x' }]),
      { tools },
      true,
    ],
  ])('%s: every face agrees with match', (_, received, options, passes) => {
    const names: TurnExpectation = { calls: [{ name: '*' }, { name: '*' }] }
    const run: RunExpectation = { calls: [{ name: '*' }, { name: '*' }] }
    expect(match(received, names, options).pass).toBe(passes)
    expect(matchRun(received, run, options).pass).toBe(passes)
    expect(scoreRun(run, received, options).pass).toBe(passes)
    expect(matchers.toMatchRun.call({}, received, run, options).pass).toBe(passes)
    expect(matchers.toHaveToolCallCount.call({}, received, 2, options).pass).toBe(passes)
    expect(matchers.toHaveCalledTool.call({}, received, '*', undefined, options).pass).toBe(passes)
  })

  test('a tool handle in the expectation validates without the tools option, in never too', () => {
    expect(
      matchRun(invalid, { calls: [tools.refund.call({ id: field.ignore() }), { name: 'nuke' }] }).pass,
    ).toBe(false)
    expect(matchRun(invalid, { never: [tools.search.call({ q: 'x' })] }).pass).toBe(false)
    expect(matchRun(invalid, { never: [{ name: 'search' }] }).pass).toBe(true)
  })

  test('validation as_sent: an alias is not what the schema declares', () => {
    const euro = conversation(['refund', { id: 'A-1', amount: 42.5, unit: 'euro' }])
    expect(matchRun(euro, { calls: [handle] }, { validation: 'as_sent' }).pass).toBe(false)
    expect(match(euro, handle, { validation: 'as_sent' }).pass).toBe(false)
    expect(matchRun(euro, { calls: [handle] }).pass).toBe(true)
  })

  test('a run matcher fails on an invalid call negated or not: a forbidden call cannot slip through .not', () => {
    const transfer = conversation(['refund', { id: 'A-1', amount: 'lots' }])
    const forbidden = tools.refund.call({ id: 'A-1' })
    const not = matchers.toHaveCalledTool.call({ isNot: true }, transfer, forbidden)
    expect(not.pass).toBe(true)
    expect(not.message()).toContain('steps[0].calls[0].arguments.amount')
    // A valid run without the call: the negation passes.
    const other = conversation(['refund', { id: 'B-2', amount: 3 }])
    expect(matchers.toHaveCalledTool.call({ isNot: true }, other, forbidden).pass).toBe(false)
  })
})

describe('extraCalls given to a run check is a usage error naming superset and in-order', () => {
  const run = conversation(['search', { q: 'x' }])
  test.each<[string, () => unknown]>([
    ['matchRun', () => matchRun(run, { calls: [{ name: 'search' }] }, { extraCalls: 'allow' })],
    ['scoreRun', () => scoreRun({ calls: [{ name: 'search' }] }, run, { extraCalls: 'forbid' })],
    [
      'toMatchRun',
      () => matchers.toMatchRun.call({}, run, { calls: [{ name: 'search' }] }, { extraCalls: 'allow' }),
    ],
    [
      'toHaveCalledTool',
      () => matchers.toHaveCalledTool.call({}, run, 'search', undefined, { extraCalls: 'allow' }),
    ],
  ])('%s', (_, check) => {
    expect(check).toThrow(MatcherUsageError)
    expect(check).toThrow(/extraCalls means nothing for .*'superset'.*'in-order'/)
  })

  test('set with configure (or by a profile) it is not given, and simply not used', () => {
    configure({ extraCalls: 'allow' })
    try {
      expect(matchRun(run, { calls: [] }).pass).toBe(false)
      expect(scoreRun({ calls: [] }, run, { profile: 'action-ir' }).pass).toBe(false)
    } finally {
      configure({})
    }
  })

  test('the order decides instead', () => {
    const two = conversation(['search', { q: 'x' }], ['refund', { id: 'A', amount: 1 }])
    expect(matchRun(two, { calls: [{ name: 'search' }] }).pass).toBe(false)
    expect(matchRun(two, { calls: [{ name: 'search' }], order: 'superset' }).pass).toBe(true)
    expect(matchRun(two, { calls: [{ name: 'search' }], order: 'in-order' }).pass).toBe(true)
  })
})

describe('unicode and profiles apply to runs as to turns', () => {
  const decomposed = conversation(['search', { q: 'cafe\u0301' }])
  test.each<[MatchOptions | undefined, boolean]>([
    [undefined, true],
    [{ unicode: 'none' }, false],
    [{ profile: 'bfcl' }, false],
  ])('%j', (options, passes) => {
    const call = { name: 'search', arguments: { q: 'caf\u00e9' } }
    expect(match(decomposed, call, options).pass).toBe(passes)
    expect(matchRun(decomposed, { calls: [call] }, options).pass).toBe(passes)
    expect(scoreRun({ calls: [call] }, decomposed, options).pass).toBe(passes)
  })

  test('extraArguments: the option, and the call expectation over it', () => {
    const more = conversation(['search', { q: 'x', page: 2 }])
    const call = { name: 'search', arguments: { q: 'x' } }
    expect(matchRun(more, { calls: [call] }).pass).toBe(false)
    expect(matchRun(more, { calls: [call] }, { extraArguments: 'allow' }).pass).toBe(true)
    expect(
      matchRun(more, { calls: [{ ...call, extraArguments: 'forbid' }] }, { extraArguments: 'allow' }).pass,
    ).toBe(false)
  })
})
